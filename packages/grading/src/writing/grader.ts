import { roundIeltsBand } from '@bandwise/core';
import { createChecker } from '../text/checker';
import type { Checker } from '../text/checker';
import { ELLIPSE_SCORES } from './ellipse';
import type { EllipseScores } from './ellipse';
import { analyseText } from './features';
import type { Features } from './features';
import { buildFeedback } from './feedback';
import type { CriterionFeedback, WritingKind } from './feedback';
import { loadWritingModel } from './model';
import type { WritingModel } from './model';
import { predictNgramText } from './ngrams';
import { featureRow, predictRidge } from './ridge';
import { criterionBand, ellipseToBand, multiLevelScore } from './scale';
import type { MultiLevelScore } from './scale';

export type { WritingKind } from './feedback';
export const writingKinds = ['ielts-task1', 'ielts-task2', 'ml-letter-informal', 'ml-letter-formal', 'ml-essay'] as const;

export type WritingInput = {
  kind: WritingKind;
  /** The task prompt as shown to the learner (for task 1, add the picture's description if there is one). */
  prompt: string;
  text: string;
  /** The task's minimum words (IELTS 150 / 250); defaults by kind. */
  minWords?: number;
  /** An upper limit where the task sets one ('Write 120-150 words'). */
  maxWords?: number;
};

export type WritingCriteria = { taskAchievement: number; coherence: number; lexicalResource: number; grammar: number };

export type WritingErrorKind = 'grammar' | 'spelling' | 'punctuation' | 'style';
export type WritingError = { start: number; end: number; message: string; suggestion?: string; kind: WritingErrorKind };

export type WritingResult = {
  kind: WritingKind;
  criteria: WritingCriteria;
  /** Task band: the mean of the four criteria, IELTS-rounded (.25 -> .5, .75 -> next whole band). */
  band: number;
  /** The model's ELLIPSE-scale predictions (1-5) the criteria are linked from, plus overall. */
  analytic: EllipseScores & { overall: number };
  features: Features;
  errors: WritingError[];
  feedback: CriterionFeedback;
  /** The four comments as one paragraph (the seeds' single 'feedback' field). */
  comment: string;
  /** Multi-level kinds only: 0-75 and the CEFR level. */
  multiLevel?: MultiLevelScore;
  /** Rules that moved a criterion away from the model's linked value, for examiners and audits. */
  adjustments: string[];
};

export const DEFAULT_MIN_WORDS: Record<WritingKind, number> = {
  'ielts-task1': 150,
  'ielts-task2': 250,
  'ml-letter-informal': 50,
  'ml-letter-formal': 120,
  'ml-essay': 180,
};

export type WritingGrader = {
  grade(input: WritingInput): Promise<WritingResult>;
  dispose(): void;
};

export type WritingGraderOptions = {
  /** A weights file (path or URL) or a loaded model; default: the package's ELLIPSE model. */
  model?: WritingModel | string | URL;
  /** Share a checker (harper set-up takes seconds) between graders. */
  checker?: Checker;
};

const ISSUE_KIND: Record<string, WritingErrorKind> = {
  grammar: 'grammar',
  spelling: 'spelling',
  punctuation: 'punctuation',
  capitalisation: 'punctuation',
  style: 'style',
};

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function zeroResult(input: WritingInput, features: Features, message: string): WritingResult {
  const feedback: CriterionFeedback = { taskAchievement: message, coherence: message, lexicalResource: message, grammar: message };
  const analytic = { cohesion: 1, syntax: 1, vocabulary: 1, phraseology: 1, grammar: 1, conventions: 1, overall: 1 };
  const result: WritingResult = {
    kind: input.kind,
    criteria: { taskAchievement: 0, coherence: 0, lexicalResource: 0, grammar: 0 },
    band: 0,
    analytic,
    features,
    errors: [],
    feedback,
    comment: message,
    adjustments: ['no assessable answer'],
  };
  if (input.kind.startsWith('ml-')) result.multiLevel = multiLevelScore(0);
  return result;
}

/**
 * Grades one answer from measured features: the fitted model predicts the ELLIPSE analytic scores, which are linked
 * to the IELTS criteria (cohesion -> CC; vocabulary + phraseology -> LR; syntax + grammar -> GRA; conventions split
 * between LR and GRA; overall + length + relevance + task rules -> TA), then mapped to bands.
 */
