import { resample } from './audio';

/**
 * Fluency measures from the audio alone, after de Jong and Wempe (2009, "Praat script to detect syllable nuclei and
 * measure speech rate automatically"): an intensity contour; syllable nuclei are intensity peaks above a threshold
 * set relative to the 99th-percentile intensity, separated from the previous peak by a dip of at least 2 dB, and
 * voiced (a pitch-like periodicity at the peak, checked here by normalised autocorrelation). Silences are frames below
 * the threshold; a pause is an internal silence of at least 250 ms.
 */

export type FluencyOptions = {
  /** dB below the 99th-percentile intensity that counts as silence. @default 25 */
  silenceDb?: number;
  /** Minimum dip between two nuclei, dB. @default 2 */
  minDipDb?: number;
  /** Shortest silence counted as a pause, seconds. @default 0.25 */
  minPause?: number;
  /** Shortest sounding stretch kept (shorter blips are treated as silence), seconds. @default 0.1 */
  minSounding?: number;
  /** Normalised autocorrelation needed to call a peak voiced. @default 0.45 */
  voicingThreshold?: number;
  /** Below this 99th-percentile level (dBFS) the recording is treated as silent. @default -55 */
  floorDb?: number;
};

export type FluencyMeasures = {
  /** Whole recording, seconds. */
  duration: number;
  /** From the first to the last sounding frame, seconds. */
  speakingSpan: number;
  /** Sum of sounding stretches, seconds. */
  phonationTime: number;
  syllables: number;
  /** Syllables per second over the speaking span (leading and trailing silence excluded). */
  speechRate: number;
  /** Syllables per second over the whole recording. */
  speechRateTotal: number;
  /** Syllables per second of phonation (pauses excluded). */
  articulationRate: number;
  /** Phonation time / speaking span. */
  phonationRatio: number;
  pauseCount: number;
  /** Pauses per second of speaking span. */
  pauseRate: number;
  /** Mean pause length, seconds (0 without pauses). */
  meanPause: number;
  /** Longest pause, seconds. */
  longestPause: number;
  /** Mean duration of a syllable in phonation (seconds per syllable). */
  averageSyllableDuration: number;
  /** Silence before the first sound, seconds (a hesitation to begin). */
  leadingSilence: number;
  /** Syllables between pauses (mean length of run). */
  meanLengthOfRun: number;
  /** Pauses per syllable. */
  pausesPerSyllable: number;
};

const ANALYSIS_RATE = 16_000;
const STEP = 0.01;
const WINDOW = 0.064;

export function percentile(values: Float64Array | number[], q: number): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  if (sorted.length === 0) return -Infinity;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round((sorted.length - 1) * q)))]!;
}

/** Intensity in dBFS every 10 ms over a 64 ms Hann-weighted window (Praat's default for a 50 Hz minimum pitch). */
export function intensityContour(samples: Float32Array, sampleRate: number): Float64Array {
  const hop = Math.round(STEP * sampleRate);
  const width = Math.round(WINDOW * sampleRate);
  const half = Math.floor(width / 2);
  const weights = new Float64Array(width);
  let weightSum = 0;
  for (let i = 0; i < width; i += 1) {
    weights[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / width);
    weightSum += weights[i]!;
  }
  const frames = Math.max(0, Math.floor(samples.length / hop));
  const out = new Float64Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    const centre = frame * hop + Math.floor(hop / 2);
    let energy = 0;
    let mean = 0;
    for (let i = 0; i < width; i += 1) mean += (samples[centre - half + i] ?? 0) * weights[i]!;
    mean /= weightSum;
    for (let i = 0; i < width; i += 1) {
      const value = (samples[centre - half + i] ?? 0) - mean;
      energy += value * value * weights[i]!;
    }
    out[frame] = 10 * Math.log10(energy / weightSum + 1e-12);
  }
  return out;
}

/**
 * The strongest normalised autocorrelation for pitch lags of 75-500 Hz in a 40 ms window around a sample index, and
 * its lag in samples (refined between samples by a parabola through the peak, so a held pitch reads as held).
 */
