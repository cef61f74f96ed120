import { frequencyWords, logFrequency } from './lexicon';

/**
 * Spelling corrections ranked the way a reader would guess them: the fewest edits first (Damerau-Levenshtein, so a
 * swapped pair of letters is one edit), the more common word among equally close ones (SUBTLEX frequency). Harper's own
 * suggestions are ranked by keyboard closeness, which proposes 'atheists' for 'athelets' and 'be live' for 'belive'.
 */

/** How much one step of log10 frequency is worth against one edit: a word 100,000x as common outranks one edit closer. */
const FREQUENCY_WEIGHT = 0.2;
const MAX_DISTANCE = 2;
/**
 * Edit costs: a letter the learner left out, one they added, two they swapped (a wrong letter costs 1); adding or
 * dropping a final -s (`ending`) changes the word's form ('athletes' vs 'athlete'), which the learner chose.
 */
const COST = { missedLetter: 0.7, extraLetter: 0.9, swappedLetters: 0.8, ending: 0.3 } as const;
/** Candidates come from the words SUBTLEX saw at least this often (about 45,000 words), so rare look-alikes stay out. */
const MIN_COUNT_LOG = Math.log10(3 + 1);

type Candidate = { word: string; letters: Uint8Array };
/** Candidates by first letter and length: learners seldom get a word's first letter wrong, and harper's own
 * suggestions (added to every ranking) cover those that do. */
let buckets: Map<string, Candidate[]> | undefined;

function letterCounts(word: string): Uint8Array {
  const counts = new Uint8Array(27);
  for (const char of word) {
    const code = char.charCodeAt(0) - 97;
    counts[code >= 0 && code < 26 ? code : 26]! += 1;
  }
  return counts;
}

function candidates(first: string, length: number): Candidate[] {
  if (!buckets) {
    buckets = new Map();
    for (const word of frequencyWords()) {
      if (!/^[a-z]+$/u.test(word) || logFrequency(word) < MIN_COUNT_LOG) continue;
      const key = `${word[0]}${word.length}`;
      const list = buckets.get(key) ?? [];
      list.push({ word, letters: letterCounts(word) });
      buckets.set(key, list);
    }
  }
  return buckets.get(`${first}${length}`) ?? [];
}

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein without re-editing a transposed pair), cut off above max.
 * Learners more often leave a letter out ('recive') or swap two ('thier') than write a wrong one, so those edits cost
 * less: between equally close words, 'advantags' -> 'advantages' beats 'advantage'.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  const d = new Float64Array((a.length + 1) * cols);
  for (let j = 0; j < cols; j += 1) d[j] = j * COST.missedLetter;
  for (let i = 1; i <= a.length; i += 1) {
    d[i * cols] = i * COST.extraLetter;
    let best = Infinity;
    for (let j = 1; j < cols; j += 1) {
      const here = i * cols + j;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[here - cols]! + COST.extraLetter, d[here - 1]! + COST.missedLetter, d[here - cols - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[here - 2 * cols - 2]! + COST.swappedLetters);
      d[here] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  return d[a.length * cols + b.length]!;
}

/** Letters one word has that the other lacks (the larger side): a lower bound of the edit distance, cheap to test. */
function bagDistance(a: Uint8Array, b: Uint8Array): number {
  let extra = 0;
  let missing = 0;
  for (let i = 0; i < 27; i += 1) {
    const diff = a[i]! - b[i]!;
    if (diff > 0) extra += diff;
    else missing -= diff;
  }
  return Math.max(extra, missing);
}

/** Matches the case of the learner's word: 'Belive' -> 'Believe', 'BELIVE' -> 'BELIEVE'. */
function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (/^\p{Lu}/u.test(model)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/**
 * Up to `limit` corrections for a misspelt word, best first. `extra` adds candidates from elsewhere (harper's
 * suggestions); every candidate must be a word the dictionary knows and within two edits.
 */
export function suggestSpellings(word: string, known: (word: string) => boolean, extra: readonly string[] = [], limit = 3): string[] {
  const lower = word.toLowerCase();
  const scored = new Map<string, number>();
  const consider = (candidate: string) => {
    if (candidate === lower || scored.has(candidate) || !/^\p{L}+(?:'\p{L}+)?$/u.test(candidate) || !known(candidate)) return;
    const distance = editDistance(lower, candidate, MAX_DISTANCE);
    if (distance > MAX_DISTANCE) return;
    const ending = candidate.endsWith('s') === lower.endsWith('s') ? 0 : COST.ending;
    scored.set(candidate, distance + ending - FREQUENCY_WEIGHT * logFrequency(candidate));
  };
  const letters = letterCounts(lower);
  for (let length = lower.length - MAX_DISTANCE; length <= lower.length + MAX_DISTANCE; length += 1) {
    for (const candidate of candidates(lower.charAt(0), length)) {
      if (bagDistance(letters, candidate.letters) <= MAX_DISTANCE) consider(candidate.word);
    }
  }
  for (const candidate of extra) consider(candidate.toLowerCase());
  // A contraction written without its apostrophe ('dont', 'doesnt', 'cant') is that contraction.
  const contraction = lower.endsWith('nt') ? `${lower.slice(0, -1)}'t` : undefined;
  if (contraction && known(contraction)) scored.set(contraction, -Infinity);
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([candidate]) => matchCase(word, candidate));
}
