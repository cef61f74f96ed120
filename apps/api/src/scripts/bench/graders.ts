/**
 * Grader speed (not part of the test run): npm run bench:graders -w @bandwise/api [-- --essays 40 --recordings 6]
 *
 * The built-in graders as a grading worker runs them (createGraders, warmed): essays graded one after another, each
 * text new to the grammar checker (it remembers texts it has seen): ELLIPSE learner essays (~420 words) when the
 * calibration data is beside the repository, else synthetic ones; then speaking recordings of real
 * speech of 15 s and 60 s, audio only (no transcription provider, the default). Reported: essays per second and the
 * p50/p95 time per essay, and seconds of audio graded per second of wall time with the p95 time per recording.
 */
import { createGraders } from '@bandwise/grading';
import { flags } from './args';
import { essayFor, realEssays } from './essays';
import { speechWav } from './speech';
import { machine, quantile, saveJson } from './stats';

const args = flags();
const essays = args.number('essays', 40);
const recordings = args.number('recordings', 6);

let started = performance.now();
const graders = await createGraders();
const setupMs = performance.now() - started;
// Warm-up, as the worker does at start.
await graders.writing.grade({ kind: 'ielts-task2', prompt: 'Warm-up', text: essayFor(100_000).task2 });

const bank = await realEssays();
const textOf = (i: number) => (bank ? bank.texts[i % bank.texts.length]! : essayFor(i).task2);
const source = bank?.source ?? 'synthetic essays from a shared sentence bank (no ../shared/data): flattering figures';
const prompt = 'Some people think that work is the most important part of life; others value free time more. Discuss both views and give your opinion.';
const essayMs: number[] = [];
let words = 0;
started = performance.now();
for (let i = 0; i < essays; i += 1) {
  const text = textOf(i);
  const t = performance.now();
  await graders.writing.grade({ kind: 'ielts-task2', prompt, text });
  essayMs.push(performance.now() - t);
  words += text.split(/\s+/).length;
}
const essaySeconds = (performance.now() - started) / 1000;

const speaking: Record<string, { p50: number; p95: number; audioSecondsPerSecond: number }> = {};
let audioTotal = 0;
let speakingWall = 0;
const allSpeakingMs: number[] = [];
for (const seconds of [15, 60]) {
  const audio = await speechWav(seconds);
  const runs: number[] = [];
  for (let i = 0; i < recordings; i += 1) {
    const t = performance.now();
    await graders.speaking.grade({ audio, mimeType: 'audio/wav', question: 'Describe a place you like to visit.', part: 2 });
    runs.push(performance.now() - t);
  }
  const wall = runs.reduce((a, b) => a + b, 0) / 1000;
  audioTotal += seconds * recordings;
  speakingWall += wall;
  allSpeakingMs.push(...runs);
  speaking[`${seconds} s`] = { p50: quantile(runs, 0.5), p95: quantile(runs, 0.95), audioSecondsPerSecond: (seconds * recordings) / wall };
}
graders.dispose();

const writing = {
  source,
  essays,
  meanWords: Math.round(words / essays),
  essaysPerSecond: essays / essaySeconds,
  p50: quantile(essayMs, 0.5),
  p95: quantile(essayMs, 0.95),
};
console.log(`graders: set-up ${setupMs.toFixed(0)} ms (harper, dictionaries, models)`);
console.log(
  `writing: ${writing.essaysPerSecond.toFixed(1)} essays/s (${essays} essays of ~${writing.meanWords} words, one at a time; ${source}), p50 ${writing.p50.toFixed(0)} ms, p95 ${writing.p95.toFixed(0)} ms`,
);
for (const [length, s] of Object.entries(speaking)) {
  console.log(`speaking, ${length} recordings: ${s.audioSecondsPerSecond.toFixed(0)} s of audio per second, p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms`);
}
const audioSecondsPerSecond = audioTotal / speakingWall;
console.log(`speaking overall: ${audioSecondsPerSecond.toFixed(0)} s of audio graded per second, p95 ${quantile(allSpeakingMs, 0.95).toFixed(0)} ms per recording`);
await saveJson(args.string('json'), { machine: machine(), setupMs, writing, speaking, audioSecondsPerSecond, speakingP95: quantile(allSpeakingMs, 0.95) });
process.exit(0);
