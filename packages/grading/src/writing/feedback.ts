import type { Issue } from '../text/checker';
import { SUBORDINATORS, frequencyRank } from '../text/lexicon';
import type { Sentence } from '../text/tokenize';
import type { Features, TextAnalysis } from './features';
import { GREETING, OVERVIEW, POSITION } from './rules';

/**
 * Criterion comments built from what was measured in this very text: they quote the learner's own sentences with
 * the detected errors and the checker's suggestions, so no two answers get the same paragraph of advice.
 */

/** The writing tasks the grader knows: IELTS task 1 and 2, and the multi-level letters and essay. */
export const writingKinds = ['ielts-task1', 'ielts-task2', 'ml-letter-informal', 'ml-letter-formal', 'ml-essay'] as const;
export type WritingKind = (typeof writingKinds)[number];

export type CriterionFeedback = { taskAchievement: string; coherence: string; lexicalResource: string; grammar: string };

const MAX_QUOTE_WORDS = 28;

/** The sentence holding an offset, or undefined. */
export function sentenceAt(sentences: readonly Sentence[], offset: number): Sentence | undefined {
  return sentences.find((sentence) => offset >= sentence.start && offset < sentence.end) ?? sentences.find((sentence) => offset <= sentence.end);
}

/**
 * A quotation of the learner's sentence, shortened around a span when the sentence is long. It is cut from `text` by
 * offset, not taken from the analysed sentence: the analysis may run on a copy with the prompt's words blanked, and a
 * quote must show what the learner wrote.
 */
export function quoteAround(text: string, sentence: Sentence | undefined, start: number, end: number): string {
  if (!sentence) return `"${text.slice(start, end)}"`;
  const list = sentence.words;
  if (list.length <= MAX_QUOTE_WORDS) return `"${text.slice(sentence.start, sentence.end).trim()}"`;
  const index = Math.max(0, list.findIndex((word) => word.end > start));
  const from = Math.max(0, index - 8);
  const to = Math.min(list.length - 1, index + 8);
  const body = text.slice(list[from]!.start, list[to]!.end);
  return `"${from > 0 ? '… ' : ''}${body}${to < list.length - 1 ? ' …' : ''}"`;
}

