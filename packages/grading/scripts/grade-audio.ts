/**
 * Grades every .wav / .ogg file in a folder with the built-in speaking grader and writes a CSV.
 *
 *   npx tsx --conditions=source packages/grading/scripts/grade-audio.ts <folder> [--out predictions.csv]
 *     [--question "..."] [--part 1] [--transcripts transcripts.csv (id,transcript)] [--model fluency.json] [--transcribe]
 *
 * Output: id (file name without extension), the audio measures, fluency_rating (the model's 0-10 scale, comparable
 * with speechocean762's fluency column), the six sub-scores, pronunciation, band, whether a transcript was used and
 * the transcript's status. --transcribe runs the configured recogniser (BW_STT_*, else PocketSphinx) on files without
 * a transcript, as the server does.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCsvRecords, writeCsv } from '../src/csv';
import { createSpeakingGrader } from '../src/speaking/grader';
import { transcriberFromEnv } from '../src/providers/transcription';
import { parseArgs, stringFlag } from './args';

const { flags, positional } = parseArgs(process.argv.slice(2));
const folder = positional[0];
if (!folder || !existsSync(folder)) {
  console.error('usage: grade-audio <folder> [--out predictions.csv] [--question "..."] [--part 1|2|3] [--transcripts file.csv]');
  process.exit(1);
}
const part = Number(stringFlag(flags, 'part', '1')) as 1 | 2 | 3;
const question = stringFlag(flags, 'question', '')!;
const transcripts = new Map<string, string>();
const transcriptFile = stringFlag(flags, 'transcripts');
if (transcriptFile) {
  for (const record of readCsvRecords(readFileSync(transcriptFile, 'utf8'))) {
    const id = record.id ?? record.utt ?? '';
    transcripts.set(id, record.transcript ?? record.text ?? '');
  }
}
const stt = flags.transcribe ? transcriberFromEnv() : null;
const grader = await createSpeakingGrader({
  ...(stringFlag(flags, 'model') ? { fluencyModel: stringFlag(flags, 'model')! } : {}),
  transcribe: stt ? (audio, mimeType, context) => (stt.transcribeTimed ? stt.transcribeTimed(audio, mimeType, context) : stt.transcribe(audio, mimeType)) : null,
});
const files = readdirSync(folder).filter((name) => /\.(wav|ogg|opus)$/iu.test(name)).sort();
const rows: Array<Record<string, unknown>> = [];
const started = Date.now();
for (const name of files) {
  const id = name.replace(/\.[^.]+$/u, '');
  const given = transcripts.get(id) ?? (stt ? undefined : null);
  const result = await grader.grade({ audio: new Uint8Array(readFileSync(path.join(folder, name))), question, part, ...(given === undefined ? {} : { transcript: given }) });
  const m = result.measures.audio;
  rows.push({
    id,
    duration: m.duration.toFixed(2),
    syllables: m.syllables,
    speech_rate: m.speechRate.toFixed(3),
    articulation_rate: m.articulationRate.toFixed(3),
    phonation_ratio: m.phonationRatio.toFixed(3),
    pause_count: m.pauseCount,
    mean_pause: m.meanPause.toFixed(3),
    fluency_rating: result.measures.fluencyRating.toFixed(3),
    fluency: result.fluency,
    coherence: result.coherence,
    grammar: result.grammar,
    vocabulary: result.vocabulary,
    relevance: result.relevance,
    topic_development: result.topicDevelopment,
    pronunciation: result.pronunciation,
    band: result.band,
    transcript_used: result.transcriptUsed ? 1 : 0,
    transcript_status: result.transcriptStatus,
  });
}
grader.dispose();
const csv = writeCsv(['id', 'duration', 'syllables', 'speech_rate', 'articulation_rate', 'phonation_ratio', 'pause_count', 'mean_pause', 'fluency_rating', 'fluency', 'coherence', 'grammar', 'vocabulary', 'relevance', 'topic_development', 'pronunciation', 'band', 'transcript_used', 'transcript_status'], rows);
const target = stringFlag(flags, 'out');
if (target) writeFileSync(target, csv);
else process.stdout.write(csv);
console.error(`graded ${files.length} recordings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
