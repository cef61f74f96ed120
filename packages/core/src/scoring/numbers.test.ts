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

describe('numbersToDigits', () => {
  it('turns every number word from 0 to 100 into digits, hyphenated or spaced', () => {
    for (let n = 0; n <= 100; n += 1) {
      expect(numbersToDigits(spell(n, '-'))).toBe(String(n));
      expect(numbersToDigits(spell(n, ' '))).toBe(String(n));
    }
  });
  it('rewrites numbers inside longer answers and leaves other words alone', () => {
    expect(numbersToDigits('three days')).toBe('3 days');
    expect(numbersToDigits('forty-five minutes')).toBe('45 minutes');
    expect(numbersToDigits('the old harbour')).toBe('the old harbour');
    expect(numbersToDigits('a hundred metres')).toBe('100 metres');
  });
  it('turns ordinals into digits with suffixes', () => {
    expect(numbersToDigits('third floor')).toBe('3rd floor');
    expect(numbersToDigits('twenty-first')).toBe('21st');
    expect(numbersToDigits('twenty second')).toBe('22nd');
    expect(numbersToDigits('eleventh')).toBe('11th');
    expect(numbersToDigits('twelfth')).toBe('12th');
    expect(numbersToDigits('fortieth')).toBe('40th');
  });
  it('drops thousands separators', () => {
    expect(numbersToDigits('1,500')).toBe('1500');
    expect(numbersToDigits('£1,250,000')).toBe('£1250000');
    expect(numbersToDigits('9.30')).toBe('9.30');
  });
  it('does not join two units or a unit with a tens word', () => {
    expect(numbersToDigits('two three')).toBe('2 3');
    expect(numbersToDigits('five twenty')).toBe('5 20');
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
