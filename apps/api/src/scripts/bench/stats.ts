import os from 'node:os';
import { writeFile } from 'node:fs/promises';

/** The q-quantile (0..1) of a list, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Where and when a figure was measured: it means little without the machine and its load. */
export function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown'}`,
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
    memoryGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
  };
}

/** Writes the step's figures for the `npm run bench` summary when `--json <file>` is given. */
export async function saveJson(file: string | undefined, value: unknown): Promise<void> {
  if (file) await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a');
