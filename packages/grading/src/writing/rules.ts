import type { WritingCriterion } from '@bandwise/core';
import { SENTENCE_END, sentences, words } from '../text/tokenize';
import type { Span } from '../text/tokenize';
import type { WritingKind } from './feedback';

/**
 * The hard rules of the public IELTS writing band descriptors, applied to the criteria after the fitted model: what
 * an examiner does whatever the language is like. Copied rubric does not count; an answer under the task's length,
 * without an overview (task 1) or without a position where the prompt asks for one (task 2), off topic or made of a
 * memorised template loses Task Achievement / Response. Each rule that moves a criterion says so in `adjustments`.
 */

/** The four IELTS writing criteria's bands, keyed by core's writingCriteria. */
export type WritingCriteria = Record<WritingCriterion, number>;

/** Word runs at least this long that also occur in the prompt count as copied rubric (not as the learner's words). */
export const COPY_MIN_RUN = 5;

/** Spans of the text that repeat the prompt word for word (runs of COPY_MIN_RUN or more words, case-insensitive). */
export function copiedSpans(text: string, prompt: string, minRun = COPY_MIN_RUN): Span[] {
  const promptTokens = words(prompt).map((word) => word.lower);
  if (promptTokens.length < minRun) return [];
  const grams = new Set<string>();
  for (let i = 0; i + minRun <= promptTokens.length; i += 1) grams.add(promptTokens.slice(i, i + minRun).join(' '));
  const list = words(text);
  const copied = new Array<boolean>(list.length).fill(false);
  for (let i = 0; i + minRun <= list.length; i += 1) {
    if (!grams.has(list.slice(i, i + minRun).map((word) => word.lower).join(' '))) continue;
    for (let k = i; k < i + minRun; k += 1) copied[k] = true;
  }
  // Consecutive copied words make one span, with the punctuation after each, so no stray '?' counts as a word.
  const spans: Span[] = [];
  list.forEach((word, index) => {
    if (!copied[index]) return;
    const end = word.end + (/^[^\s\p{L}\p{N}]*/u.exec(text.slice(word.end))?.[0].length ?? 0);
    const last = spans[spans.length - 1];
    if (last && copied[index - 1]) last.end = end;
    else spans.push({ start: word.start, end });
  });
  return spans;
}

/**
 * Sentences that repeat an earlier sentence of the answer word for word (case and punctuation aside, figures included, 3+ words): like
 * copied rubric, a repeat shows nothing new, so it counts once. Returns the spans of the repeats, not of the first.
 */
export function repeatedSentenceSpans(text: string): Span[] {
  const seen = new Set<string>();
  const spans: Span[] = [];
  for (const sentence of sentences(text)) {
    if (sentence.words.length < 3) continue;
    // Figures count: 'In 1990, 45% owned a car.' and 'In 2020, 78% owned a car.' are different sentences.
    const key = sentence.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (seen.has(key)) spans.push({ start: sentence.start, end: sentence.end });
    else seen.add(key);
  }
  return spans;
}

/** Words per sentence-ending mark (. ! ?) above which an answer has no sentence punctuation to speak of. */
export const UNPUNCTUATED_WORDS = 60;
/** Descriptors: band 5 punctuation 'may be faulty'; with none at all, grammar cannot be rated higher. */
export const UNPUNCTUATED_GRAMMAR = 5;

/** Words per sentence-ending mark (the words when there is none): 280 words with no full stop give 280. */
export function wordsPerStop(text: string, wordCount: number): number {
  const stops = text.match(SENTENCE_END)?.length ?? 0;
  return wordCount / Math.max(stops, 1);
}

/** The text with the spans blanked out (same length, line breaks kept), so offsets into it are offsets into the text. */
export function maskSpans(text: string, spans: readonly Span[]): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + text.slice(span.start, span.end).replace(/[^\n]/gu, ' ');
    at = span.end;
  }
  return out + text.slice(at);
}

/** How a learner opens a conclusion ('In conclusion', 'To sum up', 'In a nutshell', ...). */
const CONCLUSION_MARKER = String.raw`\b(?:in\s+conclusion|to\s+conclude|to\s+sum\s+up|to\s+summari[sz]e|in\s+summary|my\s+conclusion\s+is|all\s+in\s+all|in\s+a\s+nutshell|all\s+things\s+considered)\b`;

