import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CYCLING_ESSAY,
  LIBRARY_COPIED_INTRO,
  LIBRARY_NO_POSITION,
  LIBRARY_PASTED,
  LIBRARY_PROMPT,
  LIBRARY_SHORT,
  LIBRARY_STRONG,
  TEMPLATE_ESSAY,
  TRANSPORT_PROMPT,
  TRANSPORT_REPEATED,
  TRANSPORT_RUSSIAN,
  TRANSPORT_SALAD,
  TRANSPORT_STRONG,
  VEHICLES_NO_OVERVIEW,
  VEHICLES_PROMPT,
  VEHICLES_SHORT,
  VEHICLES_STRONG,
  shuffleSentences,
  stripPunctuation,
} from '../fixtures/sanity';
import { loadSentenceEncoder } from '../text/encoder';
import { createWritingGrader } from './grader';
import { SENSE_FEATURES } from './sense';
import type { WritingGrader, WritingKind, WritingResult } from './grader';

/**
 * The sanity suite: answers whose grade an examiner decides largely by the band descriptors' hard rules. Each asserts
 * the band range an examiner would give, with the shipped model and link (models/), so a refit that breaks one fails.
 */
let grader: WritingGrader;
beforeAll(async () => {
  // As createGraders makes it: with the sentence encoder, and the system's language model.
  grader = await createWritingGrader({ encoder: await loadSentenceEncoder() });
  await grader.grade({ kind: 'ielts-task2', prompt: 'Warm up.', text: 'This sentence warms the grader up before the tests run.' });
}, 180_000);
afterAll(() => grader?.dispose());
const SLOW = 60_000;

const grade = (kind: WritingKind, prompt: string, text: string): Promise<WritingResult> => grader.grade({ kind, prompt, text });
/** A band or criterion lies in the range an examiner would give, [low, high]. */
function expectWithin(score: number, low: number, high: number) {
  expect(score).toBeGreaterThanOrEqual(low);
  expect(score).toBeLessThanOrEqual(high);
}

