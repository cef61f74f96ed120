/**
 * Shared pieces of the content stories: previews that render one part of a shipped test with the kit's renderers,
 * and play functions that answer it as a learner would, from the keys. Storybook only: these import the keys, which
 * is fine here (the web bundle is built from public.ts, checked by leak.test.ts) and is what lets authors see answers.
 */
import { useId, useState, type ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within, type Mock } from 'storybook/test';
import {
  applyAnswers,
  emptySheet,
  questionNumbersOf,
  normaliseAnswer,
  scoreIeltsSection,
  scoreMultiLevelSection,
  slotValue,
  type IeltsBook,
  type IeltsKeys,
  type MultiLevelExam,
  type MultiLevelKeys,
  type MultiLevelPart,
  type MultiLevelSection,
  type MultiLevelSectionType,
  type QuestionGroup,
  type SectionKey,
  type SheetChange,
} from '@bandwise/core';
import {
  MediaBaseProvider,
  MultiLevelPartView,
  PartView,
  ReadingPartView,
  SpeakingPartView,
  WritingTaskView,
  vars,
} from '@bandwise/kit';
import {
  blankAnswer,
  choiceAnswer,
  chooseNSlots,
  firstNumbers,
  keyedSheet,
  mergeMultiLevelAnswer,
  numbersHeading,
  partNumbers,
  questionNumbers,
  textAnswer,
  toTfngValue,
  typedAnswer,
  type MultiLevelAnswerRecord,
} from '@bandwise/kit/answers';
import { ieltsBooks, keysForBook, keysForExam, multiLevelExams } from '@bandwise/content/keys';

/** Storybook serves packages/content/media here (staticDirs in .storybook/main.ts). */
export const STORYBOOK_MEDIA_BASE = '/media';

/** The value of the 'showKeys' toolbar global that shows the keys. */
export const SHOW_KEYS = 'on';

// ---------------------------------------------------------------------------------------------------------------------
// Content look-ups

export type IeltsSection = 'listening' | 'reading';

export function ieltsTest(slug: string): { book: IeltsBook; keys: IeltsKeys } {
  const book = ieltsBooks.find((candidate) => candidate.slug === slug);
  const keys = book && keysForBook(book.id);
  if (!book || !keys) throw new Error(`No shipped IELTS book '${slug}' with keys`);
  return { book, keys };
}

export function ieltsPart(slug: string, section: IeltsSection, number: number) {
  const { book, keys } = ieltsTest(slug);
  const part =
    section === 'listening'
      ? book.listening.parts.find((candidate) => candidate.number === number)
      : book.reading.parts.find((candidate) => candidate.number === number);
  if (!part) throw new Error(`${book.name} has no ${section} part ${number}`);
  return { book, part, key: keys[section] };
}

export function multiLevelTest(id: number): { exam: MultiLevelExam; keys: MultiLevelKeys } {
  const exam = multiLevelExams.find((candidate) => candidate.id === id);
  const keys = exam && keysForExam(exam.id);
  if (!exam || !keys) throw new Error(`No shipped multi-level exam ${id} with keys`);
  return { exam, keys };
}

export function multiLevelPart(id: number, type: MultiLevelSectionType, label: string) {
  const { exam, keys } = multiLevelTest(id);
  const section = exam.sections.find((candidate) => candidate.type === type);
  const index = section?.parts.findIndex((candidate) => candidate.label === label) ?? -1;
  const part = section?.parts[index];
  if (!section || !part) throw new Error(`${exam.name} has no ${type} part ${label}`);
  return { exam, keys, section, part, firstNumber: firstNumbers(section)[index] ?? 1 };
}

// ---------------------------------------------------------------------------------------------------------------------
// Previews