/**
 * A conclusion that judges, read more widely than POSITION's own conclusion clause: the judgement may come in the
 * sentence after the marker and in more words ('To conclude, it is proven that X is more beneficial than Y', 'In a
 * nutshell, online courses can never replace ...', 'In conclusion, ... a tax is drastic. It could be more valuable to
 * ...'). The grader looks for it only when the prompt asks for a view, and in the answer before copied prompt words
 * are blanked: a learner who ends by asserting the prompt's claim takes a position. On the calibration essays, 10 task 2
 * essays were capped for 'no clear position' (examiners' mean band 6.6, the set's 6.8); 7 of them state one so.
 */
export const CONCLUDED_VIEW = new RegExp(
  String.raw`${CONCLUSION_MARKER}[^.!?]{0,200}?(?:[.!?]\s+[^.!?]{0,200}?)?\b(?:should|must|ought|need\s+to|needs\s+to|better|best|worse|more\s+(?:important|beneficial|valuable|effective|useful)|beneficial|essential|necessary|crucial|vital|important|valuable|advantageous|harmful|detrimental|preferable|superior|never|cannot|can't|can\s+not|rather\s+than|instead\s+of|outweigh\p{L}*)\b`,
  'iu',
);

/**
 * A stated position, however the learner spells it: 'I believe', 'In my opinion', 'I (strongly) agree', 'I am agree',
 * 'this essay will argue', 'I think', 'I'm in favour of', 'I am on the side of', 'the advantages outweigh', 'more
 * beneficial than', 'this development would have negative effects', ...
 */
export const POSITION = new RegExp(
  [
    // I (really / chiefly / only partly / do not) think, believe, agree, support, consent ... (and 'I am agree', 'I'm disagree')
    String.raw`\b(i|we)(?:\s+|['’]m\s+)(?:(?:do|would|also|still|am|do\s+not|don't|would\s+not|can't|cannot|\p{L}+ly|only|not|tend\s+to|must|have\s+to|to\s+some\s+extent)\s+){0,3}(?:think|believe|feel|agree|agreed|disagree|disagreed|beleive|belive|beleave|agre|disagre|disargee|suppport|argue|reckon|suppose|support|supp?ort|oppose|prefer|side|hold|contend|maintain|consider|consent|concur|favou?r|accept|reject|convinced|persuaded|against|in\s+favou?r|on\s+the\s+side|of\s+the\s+(?:opinion|view|belief))\b`,
    String.raw`\bin\s+my\s+(?:own\s+|humble\s+|personal\s+)?(?:opinion|view|perspective|point\s+of\s+view|eyes|mind|judge?ment|estimation|understanding)\b`,
    String.raw`\b(?:from|to)\s+my\s+(?:own\s+)?(?:point\s+of\s+view|perspective|mind|viewpoint|side)\b`,
    String.raw`\bmy\s+(?:own\s+|personal\s+|firm\s+)?(?:opinion|view|belief|position|stance|feeling|standpoint)\b`,
    String.raw`\b(?:personally|as\s+far\s+as\s+i\s+(?:am|'m)\s+concerned|it\s+seems\s+to\s+me|it\s+is\s+my\s+(?:belief|view|opinion|contention))\b`,
    // 'This essay will argue', 'This essay completely disagrees', 'The author agree', 'The essay argued'
    String.raw`\b(?:this|the\s+present|the)\s+(?:essay|paper|writer|author)\s+(?:will\s+|would\s+)?(?:\p{L}+ly\s+)?(?:argue|agree|disagree|disargee|contend|maintain|believe|hold|support|take|show|demonstrate|prove)(?:s|d|ed)?\b`,
    String.raw`\bit\s+is\s+(?:reasonable|fair|safe)\s+to\s+(?:say|maintain|conclude|argue|assert|claim)\b`,
    // A conclusion that judges ('In conclusion, ... should ...', 'To sum up, ... is more beneficial'): the view is stated
    // there even when no 'I think' introduces it. A conclusion that only says both sides have arguments is not one.
    String.raw`${CONCLUSION_MARKER}[^.!?]{0,160}?\b(?:should|must|ought|need\s+to|needs\s+to|better|best|more\s+(?:important|beneficial|valuable|effective|useful)|beneficial|essential|necessary|crucial|vital|advantageous|harmful|detrimental|outweigh\p{L}*)\b`,
    String.raw`\b(?:outweigh|outweighs|outweighed)\b`,
    // 'X is more advantageous than Y', 'It is obviously advantageous than disadvantages': a comparison that judges.
    String.raw`\b(?:advantageous|beneficial|preferable)\s+than\b`,
    // 'This development would have negative connotations', 'such a trend is largely positive'.
    String.raw`\b(?:this|the|such\s+a)\s+(?:development|trend|change)\s+(?:is|will\s+be|would\s+be|has|will\s+have|would\s+have|brings|can\s+have)\s+(?:\p{L}+\s+){0,2}?(?:positive|negative|beneficial|harmful|detrimental)\b`,
    String.raw`\b(?:is|are|be|as)\s+(?:a\s+|an\s+)?(?:\p{L}+ly\s+)?(?:positive|negative|beneficial|harmful|welcome|worrying|good|bad)\s+(?:development|trend|change|thing|step|idea)\b`,
  ].join('|'),
  'iu',
);

