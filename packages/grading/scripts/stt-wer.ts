/**
 * Word error rate and real-time factor of the built-in recogniser (PocketSphinx) under one named setting, on the sets of
 * scripts/stt-sets.ts (decodes cached under .cache/stt/hyp/<setting>/):
 *   npm run stt-wer -w @bandwise/grading -- [--setting shipped] [--sets calib,more,scripts] [--limit 1000] [--lines 120]
 * WER = (substitutions + deletions + insertions) / reference words, summed over the set, on all recognised words and
 * on the heard words only (models/stt-heard.json); RTF = the recogniser's CPU seconds / audio seconds (models loaded
 * once per batch of 20 recordings, as scripts do; the grader loads them once per answer piece).
 */
import { parseArgs, stringFlag } from './args';
import { decodeAll, loadItems } from './stt-sets';
import { cacheName, SETTINGS } from './stt-settings';
import { loadHeardModel } from '../src/stt/heard';
import { wordErrors } from '../src/stt/wer';

const { flags } = parseArgs(process.argv.slice(2));
const name = stringFlag(flags, 'setting', 'shipped')!;
const settings = SETTINGS[name];
if (!settings) throw new Error(`unknown setting '${name}': ${Object.keys(SETTINGS).join(', ')}`);
const sets = stringFlag(flags, 'sets', 'calib,more,scripts')!.split(',');
const limit = Number(stringFlag(flags, 'limit', '1000'));
const lines = Number(stringFlag(flags, 'lines', '120'));
const threshold = loadHeardModel().threshold;

for (const set of sets) {
  const items = loadItems(set, set === 'scripts' ? lines : limit);
  const { decodes, cpu, decodedSeconds } = await decodeAll(cacheName(name), settings, items);
  let errors = 0;
  let heardErrors = 0;
  let words = 0;
  let inserted = 0;
  let audio = 0;
  for (const item of items) {
    if (item.reference === null) continue;
    const decode = decodes.get(`${item.set}/${item.id}`)!;
    audio += decode.seconds;
    const all = wordErrors(item.reference!, decode.words.map((word) => word.word).join(' '));
    errors += all.errors;
    words += all.words;
    inserted += Math.max(0, decode.words.length - all.words);
    heardErrors += wordErrors(item.reference!, decode.words.filter((word) => word.confidence >= threshold).map((word) => word.word).join(' ')).errors;
  }
  if (words === 0) {
    console.log(`${name} ${set}: ${items.length} recordings decoded (no reference text)`);
    continue;
  }
  const rtf = decodedSeconds > 0 ? ` RTF ${(cpu / decodedSeconds).toFixed(2)} (CPU, ${decodedSeconds.toFixed(0)} s decoded now)` : ' (all from cache)';
  console.log(`${name} ${set}: ${items.length} recordings, ${audio.toFixed(0)} s, ${words} reference words: WER ${(100 * errors / words).toFixed(1)}% (heard words only ${(100 * heardErrors / words).toFixed(1)}%), net extra words ${inserted}${rtf}`);
}
