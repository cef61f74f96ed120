import { describe, expect, it } from 'vitest';
import { multiLevelScore } from '@bandwise/core';
import type { TimedWord } from '../providers/transcription';
import { gradeFromMeasures, speakingMultiLevel, transcriptStatusOf } from './grader';
import type { GradeEvidence, SpeakingResult } from './grader';
import type { FluencyMeasures } from './fluency';
import { loadFluencyModel } from './model';
import { notAnAnswer } from './transcriptScores';
import { decideSpeech } from './voice';

/**
 * The grader's decisions on measured evidence, without the recogniser: which words count (heard ones), what the
 * transcript can be used for (language first), what is not an answer, and how pronunciation enters the band.
 * The sanity suite (sanity.test.ts) checks the same through PocketSphinx on real recordings.
 */

const model = loadFluencyModel();
const QUESTION = 'How often do you buy things on the internet?';
// A fluent 30 s answer's audio measures (as analyseFluency gives them): no length cap, fluency about band 6.
const audio: FluencyMeasures = {
  duration: 31, speakingSpan: 30, phonationTime: 26, syllables: 120, speechRate: 4, speechRateTotal: 3.9, articulationRate: 4.6,
  phonationRatio: 0.87, pauseCount: 6, pauseRate: 0.2, meanPause: 0.4, longestPause: 0.7, averageSyllableDuration: 0.22,
  leadingSilence: 0.5, meanLengthOfRun: 17, pausesPerSyllable: 0.05,
};
const decision = decideSpeech({ soundingSeconds: 26, longestSoundSeconds: 1.2, voicedRatio: 0.6, heldPitch: 0.05, recognisedWords: 60 });
const ANSWER = 'I buy things on the internet about twice a month, usually books and clothes, because the prices are lower than in the shops near my home. However, I prefer to buy food in a real shop, since I want to see how fresh it is.';