/** Prompts that ask the writer for a view (agree/disagree, opinion, do you think ..., positive or negative, outweigh). */
export const ASKS_FOR_POSITION =
  /\b(agree|disagree|your\s+(own\s+)?(opinion|view)|in\s+your\s+(opinion|view)|(?<!(why|what|how|who|where|when|which)\s+)do\s+you\s+think|positive\s+or\s+(a\s+)?negative|outweigh|which\s+(view|side|option)|is\s+this\s+a\s+good|do\s+you\s+(support|believe)|better\s+or\s+worse)\b/iu;

/** A task 1 overview, however it is introduced ('Overall', 'In general', 'It is clear that', 'Both charts show', ...). */
export const OVERVIEW = new RegExp(
  [
    String.raw`\b(?:overall|over\s+all|orve?rall|overal|all\s+in\s+all|in\s+general|generally(?:\s+speaking)?|on\s+the\s+whole|by\s+and\s+large|in\s+summary|to\s+summari[sz]e|to\s+sum\s+up|in\s+conclusion|in\s+brief|in\s+total|at\s+(?:a|first)\s+glance)\b`,
    String.raw`\bit\s+(?:is|'s)\s+(?:clear|clearly|evident|obvious|apparent|noticeable|notable|striking)\b`,
    String.raw`\b(?:it\s+)?(?:can|could)\s+(?:be\s+)?(?:clearly\s+)?(?:seen|noted|observed|noticed)\b`,
    String.raw`\b(?:we|you)\s+can\s+(?:clearly\s+)?see\s+that\b`,
    String.raw`\b(?:clearly|evidently|noticeably|significantly|interestingly)\s*,`,
    String.raw`\b(?:both|all|the\s+two|these)\s+(?:\p{L}+\s+)?(?:charts?|graphs?|diagrams?|maps?|tables?|plans?|pictures?|figures?|illustrations?)\s+(?:show|reveal|indicate|illustrate|suggest)`,
    String.raw`\bthe\s+(?:most|main|key|general|overall|biggest|largest|greatest|major)\s+(?:\p{L}+\s+)?(?:trend|change|feature|difference|similarity|point|stage|step)s?\b`,
    String.raw`\b(?:a|the)\s+(?:general|clear|significant|noticeable|notable|upward|downward|steady|overall)\s+(?:trend|change|increase|decrease|rise|fall|decline|growth|pattern)\b`,
    String.raw`\b(?:in\s+short|to\s+conclude|in\s+the\s+grand\s+scheme\s+of\s+things|as\s+a\s+whole|(?:can|could)\s+draw\s+(?:\p{L}+\s+)?conclusions?)\b`,
    String.raw`\b(?:both|the\s+two)\s+(?:\p{L}+\s+)?(?:charts?|graphs?|diagrams?|maps?|tables?|plans?|pictures?|figures?)\s+(?:provide|have|share|are|were|follow)\b`,
    String.raw`\bthe\s+(?:whole\s+|entire\s+)?(?:process|procedure|cycle)\s+(?:begins|starts|consists|involves|comprises|includes|has|takes)\b`,
    String.raw`\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several)\s+(?:main\s+|key\s+|major\s+|distinct\s+|different\s+|sequential\s+|separate\s+)?(?:stages|steps|phases)\b`,
    String.raw`\b(?:there\s+(?:are|were|is)|consists?\s+of|comprises?|involves?)\s+(?:a\s+total\s+of\s+)?(?:about\s+|around\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a\s+number\s+of)\s+(?:\p{L}+\s+)?(?:stages|steps|phases|changes|differences|main)\b`,
  ].join('|'),
  'iu',
);

