import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeAudio, resampleSinc } from '../speaking/audio';
import type { TimedTranscript, TimedWord, Transcriber } from '../providers/transcription';
import { judgeHeard } from './heard';
import { answerDictionary, textWords } from './vocabulary';

/**
 * The built-in offline recogniser: Debian's CMU PocketSphinx 0.8 (`pocketsphinx_batch`, packages `pocketsphinx`
 * and `pocketsphinx-en-us`) run as a child process, so the grading thread's event loop stays free while it decodes.
 * It wants 16 kHz mono 16-bit PCM: the answer is decoded here (WAV or Ogg/Opus), resampled with a windowed-sinc
 * low-pass and handed over as raw PCM. The CTM output gives every word with its start, end and posterior
 * confidence (0-1); ./heard.ts turns those into what was heard (the words the calibration data says to trust),
 * whether there is enough to grade, and how likely the speech is English.
 */

/** The file-list decoder (`pocketsphinx_continuous`'s engine and models; it writes each word's posterior to a CTM file). */
export const POCKETSPHINX_BINARY = 'pocketsphinx_batch';
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const RATE = 16_000;
const run = promisify(execFile);
/**
 * Narrower search than the defaults: half the frames scored in full (-ds 2), fewer Gaussians and active HMMs. Half
 * the CPU time (87 s of speech: 13 s instead of 26 s) for about 7 points of word error rate (docs/GRADING.md).
 */
export const SPEED_FLAGS: readonly string[] = ['-ds', '2', '-topn', '2', '-maxwpf', '5', '-maxhmmpf', '3000', '-pl_window', '10'];

/** Unix niceness of each recogniser process (0 is the server's own, 19 the lowest). */
const RECOGNISER_NICENESS = 10;

export type PocketsphinxOptions = { binary?: string; modelDir?: string; timeoutMs?: number };

/** Null when the recogniser and its English model are installed, else what is missing (for the start-up log). */
export function pocketsphinxMissing(options: PocketsphinxOptions = {}): string | null {
  const binary = options.binary ?? POCKETSPHINX_BINARY;
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
  const probe = spawnSync(binary, ['-h'], { stdio: 'ignore', timeout: 10_000 });
  if (probe.error) return `${binary} is not installed (apt-get install pocketsphinx pocketsphinx-en-us)`;
  if (!existsSync(`${modelDir}/en-us`) || !existsSync(`${modelDir}/en-us.lm.bin`)) return `the English model is missing from ${modelDir} (apt-get install pocketsphinx-en-us)`;
  return null;
}

const PARALLEL = 2;

/**
 * Cuts a recording into pieces of at most about `seconds`, each cut at the quietest 10 ms within 3 s before the limit
 * (a pause between words, so no word is split).
 */
export function splitAtQuiet(samples: Float32Array, rate: number, seconds: number): Array<{ start: number; end: number }> {
  const limit = Math.round(seconds * rate);
  const frame = Math.round(0.01 * rate);
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  while (samples.length - start > limit) {
    let best = start + limit;
    let quietest = Infinity;
    for (let at = start + limit - 3 * rate; at + frame <= start + limit; at += frame) {
      let energy = 0;
      for (let i = at; i < at + frame; i += 1) energy += samples[i]! * samples[i]!;
      if (energy < quietest) {
        quietest = energy;
        best = at + Math.floor(frame / 2);
      }
    }
    out.push({ start, end: best });
    start = best;
  }
  out.push({ start, end: samples.length });
  return out;
}

function toPcm16(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  return out;
}

/** Fillers and markers PocketSphinx emits that are not words the learner said. */
const NON_WORDS = /^(<s>|<\/s>|<sil>|\[[A-Z]+\]|\+\+[A-Z]+\+\+)$/u;

/** Parses `-time yes` output: `word start end confidence` lines; alternate pronunciations ('on(2)') lose the suffix. */
export function parsePocketsphinxOutput(stdout: string): TimedWord[] {
  const out: TimedWord[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/u.exec(line.trim());
    if (!match || NON_WORDS.test(match[1]!)) continue;
    out.push({ word: match[1]!.replace(/\(\d+\)$/u, ''), start: Number(match[2]), end: Number(match[3]), confidence: Number(match[4]) });
  }
  return out;
}

