import { describe, expect, it } from 'vitest';
import {
  WAV_HEADER_BYTES,
  concatSamples,
  decodeWavSamples,
  downsample,
  encodeWav,
  levelFromRms,
  parseWavHeader,
  rms,
  sineSamples,
} from './wav';

function ascii(buffer: ArrayBuffer, offset: number, length: number) {
  return String.fromCharCode(...new Uint8Array(buffer, offset, length));
}

describe('encodeWav', () => {
  it('writes the canonical RIFF/WAVE header for 16-bit PCM mono', () => {
    const buffer = encodeWav(new Float32Array(16000), 16000);
    const view = new DataView(buffer);
    expect(buffer.byteLength).toBe(WAV_HEADER_BYTES + 32000);
    expect(ascii(buffer, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(buffer.byteLength - 8);
    expect(ascii(buffer, 8, 4)).toBe('WAVE');
    expect(ascii(buffer, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(28, true)).toBe(32000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(buffer, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(32000);
  });

  it('stores samples little-endian, full scale at both ends, clipped beyond them', () => {
    const buffer = encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3, Number.NaN]), 8000);
    const view = new DataView(buffer, WAV_HEADER_BYTES);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => view.getInt16(i * 2, true))).toEqual([
      0, 32767, -32768, 16384, 32767, -32768, 0,
    ]);
  });

  it('writes an empty but valid file for no samples', () => {
    const header = parseWavHeader(encodeWav(new Float32Array(0), 16000));
    expect(header.dataSize).toBe(0);
    expect(header.riffSize).toBe(36);
    expect(header.durationMs).toBe(0);
  });

  it('rejects a sample rate that a header cannot hold', () => {
    expect(() => encodeWav(new Float32Array(1), 0)).toThrow(RangeError);
    expect(() => encodeWav(new Float32Array(1), 44100.5)).toThrow(RangeError);
  });
});

describe('parseWavHeader', () => {
  it('reads back what encodeWav wrote, with the duration of the data', () => {
    const header = parseWavHeader(encodeWav(sineSamples(440, 1500, 16000), 16000));
    expect(header).toEqual({
      riffSize: 36 + 48000,
      audioFormat: 1,
      channels: 1,
      sampleRate: 16000,
      byteRate: 32000,
      blockAlign: 2,
      bitsPerSample: 16,
      dataOffset: 44,
      dataSize: 48000,
      durationMs: 1500,
    });
  });

  it('skips chunks between fmt and data', () => {
    const plain = new Uint8Array(encodeWav(Float32Array.from([0.25]), 16000));
    const list = new Uint8Array([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0]); // 'LIST', odd size, pad byte
    const joined = new Uint8Array(plain.length + list.length);
    joined.set(plain.subarray(0, 36), 0);
    joined.set(list, 36);
    joined.set(plain.subarray(36), 36 + list.length);
    const header = parseWavHeader(joined.buffer);
    expect(header.dataOffset).toBe(44 + list.length);
    expect(header.dataSize).toBe(2);
  });

  it('rejects bytes that are not WAV', () => {
    expect(() => parseWavHeader(new TextEncoder().encode('OggS\0\0\0\0\0\0\0\0\0\0').buffer)).toThrow('Not a RIFF/WAVE');
    expect(() => parseWavHeader(new ArrayBuffer(4))).toThrow('Not a RIFF/WAVE');
    expect(() => parseWavHeader(encodeWav(new Float32Array(0), 16000).slice(0, 36))).toThrow("Missing 'data'");
  });
});

describe('decodeWavSamples', () => {
  it('round-trips samples within one 16-bit step', () => {
    const samples = sineSamples(300, 50, 16000, 0.8);
    const decoded = decodeWavSamples(encodeWav(samples, 16000));
    expect(decoded.length).toBe(samples.length);
    samples.forEach((s, i) => expect(Math.abs(s - (decoded[i] ?? 99))).toBeLessThan(1 / 32767));
  });
});

describe('downsample', () => {
  it('keeps the duration when going from 48 kHz to 16 kHz', () => {
    expect(downsample(new Float32Array(48000), 48000, 16000).length).toBe(16000);
  });

  it('handles a ratio that is not a whole number (44.1 kHz)', () => {
    const out = downsample(new Float32Array(44100).fill(0.5), 44100, 16000);
    expect(out.length).toBe(16000);
    expect(out.every((s) => Math.abs(s - 0.5) < 1e-6)).toBe(true);
  });

  it('keeps a speech-band tone and removes one above the new Nyquist limit', () => {
    const speech = downsample(sineSamples(400, 200, 48000), 48000, 16000);
    const whistle = downsample(sineSamples(16000, 200, 48000), 48000, 16000);
    expect(rms(speech)).toBeGreaterThan(0.33);
    expect(rms(whistle)).toBeLessThan(0.05);
  });

  it('never upsamples', () => {
    const samples = new Float32Array(10);
    expect(downsample(samples, 8000, 16000)).toBe(samples);
  });
});

describe('concatSamples', () => {
  it('joins chunks in order and trims at the limit', () => {
    const out = concatSamples([Float32Array.from([1, 2]), Float32Array.from([3, 4, 5])], 4);
    expect(Array.from(out)).toEqual([1, 2, 3, 4]);
    expect(Array.from(concatSamples([Float32Array.from([1]), Float32Array.from([2])]))).toEqual([1, 2]);
  });
});

describe('levels', () => {
  it('measures a full-scale sine at about 0.707 RMS', () => {
    expect(rms(sineSamples(1000, 100, 16000, 1))).toBeCloseTo(Math.SQRT1_2, 2);
    expect(rms(new Float32Array(0))).toBe(0);
  });

  it('maps -60..0 dBFS onto 0..1', () => {
    expect(levelFromRms(0)).toBe(0);
    expect(levelFromRms(0.001)).toBeCloseTo(0, 5);
    expect(levelFromRms(1)).toBe(1);
    expect(levelFromRms(0.0316)).toBeCloseTo(0.5, 2);
  });
});
