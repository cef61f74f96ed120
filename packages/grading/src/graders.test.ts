import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASUAL_LETTER_TO_MANAGER, FORMAL_LETTER, FORMAL_LETTER_PROMPT, OFF_TOPIC_ESSAY, REMOTE_WORK_PROMPT, STRONG_ESSAY, WEAK_ESSAY } from './fixtures/essays';
import { multiLevelScore } from '@bandwise/core';
import { createGraders, speakingMultiLevel } from './index';
import type { Graders } from './index';
import { encodeWav } from './speaking/audio';

/** One checker for the whole file: harper's set-up takes seconds, as it will in the grading worker. */
let graders: Graders;
beforeAll(async () => {
  graders = await createGraders();
  // The first lint compiles harper's rule set: pay for it here, not inside a test.
  await graders.writing.grade({ kind: 'ielts-task2', prompt: 'Warm up.', text: 'This sentence warms the grader up before the tests run.' });
}, 180_000);
// Generous limits: the machine is shared and harper's first lints are slow under load; a test still fails on wrong scores.
const SLOW = 60_000;
afterAll(() => graders?.dispose());

const criteria = ['taskAchievement', 'coherence', 'lexicalResource', 'grammar'] as const;

describe('writing grader', () => {
  it('scores a clearly better essay higher on every criterion than a weak one with many errors', async () => {
    const strong = await graders.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: STRONG_ESSAY });
    const weak = await graders.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: WEAK_ESSAY });
    for (const criterion of criteria) expect(strong.criteria[criterion], criterion).toBeGreaterThan(weak.criteria[criterion]);
    expect(strong.band).toBeGreaterThanOrEqual(6.5);
    expect(weak.band).toBeLessThanOrEqual(5);
    for (const value of [...Object.values(strong.criteria), ...Object.values(weak.criteria)]) {
      expect(value * 2).toBe(Math.round(value * 2));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(9);
    }
    // The analytic ELLIPSE-scale predictions stay on their 1-5 scale and rank the essays the same way.
    for (const name of ['cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions'] as const) {
      expect(strong.analytic[name]).toBeGreaterThan(weak.analytic[name]);
      expect(weak.analytic[name]).toBeGreaterThanOrEqual(1);
      expect(strong.analytic[name]).toBeLessThanOrEqual(5);
    }
  }, SLOW);

  it('finds the weak essay\'s errors and quotes the learner\'s own sentences in the feedback', async () => {
    const weak = await graders.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: WEAK_ESSAY });
    const spelling = weak.errors.filter((error) => error.kind === 'spelling').map((error) => WEAK_ESSAY.slice(error.start, error.end));
    expect(spelling).toContain('becuase');
    const agreement = weak.errors.find((error) => WEAK_ESSAY.slice(error.start, error.end) === 'have' && error.kind === 'grammar');
    expect(agreement?.suggestion).toBe('has');
    // Quotes a sentence of the essay itself, with the error and the suggestion.
    expect(weak.feedback.grammar).toContain("'have' → 'has'");
    expect(weak.feedback.grammar).toContain('He have more time for family');
    expect(weak.feedback.lexicalResource).toMatch(/'becuase' → 'because'/u);
    // Harper's 'insert after' suggestions are shown as the full replacement, not as the bare insertion.
    expect(weak.feedback.grammar).toContain("'need' → 'need to'");
    expect(weak.feedback.coherence).toMatch(/one paragraph/u);
    expect(weak.feedback.taskAchievement).toMatch(/has \d+ words; the task asks for at least 250/u);
    const strong = await graders.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: STRONG_ESSAY });
    expect(strong.feedback.taskAchievement).toContain('"In my opinion, remote work is beneficial overall, provided that companies manage it carefully."');
    expect(strong.feedback.coherence).toMatch(/Linking words used: .*'moreover'/u);
    expect(strong.comment).toContain(strong.feedback.grammar);
  }, SLOW);

  it('lowers task achievement for an essay that ignores the prompt', async () => {
    const onTopic = await graders.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: STRONG_ESSAY });
    const offTopic = await graders.writing.grade({ kind: 'ielts-task2', prompt: REMOTE_WORK_PROMPT, text: OFF_TOPIC_ESSAY });
    expect(offTopic.features.relevance).toBeLessThan(onTopic.features.relevance! / 3);
    expect(offTopic.criteria.taskAchievement).toBeLessThanOrEqual(onTopic.criteria.taskAchievement - 2);
    expect(offTopic.feedback.taskAchievement).toMatch(/never appear in your answer/u);
    // Prompt words are quoted as the prompt spells them, and instruction words ('discuss', 'opinion') are not counted.
    expect(offTopic.feedback.taskAchievement).toMatch(/'working'|'benefits'|'employees'/u);
    expect(offTopic.feedback.taskAchievement).not.toMatch(/'discuss'|'opinion'/u);
  }, SLOW);

  it('gives multi-level letters a 0-75 score and level, and marks down a casual letter to a manager', async () => {
    const formal = await graders.writing.grade({ kind: 'multi-level-letter-formal', prompt: FORMAL_LETTER_PROMPT, text: FORMAL_LETTER, minWords: 120, maxWords: 150 });
    const casual = await graders.writing.grade({ kind: 'multi-level-letter-formal', prompt: FORMAL_LETTER_PROMPT, text: CASUAL_LETTER_TO_MANAGER, minWords: 120, maxWords: 150 });
    expect(formal.multiLevel!.score).toBeGreaterThanOrEqual(51);
    expect(['B2', 'C1']).toContain(formal.multiLevel!.level);
    expect(casual.multiLevel!.score).toBeLessThan(formal.multiLevel!.score);
    expect(casual.feedback.taskAchievement).toMatch(/too casual/u);
    expect(casual.adjustments.join(' ')).toMatch(/register too informal/u);
    expect(formal.multiLevel!.score).toBeLessThanOrEqual(75);
  }, SLOW);

  it('gives band 0 to an empty answer and band 1 to twenty words or fewer', async () => {
    const empty = await graders.writing.grade({ kind: 'ielts-task1', prompt: 'The chart shows sales.', text: '   ' });
    expect(empty.band).toBe(0);
    expect(empty.criteria).toEqual({ taskAchievement: 0, coherence: 0, lexicalResource: 0, grammar: 0 });
    const tiny = await graders.writing.grade({ kind: 'ielts-task1', prompt: 'The chart shows sales.', text: 'The chart shows that sales went up a lot in the year.' });
    expect(tiny.band).toBe(1);
  }, SLOW);
});

