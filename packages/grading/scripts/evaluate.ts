/**
 * Compares a predictions CSV with a human-scores CSV: QWK, Pearson r and RMSE per criterion, and MCRMSE over them.
 *
 *   npx tsx --conditions=source packages/grading/scripts/evaluate.ts predictions.csv human.csv
 *     [--columns cohesion,syntax,...] [--map fluency_rating:fluency] [--step 0.5]
 *
 * Rows are joined on each file's first column (id, utt, ...). Without --columns/--map, every numeric column the two
 * files share (other than the key) is compared. --map pred:human pairs differently named columns.
 */
import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/csv';
import { pearson, qwk, rmse } from '../src/metrics';
import { parseArgs, stringFlag } from './args';

const { flags, positional } = parseArgs(process.argv.slice(2));
const [predFile, humanFile] = positional;
if (!predFile || !humanFile) {
  console.error('usage: evaluate <predictions.csv> <human.csv> [--columns a,b] [--map pred:human,...] [--step 0.5]');
  process.exit(1);
}

function table(file: string) {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  if (!header) throw new Error(`${file} is empty`);
  const byKey = new Map<string, Record<string, string>>();
  for (const row of rows) byKey.set(row[0] ?? '', Object.fromEntries(header.map((name, index) => [name.trim(), row[index] ?? ''])));
  return { header: header.map((name) => name.trim()), byKey };
}

const pred = table(predFile);
const human = table(humanFile);
const pairs: Array<[string, string]> = [];
const map = stringFlag(flags, 'map');
const columns = stringFlag(flags, 'columns');
if (map) for (const pair of map.split(',')) pairs.push(pair.split(':') as [string, string]);
else if (columns) for (const name of columns.split(',')) pairs.push([name, name]);
else {
  for (const name of pred.header.slice(1)) {
    if (!human.header.includes(name)) continue;
    const sample = [...human.byKey.values()].slice(0, 20).map((row) => Number(row[name]));
    if (sample.every((value) => Number.isFinite(value))) pairs.push([name, name]);
  }
}
if (pairs.length === 0) throw new Error('no columns to compare: pass --columns or --map');
const step = Number(stringFlag(flags, 'step', '0.5'));
const keys = [...pred.byKey.keys()].filter((key) => human.byKey.has(key));
if (keys.length === 0) throw new Error('no rows share a key (first column) between the two files');

console.log(`${keys.length} rows matched (${pred.byKey.size} predicted, ${human.byKey.size} human)`);
console.log(`${'criterion'.padEnd(28)} ${'QWK'.padStart(7)} ${'r'.padStart(7)} ${'RMSE'.padStart(7)}`);
const rmses: number[] = [];
for (const [p, h] of pairs) {
  const a = keys.map((key) => Number(human.byKey.get(key)![h]));
  const b = keys.map((key) => Number(pred.byKey.get(key)![p]));
  const r = rmse(a, b);
  rmses.push(r);
  console.log(`${(p === h ? p : `${p} vs ${h}`).padEnd(28)} ${qwk(a, b, { step }).toFixed(3).padStart(7)} ${pearson(a, b).toFixed(3).padStart(7)} ${r.toFixed(3).padStart(7)}`);
}
console.log(`MCRMSE over ${pairs.length} column${pairs.length === 1 ? '' : 's'}: ${(rmses.reduce((x, y) => x + y, 0) / rmses.length).toFixed(3)}`);
