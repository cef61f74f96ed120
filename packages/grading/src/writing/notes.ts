import type { Word } from '../text/tokenize';

/**
 * Notes to the learner about how the answer was read, each in the three interface languages (en, uz, ru), so the
 * result page can show it in the learner's language. The same shape as the speaking result's notes.
 */
export type WritingNote = { key: string; en: string; uz: string; ru: string };

export const NOTES = {
  notEnglish: {
    key: 'not-english',
    en: 'This answer is not written in English, so it cannot be assessed and scores 0. Please write your answer in English.',
    uz: "Bu javob ingliz tilida yozilmagan, shuning uchun uni baholab bo'lmaydi va u 0 ball oladi. Iltimos, javobingizni ingliz tilida yozing.",
    ru: 'Этот ответ написан не на английском языке, поэтому его нельзя оценить, и он получает 0 баллов. Пожалуйста, напишите ответ на английском.',
  },
  noAnswer: {
    key: 'no-answer',
    en: 'No answer was written, so there is nothing to assess.',
    uz: "Javob yozilmagan, shuning uchun baholanadigan narsa yo'q.",
    ru: 'Ответ не написан, поэтому оценивать нечего.',
  },
  onlyPrompt: {
    key: 'only-prompt',
    en: 'The answer only repeats the prompt; copied words do not count, so there is nothing to assess.',
    uz: "Javob faqat topshiriq matnini takrorlaydi; ko'chirilgan so'zlar hisoblanmaydi, shuning uchun baholanadigan narsa yo'q.",
    ru: 'Ответ лишь повторяет текст задания; скопированные слова не засчитываются, поэтому оценивать нечего.',
  },
  repeatedSentences: {
    key: 'repeated-sentences',
    en: 'Some sentences repeat an earlier sentence word for word; each is counted only once.',
    uz: "Ba'zi gaplar oldingi gapni so'zma-so'z takrorlaydi; har biri faqat bir marta hisoblanadi.",
    ru: 'Некоторые предложения дословно повторяют предыдущие; каждое засчитывается только один раз.',
  },
  noPunctuation: {
    key: 'no-punctuation',
    en: 'The answer has almost no full stops, so its sentences cannot be told apart; the grammar score is limited to 5.',
    uz: "Javobda deyarli nuqta yo'q, shuning uchun gaplarni ajratib bo'lmaydi; grammatika bali 5 bilan cheklanadi.",
    ru: 'В ответе почти нет точек, поэтому предложения невозможно разделить; оценка за грамматику ограничена 5 баллами.',
  },
  wordSalad: {
    key: 'word-salad',
    en: 'Most sentences do not read as English sentences: the words are not put together with grammar, so the ideas cannot be followed.',
    uz: "Ko'pchilik gaplar inglizcha gap kabi o'qilmaydi: so'zlar grammatika bilan bog'lanmagan, shuning uchun fikrni tushunib bo'lmaydi.",
    ru: 'Большинство предложений не читаются как английские: слова не связаны грамматически, поэтому мысль невозможно понять.',
  },
  outOfOrder: {
    key: 'out-of-order',
    en: 'The sentences do not follow on from one another (for example, the conclusion comes before the main points), so the answer is hard to follow.',
    uz: "Gaplar bir-biridan mantiqan kelib chiqmaydi (masalan, xulosa asosiy fikrlardan oldin keladi), shuning uchun javobni kuzatish qiyin.",
    ru: 'Предложения не вытекают одно из другого (например, вывод стоит перед основными мыслями), поэтому ответ трудно понять.',
  },
} as const satisfies Record<string, WritingNote>;

/** At least this many words are needed to judge the language; shorter answers are left to the other rules. */
const MIN_WORDS = 10;
/** Share of the words an English dictionary knows under which the answer is not English (learner English: 0.85+). */
export const ENGLISH_SHARE = 0.5;

/**
 * Share of the words that are English words: Latin letters and known to the dictionary (either spelling). A learner's
 * misspellings keep it well above half; Russian (Cyrillic) gives 0, Uzbek or another Latin-script language far under
 * half. Null when the answer is too short to judge.
 */
export function englishShare(list: readonly Word[], known: (word: string) => boolean): number | null {
  const letters = list.filter((word) => /\p{L}/u.test(word.text));
  if (letters.length < MIN_WORDS) return null;
  return letters.filter((word) => /^[A-Za-z'’-]+$/u.test(word.text) && known(word.text)).length / letters.length;
}
