/**
 * Grades the rows of issue 34's table (the speaking sanity suite's recordings and Chromium's fake-microphone beeps)
 * the default way, the built-in recogniser, the sentence encoder and the grader, and prints a Markdown table: band,
 * multi-level score, the sub-scores, pronunciation and the transcript status.
 *
 *   npx tsx --conditions=source packages/grading/scripts/speaking-table.ts [--no-encoder] [--no-language]
 *
 * --no-language drops the transcriber's `english` verdict (as a BW_STT_* endpoint gives none): the grader's own rows
 * on the same heard words, whatever the language model of the recogniser says.
 */
import { readFileSync } from 'node:fs';
import { createSpeakingGrader, speakingMultiLevel } from '../src/speaking/grader';
import type { SpeakingResult } from '../src/speaking/grader';
import { encodeWav } from '../src/speaking/audio';
import { SANITY_QUESTION, SANITY_RECORDINGS } from '../src/speaking/sanity';
import { SIGNAL_RATE, fakeMicrophoneBeeps } from '../src/speaking/signals';
import { createPocketsphinxTranscriber } from '../src/stt/pocketsphinx';
import { loadSentenceEncoder } from '../src/text/encoder';
import { parseArgs } from './args';

const { flags } = parseArgs(process.argv.slice(2));
const encoder = flags['no-encoder'] ? undefined : await loadSentenceEncoder();
const transcriber = createPocketsphinxTranscriber();
const grader = await createSpeakingGrader({
  ...(encoder ? { encoder } : {}),
  transcribe: async (audio, mimeType, context) => {
    const got = await transcriber.transcribeTimed!(audio, mimeType, context);
    return flags['no-language'] ? { ...got, english: undefined } : got;
  },
});
const rows: Array<{ name: string; audio: Uint8Array; mimeType: string; question: string; part: 1 | 2 | 3 }> = [
  ...SANITY_RECORDINGS.map((recording) => ({
    name: recording.file,
    audio: new Uint8Array(readFileSync(new URL(`../src/speaking/fixtures/sanity/${recording.file}.ogg`, import.meta.url))),
    mimeType: 'audio/ogg',
    question: recording.question,
    part: recording.part,
  })),
  ...[1.6, 2.2].map((seconds) => ({ name: `fake-microphone beeps ${seconds} s`, audio: encodeWav(fakeMicrophoneBeeps(seconds), SIGNAL_RATE), mimeType: 'audio/wav', question: SANITY_QUESTION, part: 1 as const })),
];
const show = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value));
console.log('| recording | band | 0-75 | fluency / coherence / grammar / vocabulary / relevance / topic | pronunciation | transcript | seconds |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  const started = Date.now();
  const result: SpeakingResult = await grader.grade(row);
  const subs = [result.fluency, result.coherence, result.grammar, result.vocabulary, result.relevance, result.topicDevelopment].map(show).join(' / ');
  const status = (result as { transcriptStatus?: string }).transcriptStatus ?? (result.transcriptUsed ? 'used' : 'none');
  console.log(`| ${row.name} | ${result.band} | ${speakingMultiLevel(result).score} | ${subs} | ${show((result as { pronunciation?: number | null }).pronunciation)} | ${status}: ${result.transcript ?? ''} | ${((Date.now() - started) / 1000).toFixed(1)} |`);
}
grader.dispose();
encoder?.dispose();