/** Authors' debug list: what the part wrote into the answer sheet, as the API would receive it. */
function AnswerSheetList({ items }: { items: ReadonlyArray<{ id: string; label: string; value: string }> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginTop: vars.space.xl, fontSize: vars.fontSize.sm }}>
      <h2 id={id} style={{ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` }}>
        Answer sheet
      </h2>
      <ul
        aria-labelledby={id}
        style={{ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none' }}
      >
        {items.map((item) => (
          <li key={item.id} data-slot={item.id}>
            <span style={{ fontWeight: 700 }}>{item.label}</span>: {item.value === '' ? '—' : item.value}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <MediaBaseProvider base={STORYBOOK_MEDIA_BASE}>{children}</MediaBaseProvider>;
}

export interface IeltsPartPreviewProps {
  /** The book's slug, e.g. 'book1'. */
  test: string;
  section: IeltsSection;
  /** The part's number, 1-4 (listening) or 1-3 (reading). */
  part: number;
  /** Show the keyed answers beside each control (the 'showKeys' toolbar switch sets it). */
  showKeys?: boolean;
  /** Called with the whole 40-slot sheet after each answer. */
  onSheetChange?: (sheet: string[]) => void;
}

/** One IELTS listening or reading part of a shipped book, answerable, with its answer-sheet slots listed below. */
export function IeltsPartPreview({ test, section, part: number, showKeys = false, onSheetChange }: IeltsPartPreviewProps) {
  const { part, key } = ieltsPart(test, section, number);
  const [sheet, setSheet] = useState(emptySheet);
  const change = (next: string[]) => {
    setSheet(next);
    onSheetChange?.(next);
  };
  const shared = { sheet, onSheetChange: change, keys: showKeys ? key : undefined };
  return (
    <Frame>
      {'audio' in part ? (
        <>
          <PartView part={part} {...shared} />
          <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>Audio: {part.audio}</p>
        </>
      ) : (
        <ReadingPartView part={part} {...shared} />
      )}
      <AnswerSheetList
        items={partNumbers(part.groups).map((n) => ({ id: String(n), label: String(n), value: slotValue(sheet, n) }))}
      />
    </Frame>
  );
}

export interface IeltsWritingPreviewProps {
  test: string;
  /** 1 or 2. */
  task: number;
  /** Called with the essay on every change. */
  onValueChange?: (value: string) => void;
}

/** One IELTS writing task of a shipped book. */
export function IeltsWritingPreview({ test, task: number, onValueChange }: IeltsWritingPreviewProps) {
  const { book } = ieltsTest(test);
  const task = book.writing.tasks.find((candidate) => candidate.number === number);
  if (!task) throw new Error(`${book.name} has no writing task ${number}`);
  return (
    <Frame>
      <WritingTaskView task={task} onValueChange={onValueChange} />
    </Frame>
  );
}

export interface IeltsSpeakingPreviewProps {
  test: string;
  /** 1-3. */
  part: number;
}

/** One IELTS speaking part of a shipped book (the runner adds the recorders). */
export function IeltsSpeakingPreview({ test, part: number }: IeltsSpeakingPreviewProps) {
  const { book } = ieltsTest(test);
  const part = book.speaking.parts.find((candidate) => candidate.number === number);
  if (!part) throw new Error(`${book.name} has no speaking part ${number}`);
  return (
    <Frame>
      <SpeakingPartView part={part} />
    </Frame>
  );
}

export interface MultiLevelPartPreviewProps {
  /** The exam's id. */
  exam: number;
  section: MultiLevelSectionType;
  /** The part's label: '1', '1.1', ... */
  part: string;
  /** Show the keyed answers beside each control (the 'showKeys' toolbar switch sets it). */
  showKeys?: boolean;
  /** Called with every answer so far, in the seeds' submitted-answer shape. */
  onAnswersChange?: (answers: MultiLevelAnswerRecord[]) => void;
}

/** One part of a shipped multi-level exam, answerable, with the answers it would submit listed below. */
export function MultiLevelPartPreview({ exam: id, section: type, part: label, showKeys = false, onAnswersChange }: MultiLevelPartPreviewProps) {
  const { keys, section, part, firstNumber } = multiLevelPart(id, type, label);
  const [answers, setAnswers] = useState<MultiLevelAnswerRecord[]>([]);
  return (
    <Frame>
      <MultiLevelPartView
        part={part}
        sectionType={section.type}
        firstNumber={firstNumber}
        answers={answers}
        onAnswersChange={(next) => {
          setAnswers(next);
          onAnswersChange?.(next);
        }}
        keys={showKeys ? keys.questions : undefined}
      />
      {section.type !== 'speaking' && (
        <AnswerSheetList
          items={answers.map((answer) => {
            const id = `${answer.question_id}${answer.input_index === null ? '' : `.${answer.input_index}`}`;
            const value = answer.answer_id === null ? (answer.answer_text ?? '') : `#${answer.answer_id} ${answer.answer_text ?? ''}`;
            return { id, label: id, value };
          })}
        />
      )}
    </Frame>
  );
}

