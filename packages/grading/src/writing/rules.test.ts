import { describe, expect, it } from 'vitest';
import { ASKS_FOR_POSITION, CONCLUDED_VIEW, OVERVIEW, POSITION, applyHardRules, copiedSpans, disorderedSignposts, maskSpans, repeatedSentenceSpans, wordsPerStop } from './rules';
import type { RuleFacts } from './rules';
import { ownAnswer } from './grader';

describe('position, overview and prompt-type detection', () => {
  it('finds a position however the learner spells it', () => {
    for (const sentence of [
      'I believe that libraries still matter.',
      'In my opinion, the tax is unfair.',
      'I strongly agree with this statement.',
      'I am agree with the idea.',
      "I'm disagree that cars should be banned.",
      'This essay will argue that homework helps.',
      'I think governments should act.',
      'I only partly consent to this statement.',
      'I chiefly disagree with the effectiveness of this method.',
      'From my point of view, both sides have merit.',
      'It seems to me that the benefits are greater.',
      'The advantages clearly outweigh the drawbacks.',
      'This is a positive development for society.',
      'I beleive that schools should teach cooking.',
      'I suppport this activity for reasons I will explain.',
      'This essay completely disagrees with such a view.',
      'The author agree with the statement.',
      'It is reasonable to maintain that team sports are useful.',
      'In conclusion, governments should fund libraries as centres of free access.',
      'I am on the side with those who believe that there are more benefits.',
      'It is obviously advantageous than disadvantages.',
      'This development would have negative connotations for family life.',
    ]) {
      expect(POSITION.test(sentence), sentence).toBe(true);
    }
    for (const sentence of [
      'Some people think that libraries are old.',
      'Others believe the internet is enough.',
      'There are arguments on both sides.',
      'In conclusion, there are several arguments on each side of this question.',
      'This change has many causes.',
      'Some people are on the side of the farmers.',
    ]) {
      expect(POSITION.test(sentence), sentence).toBe(false);
    }
  });

  it('reads a view stated in the conclusion, in the sentence after its marker too', () => {
    for (const text of [
      'In conclusion, governments should fund libraries.',
      'To conclude, it is proven that outdoor activities are more beneficial than playing computer games.',
      'In a nutshell, though online courses have some good features, they can never replace a real classroom.',
      'In conclusion, while cars pollute the air, a new tax is a drastic measure. It could be more valuable to build better railways.',
    ]) {
      expect(CONCLUDED_VIEW.test(text), text).toBe(true);
    }
    for (const text of [
      'In conclusion, there are several arguments on each side of this question. Each town will have to look at its own situation.',
      'Cars should be banned from city centres. In conclusion, opinions differ.',
    ]) {
      expect(CONCLUDED_VIEW.test(text), text).toBe(false);
    }
  });

  it('knows which prompts ask for a view', () => {
    expect(ASKS_FOR_POSITION.test('To what extent do you agree or disagree?')).toBe(true);
    expect(ASKS_FOR_POSITION.test('Discuss both views and give your own opinion.')).toBe(true);
    expect(ASKS_FOR_POSITION.test('Is this a positive or negative development?')).toBe(true);
    expect(ASKS_FOR_POSITION.test('Why do you think people waste food? What can be done to reduce it?')).toBe(false);
    expect(ASKS_FOR_POSITION.test('What are the causes of this problem and what solutions can you suggest?')).toBe(false);
  });

  it('finds a task 1 overview in its usual forms, not in a plain figure', () => {
    for (const sentence of ['Overall, car ownership rose.', 'Over all the coast had more visitors.', 'It is clear that sales fell.', 'Both charts show a steady rise.', 'There are 13 stages in the process.',
      'It is possible to highlight four main steps of the process.',
      'In short, three brands show an upward trend.',
      'Both diagrams provide a common solution.',
      'The whole process begins with heating water.',
    ]) {
      expect(OVERVIEW.test(sentence), sentence).toBe(true);
    }
    expect(OVERVIEW.test('In 1990, 45% of households owned a car.')).toBe(false);
  });
});

describe('copied rubric', () => {
  const prompt = 'Some people think that public libraries are no longer needed. To what extent do you agree or disagree?';

  it('marks runs of five or more prompt words, with their punctuation, and keeps the writer\'s own words', () => {
    const text = `${prompt} ${prompt}\nI agree because the internet is faster.`;
    const spans = copiedSpans(text, prompt);
    const own = maskSpans(text, spans);
    expect(own.length).toBe(text.length);
    expect(own.trim()).toBe('I agree because the internet is faster.');
  });

  it('keeps the learner\'s sentence ends where a copied run closes a sentence', () => {
    // Blanking 'to have children in their later age.' took its full stop: the two sentences read as one, 'First' was
    // no longer at a sentence start and 'Second' came before 'Firstly' (a band-7.5 calibration essay capped at coherence 4).
    const text = [
      'On the one hand, there are disadvantages for those who want to have children in their later age. First, mothers face more health risks.',
      'Second, their babies are more often born early. On the other hand, older parents have more money.',
      'Firstly, they can prepare a better home. Secondly, they are calmer. In conclusion, the trend has two sides.',
    ].join('\n');
    const answer = ownAnswer({ text, prompt: 'More people decided to have children in their later age than in the past. Why?' });
    expect(answer.copied).not.toEqual([]);
    expect(answer.sentences).toContain('First, mothers face more health risks.');
    expect(answer.sentences[0]).toBe('On the one hand, there are disadvantages for those who want');
    expect(disorderedSignposts(answer.sentences)).toBe(false);
  });

  it('leaves short shared phrases alone', () => {
    const text = 'Public libraries are useful, and I agree with people who use them.';
    expect(copiedSpans(text, prompt)).toEqual([]);
  });
});

