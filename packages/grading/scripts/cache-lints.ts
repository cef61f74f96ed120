/**
 * Lints every essay of a scored CSV once with harper.js and stores the issues in .cache/, so feature and model work
 * can iterate without re-linting (about 30-500 ms an essay depending on machine load).
 *   npx tsx --conditions=source packages/grading/scripts/cache-lints.ts [csv] [out.json] [--reverse]
 * --reverse lints from the end, so a second process writing to another file can share the work.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvRecords } from '../src/csv';
import { createChecker } from '../src/text/checker';
import type { Issue } from '../src/text/checker';
import { dataDir } from './args';

const here = path.dirname(fileURLToPath(import.meta.url));
const input = process.argv[2] ?? path.join(dataDir(), 'writing', 'ellipse-calibration.csv');
const output = process.argv[3] ?? path.join(here, '..', '.cache', 'ellipse-calibration-lints.json');

const reverse = process.argv.includes('--reverse');
const all = readCsvRecords(readFileSync(input, 'utf8'));
const records = reverse ? [...all].reverse() : all;
const cache: Record<string, Issue[]> = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : {};
mkdirSync(path.dirname(output), { recursive: true });
const checker = await createChecker();
const started = Date.now();
let done = 0;
for (const record of records) {
  const id = record.id ?? '';
  if (cache[id]) continue;
  cache[id] = await checker.lint(record.text ?? '', { prompt: record.prompt ?? '' });
  done += 1;
  if (done % 100 === 0) {
    writeFileSync(output, JSON.stringify(cache));
    console.log(`${done} linted, ${((Date.now() - started) / done).toFixed(0)} ms each`);
  }
}
writeFileSync(output, JSON.stringify(cache));
console.log(`done: ${Object.keys(cache).length} essays in ${output}`);
