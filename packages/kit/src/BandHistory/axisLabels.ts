/** An axis label's width, estimated from its length: 12 px text, about 7 px a character (digits, dots, colons). */
const CHAR_PX = 7;
const LABEL_GAP_PX = 8;

/**
 * Which points get a date under the band history's axis, their points spread evenly over `span` px: the last (the
 * latest attempt) always, the first when both fit, and between them each point that keeps clear of its neighbours.
 * The first label runs rightwards from its point, the last leftwards, the others are centred. Two charts abreast on a
 * 390 px phone leave about 140 px of axis: six dates there overlapped.
 */
export function axisLabelled(labels: readonly string[], span: number): number[] {
  const count = labels.length;
  if (count <= 1) return count === 1 ? [0] : [];
  const labelPx = Math.max(...labels.map((label) => label.length)) * CHAR_PX;
  const at = (index: number) => (index / (count - 1)) * span;
  if (at(count - 1) - at(0) < 2 * labelPx + LABEL_GAP_PX) return [count - 1];
  // Next to the first or the last label a centred one needs 1.5 widths of room; between two centred ones, one.
  const apart = (a: number, b: number) => at(b) - at(a) >= (a === 0 || b === count - 1 ? 1.5 : 1) * labelPx + LABEL_GAP_PX;
  const shown = [0];
  for (let index = 1; index < count - 1; index++) {
    if (apart(shown[shown.length - 1]!, index) && apart(index, count - 1)) shown.push(index);
  }
  return [...shown, count - 1];
}
