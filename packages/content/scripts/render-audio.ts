/**
 * Renders every listening script (each test folder's scripts.yaml, read directly so an edit needs no content:generate
 * first) to audio with offline text-to-speech (Debian's espeak-ng, sox and lame),
 * so the shipped audio is reproducible from the scripts. Operators replace the files with studio recordings.
 *
 *   npm run content:audio            render what changed (a manifest of script hashes says what did)
 *   npm run content:audio -- --force render everything
 *
 * IELTS: one file per part (media/ielts/<slug>/listening-<n>.mp3). Multi-level: the six parts joined into one
 * section file (media/multi-level/<slug>/listening.mp3), as the seeds give one audio_path per section. A draft
 * (drafts/<format>/<slug>/) gets its files in its own folder, so the folder is the whole bundle an admin uploads
 * (their manifest is drafts/audio-manifest.json, outside every folder).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ListeningScript } from '@bandwise/core';
import { loadSets } from '../src/authoring/generate';
import { draftsRoot, mediaRoot } from '../src/authoring/node';

const force = process.argv.includes('--force');

/** espeak-ng voice and speed per script voice name: a different timbre and accent for each speaker. */
const voices: Record<string, { voice: string; speed: number }> = {
  narrator: { voice: 'en-gb-x-rp', speed: 150 },
  woman1: { voice: 'en-gb+f3', speed: 150 },
  woman2: { voice: 'en-us+f2', speed: 152 },
  woman3: { voice: 'en-gb-scotland+f4', speed: 148 },
  man1: { voice: 'en-gb+m3', speed: 150 },
  man2: { voice: 'en-us+m1', speed: 154 },
  man3: { voice: 'en-gb-x-gbclan+m5', speed: 148 },
};
const RATE = 22050;
const PAUSE_BETWEEN_LINES = 0.6;
const PAUSE_BETWEEN_PARTS = 3;

function run(cmd: string, args: string[]) {
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function silence(dir: string, seconds: number): string {
  const file = join(dir, `silence-${seconds}.wav`);
  if (!existsSync(file)) run('sox', ['-n', '-r', String(RATE), '-c', '1', '-b', '16', file, 'trim', '0', String(seconds)]);
  return file;
}

/** Speaks each line with its voice and returns the WAV pieces of one script, pauses between lines. */
function speakScript(dir: string, script: ListeningScript, prefix: string): string[] {
  const pieces: string[] = [];
  script.lines.forEach((line, index) => {
    const setting = voices[line.voice];
    if (!setting) throw new Error(`Unknown voice '${line.voice}' in ${prefix} line ${index + 1}`);
    const textFile = join(dir, `${prefix}-${index}.txt`);
    const raw = join(dir, `${prefix}-${index}.raw.wav`);
    const wav = join(dir, `${prefix}-${index}.wav`);
    writeFileSync(textFile, line.text);
    run('espeak-ng', ['-v', setting.voice, '-s', String(setting.speed), '-f', textFile, '-w', raw]);
    run('sox', [raw, '-r', String(RATE), '-c', '1', '-b', '16', wav]);
    if (index > 0) pieces.push(silence(dir, PAUSE_BETWEEN_LINES));
    pieces.push(wav);
  });
  return pieces;
}

/** Joins the pieces and encodes them; returns the length in seconds. */
function encode(dir: string, pieces: string[], target: string): number {
  const joined = join(dir, 'joined.wav');
  run('sox', [...pieces, joined]);
  mkdirSync(dirname(target), { recursive: true });
  // Mono 32 kbit/s MP3: speech stays clear and a 6-minute part is about 1.4 MB.
  run('lame', ['--quiet', '-m', 'm', '-b', '32', joined, target]);
  return Number(execFileSync('soxi', ['-D', joined]).toString().trim());
}

type Manifest = Record<string, { hash: string; seconds: number }>;
/** Per audio file: the hash of what it was rendered from, and its length; one manifest per media folder. */
const manifests = new Map<string, Manifest>();
function manifestOf(root: string): Manifest {
  const file = join(root, 'audio-manifest.json');
  if (!manifests.has(file)) manifests.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  return manifests.get(file)!;
}
/** An audio file to make: `target` relative to the media folder `root`, read from `scripts`. */
const jobs: Array<{ root: string; target: string; scripts: ListeningScript[] }> = [];

const shipped = loadSets(undefined, { checkMedia: false });
const drafts = loadSets(draftsRoot, { checkMedia: false });
const errors = [...shipped.errors, ...drafts.errors];
if (errors.length > 0) {
  console.error(errors.join('\n'));
  console.error('\ncontent:audio: fix the errors above first (npm run content:lint)');
  process.exit(1);
}
// A draft's paths name files in its folder: relative to drafts/, they are '<format>/<name>/<file>'.
for (const [root, prefix, { dir, parsed }] of [
  ...shipped.sets.map((set) => [mediaRoot, '', set] as const),
  ...drafts.sets.map((set) => [draftsRoot, `${set.dir}/`, set] as const),
]) {
  if (parsed.format === 'ielts' && parsed.publicPart && parsed.keys) {
    for (const part of parsed.publicPart.listening.parts) {
      const script = parsed.keys.scripts.find((s) => s.part === part.number);
      if (!script) throw new Error(`No script for ${dir} listening part ${part.number}`);
      jobs.push({ root, target: `${prefix}${part.audio}`, scripts: [script] });
    }
  } else if (parsed.format === 'multi-level' && parsed.publicPart && parsed.keys) {
    const listening = parsed.publicPart.sections.find((s) => s.type === 'listening');
    if (!listening?.audio_path) throw new Error(`No audio path for multi-level exam ${dir}`);
    jobs.push({ root, target: `${prefix}${listening.audio_path}`, scripts: [...parsed.keys.scripts].sort((a, b) => a.part - b.part) });
  }
}

let rendered = 0;
let totalSeconds = 0;
for (const job of jobs) {
  const target = join(job.root, job.target);
  const manifest = manifestOf(job.root);
  const hash = createHash('sha256').update(JSON.stringify({ voices, scripts: job.scripts })).digest('hex');
  const known = manifest[job.target];
  if (!force && known?.hash === hash && existsSync(target)) {
    totalSeconds += known.seconds;
    continue;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bw-audio-'));
  let length = 0;
  try {
    const pieces: string[] = [];
    job.scripts.forEach((script, index) => {
      if (index > 0) pieces.push(silence(dir, PAUSE_BETWEEN_PARTS));
      pieces.push(...speakScript(dir, script, `p${script.part}`));
    });
    length = encode(dir, pieces, target);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  manifest[job.target] = { hash, seconds: Math.round(length * 10) / 10 };
  rendered += 1;
  totalSeconds += length;
  console.log(`rendered ${target} (${length.toFixed(0)} s)`);
}
for (const [file, manifest] of manifests) writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${jobs.length} audio files, ${rendered} rendered, ${(totalSeconds / 60).toFixed(1)} minutes of audio in all`);
