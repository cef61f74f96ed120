/** The test list's four cards (seed 000 section 2.7): 1 and 2 open books 1 and 2 of the content, 3 and 4 are not out yet. */
export const cardStates = ['available', 'coming-soon'] as const;
export type CardState = (typeof cardStates)[number];

export interface TestCard {
  number: number;
  title: string;
  state: CardState;
  /** Index into the content's IELTS books. */
  bookIndex?: number;
}

export const testCards: readonly TestCard[] = [
  { number: 1, title: 'Cambridge (Test 1)', state: 'available', bookIndex: 0 },
  { number: 2, title: 'Cambridge (Test 1)', state: 'available', bookIndex: 1 },
  { number: 3, title: 'Cambridge (Test 1)', state: 'coming-soon' },
  { number: 4, title: 'Cambridge (Test 1)', state: 'coming-soon' },
];

/** How long the red 'Coming Soon' banner stays. */
export const COMING_SOON_MS = 2000;
