/**
 * Number words and digits, so '3' and 'three', '20' and 'twenty', '21st' and 'twenty-first' compare equal.
 * Both the key and the learner's answer go through the same rewrite, so the match stays symmetric:
 * whatever the content author wrote, either spelling of a number (0-100, ordinals up to 100th) is accepted.
 */

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

const UNIT_ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'] as const;
const TEEN_ORDINALS = [
  'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
] as const;
const TENS_ORDINALS = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'] as const;

/** Single-token cardinals: 'zero'..'nineteen', the tens, 'hundred'. */
const CARDINAL = new Map<string, number>();
/** Single-token ordinals. */
const ORDINAL = new Map<string, number>();

UNITS.forEach((word, n) => CARDINAL.set(word, n));
TEENS.forEach((word, n) => CARDINAL.set(word, n + 10));
TENS.forEach((word, n) => word && CARDINAL.set(word, n * 10));
CARDINAL.set('nought', 0);
CARDINAL.set('hundred', 100);
UNIT_ORDINALS.forEach((word, n) => ORDINAL.set(word, n));
TEEN_ORDINALS.forEach((word, n) => ORDINAL.set(word, n + 10));
TENS_ORDINALS.forEach((word, n) => word && ORDINAL.set(word, n * 10));
ORDINAL.set('hundredth', 100);

function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (n % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

type NumberToken = { value: number; ordinal: boolean };

/** 'twenty-one', 'forty-fifth': a tens word and a unit word joined by a hyphen. */
function hyphenated(token: string): NumberToken | undefined {
  const parts = token.split('-');
  if (parts.length !== 2) return undefined;
  const [tens, unit] = parts as [string, string];
  const tensValue = CARDINAL.get(tens);
  if (tensValue === undefined || tensValue < 20 || tensValue > 90 || tensValue % 10 !== 0) return undefined;
  const cardinal = CARDINAL.get(unit);
  if (cardinal !== undefined && cardinal >= 1 && cardinal <= 9) return { value: tensValue + cardinal, ordinal: false };
  const ordinal = ORDINAL.get(unit);
  if (ordinal !== undefined && ordinal >= 1 && ordinal <= 9) return { value: tensValue + ordinal, ordinal: true };
  return undefined;
}

function single(token: string): NumberToken | undefined {
  const cardinal = CARDINAL.get(token);
  if (cardinal !== undefined) return { value: cardinal, ordinal: false };
  const ordinal = ORDINAL.get(token);
  if (ordinal !== undefined) return { value: ordinal, ordinal: true };
  return hyphenated(token);
}

function render(token: NumberToken): string {
  return token.ordinal ? `${token.value}${ordinalSuffix(token.value)}` : String(token.value);
}

/**
 * Rewrites number words (0-100, cardinal and ordinal) in lower-case, space-separated text as digits, and drops
 * thousands separators from digit groups ('1,500' -> '1500'). 'twenty one' and 'twenty-one' both become '21';
 * 'one hundred' and 'a hundred' become '100'.
 */
export function numbersToDigits(text: string): string {
  const tokens = text.split(' ').filter((token) => token !== '');
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    const next = tokens[i + 1];
    if ((token === 'one' || token === 'a') && next === 'hundred') {
      out.push('100');
      i += 1;
      continue;
    }
    if ((token === 'one' || token === 'a') && next === 'hundredth') {
      out.push('100th');
      i += 1;
      continue;
    }
    const current = single(token);
    if (current === undefined) {
      out.push(token.replace(/(\d),(?=\d{3}(?!\d))/g, '$1'));
      continue;
    }
    // 'twenty one' written as two words.
    const tensOnly = !current.ordinal && current.value >= 20 && current.value <= 90 && current.value % 10 === 0;
    const following = next === undefined ? undefined : single(next);
    if (tensOnly && following !== undefined && following.value >= 1 && following.value <= 9 && next !== undefined && !next.includes('-')) {
      out.push(render({ value: current.value + following.value, ordinal: following.ordinal }));
      i += 1;
      continue;
    }
    out.push(render(current));
  }
  return out.join(' ');
}

/** A token that reads as a number: digits with separators, a currency sign, an ordinal suffix or a percent sign. */
export function isNumberToken(token: string): boolean {
  return /^\p{Sc}?\d+(?:[.,:/]\d+)*(?:st|nd|rd|th|%|am|pm)?$/u.test(token);
}