/**
 * Stock phrases of memorised essay templates: they fit any prompt, so an answer made mostly of sentences built on them,
 * with little of its own about the topic, is a template, not a response to this task.
 */
const TEMPLATE_PHRASES = [
  'this essay will discuss', 'this essay will examine', 'this essay will explore', 'both sides of the argument', 'both sides of this argument',
  'both sides of the issue', 'both sides of this issue', 'before reaching a conclusion', 'before giving my own opinion', 'before reaching my own conclusion',
  'a controversial issue', 'a controversial topic', 'a hotly debated', 'a hot topic', 'a matter of debate', 'has sparked', 'sparked a debate',
  'in this day and age', 'in today\'s modern world', 'in the modern world', 'nowadays more and more', 'every coin has two sides', 'double-edged sword',
  'there are many advantages and disadvantages', 'has its own advantages and disadvantages', 'has both advantages and disadvantages',
  'there are several reasons for this', 'there are many reasons for this', 'there are a number of reasons', 'the first reason is', 'the second reason is',
  'another reason is that', 'on the one hand', 'on the other hand', 'it is undeniable that', 'it is widely believed that', 'it is often argued that',
  'it is commonly believed', 'many people believe that', 'some people believe that', 'others argue that', 'taking everything into consideration',
  'taking all these factors into account', 'all things considered', 'to sum up', 'in conclusion', 'for the reasons mentioned above',
  'the reasons mentioned above', 'as mentioned above', 'plays an important role', 'plays a vital role', 'plays a crucial role', 'a wide range of',
  'a great deal of', 'it goes without saying', 'last but not least', 'first and foremost', 'in a nutshell', 'for instance', 'for example',
  'has a number of benefits', 'brings many benefits', 'both positive and negative', 'positive and negative effects', 'pros and cons',
  'the benefits outweigh', 'the advantages outweigh', 'the drawbacks outweigh', 'the disadvantages outweigh', 'should be taken',
  'governments and individuals', 'individuals and governments', 'a number of measures', 'effective measures', 'appropriate measures',
];
const TEMPLATE = new RegExp(`\\b(${TEMPLATE_PHRASES.map((phrase) => phrase.replace(/'/gu, "['’]").replace(/ /gu, '\\s+')).join('|')})\\b`, 'giu');

/** Share of the answer's words in sentences built on template phrases that use none of the prompt's content stems. */
export function templateShare(sentenceList: ReadonlyArray<{ text: string; words: ReadonlyArray<{ lower: string }> }>, promptStem: (lower: string) => boolean): number {
  let total = 0;
  let stock = 0;
  for (const sentence of sentenceList) {
    total += sentence.words.length;
    const phrases = sentence.text.match(TEMPLATE)?.length ?? 0;
    if (phrases > 0 && !sentence.words.some((word) => promptStem(word.lower))) stock += sentence.words.length;
  }
  return total === 0 ? 0 : stock / total;
}

