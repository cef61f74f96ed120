/**
 * The test list's cards (seed 000 section 2.7, six since issue 21): 1-4 open books 1-4 of the content (4 is General
 * Training), 5 and 6 are not out yet and show the 'Coming Soon' banner.
 */
export const cardStates = ['available', 'coming-soon'] as const;
export type CardState = (typeof cardStates)[number];

export interface TestCard {
  number: number;
  title: string;
  state: CardState;
  /** Index into the content's IELTS books. */
  bookIndex?: number;
}

/**
 * Each card is titled by its book: the content's name in the cards' letter case (testCards.test.ts holds them to the
 * content), so card 2 says the Test 2 it opens. The books load only when an exam starts, so the titles live here.
 */
export const testCards: readonly TestCard[] = [
  { number: 1, title: 'Cambridge (Test 1)', state: 'available', bookIndex: 0 },
  { number: 2, title: 'Cambridge (Test 2)', state: 'available', bookIndex: 1 },
  { number: 3, title: 'Cambridge (Test 3)', state: 'available', bookIndex: 2 },
  { number: 4, title: 'Cambridge (Test 4)', state: 'available', bookIndex: 3 },
  { number: 5, title: 'Cambridge (Test 5)', state: 'coming-soon' },
  { number: 6, title: 'Cambridge (Test 6)', state: 'coming-soon' },
];

/** How long the red 'Coming Soon' banner stays. */
export const COMING_SOON_MS = 2000;
