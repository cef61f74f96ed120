import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AudioFormatError, decodeAudio, decodeWav, encodeWav, resample } from './audio';
import { analyseFluency } from './fluency';

/** A voiced 'syllable': a 140 Hz harmonic tone under a raised-cosine envelope. */
function syllable(rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const n = Math.round(rate * seconds);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const t = i / rate;
    const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
    out[i] = amplitude * envelope * (Math.sin(2 * Math.PI * 140 * t) + 0.5 * Math.sin(2 * Math.PI * 280 * t) + 0.25 * Math.sin(2 * Math.PI * 420 * t)) / 1.75;
  }
  return out;
}

/** Concatenates syllables (0.18 s each) with the given gaps (seconds) and a little noise. */
function utterance(rate: number, gaps: number[]): Float32Array {
  const parts: Float32Array[] = [new Float32Array(Math.round(rate * 0.3))];
  for (const gap of gaps) {
    parts.push(syllable(rate, 0.18));
    parts.push(new Float32Array(Math.round(rate * gap)));
  }
  parts.push(syllable(rate, 0.18), new Float32Array(Math.round(rate * 0.3)));
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Float32Array(total);
  let offset = 0;
  let seed = 1;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  for (let i = 0; i < out.length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out[i]! += ((seed / 2147483648) - 0.5) * 0.0005;
  }
  return out;
}

describe('WAV decoding', () => {
  it('reads 16-bit mono and mixes stereo at any rate', () => {
    const mono = syllable(16_000, 0.2);
    const decoded = decodeWav(encodeWav(mono, 16_000));
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.samples.length).toBe(mono.length);
    expect(decoded.samples[1000]).toBeCloseTo(mono[1000]!, 3);
    // Interleaved stereo at 44.1 kHz: left = x, right = -x/2 -> mono mix x/4.
    const x = syllable(44_100, 0.1);
    const interleaved = new Float32Array(x.length * 2);
    x.forEach((value, i) => {
      interleaved[2 * i] = value;
      interleaved[2 * i + 1] = -value / 2;
    });
    const stereo = decodeWav(encodeWav(interleaved, 44_100, 2));
    expect(stereo).toMatchObject({ sampleRate: 44_100, channels: 2 });
    expect(stereo.samples.length).toBe(x.length);
    expect(stereo.samples[2000]).toBeCloseTo(x[2000]! / 4, 3);
  });

  it('reads 32-bit float and 24-bit PCM, and skips unknown chunks', () => {
    const header = (format: number, bits: number, frames: number, extra = 0) => {
      const bytes = new Uint8Array(44 + extra + frames * (bits / 8));
      const view = new DataView(bytes.buffer);
      const text = (at: number, s: string) => [...s].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
      text(0, 'RIFF');
      view.setUint32(4, bytes.length - 8, true);
      text(8, 'WAVE');
      text(12, 'fmt ');
      view.setUint32(16, 16, true);
      view.setUint16(20, format, true);
      view.setUint16(22, 1, true);
      view.setUint32(24, 8000, true);
      view.setUint32(28, 8000 * (bits / 8), true);
      view.setUint16(32, bits / 8, true);
      view.setUint16(34, bits, true);
      let at = 36;
      if (extra) {
        text(at, 'LIST');
        view.setUint32(at + 4, extra - 8, true);
        at += extra;
      }
      text(at, 'data');
      view.setUint32(at + 4, frames * (bits / 8), true);
      return { bytes, view, data: at + 8 };
    };
    const float = header(3, 32, 2, 16);
    float.view.setFloat32(float.data, 0.25, true);
    float.view.setFloat32(float.data + 4, -0.5, true);
    expect(Array.from(decodeWav(float.bytes).samples)).toEqual([0.25, -0.5]);
    const pcm24 = header(1, 24, 1);
    // -2^22 in 24-bit little endian = 0x00 0x00 0xC0 -> -0.5
    pcm24.bytes.set([0x00, 0x00, 0xc0], pcm24.data);
    expect(decodeWav(pcm24.bytes).samples[0]).toBeCloseTo(-0.5, 6);
  });

  it('rejects what it cannot decode with a clear error', async () => {
    await expect(decodeAudio(new TextEncoder().encode('hello world, not audio'))).rejects.toThrow(AudioFormatError);
    await expect(decodeAudio(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).rejects.toThrow(/WebM audio is not supported/u);
    const alaw = encodeWav(new Float32Array(10), 8000);
    new DataView(alaw.buffer).setUint16(20, 6, true);
    expect(() => decodeWav(alaw)).toThrow(/unsupported WAV encoding/u);
  });

  it('decodes Ogg/Opus with the WebAssembly decoder', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(__dirname, 'fixtures/spoken.opus.ogg')));
    const decoded = await decodeAudio(bytes, 'audio/ogg;codecs=opus');
    expect(decoded.format).toBe('ogg-opus');
    expect(decoded.sampleRate).toBe(48_000);
    // espeak-ng said one sentence of about 5.6 s.
    expect(decoded.samples.length / decoded.sampleRate).toBeGreaterThan(5);
    expect(decoded.samples.length / decoded.sampleRate).toBeLessThan(6.5);
    const peak = decoded.samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(0.05);
  });

  it('resamples by the rate ratio', () => {
    expect(resample(new Float32Array(48_000), 48_000, 16_000).length).toBe(16_000);
    const up = resample(Float32Array.from([0, 1]), 1, 2);
    expect(Array.from(up)).toEqual([0, 0.5, 1, 1]);
  });
});

describe('fluency measures', () => {
  it('counts voiced syllable nuclei and pauses of 250 ms or more', () => {
    // 9 syllables; gaps: four short (0.05 s, within speech), two pauses (0.4 s, 0.8 s), two more short gaps.
    const audio = utterance(16_000, [0.05, 0.05, 0.4, 0.05, 0.05, 0.8, 0.05, 0.05]);
    const { measures } = analyseFluency(audio, 16_000);
    expect(measures.syllables).toBe(9);
    expect(measures.pauseCount).toBe(2);
    expect(measures.longestPause).toBeGreaterThan(0.7);
    expect(measures.longestPause).toBeLessThan(0.95);
    expect(measures.phonationRatio).toBeLessThan(0.8);
    expect(measures.leadingSilence).toBeGreaterThan(0.2);
  });

  it('works the same at 48 kHz as at 16 kHz', () => {
    const gaps = [0.05, 0.3, 0.05, 0.05];
    const a = analyseFluency(utterance(16_000, gaps), 16_000).measures;
    const b = analyseFluency(utterance(48_000, gaps), 48_000).measures;
    expect(b.syllables).toBe(a.syllables);
    expect(b.pauseCount).toBe(a.pauseCount);
  });

  it('finds no syllables in silence or in unvoiced noise', () => {
    expect(analyseFluency(new Float32Array(32_000), 16_000).measures.syllables).toBe(0);
    let seed = 7;
    const noise = Float32Array.from({ length: 32_000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return (seed / 2147483648 - 0.5) * 0.3;
    });
    expect(analyseFluency(noise, 16_000).measures.syllables).toBeLessThan(2);
  });
});
