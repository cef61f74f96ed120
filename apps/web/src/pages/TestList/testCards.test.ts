import { describe, expect, it } from 'vitest';
import { ieltsBooks } from '@bandwise/content';
import { testCards } from './testCards';

describe('test cards', () => {
  it('title each available card by the book it opens', () => {
    for (const card of testCards.filter((c) => c.state === 'available')) {
      const book = ieltsBooks[card.bookIndex ?? -1];
      expect(book, `card ${card.number} opens a book`).toBeDefined();
      expect(card.title.toUpperCase()).toBe(book?.name);
    }
  });

  it('give every card its own title', () => {
    expect(new Set(testCards.map((c) => c.title)).size).toBe(testCards.length);
  });
});
