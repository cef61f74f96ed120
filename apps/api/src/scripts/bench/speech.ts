import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { decodeAudio, encodeWav } from '@bandwise/grading';

/** A recording of real speech (the grading package's test clip) repeated to `seconds`, as 16 kHz mono WAV. */
export async function speechWav(seconds: number): Promise<Uint8Array> {
  const file = createRequire(import.meta.url).resolve('@bandwise/grading').replace(/src[\\/]index\.ts$/, 'src/speaking/fixtures/spoken.opus.ogg');
  const decoded = await decodeAudio(new Uint8Array(await readFile(file)));
  const mono = decoded.channels === 1 ? decoded.samples : decoded.samples.filter((_, i) => i % decoded.channels === 0);
  // Opus decodes at 48 kHz; the site's recorder sends 16 kHz: average each group of `step` samples.
  const rate = 16_000;
  const step = Math.max(1, Math.round(decoded.sampleRate / rate));
  const clip = new Float32Array(Math.floor(mono.length / step));
  for (let i = 0; i < clip.length; i += 1) {
    let sum = 0;
    for (let j = 0; j < step; j += 1) sum += mono[i * step + j]!;
    clip[i] = sum / step;
  }
  const out = new Float32Array(seconds * rate);
  for (let i = 0; i < out.length; i += 1) out[i] = clip[i % clip.length]!;
  return encodeWav(out, rate);
}
