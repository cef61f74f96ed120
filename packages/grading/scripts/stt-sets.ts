/**
 * The recordings the recogniser is measured on, and a cache of its decodes (packages/grading/.cache/stt/), shared by
 * scripts/stt-wer.ts (word error rate) and scripts/stt-calibrate.ts (the heard threshold and English detection):
 *   - calib: the 209 speechocean762 calibration utterances (16 kHz WAV);
 *   - more: the 1,000 utterances of speechocean762-more (Ogg/Opus);
 *   - scripts: lines of the content's listening scripts, each spoken by its espeak-ng voice;
 *   - sample: the committed 20-utterance sample (src/stt/fixtures, from speechocean762-more);
 *   - foreign: original sentences spoken by espeak-ng's non-English voices (Russian, Uzbek and others), no reference.
 * Every recording goes through the grader's own decoder and resampler (decodeAudio, resampleSinc), as an answer does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ieltsKeys, multiLevelKeys } from '@bandwise/content/keys';
import type { TimedWord } from '../src/providers/transcription';
import { readCsvRecords } from '../src/csv';
import { decodeAudio, resampleSinc } from '../src/speaking/audio';
import { recogniseRecordings } from '../src/stt/pocketsphinx';
import type { RecogniserSettings } from '../src/stt/pocketsphinx';
import { dataDir } from './args';

export const CACHE = fileURLToPath(new URL('../.cache/stt/', import.meta.url));
const RATE = 16_000;

export type Item = { set: string; id: string; reference: string | null; /** espeak-ng voice, for synthetic sets */ voice?: string };

/** The render script's voices (packages/content/scripts/render-audio.ts; a measurement, not the shipped audio). */
const SCRIPT_VOICES: Record<string, string> = {
  narrator: 'en-gb-x-rp', woman1: 'en-gb+f3', woman2: 'en-us+f2', woman3: 'en-gb-scotland+f4', man1: 'en-gb+m3', man2: 'en-us+m1', man3: 'en-gb-x-gbclan+m5',
};

/** Original sentences for the non-English voices (written for this project): a learner answering in their own language. */
const FOREIGN: Record<string, string[]> = {
  ru: [
    'Я обычно покупаю вещи в интернете раз в неделю, потому что это удобно и быстро.',
    'Мне нравится гулять в парке рядом с домом, особенно осенью, когда листья жёлтые.',
    'Честно говоря, я не очень люблю готовить, но иногда делаю суп для всей семьи.',
    'В детстве я жил в маленьком городе, и мы с друзьями каждый день играли в футбол.',
  ],
  uz: [
    'Men odatda internetdan haftada bir marta narsa sotib olaman, chunki bu juda qulay.',
    'Uyimiz yonidagi bog‘da sayr qilishni yaxshi ko‘raman, ayniqsa kuzda.',
    'Rostini aytsam, ovqat pishirishni unchalik yoqtirmayman, lekin ba’zan osh qilaman.',
  ],
  de: ['Ich kaufe normalerweise einmal pro Woche etwas im Internet, weil es bequem ist.'],
  es: ['Normalmente compro cosas por internet una vez a la semana porque es muy cómodo.'],
  tr: ['Genellikle haftada bir kez internetten alışveriş yaparım çünkü çok kolay.'],
  kk: ['Мен әдетте интернеттен аптасына бір рет зат сатып аламын, себебі бұл ыңғайлы.'],
  cmn: ['我通常每个星期在网上买一次东西，因为这样很方便。'],
};

export function loadItems(set: string, limit = Infinity): Item[] {
  if (set === 'calib' || set === 'more') {
    const folder = join(dataDir(), 'speaking', set === 'calib' ? 'speechocean762' : 'speechocean762-more');
    return readCsvRecords(readFileSync(join(folder, 'scores.csv'), 'utf8')).slice(0, limit).map((row) => ({ set, id: row.utt!, reference: row.text! }));
  }
  if (set === 'scripts') {
    const lines = [...ieltsKeys, ...multiLevelKeys].flatMap((keys) => keys.scripts.flatMap((script) => script.lines));
    // An even spread over all the scripts, every voice included.
    const step = Math.max(1, Math.floor(lines.length / Math.min(limit, lines.length)));
    return lines.filter((_, index) => index % step === 0).slice(0, limit).map((line, index) => ({ set, id: `line${index}`, reference: line.text, voice: SCRIPT_VOICES[line.voice] ?? 'en-gb' }));
  }
  if (set === 'sample') {
    const sample = JSON.parse(readFileSync(new URL('../src/stt/fixtures/sample.json', import.meta.url), 'utf8')) as Array<{ utt: string; text: string }>;
    return sample.slice(0, limit).map((row) => ({ set, id: row.utt, reference: row.text }));
  }
  if (set === 'foreign') {
    // Each sentence in three timbres of its language's voice.
    return Object.entries(FOREIGN).flatMap(([voice, texts]) => texts.flatMap((_, index) => ['m1', 'f2', 'm3'].map((variant) => ({ set, id: `${voice}${index}${variant}`, reference: null, voice: `${voice}+${variant}` })))).slice(0, limit);
  }
  throw new Error(`unknown set '${set}' (calib, more, scripts, sample, foreign)`);
}

