import { describe, expect, it } from 'vitest';
import type { QuestionGroup } from '../content/ielts';
import type { SectionKey } from '../content/ieltsKeys';
import { emptySheet } from './answerSheet';
import { questionNumbersOf, scoreIeltsSection } from './ielts';

const groups: QuestionGroup[] = [
  {
    id: 'g1',
    type: 'gapFill',
    instructions: 'Write ONE WORD AND/OR A NUMBER for each answer.',
    layout: 'form',
    wordLimit: { maxWords: 1, number: true },
    blocks: [
      { kind: 'heading', text: 'Booking form' },
      { kind: 'field', label: 'Meet at', text: '{{1}}' },
      { kind: 'table', headers: ['Day', 'Price'], rows: [['Monday', '£{{2}}'], ['{{3}}', '£12']] },
      { kind: 'bullet', text: 'Bring {{4}} and {{5}}' },
    ],
  },
  {
    id: 'g2',
    type: 'tfng',
    instructions: 'TRUE, FALSE or NOT GIVEN',
    variant: 'tfng',
    form: 'radio',
    questions: [
      { number: 6, stem: 'a' },
      { number: 7, stem: 'b' },
    ],
  },
  {
    id: 'g3',
    type: 'chooseN',
    instructions: 'Choose TWO letters, A-E.',
    numbers: [11, 12],
    stem: 'Which two?',
    options: ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label, text: label })),
  },
  {
    id: 'g4',
    type: 'summaryBank',
    instructions: 'Choose from the box.',
    bank: ['A', 'B', 'C'].map((label) => ({ label, text: label })),
    paragraphs: ['The {{8}} was followed by {{9}}.', 'Then {{10}}.'],
  },
];

const key: SectionKey = {
  '1': ['(the) harbour'],
  '2': ['30'],
  '3': ['Tuesday'],
  '4': ['boots', 'walking boots'],
  '5': ['water'],
  '6': ['NOTGIVEN'],
  '7': ['TRUE'],
  '8': ['A'],
  '9': ['C'],
  '10': ['B'],
  '11': ['B', 'D'],
  '12': ['B', 'D'],
};

function sheetWith(answers: Record<number, string>): string[] {
  const sheet = emptySheet();
  for (const [number, answer] of Object.entries(answers)) sheet[Number(number) - 1] = answer;
  return sheet;
}

function row(result: ReturnType<typeof scoreIeltsSection>, number: number) {
  const found = result.rows.find((entry) => entry.number === number);
  if (!found) throw new Error(`no row ${number}`);
  return found;
}

describe('questionNumbersOf', () => {
  it('reads gap markers from every kind of block, in reading order', () => {
    expect(questionNumbersOf(groups[0] as QuestionGroup)).toEqual([1, 2, 3, 4, 5]);
  });
  it('reads summary paragraphs, choose-N slots and numbered questions', () => {
    expect(questionNumbersOf(groups[3] as QuestionGroup)).toEqual([8, 9, 10]);
    expect(questionNumbersOf(groups[2] as QuestionGroup)).toEqual([11, 12]);
    expect(questionNumbersOf(groups[1] as QuestionGroup)).toEqual([6, 7]);
  });
});

