/**
 * Synthetic non-speech signals for the speaking sanity suite: silence, a pure tone, white noise and music-like audio
 * (a melody of decaying harmonic notes with chords and a soft drum), made in code from a fixed seed so every run
 * grades the same samples. 16 kHz mono.
 */

export const SIGNAL_RATE = 16_000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

export function silence(seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SIGNAL_RATE));
  const next = random(7);
  // A real microphone's floor, not digital zero.
  for (let i = 0; i < out.length; i += 1) out[i] = (next() - 0.5) * 0.0002;
  return out;
}

export function tone(seconds: number, hertz = 440, amplitude = 0.3): Float32Array {
  const out = new Float32Array(Math.round(seconds * SIGNAL_RATE));
  for (let i = 0; i < out.length; i += 1) out[i] = amplitude * Math.sin((2 * Math.PI * hertz * i) / SIGNAL_RATE);
  return out;
}

export function whiteNoise(seconds: number, amplitude = 0.3): Float32Array {
  const out = new Float32Array(Math.round(seconds * SIGNAL_RATE));
  const next = random(11);
  for (let i = 0; i < out.length; i += 1) out[i] = (next() * 2 - 1) * amplitude;
  return out;
}

/** Notes of 0.25-0.5 s (C major melody over chords), each a plucked harmonic tone, with a noise 'drum' on the beat. */
export function musicLike(seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SIGNAL_RATE));
  const next = random(13);
  const melody = [60, 64, 67, 72, 71, 67, 64, 65, 69, 72, 74, 72, 67, 64, 62, 60];
  const chords = [[48, 55], [53, 60], [55, 62], [48, 55]];
  const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
  const pluck = (start: number, length: number, midi: number, gain: number) => {
    const f = hz(midi);
    for (let i = 0; i < length && start + i < out.length; i += 1) {
      const t = i / SIGNAL_RATE;
      const envelope = Math.exp(-3 * t) * Math.min(1, i / 80);
      let value = 0;
      for (let h = 1; h <= 5; h += 1) value += Math.sin(2 * Math.PI * f * h * t) / h ** 1.5;
      out[start + i]! += gain * envelope * value;
    }
  };
  let at = 0;
  let index = 0;
  while (at < out.length) {
    const length = Math.round((index % 3 === 2 ? 0.5 : 0.25) * SIGNAL_RATE);
    pluck(at, length, melody[index % melody.length]!, 0.18);
    if (index % 4 === 0) {
      for (const midi of chords[(index / 4) % chords.length]!) pluck(at, Math.round(SIGNAL_RATE), midi, 0.08);
      for (let i = 0; i < 1200 && at + i < out.length; i += 1) out[at + i]! += (next() * 2 - 1) * 0.1 * Math.exp(-i / 300);
    }
    at += length;
    index += 1;
  }
  return out;
}

/**
 * What Chromium's fake microphone (--use-fake-device-for-media-stream) records: a 20 ms, 400 Hz square-wave beep every
 * 500 ms and digital silence between (media/audio/simple_sources.cc, BeepingSource). A learner's browser test or an
 * automated run uploads this; the two recordings were 1.6 s and 2.2 s long.
 */
export function fakeMicrophoneBeeps(seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * SIGNAL_RATE));
  const beep = Math.round(0.02 * SIGNAL_RATE);
  const every = Math.round(0.5 * SIGNAL_RATE);
  const halfPeriod = SIGNAL_RATE / 400 / 2;
  for (let start = 0; start < out.length; start += every) {
    for (let i = 0; i < beep && start + i < out.length; i += 1) out[start + i] = Math.floor(i / halfPeriod) % 2 === 0 ? amplitude : -amplitude;
  }
  return out;
}
