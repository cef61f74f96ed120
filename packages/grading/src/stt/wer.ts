/** Word error rate: the edit distance between reference and hypothesis word sequences (lower-case, punctuation dropped). */

export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/gu, "'")
    .replace(/[^a-z0-9' ]+/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '' && word !== "'");
}

export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return { errors: previous[hyp.length]!, words: ref.length };
}

/**
 * Aligns hypothesis words to reference words (minimum edit distance) and says, for each hypothesis word, whether it
 * lines up with the same reference word: whether that word was really said. `hypothesis` is a list of already
 * recognised words (normalised here one by one, so the flags stay one per word).
 */
export function matchedWords(reference: string, hypothesis: readonly string[]): boolean[] {
  const ref = normaliseWords(reference);
  const hyp = hypothesis.map((word) => normaliseWords(word).join(' '));
  const rows = ref.length + 1;
  const cols = hyp.length + 1;
  const cost = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      cost[i]![j] = Math.min(cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1, cost[i - 1]![j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
  }
  const matched = hyp.map(() => false);
  let i = ref.length;
  let j = hyp.length;
  while (i > 0 && j > 0) {
    const same = ref[i - 1] === hyp[j - 1];
    if (cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) {
      matched[j - 1] = same;
      i -= 1;
      j -= 1;
    } else if (cost[i]![j] === cost[i]![j - 1]! + 1) j -= 1;
    else i -= 1;
  }
  return matched;
}
