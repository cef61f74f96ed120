/**
 * 16-bit PCM mono WAV encoding, pure and DOM-free so it runs in node tests, in the page and in a worker.
 * The seeds label speaking answers 'wav'; the product makes that true by encoding real RIFF/WAVE bytes.
 */

/** Bytes before the samples in the canonical 44-byte header this encoder writes. */
export const WAV_HEADER_BYTES = 44;

/** The fields of a WAV file's 'fmt ' and 'data' chunks. */
export interface WavHeader {
  /** 'RIFF' chunk size: the file size minus 8. */
  riffSize: number;
  /** 1 for integer PCM. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  /** Bytes of sample data. */
  dataSize: number;
  /** Playing time of the data, from dataSize and byteRate. */
  durationMs: number;
}

function writeAscii(view: DataView, offset: number, text: string) {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

function readAscii(view: DataView, offset: number, length: number) {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String.fromCharCode(view.getUint8(offset + i));
  return text;
}

/**
 * Encodes mono float samples (-1..1) as a 16-bit PCM WAV file. Samples outside the range are clipped rather than
 * wrapped, because a wrapped peak is a loud click that would spoil a fluency measure.
 */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError(`encodeWav: sample rate must be a positive integer, got ${sampleRate}`);
  }
  const channels = 1;
  const bytesPerSample = 2;
  const dataSize = samples.length * bytesPerSample * channels;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataSize);
  const view = new DataView(buffer);

  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size for PCM
  view.setUint16(20, 1, true); // audio format: integer PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * bytesPerSample, true); // byte rate
  view.setUint16(32, channels * bytesPerSample, true); // block align
  view.setUint16(34, bytesPerSample * 8, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataSize, true);

  let offset = WAV_HEADER_BYTES;
  for (let i = 0; i < samples.length; i += 1) {
    const raw = samples[i] ?? 0;
    const s = Number.isNaN(raw) ? 0 : Math.max(-1, Math.min(1, raw));
    // Asymmetric scale so -1 maps to -32768 and +1 to 32767, the full 16-bit range.
    view.setInt16(offset, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
    offset += bytesPerSample;
  }
  return buffer;
}

/**
 * Reads a WAV header, walking the chunks so files with extra chunks ('LIST', 'fact') before 'data' parse too.
 * Throws when the bytes are not RIFF/WAVE or a required chunk is missing.
 */
export function parseWavHeader(buffer: ArrayBuffer): WavHeader {
  const view = new DataView(buffer);
  if (buffer.byteLength < 12 || readAscii(view, 0, 4) !== 'RIFF' || readAscii(view, 8, 4) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  const riffSize = view.getUint32(4, true);
  let fmt: Pick<WavHeader, 'audioFormat' | 'channels' | 'sampleRate' | 'byteRate' | 'blockAlign' | 'bitsPerSample'> | undefined;
  let offset = 12;
  while (offset + 8 <= buffer.byteLength) {
    const id = readAscii(view, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > buffer.byteLength) throw new Error("Truncated 'fmt ' chunk");
      fmt = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        byteRate: view.getUint32(body + 8, true),
        blockAlign: view.getUint16(body + 12, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error("'data' chunk before 'fmt ' chunk");
      return {
        riffSize,
        ...fmt,
        dataOffset: body,
        dataSize: size,
        durationMs: fmt.byteRate > 0 ? (size / fmt.byteRate) * 1000 : 0,
      };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new Error(fmt ? "Missing 'data' chunk" : "Missing 'fmt ' chunk");
}

/** The 16-bit samples of a WAV file written by encodeWav, as floats (-1..1). */
export function decodeWavSamples(buffer: ArrayBuffer): Float32Array {
  const header = parseWavHeader(buffer);
  if (header.audioFormat !== 1 || header.bitsPerSample !== 16 || header.channels !== 1) {
    throw new Error('Only 16-bit PCM mono is supported');
  }
  const view = new DataView(buffer, header.dataOffset, Math.min(header.dataSize, buffer.byteLength - header.dataOffset));
  const out = new Float32Array(Math.floor(view.byteLength / 2));
  for (let i = 0; i < out.length; i += 1) {
    const v = view.getInt16(i * 2, true);
    out[i] = v < 0 ? v / 0x8000 : v / 0x7fff;
  }
  return out;
}

/**
 * Lowers the sample rate by averaging each output sample's window of input samples. The averaging is a box
 * low-pass filter, enough to keep speech above the new Nyquist limit from folding back as noise. Never upsamples:
 * when the source rate is not above the target, the samples are returned as they are.
 */
export function downsample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (toRate <= 0 || fromRate <= 0) throw new RangeError('downsample: rates must be positive');
  if (fromRate <= toRate) return samples;
  const ratio = fromRate / toRate;
  const length = Math.floor(samples.length / ratio);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const start = Math.floor(i * ratio);
    const end = Math.min(samples.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j += 1) sum += samples[j] ?? 0;
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return out;
}

/** Joins captured chunks into one buffer, keeping at most `limit` samples (the recording time limit). */
export function concatSamples(chunks: readonly Float32Array[], limit = Number.POSITIVE_INFINITY): Float32Array {
  let total = 0;
  for (const chunk of chunks) total += chunk.length;
  const out = new Float32Array(Math.min(total, limit));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= out.length) break;
    const take = Math.min(chunk.length, out.length - offset);
    out.set(take === chunk.length ? chunk : chunk.subarray(0, take), offset);
    offset += take;
  }
  return out;
}

/** Root-mean-square level of a block of samples (0 for silence, about 0.707 for a full-scale sine). */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i] ?? 0;
    sum += s * s;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * Maps an RMS level to 0..1 on a decibel scale from -60 dBFS (silence) to 0 dBFS, so quiet speech still moves the
 * meter: a linear scale would leave normal speech (-30 to -15 dBFS) near the bottom.
 */
export function levelFromRms(value: number, floorDb = -60): number {
  if (value <= 0) return 0;
  const db = 20 * Math.log10(value);
  return Math.max(0, Math.min(1, (db - floorDb) / -floorDb));
}

/** A sine tone as samples; stories and tests use it to make audio without a network or a microphone. */
export function sineSamples(frequency: number, durationMs: number, sampleRate: number, amplitude = 0.5): Float32Array {
  const length = Math.round((durationMs / 1000) * sampleRate);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return out;
}
