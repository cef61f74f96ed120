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