function describeIssue(text: string, sentences: readonly Sentence[], issue: Issue): string {
  const quote = quoteAround(text, sentenceAt(sentences, issue.start), issue.start, issue.end);
  const problem = issue.problem.trim() || text.slice(issue.start, issue.end);
  const suggestion = issue.suggestions.find((value) => value.trim() !== '' && value !== problem);
  const fix = suggestion ? ` → '${suggestion}'` : issue.suggestions.some((value) => value === '') ? ' → delete it' : '';
  const why = issue.kind === 'Dictionary' ? 'not a recognised spelling' : issue.message.replace(/\.$/u, '').replace(/`/gu, "'");
  return `In ${quote}: '${problem}'${fix} (${why}).`;
}

function list(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

function pickSpread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const out: T[] = [];
  for (let i = 0; i < count; i += 1) out.push(items[Math.floor((i * items.length) / count)]!);
  return out;
}

/** Up to `count` issues of different kinds first (an agreement, a tense and a comparative error before a second of any), in text order. */
function pickVaried(issues: readonly Issue[], count: number): Issue[] {
  const seen = new Set<string>();
  const first = issues.filter((issue) => {
    const key = issue.rule ?? issue.kind;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const picked = pickSpread(first, count);
  for (const issue of pickSpread(issues, count)) if (picked.length < count && !picked.includes(issue)) picked.push(issue);
  return picked.sort((a, b) => a.start - b.start);
}

/** Whether any error (not a style note) touches the span: such a sentence is never quoted as a model. */
function flagged(issues: readonly Issue[], start: number, end: number): boolean {
  return issues.some((issue) => issue.category !== 'style' && issue.start < end && issue.end > start);
}

const CLOSING = /\b(yours (sincerely|faithfully|truly)|best (wishes|regards)|kind regards|regards|love|take care|see you|all the best|cheers|sincerely)\b[^\n]*\n?[^\n]*$/iu;

export type FeedbackInput = {
  kind: WritingKind;
  text: string;
  minWords: number;
  maxWords?: number;
  features: Features;
  analysis: TextAnalysis;
};

function taskComment(input: FeedbackInput): string {
  const { kind, text, minWords, features, analysis } = input;
  const parts: string[] = [];
  const words = features.words ?? 0;
  if (minWords > 0 && words < minWords) {
    parts.push(`Your answer has ${words} words; the task asks for at least ${minWords}, and a short answer cannot cover the task fully.`);
  } else if (input.maxWords && words > input.maxWords * 1.15) {
    parts.push(`Your answer has ${words} words, well over the ${input.maxWords} the task asks for: keep to the point.`);
  } else {
    parts.push(`Length is right for the task (${words} words${minWords > 0 ? `, minimum ${minWords}` : ''}).`);
  }
  const coverage = features.promptCoverage ?? 1;
  if (analysis.promptMissing.length > 0 && coverage < 0.3) {
    parts.push(`Key words of the prompt such as ${list(analysis.promptMissing.slice(0, 3))} never appear in your answer: make sure you answer the question that was asked.`);
  } else if (analysis.promptCovered.length > 0) {
    parts.push(`You address the prompt's key ideas (${list(analysis.promptCovered.slice(0, 3))}).`);
    if (coverage < 0.6 && analysis.promptMissing.length > 0) parts.push(`Cover the rest of the prompt too: ${list(analysis.promptMissing.slice(0, 3))}.`);
  }
  if (kind === 'ielts-task2' || kind === 'ml-essay') {
    const position = analysis.sentences.find((sentence) => POSITION.test(sentence.text));
    if (position) parts.push(`Your position is stated: ${quoteAround(text, position, position.start, position.start + 1)}.`);
    else parts.push('State your own opinion clearly, in the introduction and again in the conclusion (e.g. "I believe that …").');
  }
  if (kind === 'ielts-task1') {
    const overview = analysis.sentences.find((sentence) => OVERVIEW.test(sentence.text));
    if (overview) parts.push(`Your overview: ${quoteAround(text, overview, overview.start, overview.start + 1)}.`);
    else parts.push('Add an overview sentence summarising the main changes or trends (e.g. "Overall, …"): it is essential for this task.');
  }
  if (kind === 'ml-letter-formal' || kind === 'ml-letter-informal') {
    const first = analysis.sentences[0];
    if (!GREETING.test(text)) parts.push(`Begin the letter with a greeting (${kind === 'ml-letter-formal' ? '"Dear Mr/Ms …,"' : '"Dear Sam," or "Hi Sam,"'}); it starts ${first ? quoteAround(text, first, first.start, first.start + 1) : 'without one'}.`);
    if (!CLOSING.test(text.trim())) parts.push(`End with a closing line (${kind === 'ml-letter-formal' ? '"Yours sincerely," / "Yours faithfully,"' : '"Best wishes," / "See you soon,"'}) and your name.`);
    if (kind === 'ml-letter-formal' && ((features.contractionsPer100 ?? 0) > 2 || (features.informalPer100 ?? 0) > 0.5)) {
      const casual = analysis.words.find((word) => /'(t|s|re|ve|ll|d|m)$/u.test(word.lower) || ['gonna', 'wanna', 'hey', 'guys', 'stuff', 'cool', 'awesome'].includes(word.lower));
      parts.push(`The tone is too casual for a letter to a manager${casual ? ` (e.g. '${casual.text}')` : ''}: avoid contractions and chatty words.`);
    }
    if (kind === 'ml-letter-informal' && (features.contractionsPer100 ?? 0) === 0 && words > 40) {
      parts.push('For a friend, a lighter tone with contractions ("I\'m", "can\'t") sounds more natural.');
    }
  }
  return parts.join(' ');
}

function coherenceComment(input: FeedbackInput): string {
  const { text, features, analysis } = input;
  const parts: string[] = [];
  const paragraphs = features.paragraphs ?? 0;
  const words = features.words ?? 0;
  if (paragraphs <= 1 && words > 80) parts.push('Everything is in one paragraph: divide the answer into an introduction, body paragraphs (one main idea each) and a conclusion.');
  else parts.push(`You organised the answer in ${paragraphs} paragraph${paragraphs === 1 ? '' : 's'}.`);
  const phrases = [...new Set(analysis.linking.map((link) => link.phrase))];
  if (phrases.length === 0) {
    parts.push('No linking words were found: connect ideas with devices such as "however", "for example", "as a result".');
  } else {
    const example = analysis.linking[0]!;
    const sentence = sentenceAt(analysis.sentences, example.start);
    parts.push(`Linking words used: ${list(phrases.slice(0, 5))}, e.g. ${quoteAround(text, sentence, example.start, example.start + example.phrase.length)}.`);
    const counts = new Map<string, number>();
    for (const link of analysis.linking) counts.set(link.phrase, (counts.get(link.phrase) ?? 0) + 1);
    const overused = [...counts.entries()].filter(([, value]) => value >= 4).sort((a, b) => b[1] - a[1])[0];
    if (overused) parts.push(`'${overused[0]}' appears ${overused[1]} times: vary your linking words.`);
  }
  const longest = [...analysis.sentences].sort((a, b) => b.words.length - a.words.length)[0];
  if (longest && longest.words.length > 40) {
    parts.push(`One sentence runs to ${longest.words.length} words (${quoteAround(text, longest, longest.start, longest.start + 1)}): split it so each sentence carries one idea.`);
  }
  return parts.join(' ');
}

function lexicalComment(input: FeedbackInput): string {
  const { text, features, analysis } = input;
  const parts: string[] = [];
  const spelling = analysis.issues.filter((issue) => issue.category === 'spelling');
  if (spelling.length > 0) {
    parts.push(`${spelling.length} spelling error${spelling.length === 1 ? '' : 's'} found, each marked in your answer.`);
    for (const issue of pickSpread(spelling, 3)) parts.push(describeIssue(text, analysis.sentences, issue));
  } else {
    parts.push('No spelling errors were found.');
  }
  const top = analysis.repeated[0];
  const words = features.words ?? 0;
  if (top && top.count >= 5 && top.count / Math.max(words, 1) > 0.025) {
    parts.push(`'${top.word}' is used ${top.count} times: vary it with synonyms, pronouns or paraphrase.`);
  }
  // A word the checker flags anywhere in the answer (a misspelling, a non-word, 'peoples') is never praised as
  // vocabulary, nor is a name (capitalised inside a sentence): only words the learner chose and used correctly.
  const flaggedWords = new Set(analysis.issues.filter((issue) => issue.category !== 'style').map((issue) => issue.problem.toLowerCase()));
  const sentenceStarts = new Set(analysis.sentences.map((sentence) => sentence.words[0]?.start));
  const rare = [...new Set(analysis.words.filter((word) =>
    word.lower.length > 5 && (frequencyRank(word.lower) ?? 0) > 5000 && !flaggedWords.has(word.lower) && !flagged(analysis.issues, word.start, word.end) && !(/^\p{Lu}/u.test(word.text) && !sentenceStarts.has(word.start)),
  ).map((word) => word.lower))];
  if (rare.length >= 2) parts.push(`Less common vocabulary you used: ${list(rare.slice(0, 4))}.`);
  else {
    const common = analysis.repeated.slice(0, 3).map((entry) => entry.word);
    parts.push(`Most of your vocabulary is very common${common.length > 0 ? ` (your most used words: ${list(common)})` : ''}; use more precise, topic-specific words.`);
  }
  return parts.join(' ');
}

function grammarComment(input: FeedbackInput): string {
  const { text, features, analysis } = input;
  const parts: string[] = [];
  const grammar = analysis.issues.filter((issue) => issue.category === 'grammar');
  const mechanics = analysis.issues.filter((issue) => issue.category === 'punctuation' || issue.category === 'capitalisation');
  if (grammar.length > 0) {
    parts.push(`${grammar.length} grammar error${grammar.length === 1 ? '' : 's'} found, each marked in your answer.`);
    for (const issue of pickVaried(grammar, 3)) parts.push(describeIssue(text, analysis.sentences, issue));
  } else {
    parts.push('The checker found no grammar errors.');
  }
  if (mechanics.length > 0) {
    parts.push(`Punctuation and capitals: ${mechanics.length} issue${mechanics.length === 1 ? '' : 's'}.`);
    for (const issue of pickSpread(mechanics, 2)) parts.push(describeIssue(text, analysis.sentences, issue));
  }
  // Only a sentence with no flagged error anywhere in it is quoted as a model.
  const complex = analysis.sentences.find((sentence) => sentence.words.length >= 10 && sentence.words.length <= 35 && sentence.words.some((word) => SUBORDINATORS.has(word.lower) && word.lower !== 'that') && !flagged(analysis.issues, sentence.start, sentence.end));
  if ((features.subordinatorsPerSentence ?? 0) < 0.4) {
    const simple = analysis.sentences.find((sentence) => sentence.words.length >= 4 && !sentence.words.some((word) => SUBORDINATORS.has(word.lower)));
    parts.push(`Most sentences are simple${simple ? `, such as ${quoteAround(text, simple, simple.start, simple.start + 1)}` : ''}: add complex sentences with "although", "which", "if" or "because".`);
  } else if (complex) {
    parts.push(`A well-formed complex sentence: ${quoteAround(text, complex, complex.start, complex.start + 1)}.`);
  }
  return parts.join(' ');
}

export function buildFeedback(input: FeedbackInput): CriterionFeedback {
  return {
    taskAchievement: taskComment(input),
    coherence: coherenceComment(input),
    lexicalResource: lexicalComment(input),
    grammar: grammarComment(input),
  };
}
