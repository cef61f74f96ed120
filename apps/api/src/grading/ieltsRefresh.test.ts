import { describe, expect, it } from 'vitest';
import { partScores } from './ieltsRefresh';
import type { SpeakingScores } from './records';

const transcribed: SpeakingScores = { coherence: 6, fluency: 5, grammar: 7, vocabulary: 6.5, relevance: 7, topicDevelopment: 5.5, band: 6 };
/** A recording the recogniser heard nothing in: fluency alone was assessed. */
const unheard: SpeakingScores = { coherence: null, fluency: 4, grammar: null, vocabulary: null, relevance: null, topicDevelopment: null, band: 4 };

describe("a speaking part's scores", () => {
  it('average each sub-score over the recordings that assessed it, never counting an unassessed one as 0', () => {
    const part = partScores([transcribed, unheard]);
    expect(part).toMatchObject({ fluency: 4.5, grammar: 7, vocabulary: 6.5, coherence: 6, relevance: 7, topicDevelopment: 5.5 });
    // The band is the mean of the six part means: (6 + 4.5 + 7 + 6.5 + 7 + 5.5) / 6 = 6.08.
    expect(part.band).toBe(6);
  });

  it('leave the word-based sub-scores unassessed when no recording of the part had words, and take the band from fluency', () => {
    const part = partScores([unheard, { ...unheard, fluency: 5, band: 5 }]);
    expect(part).toEqual({ coherence: null, fluency: 4.5, grammar: null, vocabulary: null, relevance: null, topicDevelopment: null, band: 4.5 });
  });
});
