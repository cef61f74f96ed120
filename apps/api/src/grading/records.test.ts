import { describe, expect, it } from 'vitest';
import { commentFieldsOf, spokenAnswer, spokenOf, writtenNotes } from './records';

describe('what a result page shows of a recording', () => {
  const result = {
    band: 6,
    pronunciation: 6.5,
    words: [
      { word: 'i', start: 0.1, end: 0.2, confidence: 0.9, heard: true, hard: false },
      { word: 'ya', start: 0.3, end: 0.4, confidence: 0.1, heard: false, hard: true },
      { word: 'shop', start: 0.5, end: 0.9, confidence: 0.6, heard: true, hard: true },
      { word: 'online', start: 1, end: 1.4, confidence: 0.9, hard: false },
    ],
    transcriptStatus: 'graded',
    notes: [{ key: 'k', en: 'A note', uz: 'Izoh', ru: 'Заметка' }],
  };

  it('shows only the words heard with confidence, with their hard flags, and keeps pronunciation and notes', () => {
    const shown = spokenAnswer({ grader: 'built-in', spoken: spokenOf(result) });
    expect(shown.words).toEqual([
      { word: 'i', hard: false },
      { word: 'shop', hard: true },
      { word: 'online', hard: false },
    ]);
    expect(shown.pronunciation).toBe(6.5);
    expect(shown.transcriptStatus).toBe('graded');
    expect(shown.notes.map((note) => note.ru)).toEqual(['Заметка']);
  });

  it('reads a record from before pronunciation, a failure or no record as nothing heard', () => {
    for (const grading of [{ grader: 'built-in', builtIn: {}, notes: [] }, { error: 'x', failedAt: '' }, null]) {
      expect(spokenAnswer(grading)).toEqual({ pronunciation: null, words: null, transcriptStatus: null, notes: [] });
    }
  });

  it('keeps what is well formed when one field is not', () => {
    const shown = spokenAnswer({ spoken: { pronunciation: 'seven', transcriptStatus: 'unreliable', words: null } });
    expect(shown).toEqual({ pronunciation: null, words: null, transcriptStatus: 'unreliable', notes: [] });
  });
});

describe("what a result page shows of an essay's grader notes", () => {
  it('gives the writing grader\'s notes in all three languages, and none for a record without them', () => {
    const note = { key: 'not-english', en: 'Not in English', uz: 'Ingliz tilida emas', ru: 'Не на английском' };
    expect(writtenNotes({ grader: 'built-in', builtIn: { criteria: {}, notes: [note] }, notes: [] })).toEqual([note]);
    for (const grading of [{ grader: 'built-in', builtIn: { criteria: {} }, notes: [] }, { error: 'x', failedAt: '' }, null]) expect(writtenNotes(grading)).toEqual([]);
  });
});

describe("an answer's comment fields", () => {
  const comment = { key: 'comment', en: 'Clear answer.', uz: 'Aniq javob.', ru: 'Ясный ответ.' };
  it('flag the built-in grader\'s English feedback from before comments in three languages, and nothing else', () => {
    expect(commentFieldsOf({ grader: 'built-in', builtIn: {}, notes: [] }, 'Your essay has 147 words.')).toEqual({ comment: null, feedbackInEnglish: true });
    expect(commentFieldsOf({ grader: 'built-in', builtIn: {}, notes: [], comment }, comment.en)).toEqual({ comment, feedbackInEnglish: false });
    // An LLM writes in the learner's language and an examiner in theirs; a failure or no record has no feedback to flag.
    for (const grading of [{ grader: 'llm', model: 'm' }, { grader: 'examiner', examinerId: 3 }, { error: 'x', failedAt: '' }, null]) {
      expect(commentFieldsOf(grading, 'Some words.')).toEqual({ comment: null, feedbackInEnglish: false });
    }
    expect(commentFieldsOf({ grader: 'built-in', builtIn: {}, notes: [] }, '  ')).toEqual({ comment: null, feedbackInEnglish: false });
  });
});