describe('writing sanity suite: IELTS task 2', () => {
  it('a strong, original essay gets band 6.5 or more', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_STRONG);
    expectWithin(result.band, 6.5, 9);
    expect(result.criteria.taskAchievement).toBeGreaterThanOrEqual(6);
    expect(result.adjustments.filter((line) => line.startsWith('taskAchievement'))).toEqual([]);
  }, SLOW);

  it('an essay far under 250 words loses Task Response: TR 2, band 3-4', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_SHORT);
    expect(result.features.words).toBeLessThan(70);
    expect(result.criteria.taskAchievement).toBeLessThanOrEqual(2);
    expectWithin(result.band, 2.5, 4);
  }, SLOW);

  it('measures, live, every sense feature the models were fitted on; an agreement slip fits its context worse', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_STRONG);
    for (const name of SENSE_FEATURES) expect(result.features[name], name).toEqual(expect.any(Number));
    // Every 'is' made 'are' and every 'are' 'is': the same essay full of agreement slips.
    const slips = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_STRONG.replace(/\b(is|are)\b/gu, (verb) => (verb === 'is' ? 'are' : 'is')));
    expect(slips.features.lmFitMean!).toBeLessThan(result.features.lmFitMean!);
  }, SLOW);

  it('the prompt pasted back several times does not count: band 1 for the dozen words of its own', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_PASTED);
    expect(result.features.words).toBeLessThanOrEqual(20);
    expect(result.band).toBeLessThanOrEqual(1);
    expect(result.adjustments.join(' ')).toMatch(/copied from the prompt not counted/u);
    const only = await grade('ielts-task2', LIBRARY_PROMPT, `${LIBRARY_PROMPT}\n${LIBRARY_PROMPT}`);
    expect(only.band).toBe(0);
    expect(only.comment).toMatch(/only repeats the prompt/u);
  }, SLOW);

  it('a copied prompt as the introduction is not counted toward the words', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_COPIED_INTRO);
    expect(result.features.words).toBeLessThan(80);
    expect(result.criteria.taskAchievement).toBeLessThanOrEqual(3);
    expect(result.band).toBeLessThanOrEqual(4.5);
  }, SLOW);

  it('a well-written essay on another subject is off topic: TR 1, band 5 or less', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, CYCLING_ESSAY);
    expect(result.criteria.taskAchievement).toBe(1);
    expect(result.band).toBeLessThanOrEqual(5);
    expect(result.adjustments.join(' ')).toMatch(/off topic/u);
    // Pasting the prompt on top does not make it relevant.
    const pasted = await grade('ielts-task2', LIBRARY_PROMPT, `${LIBRARY_PROMPT}\n\n${CYCLING_ESSAY}`);
    expect(pasted.criteria.taskAchievement).toBe(1);
  }, SLOW);

  it('a memorised template that fits any prompt gets TR 3 or less, band 5 or less', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, TEMPLATE_ESSAY);
    expect(result.criteria.taskAchievement).toBeLessThanOrEqual(3);
    expect(result.band).toBeLessThanOrEqual(5);
    expect(result.adjustments.join(' ')).toMatch(/template/u);
  }, SLOW);

  it('an essay that never states a position on an agree/disagree prompt gets TR 5 at most', async () => {
    const result = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_NO_POSITION);
    expect(result.criteria.taskAchievement).toBeLessThanOrEqual(5);
    expect(result.adjustments.join(' ')).toMatch(/no clear position/u);
    const strong = await grade('ielts-task2', LIBRARY_PROMPT, LIBRARY_STRONG);
    expect(result.band).toBeLessThan(strong.band);
  }, SLOW);

  it("a view stated in the sentence after 'In conclusion' is a position: no cap, and the comment quotes that view", async () => {
    const conclusion = 'In conclusion, I have weighed both sides of this question. Public libraries are valuable because they give everyone a quiet place to study.';
    const result = await grade('ielts-task2', LIBRARY_PROMPT, `${LIBRARY_NO_POSITION}\n\n${conclusion}`);
    expect(result.adjustments.join(' ')).not.toMatch(/no clear position/u);
    expect(result.feedback.taskAchievement).toContain('Your position is stated: "Public libraries are valuable because');
    expect(result.feedback.taskAchievement).not.toContain('State your own opinion');
  }, SLOW);
});

describe('writing sanity suite: IELTS task 1', () => {
  it('a strong report with an overview gets band 6 or more', async () => {
    const result = await grade('ielts-task1', VEHICLES_PROMPT, VEHICLES_STRONG);
    expect(result.band).toBeGreaterThanOrEqual(6);
    expect(result.criteria.taskAchievement).toBeGreaterThanOrEqual(6);
  }, SLOW);

  it('a 56-word report cannot get 5.5: TA 2-4, band 3-4', async () => {
    const result = await grade('ielts-task1', VEHICLES_PROMPT, VEHICLES_SHORT);
    expect(result.features.words).toBe(56);
    expectWithin(result.criteria.taskAchievement, 2, 4);
    expectWithin(result.band, 3, 4);
  }, SLOW);

  it('a report of figures with no overview gets TA 5 at most', async () => {
    const result = await grade('ielts-task1', VEHICLES_PROMPT, VEHICLES_NO_OVERVIEW);
    expect(result.features.words).toBeGreaterThanOrEqual(150);
    expect(result.criteria.taskAchievement).toBeLessThanOrEqual(5);
    expect(result.adjustments.join(' ')).toMatch(/no overview/u);
  }, SLOW);
});

describe('writing sanity suite: multi-level essay (minimum 180 words)', () => {
  it('scores the strong essay B2 or above, the short one B1 or below, the pasted prompt near zero', async () => {
    const strong = await grade('multi-level-essay', LIBRARY_PROMPT, LIBRARY_STRONG);
    const short = await grade('multi-level-essay', LIBRARY_PROMPT, LIBRARY_SHORT);
    const pasted = await grade('multi-level-essay', LIBRARY_PROMPT, LIBRARY_PASTED);
    expect(strong.multiLevel!.score).toBeGreaterThanOrEqual(51);
    expect(short.criteria.taskAchievement).toBeLessThanOrEqual(3);
    expect(short.multiLevel!.score).toBeLessThan(51);
    expect(short.multiLevel!.score).toBeLessThanOrEqual(strong.multiLevel!.score - 15);
    expect(pasted.multiLevel!.score).toBeLessThanOrEqual(15);
  }, SLOW);
});