describe('scoreIeltsSection', () => {
  it('scores a fully correct sheet, one row per question in number order', () => {
    const result = scoreIeltsSection(
      groups,
      key,
      sheetWith({ 1: 'Harbour', 2: 'thirty', 3: 'tuesday.', 4: 'Boots', 5: ' water ', 6: 'NOT GIVEN', 7: 'TRUE', 8: 'a', 9: 'C', 10: 'B', 11: 'D', 12: 'B' }),
    );
    expect(result.raw).toBe(12);
    expect(result.rows.map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(result.rows.every((entry) => entry.isTrue)).toBe(true);
  });

  it('scores an empty sheet 0 and shows the first accepted answers', () => {
    const result = scoreIeltsSection(groups, key, emptySheet());
    expect(result.raw).toBe(0);
    expect(row(result, 1)).toEqual({ number: 1, userAnswer: '', isTrue: false, trueAnswer: '(the) harbour' });
    expect(row(result, 4).trueAnswer).toBe('boots');
    expect(row(result, 6).trueAnswer).toBe('NOTGIVEN');
  });

  it('enforces the gap-fill word limit but not on letter answers', () => {
    const result = scoreIeltsSection(groups, key, sheetWith({ 1: 'the harbour', 4: 'walking boots', 8: 'A' }));
    expect(row(result, 1).isTrue).toBe(false);
    expect(row(result, 4).isTrue).toBe(false);
    expect(row(result, 8).isTrue).toBe(true);
  });

  it('keeps the learner answer as typed in the row', () => {
    const result = scoreIeltsSection(groups, key, sheetWith({ 3: '  TUESDAY. ' }));
    expect(row(result, 3)).toEqual({ number: 3, userAnswer: '  TUESDAY. ', isTrue: true, trueAnswer: 'Tuesday' });
  });

  describe('choose two', () => {
    // Each case: the letters ticked, the raw score, and the rows of slots 11 and 12 (isTrue, the answer shown).
    it.each([
      { name: 'scores both correct letters in either order', ticked: { 11: 'D', 12: 'B' }, raw: 2, rows: [[true, 'D'], [true, 'B']] },
      { name: 'scores a letter given twice only once and shows the letter still owed', ticked: { 11: 'B', 12: 'B' }, raw: 1, rows: [[true, 'B'], [false, 'D']] },
      { name: 'credits a correct letter in the second slot when the first is wrong', ticked: { 11: 'A', 12: 'd' }, raw: 1, rows: [[false, 'B'], [true, 'D']] },
    ])('$name', ({ ticked, raw, rows }) => {
      const result = scoreIeltsSection(groups, key, sheetWith(ticked));
      expect(result.raw).toBe(raw);
      expect([row(result, 11), row(result, 12)].map((slot) => [slot.isTrue, slot.trueAnswer])).toEqual(rows);
    });
    it('shows the whole set, one letter per slot, when nothing is ticked', () => {
      const result = scoreIeltsSection(groups, key, emptySheet());
      expect([row(result, 11).trueAnswer, row(result, 12).trueAnswer]).toEqual(['B', 'D']);
    });
  });

  it('scores a question without a key as wrong with no answer shown', () => {
    const partial: SectionKey = { ...key };
    delete partial['5'];
    const result = scoreIeltsSection(groups, partial, sheetWith({ 5: 'water' }));
    expect(row(result, 5)).toEqual({ number: 5, userAnswer: 'water', isTrue: false, trueAnswer: '' });
  });

  it('tolerates a short sheet', () => {
    const result = scoreIeltsSection(groups, key, ['harbour']);
    expect(result.raw).toBe(1);
    expect(row(result, 12).userAnswer).toBe('');
  });

  it('scores matching, single choice and map labelling by label', () => {
    const more: QuestionGroup[] = [
      {
        id: 'm',
        type: 'matching',
        kind: 'heading',
        instructions: '',
        options: ['i', 'ii', 'iii'].map((label) => ({ label, text: label })),
        reusable: false,
        questions: [{ number: 1, stem: 'Paragraph A' }],
      },
      {
        id: 's',
        type: 'singleChoice',
        instructions: '',
        questions: [{ number: 2, stem: 'Why?', options: ['A', 'B', 'C'].map((label) => ({ label, text: label })) }],
      },
      {
        id: 'map',
        type: 'mapLabelling',
        instructions: '',
        image: { src: 'x.svg', alt: 'x' },
        positions: [
          { label: 'A', x: 1, y: 1 },
          { label: 'B', x: 2, y: 2 },
        ],
        questions: [{ number: 3, stem: 'Cafe' }],
      },
    ];
    const result = scoreIeltsSection(more, { '1': ['iii'], '2': ['C'], '3': ['B'] }, ['III', 'c', 'A']);
    expect(result.rows.map((entry) => entry.isTrue)).toEqual([true, true, false]);
    expect(result.raw).toBe(2);
  });
});
