/**
 * Lexical diversity measures that do not grow or shrink with text length (a raw type/token ratio falls as a text
 * gets longer, so it would mostly measure length again).
 */

/** Moving-average type/token ratio over windows of `window` tokens (Covington and McFall); plain TTR when shorter. */
export function mattr(tokens: readonly string[], window = 50): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= window) return new Set(tokens).size / tokens.length;
  const counts = new Map<string, number>();
  let types = 0;
  for (let i = 0; i < window; i += 1) {
    const token = tokens[i]!;
    const next = (counts.get(token) ?? 0) + 1;
    counts.set(token, next);
    if (next === 1) types += 1;
  }
  let total = types / window;
  let windows = 1;
  for (let i = window; i < tokens.length; i += 1) {
    const leaving = tokens[i - window]!;
    const left = (counts.get(leaving) ?? 0) - 1;
    counts.set(leaving, left);
    if (left === 0) types -= 1;
    const entering = tokens[i]!;
    const next = (counts.get(entering) ?? 0) + 1;
    counts.set(entering, next);
    if (next === 1) types += 1;
    total += types / window;
    windows += 1;
  }
  return total / windows;
}

function mtldPass(tokens: readonly string[], threshold: number): number {
  let factors = 0;
  let types = new Set<string>();
  let count = 0;
  let ttr = 1;
  for (const token of tokens) {
    types.add(token);
    count += 1;
    ttr = types.size / count;
    if (ttr <= threshold) {
      factors += 1;
      types = new Set();
      count = 0;
      ttr = 1;
    }
  }
  if (count > 0) factors += (1 - ttr) / (1 - threshold);
  return factors === 0 ? tokens.length : tokens.length / factors;
}

/** Measure of textual lexical diversity (McCarthy and Jarvis), the mean of a forward and a backward pass. */
export function mtld(tokens: readonly string[], threshold = 0.72): number {
  if (tokens.length === 0) return 0;
  return (mtldPass(tokens, threshold) + mtldPass([...tokens].reverse(), threshold)) / 2;
}
