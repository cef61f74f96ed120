import { describe, expect, it } from 'vitest';
import { applyAnswers, emptySheet, scoreIeltsSection, type QuestionGroup, type SectionKey } from '@bandwise/core';
import {
  chooseNSlots,
  displayAnswer,
  instructionsStateLimit,
  keyText,
  keyedSheet,
  numbersHeading,
  partNumbers,
  tickedFromSheet,
  typedAnswer,
  wordLimitText,
} from './sheet';

const options = ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label, text: `option ${label}` }));

const groups: QuestionGroup[] = [
  {
    id: 'g1',
    type: 'gapFill',
    wordLimit: { maxWords: 1, number: false },
    instructions: 'Complete the notes. Write ONE WORD ONLY for each answer.',
    layout: 'notes',
    blocks: [
      { kind: 'bullet', text: 'Boats leave from the {{2}} at {{1}}' },
      { kind: 'table', headers: ['Day', 'Event'], rows: [['Monday', 'a {{3}} tour']] },
    ],
  },
  { id: 'g2', type: 'chooseN', instructions: 'Choose TWO letters.', numbers: [4, 5], stem: 'Which two?', options },
  {
    id: 'g3',
    type: 'tfng',
    variant: 'tfng',
    form: 'radio',
    instructions: '',
    questions: [{ number: 6, stem: 'A statement.' }],
  },
];

const key: SectionKey = { '1': ['9.30', 'half past nine'], '2': ['(the) harbour'], '3': ['walking'], '4': ['D', 'B'], '5': ['D', 'B'], '6': ['NOTGIVEN'] };

describe('choose-N slots', () => {
  it('fills the consecutive slots in option order and clears the unused ones', () => {
    expect(chooseNSlots([11, 12], ['B', 'D'])).toEqual([[11, 'B'], [12, 'D']]);
    expect(chooseNSlots([11, 12], ['D'])).toEqual([[11, 'D'], [12, '']]);
    expect(chooseNSlots([11, 12, 13], [])).toEqual([[11, ''], [12, ''], [13, '']]);
  });

  it('shows as ticked every option the slots hold, in option order, whatever the slot order', () => {
    const sheet = applyAnswers(emptySheet(), [[11, 'D'], [12, 'B']]);
    expect(tickedFromSheet([11, 12], options, sheet)).toEqual(['B', 'D']);
    expect(tickedFromSheet([11, 12], options, emptySheet())).toEqual([]);
  });
});

describe('numbers and headings', () => {
  it('lists a part’s numbers ascending, each once', () => {
    expect(partNumbers(groups)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('heads a run and a single question as the paper does', () => {
    expect(numbersHeading([3, 1, 10])).toBe('Questions 1–10');
    expect(numbersHeading([20])).toBe('Question 20');
    expect(numbersHeading([])).toBe('');
  });
});

describe('word limits', () => {
  it('words the limit as the paper does', () => {
    expect(wordLimitText({ maxWords: 2, number: true })).toBe('NO MORE THAN TWO WORDS AND/OR A NUMBER');
    expect(wordLimitText({ maxWords: 3, number: false })).toBe('NO MORE THAN THREE WORDS');
    expect(wordLimitText({ maxWords: 1, number: false })).toBe('ONE WORD ONLY');
    expect(wordLimitText({ maxWords: 1, number: true })).toBe('ONE WORD AND/OR A NUMBER');
  });

  it('knows when the instructions already say it', () => {
    expect(instructionsStateLimit('Write ONE WORD ONLY for each answer.', { maxWords: 1, number: false })).toBe(true);
    expect(instructionsStateLimit('Complete the notes below.', { maxWords: 1, number: false })).toBe(false);
  });
});

describe('keys for authors', () => {
  it('shows every accepted answer, NOTGIVEN as NOT GIVEN', () => {
    expect(keyText(key, 1)).toBe('9.30 / half past nine');
    expect(keyText(key, 6)).toBe('NOT GIVEN');
    expect(keyText(key, 30)).toBe('');
    expect(keyText(undefined, 1)).toBe('');
    expect(displayAnswer('TRUE')).toBe('TRUE');
  });

  it('types optional words out, dropping them when the fuller form breaks the limit', () => {
    expect(typedAnswer(['(the) harbour'])).toBe('the harbour');
    expect(typedAnswer(['(the) harbour'], { maxWords: 1, number: false })).toBe('harbour');
    expect(typedAnswer([])).toBe('');
  });

  it('fills a sheet from the keys that scores every question of the groups', () => {
    const sheet = keyedSheet(groups, key);
    expect(sheet.slice(0, 6)).toEqual(['9.30', 'harbour', 'walking', 'B', 'D', 'NOTGIVEN']);
    expect(scoreIeltsSection(groups, key, sheet).raw).toBe(6);
    expect(scoreIeltsSection(groups, key, emptySheet()).raw).toBe(0);
  });
});
