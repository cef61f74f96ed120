import { countWords, multiLevelScore, roundIeltsBand, type MultiLevelScore, type WritingIssueKind } from '@bandwise/core';
import { checkerFor } from '../text/checker';
import type { Checker, Issue, IssueCategory } from '../text/checker';
import { INSTRUCTION_WORDS, STOPWORDS, stem } from '../text/lexicon';
import { loadSentenceEncoder } from '../text/encoder';
import type { SentenceEncoder } from '../text/encoder';
import { languageModelFromSystem } from '../text/languageModel';
import type { LanguageModel } from '../text/languageModel';
import { sentences, words } from '../text/tokenize';
import type { Span } from '../text/tokenize';
import { ELLIPSE_SCORES } from './ellipse';
import type { EllipseScores } from './ellipse';
import { analyseText } from './features';
import type { Features, TextAnalysis } from './features';
import type { GraderNote } from '@bandwise/core';
import { noted, type Said } from '../comment';
import { buildFeedback, commentOf, feedbackIn } from './feedback';
import type { CriterionFeedback, WritingKind } from './feedback';
import { ell, loadLinkModel, predictCriteria } from './link';
import type { LinkKind, LinkModel } from './link';
import { loadWritingModel, predictWritingModel } from './model';
import type { WritingModel } from './model';
import { predictNgramText } from './ngrams';
import { featureRow } from './ridge';
import { NOTES, englishShare, ENGLISH_SHARE } from './notes';
import type { WritingNote } from './notes';
import { ASKS_FOR_POSITION, CONCLUDED_VIEW, GREETING, OVERVIEW, POSITION, applyHardRules, copiedSpans, disorderedSignposts, maskSpans, repeatedSentenceSpans, templateShare, wordsPerStop } from './rules';
import type { RuleFacts, WritingCriteria } from './rules';
import { criterionBand } from './scale';
import { measureSense } from './sense';
import type { SenseTools } from './sense';

export { writingKinds, type WritingKind } from './feedback';

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

export type { WritingCriteria } from './rules';

export type WritingError = { start: number; end: number; message: string; suggestion?: string; kind: WritingIssueKind };

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
  /** The four comments as one paragraph (the seeds' single 'feedback' field), in English. */
  comment: string;
  /** The same comment in each site language (key 'comment'), the learner's quoted words as written. */
  commentNote: GraderNote;
  /** Multi-level kinds only: 0-75 and the CEFR level. */
  multiLevel?: MultiLevelScore;
  /** Rules that moved a criterion away from the model's linked value, for examiners and audits. */
  adjustments: string[];
  /** How the answer was read (not English, repeated sentences, ...), each in en / uz / ru for the learner. */
  notes: WritingNote[];
};
export type { WritingNote } from './notes';

export const DEFAULT_MIN_WORDS: Record<WritingKind, number> = {
  'ielts-task1': 150,
  'ielts-task2': 250,
  'multi-level-letter-informal': 50,
  'multi-level-letter-formal': 120,
  'multi-level-essay': 180,
};

export type WritingGrader = {
  grade(input: WritingInput): Promise<WritingResult>;
  dispose(): void;
};

export type WritingGraderOptions = {
  /** A weights file (path or URL) or a loaded model; default: the package's ELLIPSE model. */
  model?: WritingModel | string | URL;
  /** The IELTS link file (path or URL) or a loaded link; default: the package's models/writing-ielts.json. */
  link?: LinkModel | string | URL;
  /** Share a checker (harper set-up takes seconds) between graders. */
  checker?: Checker;
  /** The sentence encoder (loadSentenceEncoder; createGraders shares one per process). Without it, no meaning features. */
  encoder?: SentenceEncoder;
  /** The language model; default: Debian's en-us trigram if installed. null: none. */
  languageModel?: LanguageModel | null;
};

const ISSUE_KIND: Record<IssueCategory, WritingIssueKind> = {
  grammar: 'grammar',
  spelling: 'spelling',
  punctuation: 'punctuation',
  capitalisation: 'punctuation',
  style: 'style',
};