/**
 * Issue 30's table: answers whose surface (length, vocabulary, spelling) looks fine or is not English at all, which an
 * examiner grades for what they are. The same texts for the IELTS task 2 and the multi-level essay.
 */
describe.each([['ielts-task2'], ['multi-level-essay']] as const)('writing sanity suite, sense of language: %s', (kind) => {
  it('a strong essay on the transport prompt gets band 7 or more', async () => {
    const result = await grade(kind, TRANSPORT_PROMPT, TRANSPORT_STRONG);
    expectWithin(result.band, 7, 9);
    expect(result.notes).toEqual([]);
  }, SLOW);

  it('the same essay with its sentences shuffled is at least one band lower, with coherence 4 at most', async () => {
    const strong = await grade(kind, TRANSPORT_PROMPT, TRANSPORT_STRONG);
    const shuffled = await grade(kind, TRANSPORT_PROMPT, shuffleSentences(TRANSPORT_STRONG));
    expect(shuffled.band).toBeLessThanOrEqual(strong.band - 1);
    expect(shuffled.criteria.coherence).toBeLessThanOrEqual(4);
    expect(shuffled.notes.map((note) => note.key)).toContain('out-of-order');
  }, SLOW);

  it('one good sentence repeated 25 times counts once: band 4 at most', async () => {
    const result = await grade(kind, TRANSPORT_PROMPT, TRANSPORT_REPEATED);
    expect(result.band).toBeLessThanOrEqual(4);
    expect(result.criteria.lexicalResource).toBeLessThanOrEqual(4);
    expect(result.notes.map((note) => note.key)).toContain('repeated-sentences');
  }, SLOW);

  it('advanced vocabulary as word salad gets band 3 at most and grammar 3 at most', async () => {
    const result = await grade(kind, TRANSPORT_PROMPT, TRANSPORT_SALAD);
    expect(result.features.words).toBeGreaterThanOrEqual(250);
    expect(result.band).toBeLessThanOrEqual(3);
    expect(result.criteria.grammar).toBeLessThanOrEqual(3);
    expect(result.notes.map((note) => note.key)).toContain('word-salad');
  }, SLOW);

  it('the strong essay in lower case with no punctuation gets grammar 5 at most and a lower band', async () => {
    const strong = await grade(kind, TRANSPORT_PROMPT, TRANSPORT_STRONG);
    const result = await grade(kind, TRANSPORT_PROMPT, stripPunctuation(TRANSPORT_STRONG));
    expect(result.features.words).toBeGreaterThanOrEqual(280);
    expect(result.criteria.grammar).toBeLessThanOrEqual(5);
    expectWithin(result.band, 4, 6.5);
    expect(result.band).toBeLessThan(strong.band);
    expect(result.notes.map((note) => note.key)).toContain('no-punctuation');
  }, SLOW);

  it('an answer in Russian gets 0 with a note in English, Uzbek and Russian', async () => {
    const result = await grade(kind, TRANSPORT_PROMPT, TRANSPORT_RUSSIAN);
    expect(result.features.words).toBeGreaterThanOrEqual(300);
    expect(result.band).toBe(0);
    expect(Object.values(result.criteria)).toEqual([0, 0, 0, 0]);
    if (kind === 'multi-level-essay') expect(result.multiLevel!.score).toBe(0);
    expect(result.errors).toEqual([]);
    const [note] = result.notes;
    expect(note!.key).toBe('not-english');
    expect(note!.en).toMatch(/not written in English/u);
    expect(note!.ru).toMatch(/не на английском/u);
    expect(note!.uz).toMatch(/ingliz tilida/u);
  }, SLOW);
});
