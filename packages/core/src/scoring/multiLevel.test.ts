import { describe, expect, it } from 'vitest';
import type { MultiLevelSection } from '../content/multiLevel';
import type { MultiLevelKeys } from '../content/multiLevelKeys';
import {
  blankCount,
  multiLevelLevel,
  multiLevelListeningScale,
  multiLevelOverall,
  multiLevelReadingScale,
  scaledScore,
  scoreMultiLevelSection,
} from './multiLevel';

describe('multiLevelLevel', () => {
  it('maps 0-75 scores to the CEFR bands at their edges', () => {
    const cases: Array<[number, string]> = [[0, 'Below B1'], [37, 'Below B1'], [38, 'B1'], [50, 'B1'], [51, 'B2'], [64, 'B2'], [65, 'C1'], [75, 'C1']];
    for (const [score, level] of cases) expect(multiLevelLevel(score), `score ${score}`).toBe(level);
  });
});

describe('scale tables', () => {
  for (const [name, table] of [
    ['listening', multiLevelListeningScale],
    ['reading', multiLevelReadingScale],
  ] as const) {
    it(`${name}: 36 entries rising from 0 to 75`, () => {
      expect(table).toHaveLength(36);
      expect(table[0]).toBe(0);
      expect(table[35]).toBe(75);
      for (let raw = 1; raw <= 35; raw += 1) expect(table[raw]).toBeGreaterThan(table[raw - 1] as number);
    });
  }
  it('scaledScore looks the raw score up, clamped to the table', () => {
    expect(scaledScore(35, multiLevelListeningScale)).toBe(75);
    expect(scaledScore(0, multiLevelReadingScale)).toBe(0);
    expect(scaledScore(17, multiLevelListeningScale)).toBe(39);
    expect(scaledScore(40, multiLevelListeningScale)).toBe(75);
    expect(scaledScore(-2, multiLevelListeningScale)).toBe(0);
    expect(scaledScore(3, [])).toBe(0);
  });
});

describe('multiLevelOverall', () => {
  it('is the rounded mean of the four section scores', () => {
    expect(multiLevelOverall([60, 61, 50, 52])).toBe(56); // 55.75
    expect(multiLevelOverall([75, 75, 75, 75])).toBe(75);
    expect(multiLevelOverall([40, 41, 40, 40])).toBe(40); // 40.25
    expect(multiLevelOverall([])).toBe(0);
  });
});

const section: MultiLevelSection = {
  id: 1,
  type: 'reading',
  duration: 60,
  audio_path: null,
  parts: [
    {
      id: 10,
      label: '1',
      description: 'Choose',
      right_text: '',
      photo_path: null,
      questions: [
        { id: 100, question: 'Pick one', type: 'quiz', answers: [ { id: 1001, answer: 'Red' }, { id: 1002, answer: 'Blue' } ] },
        { id: 101, question: 'Pick another', type: 'select', answers: [ { id: 1011, answer: 'Yes' }, { id: 1012, answer: 'No' } ] },
      ],
    },
    {
      id: 11,
      label: '5',
      description: 'Fill in',
      right_text: 'A passage',
      photo_path: null,
      questions: [
        { id: 102, question: 'The [input] sat on the [input].', type: 'writing', answers: [] },
        { id: 103, question: 'An essay', type: 'essay', answers: [] },
      ],
    },
  ],
};

const keys: MultiLevelKeys = {
  examId: 1,
  questions: {
    '100': { answerId: 1002 },
    '101': { answerId: 1011 },
    '102': { blanks: [['cat', 'kitten'], ['(the) mat']] },
  },
  scripts: Array.from({ length: 6 }, (_, index) => ({ part: index + 1, lines: [{ speaker: 'N', voice: 'narrator', text: 'x' }] })),
};

describe('blankCount', () => {
  it('counts the [input] markers', () => {
    expect(blankCount(section.parts[1]!.questions[0]!, keys.questions['102'])).toBe(2);
    expect(blankCount(section.parts[0]!.questions[0]!, keys.questions['100'])).toBe(0);
  });
});

describe('scoreMultiLevelSection', () => {
  it('scores choice questions by answer id and each blank by input_index', () => {
    const result = scoreMultiLevelSection(section, keys, [
      { question_id: 100, answer_id: 1002 },
      { question_id: 101, answer_id: 1012 },
      { question_id: 102, input_index: 0, answer_text: ' Kitten. ' },
      { question_id: 102, input_index: 1, answer_text: 'the mat' },
    ]);
    expect(result.total).toBe(4);
    expect(result.raw).toBe(3);
    expect(result.rows).toEqual([
      { question_id: 100, input_index: null, answer_id: 1002, answer_text: 'Blue', is_correct: 1, correct_answer: 'Blue' },
      { question_id: 101, input_index: null, answer_id: 1012, answer_text: 'No', is_correct: 0, correct_answer: 'Yes' },
      { question_id: 102, input_index: 0, answer_id: null, answer_text: ' Kitten. ', is_correct: 1, correct_answer: 'cat' },
      { question_id: 102, input_index: 1, answer_id: null, answer_text: 'the mat', is_correct: 1, correct_answer: '(the) mat' },
    ]);
  });

  it('lets the last answer for a question and input index win', () => {
    const result = scoreMultiLevelSection(section, keys, [
      { question_id: 100, answer_id: 1002 },
      { question_id: 100, answer_id: 1001 },
      { question_id: 101, answer_id: 1012 },
      { question_id: 101, answer_id: 1011 },
      { question_id: 102, input_index: 1, answer_text: 'mat' },
      { question_id: 102, input_index: 0, answer_text: 'cat' },
      { question_id: 102, input_index: 1, answer_text: 'rug' },
    ]);
    expect(result.rows.map((row) => row.is_correct)).toEqual([0, 1, 1, 0]);
    expect(result.raw).toBe(2);
  });

  it('scores an empty submission 0 out of every keyed item, essays excluded', () => {
    const result = scoreMultiLevelSection(section, keys, []);
    expect(result).toMatchObject({ raw: 0, total: 4 });
    expect(result.rows.every((row) => row.answer_text === null && row.is_correct === 0)).toBe(true);
    expect(result.rows.some((row) => row.question_id === 103)).toBe(false);
  });

  it('does not credit a blank answered at the wrong index', () => {
    const result = scoreMultiLevelSection(section, keys, [{ question_id: 102, input_index: 1, answer_text: 'cat' }]);
    expect(result.raw).toBe(0);
  });

  it('accepts an option named by its text when no id was sent', () => {
    const result = scoreMultiLevelSection(section, keys, [{ question_id: 100, answer_id: null, answer_text: 'blue' }]);
    expect(result.rows[0]).toMatchObject({ answer_id: 1002, is_correct: 1 });
  });

  it('scores an unkeyed choice question as wrong', () => {
    const result = scoreMultiLevelSection(section, { ...keys, questions: { '101': { answerId: 1011 } } }, [
      { question_id: 100, answer_id: 1002 },
    ]);
    expect(result.rows[0]).toMatchObject({ is_correct: 0, correct_answer: '' });
  });
});