function zeroResult(input: WritingInput, features: Features, message: Said, adjustments: string[], notes: WritingNote[] = []): WritingResult {
  const feedback: CriterionFeedback = { taskAchievement: message.en, coherence: message.en, lexicalResource: message.en, grammar: message.en };
  const analytic = { cohesion: 1, syntax: 1, vocabulary: 1, phraseology: 1, grammar: 1, conventions: 1, overall: 1 };
  const result: WritingResult = {
    kind: input.kind,
    criteria: { taskAchievement: 0, coherence: 0, lexicalResource: 0, grammar: 0 },
    band: 0,
    analytic,
    features,
    errors: [],
    feedback,
    comment: message.en,
    commentNote: noted('comment', message),
    adjustments: [...adjustments, 'no assessable answer'],
    notes,
  };
  if (input.kind.startsWith('multi-level-')) result.multiLevel = multiLevelScore(0);
  return result;
}

/** Paragraph features the ELLIPSE model reads; left at the training mean for a text with no line breaks (see measureAnswer). */
const PARAGRAPH_FEATURES = ['logParagraphs', 'singleParagraph', 'paragraphBalance'] as const;

export type Models = { ellipse: WritingModel; link: LinkModel; ngramLookup?: Map<string, number> };

export type MeasuredAnswer = {
  features: Features;
  analysis: TextAnalysis;
  /** The text with copied rubric blanked (same offsets as the learner's text). */
  ownText: string;
  minWords: number;
  facts: RuleFacts;
  analytic: EllipseScores & { overall: number };
};

/**
 * The learner's own part of an answer: rubric copied from the prompt and sentences repeating an earlier one are blanked
 * (same offsets), so they count neither as words nor as evidence; its sentences are what the models read.
 */
export function ownAnswer(input: Pick<WritingInput, 'text' | 'prompt'>): { text: string; copied: Span[]; repeated: Span[]; sentences: string[] } {
  const copied = copiedSpans(input.text, input.prompt);
  const afterCopy = maskSpans(input.text, copied);
  const repeated = repeatedSentenceSpans(afterCopy);
  const text = maskSpans(afterCopy, repeated);
  // Sentences as the learner ended them, each with its blanked part left out: a blanked span that ends one sentence
  // ('... for those who want [to have children later.] First, ...') would otherwise join it to the next.
  const own = sentences(input.text).map((sentence) => text.slice(sentence.start, sentence.end).trim());
  return { text, copied, repeated, sentences: own.filter((sentence) => /\p{L}/u.test(sentence)) };
}

/** Content stems of the prompt (instructions left out), for the template check. */
function promptStems(prompt: string): Set<string> {
  return new Set(words(prompt).filter((word) => word.lower.length > 2 && !STOPWORDS.has(word.lower) && !INSTRUCTION_WORDS.has(word.lower)).map((word) => stem(word.lower)));
}

/**
 * Everything measured about one answer, before any score: rubric copied from the prompt is blanked first, so it counts
 * neither as words nor as evidence; then the features, the ELLIPSE-scale predictions (as ell_<name> features too) and
 * the facts the hard rules read. Paragraphing: one block of text may be line breaks lost in transit (common in the
 * calibration essays), so the ELLIPSE model sees no paragraph evidence either way for it.
 */
