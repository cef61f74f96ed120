/**
 * Audio decoding for the speaking grader: RIFF/WAVE with integer PCM (8/16/24/32-bit) or 32-bit float, any rate,
 * any channel count, parsed here; Ogg/Opus through ogg-opus-decoder (WebAssembly, no native build). Everything is
 * mixed down to mono Float32 in [-1, 1].
 */

export type DecodedAudio = { sampleRate: number; samples: Float32Array; channels: number; format: 'wav' | 'ogg-opus' };

export class AudioFormatError extends Error {
  override name = 'AudioFormatError';
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** Parses a WAV file. Throws AudioFormatError for anything that is not PCM/float WAVE. */
export function decodeWav(bytes: Uint8Array): DecodedAudio {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') {
    throw new AudioFormatError('not a RIFF/WAVE file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined;
  let data: { start: number; length: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16) throw new AudioFormatError('WAV fmt chunk too short');
      let code = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format code in the first two bytes of its sub-format GUID.
      if (code === 0xfffe && size >= 40) code = view.getUint16(body + 24, true);
      format = { code, channels, sampleRate, bits };
    } else if (id === 'data') {
      // Recorders that stream WAV often leave the data size at 0 or 0xFFFFFFFF: take the rest of the file.
      const length = size === 0 || size === 0xffffffff || body + size > bytes.length ? bytes.length - body : size;
      data = { start: body, length };
      if (format) break;
    }
    offset = body + size + (size % 2);
  }
  if (!format) throw new AudioFormatError('WAV file has no fmt chunk');
  if (!data) throw new AudioFormatError('WAV file has no data chunk');
  const { code, channels, sampleRate, bits } = format;
  if (channels < 1 || sampleRate < 1000) throw new AudioFormatError(`unusable WAV header (${channels} channels, ${sampleRate} Hz)`);
  const isFloat = code === 3 && bits === 32;
  if (!(code === 1 && [8, 16, 24, 32].includes(bits)) && !isFloat) {
    throw new AudioFormatError(`unsupported WAV encoding (format ${code}, ${bits}-bit): use PCM or 32-bit float`);
  }
  const bytesPerSample = bits / 8;
  const frames = Math.floor(data.length / (bytesPerSample * channels));
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel += 1) {
      const at = data.start + (frame * channels + channel) * bytesPerSample;
      let value: number;
      if (isFloat) value = view.getFloat32(at, true);
      else if (bits === 16) value = view.getInt16(at, true) / 32768;
      else if (bits === 8) value = (view.getUint8(at) - 128) / 128;
      else if (bits === 24) value = ((view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608);
      else value = view.getInt32(at, true) / 2147483648;
      sum += value;
    }
    samples[frame] = sum / channels;
  }
  return { sampleRate, samples, channels, format: 'wav' };
}

/** Decodes an Ogg/Opus file (48 kHz output) with the WebAssembly decoder. */
export async function decodeOggOpus(bytes: Uint8Array): Promise<DecodedAudio> {
  const { OggOpusDecoder } = await import('ogg-opus-decoder');
  const decoder = new OggOpusDecoder();
  await decoder.ready;
  try {
    const result = await decoder.decodeFile(bytes);
    const channels = result.channelData.length;
    if (channels === 0 || result.samplesDecoded === 0) {
      throw new AudioFormatError(`Ogg/Opus file decoded to no audio${result.errors.length ? `: ${result.errors[0]?.message}` : ''}`);
    }
    const samples = new Float32Array(result.samplesDecoded);
    for (const channel of result.channelData) {
      for (let i = 0; i < samples.length; i += 1) samples[i]! += (channel[i] ?? 0) / channels;
    }
    return { sampleRate: result.sampleRate, samples, channels, format: 'ogg-opus' };
  } finally {
    decoder.free();
  }
}

/** Sniffs the container from the bytes (the MIME type is only a hint) and decodes. */
export async function decodeAudio(bytes: Uint8Array, mimeType?: string): Promise<DecodedAudio> {
  const head = ascii(bytes, 0, 4);
  if (head === 'RIFF') return decodeWav(bytes);
  if (head === 'OggS') return decodeOggOpus(bytes);
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    throw new AudioFormatError('WebM audio is not supported: record WAV (PCM) or Ogg/Opus');
  }
  throw new AudioFormatError(`unrecognised audio${mimeType ? ` (${mimeType})` : ''}: expected WAV or Ogg/Opus`);
}

/**
 * Resamples to a target rate with a moving-average low-pass and linear interpolation: enough for intensity and
 * voicing measures, not for listening.
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  let source = samples;
  if (from > to) {
    const width = Math.max(1, Math.round(from / to));
    if (width > 1) {
      source = new Float32Array(samples.length);
      let sum = 0;
      for (let i = 0; i < samples.length; i += 1) {
        sum += samples[i]!;
        if (i >= width) sum -= samples[i - width]!;
        source[i] = sum / Math.min(i + 1, width);
      }
    }
  }
  const length = Math.floor((samples.length * to) / from);
  const out = new Float32Array(length);
  const ratio = from / to;
  for (let i = 0; i < length; i += 1) {
    const position = i * ratio;
    const left = Math.floor(position);
    const fraction = position - left;
    const a = source[left] ?? 0;
    const b = source[left + 1] ?? a;
    out[i] = a + (b - a) * fraction;
  }
  return out;
}

const SINC_ZEROS = 16;
const SINC_PHASES = 256;

/**
 * Windowed-sinc resampling (Hann window, 16 zero crossings each side, the kernel tabulated at 256 fractional phases):
 * a real low-pass below the new Nyquist frequency, so 48 kHz Opus does not alias into the recogniser's band the way
 * a moving average would. What the recogniser and the grader's analyses hear.
 */
export function resampleSinc(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const ratio = from / to;
  const cutoff = Math.min(1, to / from);
  const half = Math.ceil(SINC_ZEROS / cutoff);
  const taps = 2 * half + 1;
  const table = new Float32Array((SINC_PHASES + 1) * taps);
  for (let phase = 0; phase <= SINC_PHASES; phase += 1) {
    const fraction = phase / SINC_PHASES;
    for (let k = 0; k < taps; k += 1) {
      const d = k - half - fraction;
      const x = d * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const window = Math.abs(d) >= half ? 0 : 0.5 + 0.5 * Math.cos((Math.PI * d) / half);
      table[phase * taps + k] = sinc * window * cutoff;
    }
  }
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i += 1) {
    const centre = i * ratio;
    const base = Math.floor(centre);
    const row = Math.round((centre - base) * SINC_PHASES) * taps;
    let sum = 0;
    const first = Math.max(0, half - base);
    const last = Math.min(taps, samples.length - base + half);
    for (let k = first; k < last; k += 1) sum += samples[base - half + k]! * table[row + k]!;
    out[i] = sum;
  }
  return out;
}

/** Writes mono 16-bit PCM WAV (used by tests and the calibration commands to make fixtures). */
export function encodeWav(samples: Float32Array, sampleRate: number, channels = 1): Uint8Array {
  const frames = Math.floor(samples.length / channels);
  const bytes = new Uint8Array(44 + frames * channels * 2);
  const view = new DataView(bytes.buffer);
  const write = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) bytes[offset + i] = text.charCodeAt(i);
  };
  write(0, 'RIFF');
  view.setUint32(4, 36 + frames * channels * 2, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, frames * channels * 2, true);
  for (let i = 0; i < frames * channels; i += 1) {
    const value = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(value * 32767), true);
  }
  return bytes;
}
