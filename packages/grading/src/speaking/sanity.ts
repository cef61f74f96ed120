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
  /** Not English: graded as such (transcriptStatus 'not-english' and a note saying so). */
  notEnglish?: true;
  /** Graded below this recording of the same voice (an off-topic answer below the on-topic one). */
  below?: string;
  /** The highest relevance it may get (the question read back is not an answer to it). */
  maxRelevance?: number;
  /**
   * Why the grader does not reach the examiner's range yet (issue 34, left blocked): the test then asserts that it
   * still fails (`it.fails`), so the day the ears hear these words it turns red and the row must be made a plain one.
   */
  gap?: string;
};

/**
 * PocketSphinx, the only recogniser that ships, keeps too few words of an espeak-ng voice with confidence to grade
 * them (docs/GRADING.md, 'Speech recognition': 9% of its words were said), and cannot tell these from English: the
 * band then rests on fluency from the audio alone, which is not what an examiner would give.
 */
const UNHEARD = 'the recogniser hears too few of these words with confidence to grade them (fluency-only band)';

const COUNTING = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five twenty-six twenty-seven twenty-eight twenty-nine thirty thirty-one thirty-two thirty-three thirty-four thirty-five thirty-six thirty-seven thirty-eight thirty-nine forty forty-one forty-two forty-three forty-four forty-five forty-six forty-seven forty-eight forty-nine fifty fifty-one fifty-two fifty-three fifty-four fifty-five fifty-six fifty-seven fifty-eight fifty-nine sixty';

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
    gap: UNHEARD,
    voice: 'en-us+f2',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: 'I buy things on the internet quite often, probably two or three times a month. Usually I order books and clothes, because the prices online are lower than in the shops near my home. However, I prefer to buy food in a real shop, since I like to see how fresh it is before I pay for it.',
    band: [5.5, 8],
  },
  {
    file: 'recipe-off-topic',
    gap: UNHEARD,
    voice: 'en-us+f2',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: 'To make a simple vegetable soup, first wash two carrots, three potatoes and one onion. Then cut them into small pieces and put them in a large pot with a little oil. Fry the onion for five minutes until it turns soft and golden. After that, add the carrots and potatoes, pour in two litres of water and add some salt and pepper. Let the soup boil gently for about twenty minutes, and finally stir in some fresh herbs before you serve it with warm bread.',
    band: [1, 5],
    below: 'part1-fluent',
  },
  {
    file: 'russian',
    gap: UNHEARD,
    voice: 'ru',
    wordsPerMinute: 140,
    part: 1,
    question: SANITY_QUESTION,
    text: 'Я покупаю вещи в интернете примерно два раза в месяц. Обычно я заказываю книги и одежду, потому что в интернете цены ниже, чем в магазинах рядом с моим домом. Но продукты я предпочитаю покупать в обычном магазине, потому что хочу видеть, насколько они свежие.',
    band: [0, 2],
    notEnglish: true,
  },
  {
    file: 'uzbek',
    voice: 'uz',
    wordsPerMinute: 140,
    part: 1,
    question: SANITY_QUESTION,
    text: "Men internetda narsalarni oyiga ikki yoki uch marta sotib olaman. Odatda kitoblar va kiyimlar buyurtma qilaman, chunki internetda narxlar uyim yaqinidagi do'konlarga qaraganda arzonroq. Lekin oziq-ovqatni oddiy do'kondan sotib olishni afzal ko'raman, chunki uning qanchalik yangi ekanini ko'rmoqchiman.",
    band: [0, 2],
    notEnglish: true,
  },
  {
    file: 'hello-repeated',
    gap: UNHEARD,
    voice: 'en-us+m3',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: Array.from({ length: 30 }, () => 'Hello.').join(' '),
    band: [0, 3],
  },
  {
    file: 'counting',
    gap: UNHEARD,
    voice: 'en-us+m3',
    wordsPerMinute: 150,
    part: 1,
    question: SANITY_QUESTION,
    text: COUNTING,
    band: [0, 3],
  },
  {
    file: 'question-read-back-five-times',
    gap: UNHEARD,
    voice: 'en-us+f2',
    wordsPerMinute: 130,
    part: 1,
    question: SANITY_QUESTION,
    text: Array.from({ length: 5 }, () => SANITY_QUESTION).join(' '),
    band: [0, 4],
    maxRelevance: 3,
  },
  {
    file: 'part2-fluent',
    voice: 'en-us+f2',
    wordsPerMinute: 130,
    part: 2,
    question: SANITY_CUE_CARD,
    text: 'I would like to talk about a small electric kettle that I bought on the internet last winter. I found it on a large shopping website, after my old kettle stopped working one morning. To choose it, I compared about ten different models, and I read the reviews that other buyers had written, because I wanted something that was reliable and quiet. In the end I chose a kettle with a glass body and a temperature control, which was a little more expensive than the others, but it had very good reviews. The reason it has been so useful is that I drink a lot of green tea, which tastes bitter if the water is too hot, and with this kettle I can set the temperature to eighty degrees. Overall, I think it was one of the best things I have ever bought online, and I have recommended it to several of my friends.',
    band: [5, 8],
  },
];