export function measureAnswer(models: Pick<Models, 'ellipse' | 'ngramLookup'>, input: WritingInput, issues: readonly Issue[], known: (word: string) => boolean, sense: Features = {}): MeasuredAnswer {
  const minWords = input.minWords ?? DEFAULT_MIN_WORDS[input.kind];
  const answer = ownAnswer(input);
  const spans = [...answer.copied, ...answer.repeated];
  const ownText = answer.text;
  const ownIssues = issues.filter((issue) => !spans.some((span) => issue.start < span.end && issue.end > span.start));
  const { features, analysis } = analyseText({ text: ownText, prompt: input.prompt, minWords, issues: ownIssues, known });
  const allWords = countWords(input.text);
  const own = features.words ?? 0;
  const repeatedWords = countWords(answer.repeated.map((span) => input.text.slice(span.start, span.end)).join(' '));
  features.copiedShare = allWords === 0 ? 0 : (allWords - own - repeatedWords) / allWords;
  features.repeatedShare = allWords === 0 ? 0 : repeatedWords / allWords;
  features.wordsPerStop = wordsPerStop(ownText, own);
  features.englishShare = englishShare(analysis.words, known) ?? 1;
  Object.assign(features, sense);

  const model = models.ellipse;
  if (model.ngram && own > 0) {
    for (const [name, value] of Object.entries(predictNgramText(model.ngram, ownText, models.ngramLookup))) features[`bow_${name}`] = value;
  }
  const ellipseInput: Features = { ...features };
  if ((features.paragraphs ?? 0) <= 1) for (const name of PARAGRAPH_FEATURES) delete ellipseInput[name];
  const predicted = predictWritingModel(model, featureRow(model, ellipseInput));
  const analytic = Object.fromEntries([...ELLIPSE_SCORES, 'overall'].map((name) => [name, Math.round((predicted[name] ?? 3) * 100) / 100])) as EllipseScores & { overall: number };
  for (const [name, value] of Object.entries(analytic)) features[ell(name)] = value;

  const stems = promptStems(input.prompt);
  const facts: RuleFacts = {
    kind: input.kind,
    words: own,
    minWords,
    copiedWords: allWords - own - repeatedWords,
    repeatedWords,
    wordsPerStop: features.wordsPerStop,
    disorderedSignposts: disorderedSignposts(answer.sentences),
    ...(sense.lmImprobableShare === undefined ? {} : { lmImprobableShare: sense.lmImprobableShare }),
    ...(sense.orderGain === undefined ? {} : { orderGain: sense.orderGain }),
    relevance: features.relevance ?? 0,
    promptCoverage: features.promptCoverage ?? 1,
    hasPrompt: input.prompt.trim() !== '',
    hasOverview: OVERVIEW.test(ownText),
    hasPosition: POSITION.test(ownText) || (ASKS_FOR_POSITION.test(input.prompt) && CONCLUDED_VIEW.test(input.text)),
    asksForPosition: input.prompt.trim() === '' || ASKS_FOR_POSITION.test(input.prompt),
    templateShare: templateShare(analysis.sentences, (lower) => stems.has(stem(lower))),
    hasGreeting: GREETING.test(ownText),
    informalRegister: (features.contractionsPer100 ?? 0) > 2 || (features.informalPer100 ?? 0) > 0.5,
  };
  features.hasOverview = facts.hasOverview ? 1 : 0;
  features.hasPosition = facts.hasPosition ? 1 : 0;
  features.templateShare = facts.templateShare;
  return { features, analysis, ownText, minWords, facts, analytic };
}

/** The IELTS-linked link for a kind: task 1 for ielts-task1, task 2 for essays and the multi-level kinds. */
export function linkKindOf(kind: WritingKind): LinkKind {
  return kind === 'ielts-task1' ? 'task1' : 'task2';
}

/** Criteria (half bands) and the unrounded band mean from a measured answer: the fitted link, then the hard rules. */
export function scoreAnswer(link: LinkModel, measured: MeasuredAnswer): { criteria: WritingCriteria; rawBand: number; adjustments: string[] } {
  const predicted = predictCriteria(link.kinds[linkKindOf(measured.facts.kind)], measured.features);
  const ruled = applyHardRules(predicted, measured.facts);
  const criteria = Object.fromEntries(Object.entries(ruled.criteria).map(([name, value]) => [name, criterionBand(value)])) as WritingCriteria;
  const values = Object.values(criteria);
  return { criteria, rawBand: values.reduce((sum, value) => sum + value, 0) / values.length, adjustments: ruled.adjustments };
}

