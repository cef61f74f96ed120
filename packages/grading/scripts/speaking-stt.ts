/**
 * Word error rate and real-time factor of the built-in recogniser (PocketSphinx):
 *   - on speechocean762 (read sentences by Mandarin-L1 learners, reference texts in scores.csv), and
 *   - on the content's own listening scripts, each line spoken with the espeak-ng voice that renders it
 *     (packages/content/scripts/render-audio.ts), at 16 kHz.
 *
 *   npm run speaking-stt -w @bandwise/grading -- [--limit 209] [--lines 60]
 *
 * WER = (substitutions + deletions + insertions) / reference words, summed over the set; RTF = recognition time /
 * audio length, one recording at a time, including the decoding and resampling the grader does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ieltsKeys, multiLevelKeys } from '../../content/src/keys';
import { readCsvRecords } from '../src/csv';
import { decodeAudio } from '../src/speaking/audio';
import { createPocketsphinxTranscriber } from '../src/stt/pocketsphinx';
import { wordErrors } from '../src/stt/wer';
import { dataDir, parseArgs, stringFlag } from './args';

const { flags } = parseArgs(process.argv.slice(2));
const limit = Number(stringFlag(flags, 'limit', '209'));
const lineLimit = Number(stringFlag(flags, 'lines', '60'));
const transcriber = createPocketsphinxTranscriber();

async function measure(name: string, items: Array<{ audio: Uint8Array; reference: string }>) {
  let errors = 0;
  let words = 0;
  let seconds = 0;
  let audioSeconds = 0;
  for (const item of items) {
    const decoded = await decodeAudio(item.audio);
    audioSeconds += decoded.samples.length / decoded.sampleRate;
    const started = performance.now();
    const text = await transcriber.transcribe(item.audio);
    seconds += (performance.now() - started) / 1000;
    const counted = wordErrors(item.reference, text);
    errors += counted.errors;
    words += counted.words;
  }
  console.log(`${name}: ${items.length} recordings, ${words} reference words, WER ${(100 * errors / words).toFixed(1)}%, RTF ${(seconds / audioSeconds).toFixed(2)} (${audioSeconds.toFixed(0)} s of audio in ${seconds.toFixed(0)} s)`);
}

const corpus = join(dataDir(), 'speaking', 'speechocean762');
const rows = readCsvRecords(readFileSync(join(corpus, 'scores.csv'), 'utf8')).slice(0, limit);
await measure('speechocean762', rows.map((row) => ({ audio: readFileSync(join(corpus, 'wav', `${row.utt}.wav`)), reference: row.text! })));

/** The render script's voices (kept in step by hand: a measurement, not the shipped audio). */
const voices: Record<string, string> = {
  narrator: 'en-gb-x-rp', woman1: 'en-gb+f3', woman2: 'en-us+f2', woman3: 'en-gb-scotland+f4', man1: 'en-gb+m3', man2: 'en-us+m1', man3: 'en-gb-x-gbclan+m5',
};
const lines = [...ieltsKeys, ...multiLevelKeys].flatMap((keys) => keys.scripts.flatMap((script) => script.lines));
const step = Math.max(1, Math.floor(lines.length / lineLimit));
const picked = lines.filter((_, index) => index % step === 0).slice(0, lineLimit);
const dir = mkdtempSync(join(tmpdir(), 'bw-wer-'));
try {
  const items = picked.map((line, index) => {
    const file = join(dir, `${index}.wav`);
    execFileSync('espeak-ng', ['-v', voices[line.voice] ?? 'en-gb', '-s', '150', '-w', `${file}.raw.wav`, line.text]);
    execFileSync('sox', [`${file}.raw.wav`, '-r', '16000', '-c', '1', '-b', '16', file]);
    return { audio: readFileSync(file), reference: line.text };
  });
  await measure('listening scripts (espeak-ng)', items);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
