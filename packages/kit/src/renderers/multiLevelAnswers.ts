import {
  BLANK_MARKER,
  countBlanks,
  expandOptional,
  type MultiLevelKey,
  type MultiLevelPart,
  type MultiLevelQuestion,
  type MultiLevelQuestionType,
  type MultiLevelSection,
} from '@bandwise/core';

/** One submitted answer in the seeds' shape (POST /user/check, parts[].answers[]). */
export interface MultiLevelAnswerRecord {
  question_id: number;
  /** The chosen option's id; null for typed answers. */
  answer_id: number | null;
  question_type: MultiLevelQuestionType;
  /** The chosen option's text, the typed blank or the essay. */
  answer_text: string | null;
  /** Which '[input]' of the question (0-based) a typed blank answers; null otherwise. */
  input_index: number | null;
}

/** Keys by question id, as MultiLevelKeys['questions'] holds them. */
export type MultiLevelQuestionKeys = Readonly<Record<string, MultiLevelKey>>;

/** Question types answered by picking one option: radios (quiz, quiz2) or a select (select, map). */
export const choiceQuestionTypes = ['quiz', 'quiz2', 'select', 'map'] as const satisfies readonly MultiLevelQuestionType[];

export function isChoiceType(type: MultiLevelQuestionType): boolean {
  return (choiceQuestionTypes as readonly string[]).includes(type);
}

/** Whether two records answer the same thing: the same question, and the same blank for typed blanks. */
function sameSlot(a: MultiLevelAnswerRecord, b: MultiLevelAnswerRecord): boolean {
  if (a.question_id !== b.question_id) return false;
  // A choice replaces every earlier answer to its question, whatever index an older client sent (seed section 5).
  if (b.answer_id !== null || isChoiceType(b.question_type)) return true;
  return a.input_index === b.input_index;
}

/** Whether a record carries no answer at all (a select taken back to its blank option, an emptied box). */
function isEmpty(record: MultiLevelAnswerRecord): boolean {
  return record.answer_id === null && (record.answer_text === null || record.answer_text === '');
}

/**
 * The answers with `next` written in: it replaces the earlier answer to the same question (single choice) or the
 * same blank (question id and input_index); an empty answer removes it. Order of the others is kept, the new one last.
 */
export function mergeMultiLevelAnswer(
  answers: readonly MultiLevelAnswerRecord[],
  next: MultiLevelAnswerRecord,
): MultiLevelAnswerRecord[] {
  const kept = answers.filter((answer) => !sameSlot(answer, next));
  return isEmpty(next) ? kept : [...kept, next];
}

/** The record for choosing option `answerId` of a choice question; an unknown id (or null) clears the answer. */
export function choiceAnswer(question: MultiLevelQuestion, answerId: number | null): MultiLevelAnswerRecord {
  const option = question.answers.find((answer) => answer.id === answerId);
  return {
    question_id: question.id,
    answer_id: option?.id ?? null,
    question_type: question.type,
    answer_text: option?.answer ?? null,
    input_index: null,
  };
}

/** The record for typing `text` into blank `index` of a fill-in question. */
export function blankAnswer(question: MultiLevelQuestion, index: number, text: string): MultiLevelAnswerRecord {
  return { question_id: question.id, answer_id: null, question_type: question.type, answer_text: text, input_index: index };
}

/** The record for an essay's text. */
export function textAnswer(question: MultiLevelQuestion, text: string): MultiLevelAnswerRecord {
  return { question_id: question.id, answer_id: null, question_type: question.type, answer_text: text, input_index: null };
}

/** The option id chosen for a question, or null. The last answer sent wins, as in scoring. */
export function chosenAnswerId(answers: readonly MultiLevelAnswerRecord[], questionId: number): number | null {
  for (let index = answers.length - 1; index >= 0; index -= 1) {
    const answer = answers[index];
    if (answer?.question_id === questionId && answer.answer_id !== null) return answer.answer_id;
  }
  return null;
}

/** The text typed into blank `index` of a question (or the essay, with index null); '' when none. */
export function answerText(
  answers: readonly MultiLevelAnswerRecord[],
  questionId: number,
  index: number | null,
): string {
  for (let at = answers.length - 1; at >= 0; at -= 1) {
    const answer = answers[at];
    if (answer?.question_id === questionId && answer.input_index === index) return answer.answer_text ?? '';
  }
  return '';
}

/** A fill-in question's text split at its '[input]' markers: literal strings and blanks with their input_index. */
export function splitBlanks(question: string): Array<string | { blank: number }> {
  const pieces: Array<string | { blank: number }> = [];
  question.split(BLANK_MARKER).forEach((text, index, all) => {
    if (text !== '') pieces.push(text);
    if (index < all.length - 1) pieces.push({ blank: index });
  });
  return pieces;
}

/** How many numbered items a question is on the paper: one per blank of a fill-in, one per choice, none for essays and speaking. */
export function numberedItems(question: MultiLevelQuestion): number {
  if (question.type === 'essay' || question.type === 'speaking') return 0;
  const blanks = countBlanks(question.question);
  if (blanks > 0) return blanks;
  return question.answers.length > 0 ? 1 : 0;
}

/**
 * The first question number of each part of a section, numbering through the section as the paper does
 * (seed: listening part 3 starts at 15, reading part 2 at 7).
 */
export function firstNumbers(section: Pick<MultiLevelSection, 'parts'>): number[] {
  let next = 1;
  return section.parts.map((part) => {
    const first = next;
    next += part.questions.reduce((sum, question) => sum + numberedItems(question), 0);
    return first;
  });
}

/** The number each question of a part starts at (its first blank's number for a fill-in); null for unnumbered ones. */
export function questionNumbers(part: Pick<MultiLevelPart, 'questions'>, first: number): Array<number | null> {
  let next = first;
  return part.questions.map((question) => {
    const items = numberedItems(question);
    if (items === 0) return null;
    const number = next;
    next += items;
    return number;
  });
}

/** What an author sees as a question's key: the option text, or the accepted texts of one blank. */
export function multiLevelKeyText(
  question: MultiLevelQuestion,
  keys: MultiLevelQuestionKeys | undefined,
  index: number | null = null,
): string {
  const key = keys?.[String(question.id)];
  if (!key) return '';
  if ('answerId' in key) return question.answers.find((answer) => answer.id === key.answerId)?.answer ?? '';
  return (key.blanks[index ?? 0] ?? []).join(' / ');
}

/** The answers a learner who knew the keys would send for a part (author tools and tests). */
export function keyedMultiLevelAnswers(
  part: Pick<MultiLevelPart, 'questions'>,
  keys: MultiLevelQuestionKeys,
): MultiLevelAnswerRecord[] {
  let answers: MultiLevelAnswerRecord[] = [];
  for (const question of part.questions) {
    const key = keys[String(question.id)];
    if (!key) continue;
    if ('answerId' in key) {
      answers = mergeMultiLevelAnswer(answers, choiceAnswer(question, key.answerId));
      continue;
    }
    key.blanks.forEach((accepted, index) => {
      const typed = accepted[0] === undefined ? '' : (expandOptional(accepted[0])[0] ?? accepted[0]);
      answers = mergeMultiLevelAnswer(answers, blankAnswer(question, index, typed));
    });
  }
  return answers;
}