describe('repeated sentences, punctuation and sentence order', () => {
  it('marks every repeat of an earlier sentence (case and punctuation aside), never the first', () => {
    const text = 'Buses should be free. Roads cost a lot! buses, should be FREE! Buses should be free. Yes. Yes.';
    const own = maskSpans(text, repeatedSentenceSpans(text));
    expect(own.replace(/\s+/gu, ' ').trim()).toBe('Buses should be free. Roads cost a lot! Yes. Yes.');
    expect(repeatedSentenceSpans('In 1990, 45% owned a car. In 2020, 78% owned a car.')).toEqual([]);
  });

  it('counts words per full stop: an unpunctuated answer is one long run', () => {
    expect(wordsPerStop('one two three. four five six!', 6)).toBe(3);
    expect(wordsPerStop('a b c d e f', 280)).toBe(280);
    expect(wordsPerStop('It costs 3.5 dollars. Fine.', 5)).toBe(2.5);
    // A full stop with no space after it still ends a sentence: this essay is punctuated.
    expect(wordsPerStop('Noise is a concern.This essay looks at it.Laws help.', 10)).toBeCloseTo(10 / 3);
  });

  it('finds a conclusion before the end and Secondly before Firstly, not a well-ordered essay', () => {
    const ordered = ['Cities are crowded.', 'Firstly, buses help.', 'Secondly, trains help.', 'Some disagree.', 'They are wrong.', 'Prices matter.', 'In conclusion, fund transport.'];
    expect(disorderedSignposts(ordered)).toBe(false);
    expect(disorderedSignposts([ordered[6]!, ...ordered.slice(0, 6)])).toBe(true);
    expect(disorderedSignposts([ordered[0]!, ordered[2]!, ordered[1]!, ...ordered.slice(3)])).toBe(true);
  });
});

describe('hard rules', () => {
  const facts = (changes: Partial<RuleFacts>): RuleFacts => ({
    kind: 'ielts-task1', words: 200, minWords: 150, copiedWords: 0, relevance: 0.4, promptCoverage: 0.6, hasPrompt: true, hasOverview: true,
    hasPosition: false, asksForPosition: false, templateShare: 0, hasGreeting: false, informalRegister: false, repeatedWords: 0, wordsPerStop: 18,
    disorderedSignposts: false, ...changes,
  });
  const good = { taskAchievement: 7, coherence: 7, lexicalResource: 7, grammar: 7 };

  it('caps task achievement by how far under length the answer is', () => {
    const at = (words: number) => applyHardRules(good, facts({ words })).criteria;
    expect(at(200)).toEqual(good);
    expect(at(140).taskAchievement).toBe(6);
    expect(at(120).taskAchievement).toBe(5);
    expect(at(90).taskAchievement).toBe(4);
    expect(at(56)).toEqual({ taskAchievement: 3, coherence: 4.5, lexicalResource: 4.5, grammar: 4.5 });
    expect(at(40).taskAchievement).toBe(2);
    expect(Object.values(at(15))).toEqual([1, 1, 1, 1]);
  });

  it('caps a task 1 without overview and a task 2 without the position its prompt asks for at 5', () => {
    expect(applyHardRules(good, facts({ hasOverview: false })).criteria.taskAchievement).toBe(5);
    expect(applyHardRules(good, facts({ kind: 'ielts-task2', minWords: 250, words: 300, asksForPosition: true })).criteria.taskAchievement).toBe(5);
    expect(applyHardRules(good, facts({ kind: 'ielts-task2', minWords: 250, words: 300, asksForPosition: false })).criteria.taskAchievement).toBe(7);
  });

  it('gives an off-topic answer TR 1 and a memorised template TR 3', () => {
    const off = applyHardRules(good, facts({ kind: 'ielts-task2', minWords: 250, words: 300, relevance: 0.02, promptCoverage: 0.3, hasPosition: true }));
    expect(off.criteria.taskAchievement).toBe(1);
    expect(off.adjustments.join(' ')).toMatch(/off topic/u);
    const template = applyHardRules(good, facts({ kind: 'ielts-task2', minWords: 250, words: 300, templateShare: 0.8, hasPosition: true }));
    expect(template.criteria.taskAchievement).toBe(3);
  });

  it('caps grammar at 5 without sentence punctuation, and word salad and a shuffled order as the descriptors would', () => {
    const task2 = { kind: 'ielts-task2', minWords: 250, words: 300, hasPosition: true } as const;
    const unpunctuated = applyHardRules(good, facts({ ...task2, wordsPerStop: 300 }));
    expect(unpunctuated.criteria).toEqual({ ...good, grammar: 5 });
    expect(unpunctuated.adjustments.join(' ')).toMatch(/no sentence punctuation/u);
    const salad = applyHardRules(good, facts({ ...task2, lmImprobableShare: 0.9 })).criteria;
    expect(salad).toEqual({ taskAchievement: 3, coherence: 3, lexicalResource: 4, grammar: 2 });
    expect(applyHardRules(good, facts({ ...task2, lmImprobableShare: 0.1 })).criteria).toEqual(good);
    const shuffled = applyHardRules(good, facts({ ...task2, disorderedSignposts: true, orderGain: -0.02 })).criteria;
    expect(shuffled).toEqual({ taskAchievement: 6, coherence: 4, lexicalResource: 7, grammar: 7 });
    // A misplaced 'In conclusion' alone, in an essay whose neighbouring sentences follow on, is not disorder.
    expect(applyHardRules(good, facts({ ...task2, disorderedSignposts: true, orderGain: 0.08 })).criteria).toEqual(good);
  });
});
