/**
 * Times the graders after warm-up: set-up, one essay (ELLIPSE essays, median and 90th percentile), and speaking on
 * recordings of about 30 and 60 seconds (speechocean762 sentences joined); then the default path of a 60-second answer:
 * the built-in recogniser (PocketSphinx, a child process) and the grade on the grading thread, as the server does it;
 * its real-time factor, a worker's throughput and the workers 1,500 recordings within 15 minutes need.
 *   npx tsx --conditions=source packages/grading/scripts/bench.ts [--essays 30]
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCsvRecords } from '../src/csv';
import { createGraders } from '../src/index';
import { decodeWav, encodeWav } from '../src/speaking/audio';
import { createPocketsphinxTranscriber } from '../src/stt/pocketsphinx';
import { createThreadedGraders } from '../src/thread/threadedGraders';
import { WARM_WORDS, warmVocabulary } from '../src/thread/warmUp';
import { dataDir, parseArgs, stringFlag } from './args';

const { flags } = parseArgs(process.argv.slice(2));
const count = Number(stringFlag(flags, 'essays', '30'));
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);
let started = performance.now();
const graders = await createGraders();
console.log(`createGraders (harper set-up, dictionaries, models): ${(performance.now() - started).toFixed(0)} ms`);
const loadedRss = process.memoryUsage().rss;
// As the grading thread does after its start (warmVocabulary): the common words' classes cached.
started = performance.now();
await warmVocabulary();
console.log(`warmVocabulary (${WARM_WORDS} words): ${(performance.now() - started).toFixed(0)} ms`);

const essays = readCsvRecords(readFileSync(path.join(dataDir(), 'writing', 'ellipse-calibration.csv'), 'utf8')).slice(0, count);
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
for (const essay of essays.slice(0, 3)) await graders.writing.grade({ kind: 'ielts-task2', prompt: essay.prompt ?? '', text: essay.text ?? '' });
const wall: number[] = [];
const cpuTimes: number[] = [];
let words = 0;
// Each essay is graded once, unseen (harper keeps results for a text it has linted, so a second run is not a fair time).
for (const essay of essays.slice(3)) {
  const startWall = performance.now();
  const startCpu = cpu();
  const result = await graders.writing.grade({ kind: 'ielts-task2', prompt: essay.prompt ?? '', text: essay.text ?? '' });
  wall.push(performance.now() - startWall);
  cpuTimes.push(cpu() - startCpu);
  words += result.features.words ?? 0;
}
const n = wall.length;
console.log(`writing, ${n} unseen essays (mean ${(words / n).toFixed(0)} words): wall median ${quantile(wall, 0.5).toFixed(0)} ms, p90 ${quantile(wall, 0.9).toFixed(0)} ms; CPU time median ${quantile(cpuTimes, 0.5).toFixed(0)} ms, p90 ${quantile(cpuTimes, 0.9).toFixed(0)} ms`);
// Issue 30: the writing grade with the sentence encoder (its own thread: its CPU is not in this thread's figure, so
// wall is the measure) and the language model (a child process); the process's memory with every model loaded.
console.log(`writing with encoder ${graders.encoder ? 'loaded' : 'MISSING'}: wall p95 ${quantile(wall, 0.95).toFixed(0)} ms (target < 300 ms idle), load average ${os.loadavg()[0]!.toFixed(1)}; process RSS after createGraders ${(loadedRss / 1e6).toFixed(0)} MB, after the essays ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);

const dir = path.join(dataDir(), 'speaking', 'speechocean762', 'wav');
const clips = readdirSync(dir).sort().map((name) => decodeWav(new Uint8Array(readFileSync(path.join(dir, name)))).samples);
let sixty: Uint8Array | undefined;
for (const seconds of [30, 60]) {
  const parts: Float32Array[] = [];
  let length = 0;
  for (const clip of clips) {
    if (length >= seconds * 16_000) break;
    parts.push(clip);
    length += clip.length;
  }
  const joined = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  const audio = encodeWav(joined, 16_000);
  const runs: number[] = [];
  const cpuRuns: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    started = performance.now();
    const startCpu = cpu();
    await graders.speaking.grade({ audio, question: 'Describe a place you like to visit.', part: 2, transcript: i === 2 ? 'I would like to talk about a small park near my home, because I often go there after work to relax.' : null });
    runs.push(performance.now() - started);
    cpuRuns.push(cpu() - startCpu);
  }
  console.log(`speaking, ${(length / 16_000).toFixed(0)} s WAV: wall ${runs.map((value) => value.toFixed(0)).join(' / ')} ms, CPU ${cpuRuns.map((value) => value.toFixed(0)).join(' / ')} ms (audio only, audio only, with transcript)`);
  if (seconds === 60) sixty = audio;
}
graders.dispose();

/** CPU seconds of finished child processes (the recogniser), from /proc: Node counts only its own. */
const childCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};
const transcriber = createPocketsphinxTranscriber();
const threaded = await createThreadedGraders();
const perRecording: number[] = [];
const walls: number[] = [];
let rtf = 0;
for (let i = 0; i < 3; i += 1) {
  started = performance.now();
  const childStart = childCpu();
  const ownStart = cpu();
  const timed = await transcriber.transcribeTimed!(sixty!, undefined, { question: 'Describe a place you like to visit.' });
  const recogniserCpu = childCpu() - childStart;
  const heard = performance.now() - started;
  const result = await threaded.speaking.grade({ audio: sixty!, question: 'Describe a place you like to visit.', part: 2, transcript: timed.text, words: timed.words });
  const total = performance.now() - started;
  // Everything one recording costs: the recogniser processes, plus this process's own threads (decoding, the grade).
  perRecording.push(recogniserCpu + (cpu() - ownStart) / 1000);
  walls.push(total / 1000);
  rtf = recogniserCpu / 60;
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)}: speaking, 60 s answer transcribed (${timed.words.filter((word) => word.heard !== false).length} of ${timed.words.length} words heard, reliable ${timed.reliable}, English ${timed.english}) and graded on the grading thread: ${(total / 1000).toFixed(1)} s (recogniser ${(heard / 1000).toFixed(1)} s wall, ${recogniserCpu.toFixed(1)} s CPU in two processes, RTF ${rtf.toFixed(2)} CPU; grade ${((total - heard) / 1000).toFixed(1)} s; band ${result.band})`);
}
threaded.dispose();

// Exam day: docs/DEPLOY.md's layout gives each grading-worker process one core of its own, so a worker's throughput is
// 60 s over the CPU seconds one recording costs, and the workers needed are the CPU the backlog costs over the window.
const cpuPer = quantile(perRecording, 0.5);
const perMinute = 60 / cpuPer;
const recordings = 1_500;
const windowMinutes = 15;
console.log(`per worker (one core): ${cpuPer.toFixed(1)} CPU s per 60 s recording, ${perMinute.toFixed(1)} recordings a minute; ${recordings} recordings of 60 s within ${windowMinutes} minutes need ${Math.ceil(recordings / (perMinute * windowMinutes))} worker processes (one core each); median wall for one recording ${quantile(walls, 0.5).toFixed(1)} s`);