export type RuleFacts = {
  kind: WritingKind;
  /** The learner's own words (copied rubric left out) and the task's minimum. */
  words: number;
  minWords: number;
  /** Words copied from the prompt. */
  copiedWords: number;
  /** Words in sentences that repeat an earlier one (not counted either). */
  repeatedWords: number;
  /** Words per sentence-ending mark (see wordsPerStop). */
  wordsPerStop: number;
  /** Evidence from the language model and the encoder (absent when the model is not loaded). */
  lmImprobableShare?: number;
  orderGain?: number;
  disorderedSignposts: boolean;
  relevance: number;
  promptCoverage: number;
  hasPrompt: boolean;
  hasOverview: boolean;
  hasPosition: boolean;
  asksForPosition: boolean;
  templateShare: number;
  /** Letters: opens with a greeting; reads casual (contractions, chatty words). */
  hasGreeting: boolean;
  informalRegister: boolean;
};

/** A letter's greeting. */
export const GREETING = /^\s*(dear|hi|hello|hey|to whom it may concern)\b/iu;

/**
 * Under length: the highest Task Achievement an examiner gives by how much of the minimum was written, and the
 * highest for the other criteria when the sample is too short to show range. Graded so a 56-word task 1 (37% of 150)
 * gets TA 3 and about band 4, as the descriptors' 'minimal' response would.
 */
export const LENGTH_CAPS: ReadonlyArray<{ below: number; task: number; others: number }> = [
  { below: 1 / 3, task: 2, others: 4 },
  { below: 0.5, task: 3, others: 4.5 },
  { below: 0.75, task: 4, others: 5.5 },
  { below: 0.9, task: 5, others: 9 },
  { below: 1, task: 6, others: 9 },
];

/**
 * Relevance (prompt-answer cosine on the learner's own words; and for task 1 prompt coverage) below which an answer
 * is off topic. In the IELTS calibration set only essays filed under another essay's prompt fall below it (3 of task 2,
 * 2 of task 1, one of them the set's band-1 essay); loosely related answers are left to the fitted link, which reads
 * relevance too.
 */
export const OFF_TOPIC = { relevance: 0.05, coverage: 0.15 };
/** Share of an answer in prompt-free template sentences above which it is a memorised template. */
export const TEMPLATE_LIMIT = 0.5;

/** Share of the words in improbable sentences (language model) from which an answer is word salad, not English prose. */
export const SALAD_SHARE = 0.5;
/** Order gain (encoder: neighbours' similarity above any two sentences') under which the order shows no progression. */
export const DISORDER_GAIN = 0.02;

const CONCLUSION_MARK = /^\W*(in\s+conclusion|to\s+conclude|to\s+sum\s+up|to\s+summari[sz]e|in\s+summary|all\s+in\s+all|all\s+things\s+considered|taking\s+everything\s+into\s+(?:account|consideration))\b/iu;
const FIRST_MARK = /^\W*(first(?:ly)?|first\s+of\s+all|to\s+begin\s+with|in\s+the\s+first\s+place)\b/iu;
const LATER_MARK = /^\W*(second(?:ly)?|third(?:ly)?|finally|lastly|last\s+but\s+not\s+least)\b/iu;

/**
 * Signposts out of place: a conclusion opened before the last fifth of the sentences, or 'Secondly'/'Finally' before
 * 'Firstly'. Writers rarely do this; a shuffled essay nearly always does.
 */
export function disorderedSignposts(sentenceTexts: readonly string[]): boolean {
  const n = sentenceTexts.length;
  if (n < 5) return false;
  const firstAt = sentenceTexts.findIndex((text) => FIRST_MARK.test(text));
  const laterAt = sentenceTexts.findIndex((text) => LATER_MARK.test(text));
  if (firstAt >= 0 && laterAt >= 0 && laterAt < firstAt) return true;
  return sentenceTexts.some((text, index) => CONCLUSION_MARK.test(text) && index < Math.floor(0.8 * n) - 1);
}