export function gradeWithAnalysis(model: WritingModel, input: WritingInput, issues: Parameters<typeof analyseText>[0]['issues'], known: (word: string) => boolean, ngramLookup?: Map<string, number>): WritingResult {
  const minWords = input.minWords ?? DEFAULT_MIN_WORDS[input.kind];
  const { features, analysis } = analyseText({ text: input.text, prompt: input.prompt, minWords, issues, known });
  const words = features.words ?? 0;
  if (words === 0) return zeroResult(input, features, 'No answer was written, so there is nothing to assess.');

  if (model.ngram) {
    for (const [name, value] of Object.entries(predictNgramText(model.ngram, input.text, ngramLookup))) features[`bow_${name}`] = value;
  }
  const predicted = predictRidge(model, featureRow(model, features));
  const analytic = Object.fromEntries([...ELLIPSE_SCORES, 'overall'].map((name) => [name, Math.round((predicted[name] ?? 3) * 100) / 100])) as EllipseScores & { overall: number };
  const adjustments: string[] = [];

  let coherence = ellipseToBand(analytic.cohesion);
  let lexical = ellipseToBand(0.4 * analytic.vocabulary + 0.4 * analytic.phraseology + 0.2 * analytic.conventions);
  let grammar = ellipseToBand(0.4 * analytic.syntax + 0.4 * analytic.grammar + 0.2 * analytic.conventions);
  let task = ellipseToBand(analytic.overall);

  // Length against the task (an IELTS examiner's under-length penalty, graded by how short).
  const ratio = minWords > 0 ? words / minWords : 1;
  if (ratio < 1) {
    const penalty = ratio >= 0.9 ? 0.5 : ratio >= 0.75 ? 1 : ratio >= 0.5 ? 1.5 : ratio >= 1 / 3 ? 2 : 3;
    task -= penalty;
    adjustments.push(`task: -${penalty} for ${words} of ${minWords} words`);
  }
  // Relevance to the prompt: little shared content vocabulary means the answer may be off topic.
  const relevance = features.relevance ?? 0;
  const coverage = features.promptCoverage ?? 1;
  if (input.prompt.trim() !== '' && words >= 40) {
    if (relevance < 0.06 && coverage < 0.2) {
      task = Math.min(task, 3);
      adjustments.push(`task: capped at 3, answer appears off topic (relevance ${relevance.toFixed(2)})`);
    } else if (relevance < 0.12 && coverage < 0.35) {
      task -= 1;
      adjustments.push(`task: -1, weak link to the prompt (relevance ${relevance.toFixed(2)})`);
    }
  }
  const text = input.text;
  if (input.kind === 'ielts-task2' || input.kind === 'ml-essay') {
    if (!analysis.sentences.some((sentence) => /\b(i (strongly )?(think|believe|feel|agree|disagree)|in my (opinion|view)|from my (point of view|perspective)|personally|my view is|i am convinced)\b/iu.test(sentence.text))) {
      task -= 0.5;
      adjustments.push('task: -0.5, no clear position stated');
    }
  }
  if (input.kind === 'ielts-task1' && !/\b(overall|in general|generally|it is (clear|evident|noticeable)|the most (striking|noticeable|significant))\b/iu.test(text)) {
    task = Math.min(task, 5);
    adjustments.push('task: capped at 5, no overview');
  }
  if (input.kind === 'ml-letter-formal' || input.kind === 'ml-letter-informal') {
    if (!/^\s*(dear|hi|hello|hey|to whom it may concern)\b/iu.test(text)) {
      task -= 0.5;
      adjustments.push('task: -0.5, no greeting');
    }
    if (input.kind === 'ml-letter-formal' && ((features.contractionsPer100 ?? 0) > 2 || (features.informalPer100 ?? 0) > 0.5)) {
      task -= 0.5;
      adjustments.push('task: -0.5, register too informal');
    }
  }
  // One block of text: IELTS CC band 5 mentions 'may be no paragraphing'.
  if ((features.paragraphs ?? 0) <= 1 && words > 120) {
    coherence = Math.min(coherence, 5);
    adjustments.push('coherence: capped at 5, no paragraphing');
  }
  // The public descriptors rate responses of 20 words or fewer at band 1.
  if (words <= 20) {
    task = Math.min(task, 1);
    coherence = Math.min(coherence, 1);
    lexical = Math.min(lexical, 1);
    grammar = Math.min(grammar, 1);
    adjustments.push('all: band 1, 20 words or fewer');
  }

  const criteria: WritingCriteria = {
    taskAchievement: criterionBand(task),
    coherence: criterionBand(coherence),
    lexicalResource: criterionBand(lexical),
    grammar: criterionBand(grammar),
  };
  const rawBand = mean([criteria.taskAchievement, criteria.coherence, criteria.lexicalResource, criteria.grammar]);
  const feedback = buildFeedback({ kind: input.kind, text, minWords, maxWords: input.maxWords, features, analysis });
  const errors: WritingError[] = analysis.issues.map((issue) => {
    const suggestion = issue.suggestions.find((value) => value !== issue.problem);
    const error: WritingError = { start: issue.start, end: issue.end, message: issue.message, kind: ISSUE_KIND[issue.category] ?? 'style' };
    if (suggestion !== undefined) error.suggestion = suggestion;
    return error;
  });
  const result: WritingResult = {
    kind: input.kind,
    criteria,
    band: roundIeltsBand(rawBand),
    analytic,
    features,
    errors,
    feedback,
    comment: [feedback.taskAchievement, feedback.coherence, feedback.lexicalResource, feedback.grammar].join('\n\n'),
    adjustments,
  };
  if (input.kind.startsWith('ml-')) result.multiLevel = multiLevelScore(rawBand);
  return result;
}

/** Builds a grader with its checker set up (2-3 s on an idle machine; keep one instance per process). */
export async function createWritingGrader(options: WritingGraderOptions = {}): Promise<WritingGrader> {
  const model = options.model === undefined || typeof options.model === 'string' || options.model instanceof URL ? loadWritingModel(options.model) : options.model;
  const ownChecker = !options.checker;
  const checker = options.checker ?? (await createChecker());
  const lookup = model.ngram ? new Map(model.ngram.vocabulary.map((gram, index) => [gram, index])) : undefined;
  return {
    async grade(input) {
      const issues = input.text.trim() === '' ? [] : await checker.lint(input.text, { prompt: input.prompt });
      return gradeWithAnalysis(model, input, issues, checker.known, lookup);
    },
    dispose() {
      if (ownChecker) checker.dispose();
    },
  };
}

let shared: Promise<WritingGrader> | undefined;

/** Grades with a process-wide grader created on first use. */
export async function gradeWriting(input: WritingInput): Promise<WritingResult> {
  shared ??= createWritingGrader();
  return (await shared).grade(input);
}
