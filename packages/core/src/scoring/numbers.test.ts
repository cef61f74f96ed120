import { describe, expect, it } from 'vitest';
import { isNumberToken, numbersToDigits } from './numbers';

const WORDS_0_TO_100 = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function spell(n: number, joiner: string): string {
  if (n < 20) return WORDS_0_TO_100[n] as string;
  if (n === 100) return 'one hundred';
  const tens = TENS[Math.floor(n / 10) - 2] as string;
  return n % 10 === 0 ? tens : `${tens}${joiner}${WORDS_0_TO_100[n % 10]}`;
}

/** Each answer as numbersToDigits writes it, the answer named when one differs. */
function expectDigits(cases: Array<[answer: string, digits: string]>) {
  for (const [answer, digits] of cases) expect(numbersToDigits(answer), answer).toBe(digits);
}

describe('numbersToDigits', () => {
  it('turns every number word from 0 to 100 into digits, hyphenated or spaced', () => {
    for (let n = 0; n <= 100; n += 1) {
      expect(numbersToDigits(spell(n, '-'))).toBe(String(n));
      expect(numbersToDigits(spell(n, ' '))).toBe(String(n));
    }
  });
  it('rewrites numbers inside longer answers and leaves other words alone', () => {
    expectDigits([['three days', '3 days'], ['forty-five minutes', '45 minutes'], ['the old harbour', 'the old harbour'], ['a hundred metres', '100 metres']]);
  });
  it('turns ordinals into digits with suffixes', () => {
    expectDigits([['third floor', '3rd floor'], ['twenty-first', '21st'], ['twenty second', '22nd'], ['eleventh', '11th'], ['twelfth', '12th'], ['fortieth', '40th']]);
  });
  it('drops thousands separators', () => {
    expectDigits([['1,500', '1500'], ['£1,250,000', '£1250000'], ['9.30', '9.30']]);
  });
  it('does not join two units or a unit with a tens word', () => {
    expectDigits([['two three', '2 3'], ['five twenty', '5 20']]);
  });
});

describe('isNumberToken', () => {
  it('recognises digits, prices, times, ordinals and percentages', () => {
    for (const token of ['3', '20', '£30', '$4.50', '9:30', '1500', '21st', '15%', '7pm', '12/05']) {
      expect(isNumberToken(token), token).toBe(true);
    }
  });
  it('rejects words', () => {
    for (const token of ['three', 'room', 'a3', '']) expect(isNumberToken(token), token).toBe(false);
  });
});