/**
 * What the decoder is run with, beside the acoustic model: the language model, the dictionary, an MLLR transform and
 * search flags. The shipped default is DEFAULT_SETTINGS; scripts/stt-wer.ts measures alternatives.
 */
export type RecogniserSettings = {
  lm?: string;
  dict?: string;
  /** Keep only this many of the most frequent spoken words, plus the question's words (./vocabulary.ts). */
  vocabulary?: number;
  mllr?: string;
  flags?: readonly string[];
};

/**
 * What the grader runs: PocketSphinx's default search width over a 20,000-word answer vocabulary plus the question's
 * words (./vocabulary.ts): on learners 8-10 points of WER better than the narrowed search (SPEED_FLAGS) for about 1.6
 * times its CPU (docs/GRADING.md, scripts/stt-wer.ts).
 */
export const DEFAULT_SETTINGS: RecogniserSettings = { vocabulary: 20_000, flags: [] };

/** Parses `-ctm` output (`utterance channel start duration word confidence`), per utterance id, fillers dropped. */
export function parseCtm(text: string): Map<string, TimedWord[]> {
  const out = new Map<string, TimedWord[]>();
  for (const line of text.split('\n')) {
    const match = /^(\S+) \S+ (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\S+) (\d+(?:\.\d+)?)$/u.exec(line.trim());
    if (!match) continue;
    const list = out.get(match[1]!) ?? [];
    out.set(match[1]!, list);
    if (NON_WORDS.test(match[4]!)) continue;
    const start = Number(match[2]);
    list.push({ word: match[4]!.replace(/\(\d+\)$/u, ''), start, end: Math.round((start + Number(match[3])) * 100) / 100, confidence: Math.min(1, Number(match[5])) });
  }
  return out;
}

/**
 * Runs the recogniser on several 16 kHz mono recordings in one process (`pocketsphinx_batch`: the models load once),
 * returning each recording's words. The PCM goes through temporary files: PocketSphinx 0.8 reads its input with
 * fopen. The grader and the measuring script (scripts/stt-wer.ts) both come through here, so what is measured is
 * what ships.
 */