export function pitchLag(samples: Float32Array, sampleRate: number, centre: number): { strength: number; lag: number } {
  const width = Math.round(0.04 * sampleRate);
  const start = Math.max(0, centre - Math.floor(width / 2));
  const end = Math.min(samples.length, start + width);
  const n = end - start;
  if (n < width / 2) return { strength: 0, lag: 0 };
  let mean = 0;
  for (let i = start; i < end; i += 1) mean += samples[i]!;
  mean /= n;
  const frame = new Float64Array(n);
  for (let i = 0; i < n; i += 1) frame[i] = samples[start + i]! - mean;
  const minLag = Math.floor(sampleRate / 500);
  const maxLag = Math.min(Math.ceil(sampleRate / 75), n - 1);
  const r = new Float64Array(maxLag + 2);
  let best = 0;
  let bestLag = 0;
  for (let lag = minLag - 1; lag <= maxLag + 1 && lag < n; lag += 1) {
    let sum = 0;
    let e1 = 0;
    let e2 = 0;
    for (let i = 0; i + lag < n; i += 1) {
      const a = frame[i]!;
      const b = frame[i + lag]!;
      sum += a * b;
      e1 += a * a;
      e2 += b * b;
    }
    r[lag] = e1 > 0 && e2 > 0 ? sum / Math.sqrt(e1 * e2) : 0;
    if (lag >= minLag && lag <= maxLag && r[lag]! > best) {
      best = r[lag]!;
      bestLag = lag;
    }
  }
  const left = r[bestLag - 1] ?? best;
  const right = r[bestLag + 1] ?? best;
  const curve = left - 2 * best + right;
  const offset = curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curve)) : 0;
  return { strength: best, lag: bestLag + offset };
}

/** Normalised autocorrelation peak for pitch lags of 75-500 Hz in a 40 ms window around a sample index. */
export function periodicity(samples: Float32Array, sampleRate: number, centre: number): number {
  return pitchLag(samples, sampleRate, centre).strength;
}

export type FluencyAnalysis = { measures: FluencyMeasures; nuclei: number[]; pauses: Array<{ start: number; end: number }>; threshold: number };

