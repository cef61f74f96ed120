/**
 * Grades every essay in a CSV with the built-in writing grader and writes a CSV of predictions.
 *
 *   npx tsx --conditions=source packages/grading/scripts/grade-essays.ts essays.csv [--out predictions.csv]
 *     [--kind ielts-task2] [--min-words 250] [--model weights.json] [--link link.json] [--grader builtin|llm]
 *
 * Input columns: id,prompt,text (optional kind, or task 1/2, and minWords columns override the flags per row).
 * --grader llm grades with the configured LLM provider (BW_LLM_BASE_URL, BW_LLM_MODEL, ...) instead, filling the IELTS
 * columns only, so `evaluate` compares both graders on the same essays. Output: id, the
 * ELLIPSE-scale predictions under ELLIPSE's own column names (cohesion, syntax, vocabulary, phraseology, grammar,
 * conventions, overall; 1-5) so `evaluate` can compare them with a human file directly, then the IELTS criteria
 * (ielts_task, ielts_coherence, ielts_lexical, ielts_grammar, ielts_band), words and error counts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readCsvRecords, writeCsv } from '../src/csv';
import { llmGraderFromEnv } from '../src/providers/llm';
import { loadSentenceEncoder } from '../src/text/encoder';
import { createWritingGrader, writingKinds } from '../src/writing/grader';
import type { WritingKind } from '../src/writing/grader';
import { parseArgs, stringFlag } from './args';

const { flags, positional } = parseArgs(process.argv.slice(2));
const input = positional[0];
if (!input) {
  console.error('usage: grade-essays <essays.csv> [--out predictions.csv] [--kind ielts-task2] [--min-words N] [--model weights.json] [--link link.json] [--grader builtin|llm]');
  process.exit(1);
}
const defaultKind = stringFlag(flags, 'kind', 'ielts-task2') as WritingKind;
if (!writingKinds.includes(defaultKind)) throw new Error(`--kind must be one of ${writingKinds.join(', ')}`);
const minFlag = stringFlag(flags, 'min-words');
const which = stringFlag(flags, 'grader', 'builtin');
if (which !== 'builtin' && which !== 'llm') throw new Error('--grader must be builtin or llm');
const llm = which === 'llm' ? llmGraderFromEnv() : null;
if (which === 'llm' && !llm) throw new Error('--grader llm needs BW_LLM_BASE_URL and BW_LLM_MODEL (see docs/GRADING.md, Providers)');
const modelFlag = stringFlag(flags, 'model');
const linkFlag = stringFlag(flags, 'link');
const grader = llm ? null : await createWritingGrader({ encoder: await loadSentenceEncoder(), ...(modelFlag ? { model: modelFlag } : {}), ...(linkFlag ? { link: linkFlag } : {}) });
const records = readCsvRecords(readFileSync(input, 'utf8'));
const out: Array<Record<string, unknown>> = [];
const started = Date.now();
for (const record of records) {
  const byTask = record.task === '1' ? 'ielts-task1' : record.task === '2' ? 'ielts-task2' : undefined;
  const kind = (writingKinds as readonly string[]).includes(record.kind ?? '') ? (record.kind as WritingKind) : (byTask ?? defaultKind);
  const minWords = record.minWords ? Number(record.minWords) : minFlag ? Number(minFlag) : undefined;
  const input = { kind, prompt: record.prompt ?? '', text: record.text ?? '', ...(minWords !== undefined ? { minWords } : {}) };
  if (llm) {
    const result = await llm.gradeWriting(input);
    out.push({
      id: record.id,
      ielts_task: result.criteria.taskAchievement,
      ielts_coherence: result.criteria.coherence,
      ielts_lexical: result.criteria.lexicalResource,
      ielts_grammar: result.criteria.grammar,
      ielts_band: result.band,
    });
    continue;
  }
  const result = await grader!.grade(input);
  out.push({
    id: record.id,
    ...result.analytic,
    ielts_task: result.criteria.taskAchievement,
    ielts_coherence: result.criteria.coherence,
    ielts_lexical: result.criteria.lexicalResource,
    ielts_grammar: result.criteria.grammar,
    ielts_band: result.band,
    multi_level_score: result.multiLevel?.score ?? '',
    words: result.features.words,
    grammar_errors: result.errors.filter((error) => error.kind === 'grammar').length,
    spelling_errors: result.errors.filter((error) => error.kind === 'spelling').length,
  });
}
grader?.dispose();
const columns = ['id', 'cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions', 'overall', 'ielts_task', 'ielts_coherence', 'ielts_lexical', 'ielts_grammar', 'ielts_band', 'multi_level_score', 'words', 'grammar_errors', 'spelling_errors'];
const csv = writeCsv(columns, out);
const target = stringFlag(flags, 'out');
if (target) writeFileSync(target, csv);
else process.stdout.write(csv);
console.error(`graded ${records.length} essays in ${((Date.now() - started) / 1000).toFixed(1)} s (${((Date.now() - started) / Math.max(records.length, 1)).toFixed(0)} ms each)`);
