/**
 * Builds the speaking sanity suite's spoken recordings (src/speaking/fixtures/sanity/*.ogg) with espeak-ng, then
 * encodes them as 16 kHz mono Ogg/Opus (24 kbit/s) with ffmpeg so the committed files stay small. The texts are
 * this project's own; the expectations live in src/speaking/sanity.test.ts.
 *
 *   npm run speaking-fixtures -w @bandwise/grading
 *
 * Needs espeak-ng and ffmpeg on the machine that builds the fixtures (not at run time: the files are committed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANITY_RECORDINGS } from '../src/speaking/sanity';

const out = new URL('../src/speaking/fixtures/sanity/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'bw-sanity-'));
try {
  for (const recording of SANITY_RECORDINGS) {
    const wav = join(dir, `${recording.file}.wav`);
    execFileSync('espeak-ng', ['-v', recording.voice, '-s', String(recording.wordsPerMinute), '-w', wav, recording.text]);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '24k', join(out, `${recording.file}.ogg`)]);
    console.log(`${recording.file}.ogg`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
