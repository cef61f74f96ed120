/**
 * The recogniser settings measured by scripts/stt-wer.ts, by name. `shipped` is what the grader runs
 * (DEFAULT_SETTINGS); the others are the steps and alternatives docs/GRADING.md reports.
 */
import type { RecogniserSettings } from '../src/stt/pocketsphinx';
import { DEFAULT_SETTINGS } from '../src/stt/pocketsphinx';

/** The flags shipped before issue 34: a narrowed search, half the frames scored in full. */
const NARROW = ['-ds', '2', '-topn', '2', '-maxwpf', '5', '-maxhmmpf', '3000', '-pl_window', '10'];

export const SETTINGS: Record<string, RecogniserSettings> = {
  shipped: DEFAULT_SETTINGS,
  baseline: { flags: NARROW },
  full: { flags: [] },
  'narrow-lw10': { flags: [...NARROW, '-lw', '10', '-fwdflatlw', '10', '-bestpathlw', '10'] },
  'narrow-wip': { flags: [...NARROW, '-wip', '0.2'] },
  'vocab20k': { vocabulary: 20_000, flags: NARROW },
  'vocab10k': { vocabulary: 10_000, flags: NARROW },
  'vocab5k': { vocabulary: 5_000, flags: NARROW },
  'vocab20k-full': { vocabulary: 20_000, flags: [] },
  'vocab10k-full': { vocabulary: 10_000, flags: [] },
};

/** The cache name of a setting: `shipped` shares the decodes of the named setting it equals. */
export function cacheName(name: string): string {
  if (name !== 'shipped') return name;
  const same = Object.entries(SETTINGS).find(([other, settings]) => other !== 'shipped' && JSON.stringify(settings) === JSON.stringify(SETTINGS.shipped));
  return same?.[0] ?? name;
}