function foreignText(id: string): string {
  const match = /^([a-z]+)(\d+)/u.exec(id)!;
  return FOREIGN[match[1]!]![Number(match[2])]!;
}

function sourceBytes(item: Item): Uint8Array {
  if (item.set === 'calib') return readFileSync(join(dataDir(), 'speaking', 'speechocean762', 'wav', `${item.id}.wav`));
  if (item.set === 'sample') return readFileSync(new URL(`../src/stt/fixtures/${item.id}.ogg`, import.meta.url));
  if (item.set === 'more') return readFileSync(join(dataDir(), 'speaking', 'speechocean762-more', 'audio', `${item.id}.ogg`));
  const text = item.set === 'foreign' ? foreignText(item.id) : item.reference!;
  const file = join(CACHE, 'tmp.wav');
  mkdirSync(CACHE, { recursive: true });
  execFileSync('espeak-ng', ['-v', item.voice!, '-s', '150', '-w', file, text]);
  return readFileSync(file);
}

/** The item's samples at 16 kHz as the grader would hand them to the recogniser (cached as 16-bit PCM). */
export async function samplesOf(item: Item): Promise<Float32Array> {
  const file = join(CACHE, 'pcm', item.set, `${item.id.replace(/[^\w]/gu, '_')}.raw`);
  if (!existsSync(file)) {
    const decoded = await decodeAudio(sourceBytes(item));
    const samples = resampleSinc(decoded.samples, decoded.sampleRate, RATE);
    const pcm = Buffer.alloc(samples.length * 2);
    for (let i = 0; i < samples.length; i += 1) pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
    mkdirSync(join(CACHE, 'pcm', item.set), { recursive: true });
    writeFileSync(file, pcm);
  }
  const pcm = readFileSync(file);
  const out = new Float32Array(pcm.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = pcm.readInt16LE(i * 2) / 32767;
  return out;
}

export type Decode = { words: TimedWord[]; seconds: number };

/** CPU seconds of finished child processes (the recogniser), from /proc. */
export function childCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * Each item's decode under `settings`, from the cache (.cache/stt/hyp/<name>/<set>.json) or decoded now in batches of
 * `batch` recordings, `jobs` recogniser processes at a time. Returns the decodes and the recogniser's CPU seconds spent now.
 */
export async function decodeAll(name: string, settings: RecogniserSettings, items: Item[], jobs = 2, batch = 20): Promise<{ decodes: Map<string, Decode>; cpu: number; decodedSeconds: number }> {
  const decodes = new Map<string, Decode>();
  const byset = new Map<string, Record<string, Decode>>();
  const cacheFile = (set: string) => join(CACHE, 'hyp', name, `${set}.json`);
  for (const set of new Set(items.map((item) => item.set))) byset.set(set, existsSync(cacheFile(set)) ? JSON.parse(readFileSync(cacheFile(set), 'utf8')) : {});
  const todo = items.filter((item) => !byset.get(item.set)![item.id]);
  const startCpu = childCpu();
  let decodedSeconds = 0;
  const groups: Item[][] = [];
  for (let i = 0; i < todo.length; i += batch) groups.push(todo.slice(i, i + batch));
  let next = 0;
  const save = () => {
    mkdirSync(join(CACHE, 'hyp', name), { recursive: true });
    for (const [set, record] of byset) writeFileSync(cacheFile(set), JSON.stringify(record));
  };
  await Promise.all(Array.from({ length: jobs }, async () => {
    while (next < groups.length) {
      const group = groups[next]!;
      next += 1;
      const samples = await Promise.all(group.map(samplesOf));
      // Each recording cut into utterances as the grader cuts it; no time limit: on a machine this busy a batch can take many minutes.
      const words = await recogniseRecordings(samples, { timeoutMs: 6 * 3600_000 }, settings);
      group.forEach((item, index) => {
        const seconds = samples[index]!.length / RATE;
        decodedSeconds += seconds;
        byset.get(item.set)![item.id] = { words: words[index]!, seconds };
      });
      save();
      process.stderr.write(`${name}: ${Math.min(next * batch, todo.length)}/${todo.length}\r`);
    }
  }));
  for (const item of items) decodes.set(`${item.set}/${item.id}`, byset.get(item.set)![item.id]!);
  return { decodes, cpu: childCpu() - startCpu, decodedSeconds };
}
