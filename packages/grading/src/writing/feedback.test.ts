import { describe, expect, it } from 'vitest';
import type { Issue } from '../text/checker';
import { analyseText } from './features';
import { buildFeedback, feedbackIn } from './feedback';

/**
 * The comments quote only what deserves it: a sentence with a flagged error is never held up as well formed, and a
 * flagged word ('peoples', a misspelling) is never listed as good vocabulary, wherever else it appears. The checker's
 * issues are given by hand here (the checker itself is tested in src/text), so each case says exactly what was flagged.
 */
function flag(text: string, problem: string, occurrence = 0, suggestion = ''): Issue {
  let start = -1;
  for (let i = 0; i <= occurrence; i += 1) start = text.indexOf(problem, start + 1);
  if (start < 0) throw new Error(`'${problem}' is not in the text`);
  return { start, end: start + problem.length, kind: 'Agreement', category: 'grammar', message: 'flagged', problem, suggestions: [suggestion], rule: 'agreement' };
}

function feedbackFor(text: string, issues: Issue[]) {
  const { features, analysis } = analyseText({ text, prompt: 'Should cities spend more on public transport than on roads?', minWords: 0, issues, known: () => true });
  return feedbackIn(buildFeedback({ kind: 'ielts-task2', text, minWords: 0, features, analysis }), 'en');
}

const FLAWED = 'Commuters is happier when the buses arrive on time, because congestion makes everyone late for work.';
const CLEAN = 'Pedestrians feel safer when the infrastructure separates them from the traffic, although it costs more.';

describe('criterion comments', () => {
  it('quote as a well-formed complex sentence only one with no flagged error', () => {
    const text = `${FLAWED} ${CLEAN}`;
    const grammar = feedbackFor(text, [flag(text, 'is', 0, 'are')]).grammar;
    expect(grammar).toContain(`A well-formed complex sentence: "${CLEAN}"`);
    expect(grammar).toContain(`In "${FLAWED}": 'is' → 'are'`);
  });

  it('quote no sentence as well formed when every complex sentence holds an error', () => {
    const text = `${FLAWED} ${CLEAN}`;
    const grammar = feedbackFor(text, [flag(text, 'is', 0, 'are'), flag(text, 'separates', 0, 'separate')]).grammar;
    expect(grammar).not.toContain('well-formed');
  });

  it("never list a flagged word as less common vocabulary, even where it is not flagged", () => {
    // 'peoples' (a less common word in SUBTLEX) is flagged in the first sentence only.
    const text = 'Many peoples use the buses because congestion is terrible. The peoples of the region value infrastructure and pedestrians.';
    const lexical = feedbackFor(text, [flag(text, 'peoples', 0, 'people')]).lexicalResource;
    expect(lexical).toMatch(/Less common vocabulary you used: /);
    expect(lexical).not.toContain('peoples');
    expect(lexical).toContain("'congestion'");
  });

  it('point at the learner’s own words when the vocabulary is plain', () => {
    const text = 'The bus is good. The bus is cheap. The bus is good for people. People like the bus. The bus is good for the city.';
    const lexical = feedbackFor(text, []).lexicalResource;
    expect(lexical).toMatch(/Most of your vocabulary is very common \(your most used words: 'bus'/);
  });
});
