import { readFileSync } from 'node:fs';
import type { Checker, Issue } from './checker';

/**
 * The hand-annotated error-detection set (fixtures/error-detection.txt) and the checker's precision and recall on it.
 * An annotation is written inline as {what the learner wrote=>the correction|type}; lines without braces are correct.
 */

export type AnnotatedError = { start: number; end: number; type: string; correction: string };
export type AnnotatedSentence = {
  text: string;
  errors: AnnotatedError[];
  /** 'held-out': written before the rules that cover it and not looked at while writing them (the out-of-sample part). */
  split?: 'development' | 'held-out';
};

const ANNOTATION = /\{([^{}=]*)=>([^{}|]*)\|([a-z-]+)\}/gu;

export function parseAnnotated(line: string): AnnotatedSentence {
  let text = '';
  const errors: AnnotatedError[] = [];
  let last = 0;
  for (const match of line.matchAll(ANNOTATION)) {
    text += line.slice(last, match.index);
    const start = text.length;
    text += match[1]!;
    errors.push({ start, end: text.length, correction: match[2]!, type: match[3]! });
    last = (match.index ?? 0) + match[0].length;
  }
  text += line.slice(last);
  if (/[{}]/u.test(text)) throw new Error(`malformed annotation in: ${line}`);
  return { text, errors };
}

const HELD_OUT = /^#\s*split:\s*held-out\s*$/u;

/** The set's sentences; those after the '# split: held-out' line are marked held-out, the rest development. */
export function loadErrorDetectionSet(path = new URL('./fixtures/error-detection.txt', import.meta.url)): AnnotatedSentence[] {
  let split: AnnotatedSentence['split'] = 'development';
  const out: AnnotatedSentence[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (HELD_OUT.test(line.trim())) split = 'held-out';
    if (line.trim() === '' || line.startsWith('#')) continue;
    out.push({ ...parseAnnotated(line), split });
  }
  return out;
}

export type DetectionReport = {
  sentences: number;
  annotated: number;
  detections: number;
  /** Detections overlapping an annotated error / all detections (style suggestions are not errors and not counted). */
  precision: number;
  /** Annotated errors overlapped by a detection / all annotated errors. */
  recall: number;
  /** Of the errors found, the share whose first suggestion gives the annotated correction. */
  correctionAccuracy: number;
  recallByType: Record<string, { found: number; total: number }>;
  /** Per source of the flag (Bandwise's rule, or harper's category): flags overlapping an annotated error / all its flags. */
  precisionBySource: Record<string, { right: number; flagged: number }>;
  falsePositives: Array<{ text: string; problem: string; message: string }>;
  misses: Array<{ text: string; problem: string; type: string }>;
};

const squash = (value: string) => value.replace(/\s+/gu, ' ').trim();
const replace = (text: string, start: number, end: number, value: string) => squash(`${text.slice(0, start)}${value}${text.slice(end)}`);

/** Which part of the checker raised a flag: Bandwise's rule by name, else harper's (or the dictionary's) category. */
function sourceOf(issue: Issue): string {
  return issue.rule ?? (issue.category === 'spelling' ? 'spelling' : `harper ${issue.category}`);
}

export async function evaluateDetection(checker: Checker, set: readonly AnnotatedSentence[]): Promise<DetectionReport> {
  let detections = 0;
  let truePositives = 0;
  let found = 0;
  let corrected = 0;
  const recallByType: DetectionReport['recallByType'] = {};
  const precisionBySource: DetectionReport['precisionBySource'] = {};
  const falsePositives: DetectionReport['falsePositives'] = [];
  const misses: DetectionReport['misses'] = [];
  for (const sentence of set) {
    const issues = (await checker.lint(sentence.text)).filter((issue) => issue.category !== 'style');
    const overlaps = (issue: Issue, error: AnnotatedError) => issue.start < error.end && issue.end > error.start;
    for (const issue of issues) {
      detections += 1;
      const source = (precisionBySource[sourceOf(issue)] ??= { right: 0, flagged: 0 });
      source.flagged += 1;
      if (sentence.errors.some((error) => overlaps(issue, error))) {
        truePositives += 1;
        source.right += 1;
      } else falsePositives.push({ text: sentence.text, problem: issue.problem, message: issue.message });
    }
    for (const error of sentence.errors) {
      const entry = (recallByType[error.type] ??= { found: 0, total: 0 });
      entry.total += 1;
      const hits = issues.filter((issue) => overlaps(issue, error));
      if (hits.length === 0) {
        misses.push({ text: sentence.text, problem: sentence.text.slice(error.start, error.end), type: error.type });
        continue;
      }
      entry.found += 1;
      found += 1;
      const wanted = replace(sentence.text, error.start, error.end, error.correction);
      if (hits.some((issue) => issue.suggestions[0] !== undefined && replace(sentence.text, issue.start, issue.end, issue.suggestions[0]) === wanted)) corrected += 1;
    }
  }
  const annotated = set.reduce((sum, sentence) => sum + sentence.errors.length, 0);
  return {
    sentences: set.length,
    annotated,
    detections,
    precision: detections === 0 ? 1 : truePositives / detections,
    recall: annotated === 0 ? 1 : found / annotated,
    correctionAccuracy: found === 0 ? 1 : corrected / found,
    recallByType,
    precisionBySource,
    falsePositives,
    misses,
  };
}
