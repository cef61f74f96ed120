import { intensityContour, percentile, pitchLag } from './fluency';

/**
 * The one speech / no-speech decision of the speaking grader (both exam kinds). Counting syllable nuclei is not
 * it: one nucleus more or less must not turn a short answer into silence. Speech is sound that
 *   - is loud enough to be sound at all (a silent or near-silent recording is not),
 *   - lasts: a syllable sounds for 100 ms or more, while a beep or click (Chromium's fake microphone: 20 ms at 400 Hz
 *     every half second) is over before the 64 ms intensity window has passed it, so a recording whose longest
 *     continuous sound is under 150 ms is beeps or clicks,
 *   - is voiced over a good part of its sounding time: a periodicity in the voice's pitch range, 75-500 Hz
 *     (white noise and hiss are not periodic),
 *   - moves its pitch: a voice glides all the time, while a tone holds one pitch and music holds each note,
 *     so frames whose pitch equals the pitch 90 ms later are counted ("held pitch"),
 *   - and, when the recogniser ran, yields at least one word (its confidence is not required: learners' speech
 *     often gets low confidences, and clear speech must never be called silence).
 * Thresholds are stated below and checked by the sanity suite (grader.sanity.test.ts): silence, a tone, noise,
 * music-like audio and speech from 1.3 s to 90 s.
 */

export type VoiceEvidence = {
  /** Seconds of sounding frames (within 25 dB of the loudest). */
  soundingSeconds: number;
  /** The longest continuous sounding stretch, seconds (10 ms frames). */
  longestSoundSeconds: number;
  /** Share of sounding frames with a pitch-range periodicity of at least 0.5. */
  voicedRatio: number;
  /** Share of voiced frames whose pitch is the same 90 ms later (a held note or tone). */
  heldPitch: number;
  /** Words the recogniser gave (null: no recogniser ran). */
  recognisedWords: number | null;
};

export type SpeechDecision = { speech: boolean; kind: 'speech' | 'silence' | 'beeps' | 'noise' | 'tone-or-music' | 'no-words'; note: string; evidence: VoiceEvidence };

const RATE = 16_000;
const HOP = 0.03;
const LOOK_AHEAD = 3;
const MIN_VOICED_RATIO = 0.2;
const MAX_HELD_PITCH = 0.3;
const MIN_SOUNDING_SECONDS = 0.3;
const MIN_LONGEST_SOUND = 0.15;
const FLOOR_DB = -55;

/** Measures the evidence from 16 kHz mono samples; `recognisedWords` is how many words the recogniser gave, if it ran. */
export function voiceEvidence(samples: Float32Array, recognisedWords: number | null): VoiceEvidence {
  const intensity = intensityContour(samples, RATE);
  const top = percentile(intensity, 0.99);
  if (top < FLOOR_DB) return { soundingSeconds: 0, longestSoundSeconds: 0, voicedRatio: 0, heldPitch: 0, recognisedWords };
  const threshold = top - 25;
  let longest = 0;
  for (let frame = 0, run = 0; frame < intensity.length; frame += 1) {
    run = intensity[frame]! >= threshold ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const step = Math.round(HOP / 0.01);
  const lags: Array<number | null> = [];
  let sounding = 0;
  let voiced = 0;
  for (let frame = 0; frame < intensity.length; frame += step) {
    if (intensity[frame]! < threshold) {
      lags.push(null);
      continue;
    }
    sounding += 1;
    const found = pitchLag(samples, RATE, Math.round(frame * 0.01 * RATE + 80));
    const lag = found.strength >= 0.5 ? found.lag : null;
    if (lag !== null) voiced += 1;
    lags.push(lag);
  }
  let pairs = 0;
  let held = 0;
  for (let i = 0; i + LOOK_AHEAD < lags.length; i += 1) {
    const a = lags[i];
    const b = lags[i + LOOK_AHEAD];
    if (a == null || b == null) continue;
    pairs += 1;
    if (Math.abs(a - b) <= 0.15) held += 1;
  }
  return { soundingSeconds: sounding * HOP, longestSoundSeconds: longest * 0.01, voicedRatio: sounding ? voiced / sounding : 0, heldPitch: pairs ? held / pairs : 0, recognisedWords };
}

export function decideSpeech(evidence: VoiceEvidence): SpeechDecision {
  const decide = (kind: SpeechDecision['kind'], note: string): SpeechDecision => ({ speech: kind === 'speech', kind, note, evidence });
  if (evidence.soundingSeconds < MIN_SOUNDING_SECONDS) return decide('silence', 'No speech: the recording is silent (check the microphone).');
  if (evidence.longestSoundSeconds < MIN_LONGEST_SOUND) {
    return decide('beeps', `No speech: the recording is short beeps or clicks, not a voice (no sound lasts longer than ${evidence.longestSoundSeconds.toFixed(2)} s; a spoken syllable lasts 0.1 s or more).`);
  }
  if (evidence.voicedRatio < MIN_VOICED_RATIO) {
    return decide('noise', `No speech: the recording is noise without a voice (only ${Math.round(evidence.voicedRatio * 100)}% of its sound is voiced).`);
  }
  if (evidence.heldPitch > MAX_HELD_PITCH) {
    return decide('tone-or-music', `No speech: the recording is a steady tone or music, not a voice (the pitch holds still ${Math.round(evidence.heldPitch * 100)}% of the time).`);
  }
  if (evidence.recognisedWords === 0) return decide('no-words', 'No speech: the recogniser found no words in the recording.');
  return decide('speech', '');
}
