/**
 * The speaking sanity suite's spoken recordings: what each one says, in which espeak-ng voice, and the band range an
 * examiner would give it. scripts/speaking-fixtures.ts makes the audio; sanity.test.ts grades it in both exam kinds.
 */

export const SANITY_QUESTION = 'How often do you buy things on the internet?';
export const SANITY_CUE_CARD = 'Describe something useful you bought on the internet. You should say what it was, where you bought it, how you chose it, and explain why it was useful.';

export type SanityRecording = {
  file: string;
  voice: string;
  wordsPerMinute: number;
  part: 1 | 2 | 3;
  question: string;
  text: string;
  /** The part band an examiner would give: [lowest, highest]. */
  band: [number, number];
};

export const SANITY_RECORDINGS: readonly SanityRecording[] = [
  {
    file: 'short-answer',
    voice: 'en-us+m3',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: 'About once a week.',
    band: [1, 4],
  },
  {
    file: 'question-read-back',
    voice: 'en-us+f2',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: 'How often do you buy things on the internet?',
    band: [1, 4],
  },
  {
    file: 'off-topic',
    voice: 'en-us+m3',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: 'My favourite season is autumn, because the weather is cool and the trees in the park near my house turn red and gold. I like walking there with my dog in the evening after work, and sometimes I take photographs of the leaves.',
    band: [2, 5.5],
  },
  {
    file: 'part1-fluent',
    voice: 'en-us+f2',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: 'I buy things on the internet quite often, probably two or three times a month. Usually I order books and clothes, because the prices online are lower than in the shops near my home. However, I prefer to buy food in a real shop, since I like to see how fresh it is before I pay for it.',
    band: [5, 8],
  },
  {
    file: 'part2-fluent',
    voice: 'en-us+f2',
    wordsPerMinute: 130,
    part: 2,
    question: SANITY_CUE_CARD,
    text: 'I would like to talk about a small electric kettle that I bought on the internet last winter. I found it on a large shopping website, after my old kettle stopped working one morning. To choose it, I compared about ten different models, and I read the reviews that other buyers had written, because I wanted something that was reliable and quiet. In the end I chose a kettle with a glass body and a temperature control, which was a little more expensive than the others, but it had very good reviews. It arrived after only two days, and it was packed carefully. The reason it has been so useful is that I drink a lot of green tea, and green tea tastes bitter if the water is too hot. With this kettle, I can set the temperature to eighty degrees, so my tea tastes much better than before. It also switches off automatically, which means I do not worry when I leave the kitchen. Moreover, it boils water faster than my old one, so in the morning I save a few minutes before I go to work. Overall, I think it was one of the best things I have ever bought online, and I have recommended it to several of my friends.',
    band: [5, 8],
  },
];
