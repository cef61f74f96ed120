import { gapNumbers } from '../content/gaps';
import type { QuestionGroup, TextBlock, WordLimit } from '../content/ielts';
import type { SectionKey } from '../content/ieltsKeys';
import { slotValue } from './answerSheet';
import { matchesKey, normaliseAnswer } from './match';

function blockTexts(block: TextBlock): string[] {
  switch (block.kind) {
    case 'table':
      return [...block.headers, ...block.rows.flat()];
    case 'field':
      return [block.label, block.text];
    default:
      return [block.text];
  }
}

/** The question numbers a group answers, in reading order (gap markers for gap fills and summaries). */
export function questionNumbersOf(group: QuestionGroup): number[] {
  switch (group.type) {
    case 'gapFill':
      return group.blocks.flatMap(blockTexts).flatMap(gapNumbers);
    case 'summaryBank':
      return group.paragraphs.flatMap(gapNumbers);
    case 'chooseN':
      return [...group.numbers];
    default:
      return group.questions.map((question) => question.number);
  }
}

export type IeltsResultRow = {
  number: number;
  /** As the learner left it (the results table shows 'No Answer' for ''). */
  userAnswer: string;
  isTrue: boolean;
  /** The first accepted answer; for a choose-N slot the letter it was credited with, else a letter still owed. */
  trueAnswer: string;
};

export type IeltsSectionScore = { raw: number; rows: IeltsResultRow[] };

/** Choose-N: each correct letter scores once whatever the slot order; 'B','B' against {B, D} scores 1. */
function scoreChooseN(numbers: readonly number[], key: SectionKey, sheet: readonly string[]): IeltsResultRow[] {
  const set: string[] = [];
  for (const number of numbers) {
    for (const letter of key[String(number)] ?? []) {
      if (!set.some((known) => normaliseAnswer(known) === normaliseAnswer(letter))) set.push(letter);
    }
  }
  const remaining = [...set];
  const credited = numbers.map((number) => {
    const answer = normaliseAnswer(slotValue(sheet, number));
    const at = remaining.findIndex((letter) => answer !== '' && normaliseAnswer(letter) === answer);
    if (at < 0) return undefined;
    return remaining.splice(at, 1)[0];
  });
  return numbers.map((number, index) => {
    const letter = credited[index];
    return {
      number,
      userAnswer: slotValue(sheet, number),
      isTrue: letter !== undefined,
      // Uncredited slots show the letters nobody earned, in key order.
      trueAnswer: letter ?? remaining.shift() ?? '',
    };
  });
}

/**
 * Scores a listening or reading section: one row per question number the groups hold, sorted by number.
 * Gap fills enforce their word limit; every other group compares labels (letters, numerals, TRUE/NOTGIVEN...).
 * A question without a key scores 0 and shows '' as its answer.
 */
export function scoreIeltsSection(groups: readonly QuestionGroup[], key: SectionKey, sheet: readonly string[]): IeltsSectionScore {
  const rows: IeltsResultRow[] = [];
  for (const group of groups) {
    if (group.type === 'chooseN') {
      rows.push(...scoreChooseN(group.numbers, key, sheet));
      continue;
    }
    const limit: WordLimit | undefined = group.type === 'gapFill' ? group.wordLimit : undefined;
    for (const number of questionNumbersOf(group)) {
      const accepted = key[String(number)] ?? [];
      const userAnswer = slotValue(sheet, number);
      rows.push({
        number,
        userAnswer,
        isTrue: accepted.length > 0 && matchesKey(userAnswer, accepted, limit),
        trueAnswer: accepted[0] ?? '',
      });
    }
  }
  rows.sort((a, b) => a.number - b.number);
  return { raw: rows.filter((row) => row.isTrue).length, rows };
}