/** Grades one answer: measure, score with the link and the hard rules, then the feedback and the marked errors. */
export function gradeMeasured(models: Models, input: WritingInput, measured: MeasuredAnswer): WritingResult {
  const { features, analysis, facts } = measured;
  if (facts.words > 0 && features.englishShare! < ENGLISH_SHARE) {
    return zeroResult(input, features, NOTES.notEnglish, [`not English (${Math.round(features.englishShare! * 100)}% English words)`], [NOTES.notEnglish]);
  }
  if (facts.words === 0) {
    const copied = facts.copiedWords > 0;
    return zeroResult(input, features, copied ? NOTES.onlyPrompt : NOTES.noAnswer, copied ? [`words: ${facts.copiedWords} copied from the prompt not counted`] : []);
  }
  const { criteria, rawBand, adjustments } = scoreAnswer(models.link, measured);
  const comments = buildFeedback({ kind: input.kind, text: input.text, minWords: measured.minWords, maxWords: input.maxWords, features, analysis });
  const feedback = feedbackIn(comments, 'en');
  const comment = commentOf(comments);
  const errors: WritingError[] = analysis.issues.map((issue) => {
    const suggestion = issue.suggestions.find((value) => value !== issue.problem);
    const error: WritingError = { start: issue.start, end: issue.end, message: issue.message, kind: ISSUE_KIND[issue.category] };
    if (suggestion !== undefined) error.suggestion = suggestion;
    return error;
  });
  const result: WritingResult = {
    kind: input.kind,
    criteria,
    band: roundIeltsBand(rawBand),
    analytic: measured.analytic,
    features,
    errors,
    feedback,
    comment: comment.en,
    commentNote: noted('comment', comment),
    adjustments,
    notes: notesFor(adjustments, facts),
  };
  if (input.kind.startsWith('multi-level-')) result.multiLevel = multiLevelScore(rawBand);
  return result;
}

/** The learner-facing notes for the rules that read the answer differently from its surface. */
function notesFor(adjustments: readonly string[], facts: MeasuredAnswer['facts']): WritingNote[] {
  const notes: WritingNote[] = [];
  const bit = (pattern: RegExp) => adjustments.some((line) => pattern.test(line));
  if (facts.repeatedWords > 0) notes.push(NOTES.repeatedSentences);
  if (bit(/no sentence punctuation/u)) notes.push(NOTES.noPunctuation);
  if (bit(/not likely English/u)) notes.push(NOTES.wordSalad);
  if (bit(/sentences out of order/u)) notes.push(NOTES.outOfOrder);
  return notes;
}

export function gradeWithAnalysis(models: Models, input: WritingInput, issues: readonly Issue[], known: (word: string) => boolean, sense: Features = {}): WritingResult {
  return gradeMeasured(models, input, measureAnswer(models, input, issues, known, sense));
}

/** True when the text is long enough to judge and mostly not English words: nothing else is measured then. */
function notEnglish(text: string, known: (word: string) => boolean): boolean {
  const share = englishShare(words(text), known);
  return share !== null && share < ENGLISH_SHARE;
}

/** Builds a grader with its checker set up (2-3 s on an idle machine; keep one instance per process). */
export async function createWritingGrader(options: WritingGraderOptions = {}): Promise<WritingGrader> {
  const model = options.model === undefined || typeof options.model === 'string' || options.model instanceof URL ? loadWritingModel(options.model) : options.model;
  const { checker, release } = await checkerFor(options.checker);
  const link = options.link === undefined || typeof options.link === 'string' || options.link instanceof URL ? loadLinkModel(options.link) : options.link;
  const models: Models = { ellipse: model, link };
  if (model.ngram) models.ngramLookup = new Map(model.ngram.vocabulary.map((gram, index) => [gram, index]));
  const tools: SenseTools = { languageModel: options.languageModel === undefined ? languageModelFromSystem() : options.languageModel };
  if (options.encoder) tools.encoder = options.encoder;
  return {
    async grade(input) {
      // Not English: no lint (hundreds of 'spelling errors') and no models; the answer gets 0 with a note.
      if (input.text.trim() === '' || notEnglish(input.text, checker.known)) return gradeWithAnalysis(models, input, [], checker.known);
      const [issues, sense] = await Promise.all([checker.lint(input.text, { prompt: input.prompt }), measureSense(tools, input.prompt, ownAnswer(input).sentences)]);
      return gradeWithAnalysis(models, input, issues, checker.known, sense);
    },
    dispose: release,
  };
}

let shared: Promise<WritingGrader> | undefined;

/** Grades with a process-wide grader created on first use. */
export async function gradeWriting(input: WritingInput): Promise<WritingResult> {
  // As createGraders does: with the sentence encoder when it loads, without its evidence when it cannot.
  shared ??= loadSentenceEncoder()
    .catch(() => null)
    .then((encoder) => createWritingGrader(encoder ? { encoder } : {}));
  return (await shared).grade(input);
}
