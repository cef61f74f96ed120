import { describe, expect, it } from 'vitest';
import { ieltsBooks } from '@bandwise/content';
import { cardTitle, shippedBooks, testCards } from './testCards';

describe('test cards', () => {
  it('title each available card by the book it opens', () => {
    const cards = testCards(ieltsBooks.map(({ id, slug, name, module }) => ({ id, slug, name, module })));
    for (const card of cards.filter((c) => c.state === 'available')) {
      expect(card.title.toUpperCase()).toBe(card.book?.name);
    }
    expect(cardTitle('CAMBRIDGE (TEST 2)')).toBe('Cambridge (Test 2)');
  });

  it('give every card its own title, six at least, a card per published id', () => {
    const cards = testCards(shippedBooks);
    expect(cards.map((c) => c.state)).toEqual(['available', 'available', 'available', 'available', 'coming-soon', 'coming-soon']);
    expect(new Set(cards.map((c) => c.title)).size).toBe(cards.length);
    expect(testCards([{ id: 8, slug: 'book8', name: 'A NEW TEST', module: 'general' }]).map((c) => c.state)).toEqual([
      ...Array(7).fill('coming-soon'),
      'available',
    ]);
  });

  it('the fallback is the shipped books', () => {
    expect(shippedBooks.map((b) => b.name)).toEqual(ieltsBooks.map((b) => b.name));
  });
});
