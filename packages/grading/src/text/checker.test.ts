import { describe, expect, it } from 'vitest';
import { createDictionary } from './checker';

describe('the dictionary look-up', () => {
  it('knows American and British spellings and loanwords written with their accents, not misspellings', async () => {
    const known = await createDictionary();
    for (const word of ['colour', 'color', 'organise', 'café', 'naïve', 'Café', 'résumé']) expect(known(word), word).toBe(true);
    for (const word of ['beleive', 'cafée', 'recieve']) expect(known(word), word).toBe(false);
  }, 30_000);
});
