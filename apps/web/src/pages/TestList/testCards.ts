import type { IeltsBookListItem } from '@bandwise/core';

/**
 * The test list's cards (seed 000 section 2.7, six since issue 21): card n opens IELTS book n, available while a version
 * of it is published (GET /ielts/books), 'Coming soon' otherwise; at least six cards, more when books with higher ids
 * are published. A new book shows here as soon as an admin publishes it (docs/CONTENT.md, Publishing).
 */
export const cardStates = ['available', 'coming-soon'] as const;
export type CardState = (typeof cardStates)[number];

export interface TestCard {
  number: number;
  title: string;
  state: CardState;
  /** The published book the card opens. */
  book?: IeltsBookListItem;
}

/** The cards shown at least. */
export const MIN_CARDS = 6;

/** A book's name in the cards' letter case: 'CAMBRIDGE (TEST 2)' -> 'Cambridge (Test 2)'. */
export function cardTitle(name: string): string {
  return name.toLowerCase().replace(/(^|[\s(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A server that does not list its books (the seeds name no such call): the four books shipped with the content. */
export const shippedBooks: IeltsBookListItem[] = [1, 2, 3, 4].map((id) => ({
  id,
  slug: `book${id}`,
  name: `CAMBRIDGE (TEST ${id})`,
  module: id === 4 ? 'general' : 'academic',
}));

/** Each card is titled by its book; a card not out yet by the test it will be. */
export function testCards(books: readonly IeltsBookListItem[]): TestCard[] {
  const count = Math.max(MIN_CARDS, ...books.map((book) => book.id));
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const book = books.find((b) => b.id === number);
    return book
      ? { number, title: cardTitle(book.name), state: 'available', book }
      : { number, title: `Cambridge (Test ${number})`, state: 'coming-soon' };
  });
}

/** How long the red 'Coming Soon' banner stays. */
export const COMING_SOON_MS = 2000;