/** Measures fluency from mono samples. A silent or empty recording gives zero syllables and zero rates. */
export function analyseFluency(input: Float32Array, inputRate: number, options: FluencyOptions = {}): FluencyAnalysis {
  const silenceDb = options.silenceDb ?? 25;
  const minDip = options.minDipDb ?? 2;
  const minPause = options.minPause ?? 0.25;
  const minSounding = options.minSounding ?? 0.1;
  const voicing = options.voicingThreshold ?? 0.45;
  const floorDb = options.floorDb ?? -55;
  const samples = resample(input, inputRate, ANALYSIS_RATE);
  const duration = samples.length / ANALYSIS_RATE;
  const intensity = intensityContour(samples, ANALYSIS_RATE);
  const top = percentile(intensity, 0.99);
  const threshold = top - silenceDb;
  const empty: FluencyMeasures = {
    duration, speakingSpan: 0, phonationTime: 0, syllables: 0, speechRate: 0, speechRateTotal: 0, articulationRate: 0,
    phonationRatio: 0, pauseCount: 0, pauseRate: 0, meanPause: 0, longestPause: 0, averageSyllableDuration: 0, leadingSilence: duration,
    meanLengthOfRun: 0, pausesPerSyllable: 0,
  };
  if (intensity.length < 3 || top < floorDb) return { measures: empty, nuclei: [], pauses: [], threshold };

  // Sounding stretches: frames above threshold; blips shorter than minSounding count as silence.
  const sounding = Array.from(intensity, (value) => value >= threshold);
  const minSoundFrames = Math.round(minSounding / STEP);
  const runs: Array<{ start: number; end: number }> = [];
  for (let i = 0; i < sounding.length; ) {
    if (!sounding[i]) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < sounding.length && sounding[j]) j += 1;
    if (j - i >= minSoundFrames) runs.push({ start: i, end: j });
    i = j;
  }
  if (runs.length === 0) return { measures: empty, nuclei: [], pauses: [], threshold };
  // Silences shorter than a pause join their neighbouring stretches (a stop closure is not a pause).
  const minPauseFrames = Math.round(minPause / STEP);
  const merged: Array<{ start: number; end: number }> = [{ ...runs[0]! }];
  const pauses: Array<{ start: number; end: number }> = [];
  for (const run of runs.slice(1)) {
    const last = merged[merged.length - 1]!;
    if (run.start - last.end < minPauseFrames) last.end = run.end;
    else {
      pauses.push({ start: last.end * STEP, end: run.start * STEP });
      merged.push({ ...run });
    }
  }
  const phonationFrames = merged.reduce((sum, run) => sum + (run.end - run.start), 0);

  // Syllable nuclei: local maxima above threshold with a dip of >= minDip dB since the previous nucleus.
  const nuclei: number[] = [];
  let previous = -1;
  for (let i = 1; i < intensity.length - 1; i += 1) {
    const value = intensity[i]!;
    if (value < threshold || value < intensity[i - 1]! || value <= intensity[i + 1]!) continue;
    if (previous < 0) {
      previous = i;
      continue;
    }
    let dip = Infinity;
    for (let k = previous; k <= i; k += 1) dip = Math.min(dip, intensity[k]!);
    if (value - dip >= minDip && intensity[previous]! - dip >= minDip) {
      nuclei.push(previous);
      previous = i;
    } else if (value > intensity[previous]!) {
      previous = i;
    }
  }
  if (previous >= 0) nuclei.push(previous);
  const hop = STEP * ANALYSIS_RATE;
  const voiced = nuclei.filter((frame) => periodicity(samples, ANALYSIS_RATE, Math.round(frame * hop + hop / 2)) >= voicing);

  const first = merged[0]!.start * STEP;
  const last = merged[merged.length - 1]!.end * STEP;
  const span = Math.max(last - first, STEP);
  const phonationTime = phonationFrames * STEP;
  const pauseLengths = pauses.map((pause) => pause.end - pause.start);
  const syllables = voiced.length;
  const measures: FluencyMeasures = {
    duration,
    speakingSpan: span,
    phonationTime,
    syllables,
    speechRate: syllables / span,
    speechRateTotal: duration > 0 ? syllables / duration : 0,
    articulationRate: phonationTime > 0 ? syllables / phonationTime : 0,
    phonationRatio: Math.min(phonationTime / span, 1),
    pauseCount: pauses.length,
    pauseRate: pauses.length / span,
    meanPause: pauseLengths.length ? pauseLengths.reduce((a, b) => a + b, 0) / pauseLengths.length : 0,
    longestPause: pauseLengths.length ? Math.max(...pauseLengths) : 0,
    averageSyllableDuration: syllables > 0 ? phonationTime / syllables : 0,
    leadingSilence: first,
    meanLengthOfRun: syllables / (pauses.length + 1),
    pausesPerSyllable: syllables > 0 ? pauses.length / syllables : 0,
  };
  return { measures, nuclei: voiced.map((frame) => frame * STEP), pauses, threshold };
}

/**
 * The measures the fluency model uses. All are rates, ratios or lengths per pause, so they mean the same in a 3-second
 * read sentence (the calibration data) and a 2-minute answer; raw durations and counts would not. Pause count, the
 * strongest single measure on the calibration set (r -0.68), enters as pauses per second (pauseRate) and per syllable.
 */
export const FLUENCY_FEATURES = ['speechRate', 'articulationRate', 'phonationRatio', 'pausesPerSyllable', 'meanPause', 'longestPause', 'logRun', 'pauseRate'] as const;

export function fluencyFeatures(measures: FluencyMeasures): Record<string, number> {
  return {
    speechRate: measures.speechRate,
    articulationRate: measures.articulationRate,
    phonationRatio: measures.phonationRatio,
    pausesPerSyllable: measures.pausesPerSyllable,
    meanPause: measures.meanPause,
    longestPause: measures.longestPause,
    logRun: Math.log1p(measures.meanLengthOfRun),
    pauseRate: measures.pauseRate,
  };
}