/** Renders with the toolbar's 'showKeys' switch unless the story sets showKeys itself. */
export function withKeysGlobal<P extends { showKeys?: boolean }>(Preview: (props: P) => ReactNode) {
  return (args: P, context: Pick<StoryContext, 'globals'>) => (
    <Preview {...args} showKeys={args.showKeys ?? context.globals.showKeys === SHOW_KEYS} />
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Answering as a learner would

type Canvas = ReturnType<typeof within>;
/** The play context's user-event instance (the methods the plays use). */
export interface Learner {
  type: (element: Element, text: string) => Promise<void>;
  click: (element: Element) => Promise<void>;
  paste: (text: string) => Promise<void>;
  selectOptions: (element: Element, values: string | string[]) => Promise<void>;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** user-event reads '{' and '[' as key descriptors; doubled, they are typed as themselves. */
const literal = (text: string) => text.replace(/[{[]/g, (bracket) => bracket + bracket);
/** The accessible name of a numbered control starts 'Question 7' (and not 'Question 70'). */
const numbered = (number: number) => new RegExp(`^Question ${number}(?!\\d)`);

function firstKeyed(key: SectionKey, number: number): string {
  return key[String(number)]?.[0] ?? '';
}

/** The letters a choose-N group's key ticks, each once, in option order (as its checkboxes report them). */
function keyedLetters(group: Extract<QuestionGroup, { type: 'chooseN' }>, key: SectionKey): string[] {
  const keyed = new Set(group.numbers.flatMap((number) => key[String(number)] ?? []).map(normaliseAnswer));
  return group.options.map((option) => option.label).filter((label) => keyed.has(normaliseAnswer(label)));
}

/**
 * Answers a group from the keys with the controls a learner uses (typing, ticking, picking); 'first' answers its first
 * question (a choose-N group whole), 'rest' the others. Returns the slots it expects to have written.
 */
export async function answerGroup(
  root: HTMLElement,
  learner: Learner,
  group: QuestionGroup,
  key: SectionKey,
  which: 'first' | 'rest',
): Promise<SheetChange[]> {
  const changes: SheetChange[] = [];
  const chosen = <T,>(items: readonly T[]) => (which === 'first' ? items.slice(0, 1) : items.slice(1));
  // Role queries compute accessible names and visibility for every candidate, which is slow over a whole reading part;
  // each question is looked for inside its own wrapper (data-question, set by the renderers) instead.
  const first = questionNumbersOf(group)[0] ?? 0;
  const canvas = {
    in: (number: number) => within((root.querySelector(`[data-question="${number}"]`) as HTMLElement | null) ?? root),
  };
  switch (group.type) {
    case 'gapFill':
      for (const number of chosen(questionNumbersOf(group))) {
        const text = typedAnswer(key[String(number)] ?? [], group.wordLimit);
        const box = canvas.in(number).getByRole('textbox', { name: `Question ${number}` });
        if (which === 'first') {
          await learner.type(box, literal(text));
        } else {
          await learner.click(box);
          await learner.paste(text);
        }
        changes.push([number, text]);
      }
      break;
    case 'chooseN': {
      if (which === 'rest') break;
      const letters = keyedLetters(group, key);
      const fieldset = canvas.in(first).getByRole('group', { name: new RegExp(`^${escapeRegex(numbersHeading(group.numbers))}(?!\\d)`) });
      for (const letter of letters) {
        await learner.click(within(fieldset).getByRole('checkbox', { name: new RegExp(`^${escapeRegex(letter)}\\s`) }));
      }
      changes.push(...chooseNSlots(group.numbers, letters));
      break;
    }
    case 'singleChoice':
      for (const question of chosen(group.questions)) {
        const letter = firstKeyed(key, question.number);
        const radios = canvas.in(question.number).getByRole('radiogroup', { name: numbered(question.number) });
        await learner.click(within(radios).getByRole('radio', { name: new RegExp(`^${escapeRegex(letter)}(\\s|$)`) }));
        changes.push([question.number, letter]);
      }
      break;
    case 'matching':
    case 'mapLabelling':
      for (const question of chosen(group.questions)) {
        const letter = firstKeyed(key, question.number);
        const scope = group.type === 'mapLabelling' ? first : question.number;
        await learner.selectOptions(canvas.in(scope).getByRole('combobox', { name: numbered(question.number) }), letter);
        changes.push([question.number, letter]);
      }
      break;
    case 'tfng':
      for (const question of chosen(group.questions)) {
        const value = toTfngValue(firstKeyed(key, question.number), group.variant);
        if (group.form === 'radio') {
          const radios = canvas.in(question.number).getByRole('radiogroup', { name: numbered(question.number) });
          await learner.click(within(radios).getByRole('radio', { name: value === 'NOTGIVEN' ? 'NOT GIVEN' : value }));
        } else {
          await learner.selectOptions(canvas.in(question.number).getByRole('combobox', { name: numbered(question.number) }), value);
        }
        changes.push([question.number, value]);
      }
      break;
    case 'summaryBank':
      for (const number of chosen(questionNumbersOf(group))) {
        const letter = firstKeyed(key, number);
        await learner.selectOptions(canvas.in(first).getByRole('combobox', { name: `Question ${number}` }), letter);
        changes.push([number, letter]);
      }
      break;
  }
  return changes;
}

function lastCallArg<T>(spy: unknown): T {
  const calls = (spy as Mock).mock.calls;
  return calls[calls.length - 1]?.[0] as T;
}

/** Waits until every picture of the story has loaded, so screenshots never catch a half-drawn plan. */
export async function picturesLoaded(root: HTMLElement) {
  for (const image of root.querySelectorAll('img')) {
    await waitFor(() => expect(image.complete && image.naturalWidth > 0, `${image.getAttribute('src')} loads`).toBe(true), {
      timeout: 5000,
    });
  }
}

type PlayContext<A> = {
  canvas: Canvas;
  canvasElement: HTMLElement;
  userEvent: Learner;
  args: A;
  step: (label: string, play: () => Promise<void>) => Promise<void> | void;
};

/** The story of one IELTS listening or reading part: answer a question per group, then all, and score it. */
export function ieltsPartStory(test: string, section: IeltsSection, part: number) {
  return {
    args: { test, section, part },
    play: async ({ canvas, canvasElement, userEvent, args, step }: PlayContext<IeltsPartPreviewProps>) => {
      const { part: data, key } = ieltsPart(args.test, args.section, args.part);
      const numbers = partNumbers(data.groups);
      const written: SheetChange[] = [];
      await picturesLoaded(canvasElement);
      await step('answer the first question of every group as a learner would', async () => {
        for (const group of data.groups) written.push(...(await answerGroup(canvasElement, userEvent, group, key, 'first')));
        await expect(lastCallArg<string[]>(args.onSheetChange)).toEqual(applyAnswers(emptySheet(), written));
        const list = canvas.getByRole('list', { name: 'Answer sheet' });
        for (const [number, value] of written) {
          const row = list.querySelector(`[data-slot="${number}"]`);
          await expect(row).toHaveTextContent(`${number}: ${value === '' ? '—' : value}`);
        }
      });
      await step(`the keyed answers to all ${numbers.length} questions score ${numbers.length}`, async () => {
        for (const group of data.groups) await answerGroup(canvasElement, userEvent, group, key, 'rest');
        const sheet = lastCallArg<string[]>(args.onSheetChange);
        const keyed = keyedSheet(data.groups, key);
        await expect(numbers.map((n) => slotValue(sheet, n))).toEqual(numbers.map((n) => slotValue(keyed, n)));
        await expect(scoreIeltsSection(data.groups, key, sheet).raw).toBe(numbers.length);
      });
    },
  };
}

/** The story of one IELTS writing task: the prompt shows, typing counts words and reports the essay. */
export function ieltsWritingStory(test: string, task: number) {
  return {
    args: { test, task },
    play: async ({ canvas, canvasElement, userEvent, args }: PlayContext<IeltsWritingPreviewProps>) => {
      const data = ieltsTest(args.test).book.writing.tasks.find((candidate) => candidate.number === args.task);
      if (!data) throw new Error(`No writing task ${args.task}`);
      await picturesLoaded(canvasElement);
      await expect(canvas.getByRole('heading', { name: `Writing Task ${data.number}` })).toBeVisible();
      await expect(canvas.getByText(data.instructions)).toBeVisible();
      if (data.image) await expect(canvas.getByRole('img', { name: data.image.alt })).toBeVisible();
      const essay = canvas.getByRole('textbox', { name: `Task ${data.number}` });
      await userEvent.type(essay, 'In my view both sides have a point.');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('In my view both sides have a point.');
      await expect(canvas.getByText('Words: 8')).toBeVisible();
      await expect(canvas.getByText(`At least ${data.minWords} words advised`)).toBeVisible();
    },
  };
}

/** The story of one IELTS speaking part: every question (or the cue card and its prompts) shows. */
export function ieltsSpeakingStory(test: string, part: number) {
  return {
    args: { test, part },
    play: async ({ canvas, args }: PlayContext<IeltsSpeakingPreviewProps>) => {
      const data = ieltsTest(args.test).book.speaking.parts.find((candidate) => candidate.number === args.part);
      if (!data) throw new Error(`No speaking part ${args.part}`);
      await expect(canvas.getByRole('heading', { name: data.title })).toBeVisible();
      for (const question of data.questions) await expect(canvas.getByText(question.text)).toBeVisible();
      for (const prompt of data.cueCard?.prompts ?? []) await expect(canvas.getByText(prompt)).toBeVisible();
      await expect(canvas.queryByRole('textbox')).toBeNull();
    },
  };
}

const SAMPLE_ESSAY = 'Thank you for your message. I think we should meet next week.';

/**
 * Answers every question of a multi-level part as a learner would (radios, selects, typed blanks, a short essay) and
 * returns the answers it expects the part to report.
 */
export async function answerMultiLevelPart(
  root: HTMLElement,
  learner: Learner,
  part: MultiLevelPart,
  keys: MultiLevelKeys,
  firstNumber: number,
): Promise<MultiLevelAnswerRecord[]> {
  let expected: MultiLevelAnswerRecord[] = [];
  const numbers = questionNumbers(part, firstNumber);
  for (const [index, question] of part.questions.entries()) {
    const number = numbers[index] ?? firstNumber;
    const key = keys.questions[String(question.id)];
    // Each question is looked for inside its own list item: role queries over a whole reading part are slow.
    const canvas = within((root.querySelector(`[data-question-id="${question.id}"]`) as HTMLElement | null) ?? root);
    switch (question.type) {
      case 'quiz':
      case 'quiz2': {
        const option = key && 'answerId' in key ? question.answers.find((answer) => answer.id === key.answerId) : undefined;
        if (!option) throw new Error(`Question ${question.id} has no keyed option`);
        const radios = canvas.getByRole('radiogroup', { name: numbered(number) });
        await learner.click(within(radios).getByRole('radio', { name: new RegExp(`^(?:[A-J] )?${escapeRegex(option.answer)}$`) }));
        expected = mergeMultiLevelAnswer(expected, choiceAnswer(question, option.id));
        break;
      }
      case 'select':
      case 'map': {
        if (!key || !('answerId' in key)) throw new Error(`Question ${question.id} has no keyed option`);
        await learner.selectOptions(canvas.getByRole('combobox', { name: numbered(number) }), String(key.answerId));
        expected = mergeMultiLevelAnswer(expected, choiceAnswer(question, key.answerId));
        break;
      }
      case 'writing': {
        const blanks = key && 'blanks' in key ? key.blanks : [];
        for (const [at, accepted] of blanks.entries()) {
          const text = typedAnswer(accepted);
          await learner.type(canvas.getByRole('textbox', { name: `Question ${number + at}` }), literal(text));
          expected = mergeMultiLevelAnswer(expected, blankAnswer(question, at, text));
        }
        break;
      }
      case 'essay':
        await learner.type(canvas.getByRole('textbox', { name: question.question }), SAMPLE_ESSAY);
        expected = mergeMultiLevelAnswer(expected, textAnswer(question, SAMPLE_ESSAY));
        break;
      case 'speaking':
        await expect(canvas.getByText(question.question)).toBeVisible();
        break;
    }
  }
  return expected;
}

/** The story of one multi-level part: answer it all from the keys, check the submitted shape and, if keyed, the score. */
export function multiLevelPartStory(exam: number, section: MultiLevelSectionType, part: string) {
  return {
    args: { exam, section, part },
    play: async ({ canvas, canvasElement, userEvent, args, step }: PlayContext<MultiLevelPartPreviewProps>) => {
      const { keys, section: data, part: partData, firstNumber } = multiLevelPart(args.exam, args.section, args.part);
      await picturesLoaded(canvasElement);
      await expect(canvas.getByRole('heading', { name: `Part ${partData.label}` })).toBeVisible();
      let expected: MultiLevelAnswerRecord[] = [];
      await step('answer every question as a learner would', async () => {
        expected = await answerMultiLevelPart(canvasElement, userEvent, partData, keys, firstNumber);
      });
      if (expected.length === 0) {
        await expect(args.onAnswersChange).not.toHaveBeenCalled();
        return;
      }
      await step('the part reports the seeds’ submitted-answer shape, one answer per question or blank', async () => {
        const reported = lastCallArg<MultiLevelAnswerRecord[]>(args.onAnswersChange);
        await expect(reported).toHaveLength(expected.length);
        await expect(reported).toEqual(expect.arrayContaining(expected));
        const list = canvas.getByRole('list', { name: 'Answer sheet' });
        await expect(within(list).getAllByRole('listitem')).toHaveLength(expected.length);
      });
      if (data.type === 'listening' || data.type === 'reading') {
        await step('the keyed answers score every question of the part', async () => {
          const section: MultiLevelSection = { ...data, parts: [partData] };
          const score = scoreMultiLevelSection(section, keys, lastCallArg<MultiLevelAnswerRecord[]>(args.onAnswersChange));
          await expect(score.total).toBeGreaterThan(0);
          await expect(score.raw).toBe(score.total);
        });
      }
    },
  };
}