describe('speaking grader', () => {
  it('gives a recording of silence no fluency and says so', async () => {
    const silence = encodeWav(new Float32Array(16_000 * 3), 16_000);
    const result = await graders.speaking.grade({ audio: silence, question: 'Do you like cooking?', part: 1, transcript: null });
    expect(result.fluency).toBe(0);
    expect(result.band).toBe(0);
    expect(result.transcriptUsed).toBe(false);
    expect(result.note).toMatch(/No speech/u);
  }, SLOW);

  it('scores the most fluent speechocean762 utterance above the least fluent one', async () => {
    // Human fluency 10 and 1 of 10, the two ends of the corpus (speaking/fixtures/README.md).
    const grade = (file: string) =>
      graders.speaking.grade({ audio: new Uint8Array(readFileSync(path.join(__dirname, 'speaking/fixtures', file))), question: 'Read the sentence aloud.', part: 1, transcript: null });
    const a = await grade('fluent.wav');
    const b = await grade('halting.wav');
    expect(a.measures.audio.syllables).toBeGreaterThan(2);
    expect(a.measures.fluencyRating).toBeGreaterThan(b.measures.fluencyRating + 2);
    // Both are a few seconds long, far short of a part 1 answer: the length cap holds every sub-score low.
    expect(a.speech).toBe('speech');
    expect(a.fluency).toBeLessThanOrEqual(3);
    // No transcript: fluency alone is assessed and makes the band; no word-based sub-score borrows its value.
    expect(a.note).toMatch(/No transcript: only fluency is assessed/u);
    for (const name of ['coherence', 'grammar', 'vocabulary', 'relevance', 'topicDevelopment'] as const) expect(a[name], name).toBeNull();
    expect(a.band).toBe(a.fluency);
    // The multi-level score reads fluency alone too: an unassessed sub-score is neither a 0 nor a copy.
    expect(speakingMultiLevel(a)).toEqual(multiLevelScore(a.fluency));
  }, SLOW);

  it('decodes Ogg/Opus and grades a transcript on all six sub-scores', async () => {
    const ogg = new Uint8Array(readFileSync(path.join(__dirname, 'speaking/fixtures/spoken.opus.ogg')));
    const question = 'Do you usually cook at home or eat out?';
    const good = await graders.speaking.grade({
      audio: ogg,
      mimeType: 'audio/ogg',
      question,
      part: 1,
      transcript:
        'I usually cook at home in the evening, because it is cheaper and healthier than eating out. For example, last night I prepared a vegetable curry, although I was quite tired after work.',
    });
    const poor = await graders.speaking.grade({ audio: ogg, question, part: 1, transcript: 'Yes. He have a car.' });
    expect(good.transcriptUsed).toBe(true);
    expect(good.measures.audio.syllables).toBeGreaterThan(8);
    for (const name of ['vocabulary', 'relevance', 'topicDevelopment', 'grammar'] as const) expect(good[name], name).toBeGreaterThan(poor[name] ?? Infinity);
    expect(poor.feedback).toContain("\"He have a car.\": 'have' → 'has'");
    for (const value of [good.coherence, good.fluency, good.grammar, good.vocabulary, good.relevance, good.topicDevelopment]) {
      expect(value).not.toBeNull();
      expect(value! * 2).toBe(Math.round(value! * 2));
    }
  }, SLOW);
});
