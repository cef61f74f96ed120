import en from '../../i18n/locales/home/en.json';

/**
 * The six questions of the home page and /faq, on the seed's topics (seed 000 section 2.5), in our own words. Their
 * texts are in the catalogues (faq.<id>.question, .answer).
 */
export const faqIds = ['resemblance', 'modules', 'results', 'retakes', 'timing', 'feedback'] as const;
export type FaqId = (typeof faqIds)[number];

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The questions in English, as the stories and tests name them. */
export const faqItems: readonly FaqItem[] = faqIds.map((id) => ({ id, ...en.faq[id] }));
