/**
 * The scales the kit's charts share: IELTS bands (0-9, half bands shown '6.5', '7.0') and the multi-level 0-75 score.
 * A chart draws its grid at every `step` from 0 to `max` and formats each value with `decimals` digits.
 */
export const chartScales = {
  band: { max: 9, step: 1, decimals: 1 },
  multiLevel: { max: 75, step: 15, decimals: 0 },
} as const;
export type ChartScaleName = keyof typeof chartScales;
export interface ChartScale {
  /** The top of the axis. */
  max: number;
  /** Distance between grid lines. */
  step: number;
  /** Digits after the point in every printed value. */
  decimals: number;
}

/** The scale a chart was given by name or in full. */
export function resolveScale(scale: ChartScaleName | ChartScale): ChartScale {
  return typeof scale === 'string' ? chartScales[scale] : scale;
}

/** Where a value sits along the axis, 0-100 (per cent), clamped so a stray value never draws outside the chart. */
export function percentOf(value: number, scale: ChartScale): number {
  if (!(scale.max > 0)) return 0;
  return Math.min(100, Math.max(0, (value / scale.max) * 100));
}

/** The grid values 0, step, 2*step ... max. */
export function ticks(scale: ChartScale): number[] {
  const count = Math.max(1, Math.floor(scale.max / scale.step + 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => Math.min(scale.max, index * scale.step));
}

/** At most `lines` + 1 grid values: every k-th tick, and the top of the axis, for charts too short to label them all. */
export function sparseTicks(scale: ChartScale, lines: number): number[] {
  const all = ticks(scale);
  const every = Math.max(1, Math.ceil((all.length - 1) / lines));
  const kept = all.filter((_, index) => index % every === 0);
  return kept.at(-1) === scale.max ? kept : [...kept, scale.max];
}

export function formatValue(value: number, scale: ChartScale): string {
  return value.toFixed(scale.decimals);
}