export async function recogniseMany(recordings: readonly Float32Array[], options: PocketsphinxOptions = {}, settings: RecogniserSettings = DEFAULT_SETTINGS, question?: string): Promise<TimedWord[][]> {
  const binary = options.binary ?? POCKETSPHINX_BINARY;
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
  const fullDict = settings.dict ?? `${modelDir}/cmudict-en-us.dict`;
  const dict = settings.vocabulary ? answerDictionary(fullDict, settings.vocabulary, question ? textWords(question) : []) : fullDict;
  const dir = await mkdtemp(join(tmpdir(), 'bw-stt-'));
  try {
    const ids = recordings.map((_, index) => `u${index}`);
    await Promise.all(recordings.map((samples, index) => writeFile(join(dir, `${ids[index]}.raw`), toPcm16(samples))));
    await writeFile(join(dir, 'ctl'), `${ids.join('\n')}\n`);
    const args = [
      '-adcin', 'yes', '-cepdir', dir, '-cepext', '.raw', '-ctl', join(dir, 'ctl'), '-ctm', join(dir, 'ctm'),
      '-hmm', `${modelDir}/en-us`,
      '-lm', settings.lm ?? `${modelDir}/en-us.lm.bin`,
      '-dict', dict,
      ...(settings.mllr ? ['-mllr', settings.mllr] : []),
      '-samprate', String(RATE),
      '-logfn', '/dev/null',
      ...(settings.flags ?? []),
    ];
    const pending = run(binary, args, { timeout: options.timeoutMs ?? 300_000 + 30_000 * recordings.length, maxBuffer: 16 * 1024 * 1024 });
    // The recogniser is the heaviest CPU user of the server's machine on an exam day (seconds per answer): below the
    // API's priority, a busy core serves the learners' requests first and the grading backlog waits instead.
    if (pending.child.pid !== undefined) {
      try {
        setPriority(pending.child.pid, RECOGNISER_NICENESS);
      } catch {
        // Not permitted here (some containers): it runs at the server's own priority.
      }
    }
    await pending;
    const words = parseCtm(await readFile(join(dir, 'ctm'), 'utf8'));
    return ids.map((id) => words.get(id) ?? []);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the recogniser on one 16 kHz mono recording. */
export async function recognise(samples16k: Float32Array, options: PocketsphinxOptions = {}, settings: RecogniserSettings = DEFAULT_SETTINGS, question?: string): Promise<TimedWord[]> {
  return (await recogniseMany([samples16k], options, settings, question))[0]!;
}

/**
 * A recording is decoded as utterances of at most about UTTERANCE_SECONDS, cut at the quietest moment before each
 * limit: one long utterance lets the decoder's errors run on (on the listening scripts, lines over 16 s came out at
 * 166% WER against 98% for lines under 8 s), which is what `pocketsphinx_continuous` avoided by cutting at silences.
 */
export const UTTERANCE_SECONDS = 10;

/**
 * Recognises a recording of any length: cut into utterances (UTTERANCE_SECONDS), decoded in `parallel` recogniser
 * processes (contiguous runs of utterances, so a 60 s answer takes about half the wall time on two cores), word times
 * moved back onto the recording's clock.
 */
export async function recogniseRecording(samples16k: Float32Array, options: PocketsphinxOptions = {}, settings: RecogniserSettings = DEFAULT_SETTINGS, question?: string, parallel = PARALLEL): Promise<TimedWord[]> {
  const pieces = splitAtQuiet(samples16k, RATE, UTTERANCE_SECONDS);
  const size = Math.ceil(pieces.length / parallel);
  const groups = Array.from({ length: Math.ceil(pieces.length / size) }, (_, i) => pieces.slice(i * size, (i + 1) * size));
  const results = await Promise.all(groups.map((group) => recogniseMany(group.map((piece) => samples16k.subarray(piece.start, piece.end)), options, settings, question)));
  return groups.flatMap((group, g) => group.flatMap((piece, i) => results[g]![i]!.map((word) => ({ ...word, start: round2(word.start + piece.start / RATE), end: round2(word.end + piece.start / RATE) }))));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Several recordings in one recogniser process, each cut into utterances as recogniseRecording cuts it (for measuring). */
export async function recogniseRecordings(recordings: readonly Float32Array[], options: PocketsphinxOptions = {}, settings: RecogniserSettings = DEFAULT_SETTINGS): Promise<TimedWord[][]> {
  const pieces = recordings.map((recording) => splitAtQuiet(recording, RATE, UTTERANCE_SECONDS));
  const flat = await recogniseMany(recordings.flatMap((recording, r) => pieces[r]!.map((piece) => recording.subarray(piece.start, piece.end))), options, settings);
  let at = 0;
  return pieces.map((list) => list.flatMap((piece) => flat[at++]!.map((word) => ({ ...word, start: round2(word.start + piece.start / RATE), end: round2(word.end + piece.start / RATE) }))));
}

export function createPocketsphinxTranscriber(options: PocketsphinxOptions = {}, settings: RecogniserSettings = DEFAULT_SETTINGS): Transcriber {
  const transcribeTimed = async (audio: Uint8Array, mimeType?: string, context: { question?: string } = {}): Promise<TimedTranscript> => {
    const decoded = await decodeAudio(audio, mimeType);
    const samples = resampleSinc(decoded.samples, decoded.sampleRate, RATE);
    return judgeHeard(await recogniseRecording(samples, options, settings, context.question), samples, RATE);
  };
  return {
    name: 'pocketsphinx (built-in, offline)',
    transcribeTimed,
    async transcribe(audio, mimeType) {
      return (await transcribeTimed(audio, mimeType)).text;
    },
  };
}