/** Applies the hard rules to unrounded criteria; returns the capped criteria and one line per rule that bit. */
export function applyHardRules(criteria: WritingCriteria, facts: RuleFacts): { criteria: WritingCriteria; adjustments: string[] } {
  const out = { ...criteria };
  const adjustments: string[] = [];
  const cap = (name: keyof WritingCriteria, limit: number, why: string) => {
    if (out[name] <= limit) return;
    out[name] = limit;
    adjustments.push(`${name}: capped at ${limit}, ${why}`);
  };
  const task = 'taskAchievement';
  if (facts.copiedWords > 0) adjustments.push(`words: ${facts.copiedWords} copied from the prompt not counted`);
  if (facts.repeatedWords > 0) adjustments.push(`words: ${facts.repeatedWords} in repeated sentences not counted`);

  const ratio = facts.minWords > 0 ? facts.words / facts.minWords : 1;
  const length = LENGTH_CAPS.find((row) => ratio < row.below);
  if (length) {
    const why = `${facts.words} of ${facts.minWords} words`;
    cap(task, length.task, why);
    for (const name of ['coherence', 'lexicalResource', 'grammar'] as const) cap(name, length.others, why);
  }
  if (facts.hasPrompt && facts.words >= 40) {
    // A task 1 prompt names the chart, not its data, so a report may share few words with it: coverage must be low too.
    const coverageLow = facts.kind !== 'ielts-task1' || facts.promptCoverage < OFF_TOPIC.coverage;
    if (facts.relevance < OFF_TOPIC.relevance && coverageLow) {
      // Descriptors: TR 1 for content wholly unrelated to the prompt. The rest is the project's judgement: a text
      // prepared for another task shows no organisation of this task's ideas, nor vocabulary for its topic.
      cap(task, 1, `off topic (relevance ${facts.relevance.toFixed(2)})`);
      cap('coherence', 5, 'off topic');
      cap('lexicalResource', 6, 'off topic');
      cap('grammar', 6, 'off topic');
    } else if (facts.templateShare >= TEMPLATE_LIMIT) {
      // Memorised language shows nothing of the writer's own range either.
      const why = `${Math.round(facts.templateShare * 100)}% of the answer is template phrasing with nothing about this prompt`;
      cap(task, 3, why);
      for (const name of ['coherence', 'lexicalResource', 'grammar'] as const) cap(name, 5, 'memorised template');
    }
  }
  if (facts.kind === 'ielts-task1' && !facts.hasOverview) cap(task, 5, 'no overview of the main trends');
  if ((facts.kind === 'ielts-task2' || facts.kind === 'multi-level-essay') && facts.asksForPosition && !facts.hasPosition) cap(task, 5, 'no clear position although the prompt asks for one');
  if (facts.kind === 'multi-level-letter-formal' || facts.kind === 'multi-level-letter-informal') {
    const lower = (by: number, why: string) => {
      out[task] -= by;
      adjustments.push(`${task}: -${by}, ${why}`);
    };
    if (!facts.hasGreeting) lower(0.5, 'no greeting');
    if (facts.kind === 'multi-level-letter-formal' && facts.informalRegister) lower(0.5, 'register too informal');
  }
  if (facts.words >= 40 && facts.wordsPerStop > UNPUNCTUATED_WORDS) cap('grammar', UNPUNCTUATED_GRAMMAR, `no sentence punctuation (${Math.round(facts.wordsPerStop)} words per full stop)`);
  if (facts.words >= 40 && (facts.lmImprobableShare ?? 0) >= SALAD_SHARE) {
    // Descriptors band 2-3: words with little or no control of sentence forms; ideas cannot be followed.
    const why = `${Math.round((facts.lmImprobableShare ?? 0) * 100)}% of the words are in sentences that are not likely English`;
    cap('grammar', 2, why);
    cap('coherence', 3, why);
    cap('lexicalResource', 4, why);
    cap(task, 3, why);
  }
  if (facts.words >= 120 && facts.disorderedSignposts && (facts.orderGain ?? 1) < DISORDER_GAIN) {
    // Descriptors CC 4: 'information and ideas are presented but not arranged coherently; no clear progression'; and
    // TR 6: 'conclusions may become unclear'.
    const why = 'sentences out of order (conclusion or sequence markers out of place, neighbouring sentences unrelated)';
    cap('coherence', 4, why);
    cap(task, 6, why);
  }
  // The public descriptors rate responses of 20 words or fewer at band 1.
  if (facts.words <= 20) for (const name of Object.keys(out) as Array<keyof WritingCriteria>) cap(name, 1, '20 words or fewer');
  return { criteria: out, adjustments };
}