function timed(text: string, heard: (index: number) => boolean = () => true, confidence = 0.9): TimedWord[] {
  return text.split(/\s+/u).map((word, index) => ({ word: word.replace(/[^\p{L}'-]/gu, '').toLowerCase(), start: index * 0.4, end: index * 0.4 + 0.35, confidence, heard: heard(index) }));
}
function grade(words: TimedWord[] | null, extra: Partial<NonNullable<GradeEvidence['transcript']>> = {}, pronunciation: GradeEvidence['pronunciation'] = null, text?: string): SpeakingResult {
  const heardText = text ?? (words ? words.filter((word) => word.heard !== false).map((word) => word.word).join(' ') : '');
  return gradeFromMeasures(model, { question: QUESTION, part: 1 }, { audio, decision, transcript: { text: heardText, issues: [], known: () => true, words, ...extra }, pronunciation });
}
const WORD_CRITERIA = ['coherence', 'grammar', 'vocabulary', 'relevance', 'topicDevelopment'] as const;

describe('what the transcript can be used for, language first', () => {
  const words = timed(ANSWER);
  it('an answer the transcriber calls not English (with enough words to tell)', () => {
    expect(transcriptStatusOf({ text: 'x', issues: [], known: () => true, words, english: 0.2 })).toBe('not-english');
    // Language before reliability: a not-English answer is usually also unsure.
    expect(transcriptStatusOf({ text: 'x', issues: [], known: () => true, words, english: 0.2, reliable: false })).toBe('not-english');
  });
  it('three words are too few to tell the language by', () => {
    expect(transcriptStatusOf({ text: 'x', issues: [], known: () => true, words: words.slice(0, 3), english: 0.1, reliable: false })).toBe('unreliable');
  });
  it('unreliable when the transcriber says so or nothing was heard; graded without any verdict', () => {
    expect(transcriptStatusOf({ text: 'x', issues: [], known: () => true, words, reliable: false, english: 0.9 })).toBe('unreliable');
    expect(transcriptStatusOf({ text: '', issues: [], known: () => true, words: timed(ANSWER, () => false) })).toBe('unreliable');
    expect(transcriptStatusOf({ text: ANSWER, issues: [], known: () => true, words: null })).toBe('graded');
    expect(transcriptStatusOf(null)).toBe('none');
  });
});

describe('grades built on what was heard', () => {
  it('not English: band 1 on the word-based criteria, fluency at most 2, band at most 2 in both exam kinds, a note in three languages', () => {
    const result = grade(timed(ANSWER), { english: 0.1 });
    expect(result.transcriptStatus).toBe('not-english');
    for (const name of WORD_CRITERIA) expect(result[name], name).toBe(1);
    expect(result.fluency).toBeLessThanOrEqual(2);
    expect(result.band).toBeLessThanOrEqual(2);
    expect(speakingMultiLevel(result).score).toBeLessThanOrEqual(multiLevelScore(2).score);
    const note = result.notes.find((item) => item.key === 'not-english');
    expect(note?.uz).toMatch(/ingliz/u);
    expect(note?.ru).toMatch(/английск/u);
  });

  it('an unreliable transcript leaves the word-based sub-scores unassessed and says how much was heard', () => {
    const result = grade(timed(ANSWER, (index) => index % 5 === 0), { reliable: false, english: 0.8 });
    expect(result.transcriptStatus).toBe('unreliable');
    for (const name of WORD_CRITERIA) expect(result[name], name).toBeNull();
    expect(result.band).toBe(result.fluency);
    expect(result.notes[0]?.en).toMatch(/9 of about 45 words/u);
    expect(result.transcript).toBeNull();
  });

  it('only heard words are graded and quoted; unheard ones are marked hard', () => {
    const words = timed(`${ANSWER} xylophone quagmire`, (index) => index < 45);
    const result = grade(words, { english: 0.9 });
    expect(result.transcriptStatus).toBe('graded');
    expect(result.transcript).not.toMatch(/xylophone|quagmire/u);
    expect(result.feedback).not.toMatch(/xylophone|quagmire/u);
    expect(result.feedback).toMatch(/45 of 47 words were heard clearly/u);
    expect(result.words?.filter((word) => word.hard).map((word) => word.word)).toEqual(['xylophone', 'quagmire']);
  });

  it('a fluent on-topic answer is graded on every sub-score, and they differ', () => {
    const result = grade(timed(ANSWER), { english: 0.9 });
    for (const name of WORD_CRITERIA) expect(result[name], name).not.toBeNull();
    expect(result.band).toBeGreaterThanOrEqual(5.5);
    expect(new Set(WORD_CRITERIA.map((name) => result[name])).size).toBeGreaterThan(2);
  });

  it('the encoder\'s similarity moves relevance: an unrelated answer scores lower than a related one', () => {
    const related = grade(timed(ANSWER), { semantic: 0.55 });
    const unrelated = grade(timed(ANSWER), { semantic: 0.05 });
    expect(unrelated.relevance!).toBeLessThan(related.relevance!);
  });

  it('pronunciation counts in the band and in the 0-75 score like each of the six', () => {
    const words = timed(ANSWER);
    const plain = grade(words);
    const poor = grade(words, {}, { rating: 2, band: 2, words: words.map((_, index) => ({ index, score: 0.2, hard: index === 3 })) });
    expect(poor.pronunciation).toBe(2);
    expect(poor.band).toBeLessThan(plain.band);
    expect(speakingMultiLevel(poor).score).toBeLessThan(speakingMultiLevel(plain).score);
    expect(poor.words?.[3]?.hard).toBe(true);
    expect(poor.feedback).toContain(`hard to understand: "${words[3]!.word}"`);
  });
});

describe('words that are not an answer score as what they are', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['one word repeated', Array.from({ length: 30 }, () => 'hello').join(' '), /said "hello" 30 times/u],
    ['counting', 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty', /You counted/u],
    ['the question read back five times', Array.from({ length: 5 }, () => QUESTION).join(' '), /read the question back/u],
  ];
  for (const [name, text, note] of cases) {
    it(`${name}: band 3 or less (4 for the question), low relevance, a note quoting the words`, () => {
      const result = grade(timed(text), { english: 0.9 });
      expect(result.band).toBeLessThanOrEqual(name.startsWith('the question') ? 4 : 3);
      expect(result.relevance).toBeLessThanOrEqual(2);
      expect(result.notes[0]?.en).toMatch(note);
      expect(result.notes[0]?.ru.length).toBeGreaterThan(20);
    });
  }
  it('an ordinary answer is none of these', () => {
    expect(notAnAnswer(ANSWER.toLowerCase().split(/\W+/u).filter(Boolean), new Set(['often', 'buy', 'thing', 'internet']), 0.1, 20)).toBeNull();
  });
});
