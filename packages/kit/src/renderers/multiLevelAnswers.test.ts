import { describe, expect, it } from 'vitest';
import { scoreMultiLevelSection, type MultiLevelKeys, type MultiLevelQuestion, type MultiLevelSection } from '@bandwise/core';
import {
  answerText,
  blankAnswer,
  choiceAnswer,
  chosenAnswerId,
  firstNumbers,
  keyedMultiLevelAnswers,
  mergeMultiLevelAnswer,
  multiLevelKeyText,
  numberedItems,
  questionNumbers,
  splitBlanks,
  textAnswer,
} from './multiLevelAnswers';

/** A question answered by picking one of its options, each given as [option id, text]. */
function choiceQuestion(id: number, question: string, type: MultiLevelQuestion['type'], options: [number, string][]): MultiLevelQuestion {
  return { id, question, type, answers: options.map(([optionId, answer]) => ({ id: optionId, answer })) };
}

const quiz = choiceQuestion(1, 'When does the shop open?', 'quiz', [
  [11, '8:00'],
  [12, '9:00'],
]);
const fill: MultiLevelQuestion = { id: 2, question: 'Bring a [input] and a [input].', type: 'writing', answers: [] };
const essay: MultiLevelQuestion = { id: 3, question: 'Write to a friend.', type: 'essay', answers: [] };
const speaking: MultiLevelQuestion = { id: 4, question: 'Describe your town.', type: 'speaking', answers: [] };
const select = choiceQuestion(5, 'Speaker 1', 'select', [
  [51, 'A) likes it'],
  [52, 'B) does not'],
]);

const section: MultiLevelSection = {
  id: 9,
  type: 'listening',
  duration: 30,
  audio_path: null,
  parts: [
    { id: 90, label: '1', description: '', right_text: '', photo_path: null, questions: [quiz, fill] },
    { id: 91, label: '2', description: '', right_text: '', photo_path: null, questions: [select, essay, speaking] },
  ],
};

const keys: MultiLevelKeys = {
  examId: 1,
  questions: { '1': { answerId: 12 }, '2': { blanks: [['(a) torch'], ['map', 'a map']] }, '5': { answerId: 51 } },
  scripts: [],
} as unknown as MultiLevelKeys;

describe('answer records in the seeds’ shape', () => {
  it('records a choice with its option id and text, no input_index', () => {
    expect(choiceAnswer(quiz, 12)).toEqual({
      question_id: 1,
      answer_id: 12,
      question_type: 'quiz',
      answer_text: '9:00',
      input_index: null,
    });
  });

  it('records a typed blank with its input_index and an essay with none', () => {
    expect(blankAnswer(fill, 1, 'map')).toEqual({
      question_id: 2,
      answer_id: null,
      question_type: 'writing',
      answer_text: 'map',
      input_index: 1,
    });
    expect(textAnswer(essay, 'Dear Sam').input_index).toBeNull();
  });
});

describe('mergeMultiLevelAnswer', () => {
  it('lets a later single choice replace the earlier one for the same question', () => {
    let answers = mergeMultiLevelAnswer([], choiceAnswer(quiz, 11));
    answers = mergeMultiLevelAnswer(answers, choiceAnswer(select, 51));
    answers = mergeMultiLevelAnswer(answers, choiceAnswer(quiz, 12));
    expect(answers).toHaveLength(2);
    expect(answers.map((answer) => answer.answer_id)).toEqual([51, 12]);
    expect(chosenAnswerId(answers, 1)).toBe(12);
  });

  it('keeps one answer per blank, matched by question id and input index', () => {
    let answers = mergeMultiLevelAnswer([], blankAnswer(fill, 0, 'torc'));
    answers = mergeMultiLevelAnswer(answers, blankAnswer(fill, 1, 'map'));
    answers = mergeMultiLevelAnswer(answers, blankAnswer(fill, 0, 'torch'));
    expect(answers).toHaveLength(2);
    expect(answerText(answers, 2, 0)).toBe('torch');
    expect(answerText(answers, 2, 1)).toBe('map');
    expect(answerText(answers, 2, 2)).toBe('');
  });

  it('removes an answer taken back (blank option or emptied box)', () => {
    let answers = mergeMultiLevelAnswer([], choiceAnswer(select, 52));
    answers = mergeMultiLevelAnswer(answers, blankAnswer(fill, 0, 'torch'));
    answers = mergeMultiLevelAnswer(answers, choiceAnswer(select, null));
    answers = mergeMultiLevelAnswer(answers, blankAnswer(fill, 0, ''));
    expect(answers).toEqual([]);
    expect(chosenAnswerId(answers, 5)).toBeNull();
  });
});

describe('blanks and numbering', () => {
  it('splits a question at its [input] markers, numbering blanks from 0', () => {
    expect(splitBlanks('Bring a [input] and a [input].')).toEqual(['Bring a ', { blank: 0 }, ' and a ', { blank: 1 }, '.']);
    expect(splitBlanks('[input] minutes')).toEqual([{ blank: 0 }, ' minutes']);
  });

  it('numbers each blank and each choice, never essays or speaking', () => {
    expect([quiz, fill, essay, speaking, select].map(numberedItems)).toEqual([1, 2, 0, 0, 1]);
    expect(firstNumbers(section)).toEqual([1, 4]);
    expect(questionNumbers(section.parts[1]!, 4)).toEqual([4, null, null]);
    expect(questionNumbers(section.parts[0]!, 1)).toEqual([1, 2]);
  });
});

describe('keys', () => {
  it('shows the keyed option text, or the accepted texts of one blank', () => {
    expect(multiLevelKeyText(quiz, keys.questions)).toBe('9:00');
    expect(multiLevelKeyText(fill, keys.questions, 1)).toBe('map / a map');
    expect(multiLevelKeyText(essay, keys.questions)).toBe('');
  });

  it('answers a part from its keys so that it scores full marks', () => {
    const answers = keyedMultiLevelAnswers(section.parts[0]!, keys.questions);
    expect(answers.map((answer) => answer.answer_text)).toEqual(['9:00', 'a torch', 'map']);
    const score = scoreMultiLevelSection({ ...section, parts: [section.parts[0]!] }, keys, answers);
    expect(score.raw).toBe(score.total);
    expect(score.total).toBe(3);
  });
});
