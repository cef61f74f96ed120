import { markedErrorKinds } from '@bandwise/core';
import nspell from 'nspell';
import type { NSpell } from 'nspell';
import { grammarIssues } from './grammar';
import { frequencyRank } from './lexicon';
import { editDistance, suggestSpellings } from './spelling';
import { sentences, words } from './tokenize';

/**
 * The offline language checker: harper.js (grammar, spelling, punctuation, capitalisation; WebAssembly, no network),
 * a Hunspell-compatible dictionary check (nspell + dictionary-en) as a second opinion on spelling, and Bandwise's own
 * rules (./grammar) for the learner errors harper misses. Spelling suggestions are re-ranked by edit distance and word
 * frequency (./spelling); words of the prompt and names are never spelling errors. Building the checker takes
 * seconds, so one is made and kept by the graders (createWritingGrader).
 */

/** The writing grader's issue kinds (core's vocabulary), with capitalisation apart: it counts as punctuation when marked. */
export const issueCategories = [...markedErrorKinds, 'capitalisation', 'style'] as const;
export type IssueCategory = (typeof issueCategories)[number];

export type Issue = {
  start: number;
  end: number;
  /** Harper's lint kind (Agreement, Spelling, ...) or 'Dictionary' for the nspell check. */
  kind: string;
  category: IssueCategory;
  message: string;
  problem: string;
  /** Replacements for the whole problem span ('' = delete it), best first. */
  suggestions: string[];
  /** Which of Bandwise's own rules raised it (agreement, determiner, verb-form, tense, comparative); absent for harper's and the dictionary's. */
  rule?: string;
};

/** Harper's lint kinds, grouped into the criteria they speak to. Unknown future kinds count as style. */
const CATEGORY_OF_KIND: Record<string, IssueCategory> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  Capitalization: 'capitalisation',
  Agreement: 'grammar',
  Grammar: 'grammar',
  Miscellaneous: 'grammar',
  WordOrder: 'grammar',
  BoundaryError: 'grammar',
  Usage: 'grammar',
  Malapropism: 'grammar',
  Eggcorn: 'grammar',
  Nonstandard: 'grammar',
  WordChoice: 'grammar',
  Style: 'style',
  Readability: 'style',
  Redundancy: 'style',
  Repetition: 'style',
  Enhancement: 'style',
  Regionalism: 'style',
};

export function categoryOfKind(kind: string): IssueCategory {
  return CATEGORY_OF_KIND[kind] ?? 'style';
}

export type LintOptions = {
  /** The task prompt: its words (place names, terms) are never flagged as misspelt. */
  prompt?: string;
};

export type Checker = {
  /** Every issue in a text, sorted by position (UTF-16 offsets, as JavaScript strings index). */
  lint(text: string, options?: LintOptions): Promise<Issue[]>;
  /** Whether the dictionary knows a word (any case form). */
  known(word: string): boolean;
  dispose(): void;
};

export type CheckerOptions = {
  /** 'british' accepts colour/organise and flags color/organize as regional; IELTS accepts both, so default 'american' checks spelling only. */
  dialect?: 'american' | 'british';
};

type HarperModule = typeof import('harper.js');

let harperModule: Promise<{ harper: HarperModule; binary: unknown }> | undefined;

async function loadHarper() {
  harperModule ??= (async () => {
    const harper = await import('harper.js');
    const { binaryInlined } = await import('harper.js/binaryInlined');
    return { harper, binary: binaryInlined };
  })();
  return harperModule;
}

let dictionaryPromise: Promise<readonly [NSpell, NSpell]> | undefined;

/**
 * The American and British dictionaries, loaded once per process (about 1 s): IELTS accepts either spelling
 * (consistently used), so a word either knows is correct.
 */
export function loadDictionaries(): Promise<readonly [NSpell, NSpell]> {
  dictionaryPromise ??= (async () => {
    const [{ default: american }, { default: british }] = await Promise.all([
      import('dictionary-en'),
      import('dictionary-en-gb'),
    ]);
    return [nspell(american), nspell(british)] as const;
  })();
  return dictionaryPromise;
}

/** A cached dictionary look-up: true when the American or British dictionary knows the word (any case form). */
export async function createDictionary(): Promise<(word: string) => boolean> {
  const dictionaries = await loadDictionaries();
  const cache = new Map<string, boolean>();
  return (word) => {
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    // Loanwords keep their accents in careful writing (café, naïve, fiancée) while the dictionaries list them bare.
    const bare = word.normalize('NFD').replace(/\p{M}/gu, '');
    const value = dictionaries.some(
      (dictionary) => dictionary.correct(word) || dictionary.correct(word.toLowerCase()) || (bare !== word && dictionary.correct(bare.toLowerCase())),
    );
    if (cache.size > 50_000) cache.clear();
    cache.set(word, value);
    return value;
  };
}

/** Builds a checker: harper's WebAssembly linter set up and warmed, and the dictionary loaded. */
export async function createChecker(options: CheckerOptions = {}): Promise<Checker> {
  const [{ harper, binary }, known] = await Promise.all([loadHarper(), createDictionary()]);
  const linter = new harper.LocalLinter({
    binary: binary as never,
    dialect: options.dialect === 'british' ? harper.Dialect.British : harper.Dialect.American,
  });
  await linter.setup();
  await linter.lint('Warm the linter up with a short sentence.', { language: 'plaintext' });
  let disposed = false;
  return {
    async lint(text, lintOptions = {}) {
      if (disposed) throw new Error('this checker was disposed');
      const lints = await linter.lint(text, { language: 'plaintext' });
      const fromHarper: Issue[] = [];
      for (const lint of lints) {
        const span = lint.span();
        const kind = lint.lint_kind();
        fromHarper.push({
          start: span.start,
          end: span.end,
          kind,
          category: categoryOfKind(kind),
          message: lint.message(),
          problem: lint.get_problem_text(),
          // Every suggestion is stored as the full replacement of the problem span: harper's 'insert after' becomes
          // problem + insertion, 'remove' becomes ''.
          suggestions: lint
            .suggestions()
            .slice(0, 3)
            .map((suggestion) => {
              const kind = suggestion.kind();
              const replacement = suggestion.get_replacement_text();
              if (kind === harper.SuggestionKind.Remove) return '';
              if (kind === harper.SuggestionKind.InsertAfter) return `${lint.get_problem_text()}${/^[\s,.;:!?]/u.test(replacement) ? '' : ' '}${replacement}`;
              return replacement;
            }),
        });
        lint.free();
      }
      return reconcile(text, lintOptions.prompt ?? '', fromHarper, known);
    },
    known,
    dispose() {
      disposed = true;
    },
  };
}

/**
 * The checker a grader lints with: the one it was given (shared; its owner disposes of it), or one of its own, which
 * `release` disposes of with the grader.
 */
export async function checkerFor(given: Checker | undefined): Promise<{ checker: Checker; release(): void }> {
  if (given) return { checker: given, release: () => {} };
  const own = await createChecker();
  return { checker: own, release: () => own.dispose() };
}

/** Words that are never spelling errors here: the prompt's words, names (capitalised inside a sentence, or anywhere when the text or prompt capitalises them inside one; a letter's signature) and acronyms. */
function exemptWords(text: string, prompt: string): (word: string, start: number) => boolean {
  const promptWords = new Set(words(prompt).map((word) => word.lower));
  const signature = signatureStarts(text);
  const names = new Set<string>();
  const sentenceStarts = new Set<number>();
  for (const source of [text, prompt]) {
    for (const sentence of sentences(source)) {
      sentence.words.forEach((word, index) => {
        if (index === 0 && source === text) sentenceStarts.add(word.start);
        if (index > 0 && /^\p{Lu}/u.test(word.text)) names.add(word.lower);
      });
    }
  }
  return (word, start) => {
    const lower = word.toLowerCase();
    if (promptWords.has(lower) || /^\p{Lu}{2,}$/u.test(word) || signature.has(start)) return true;
    if (/^\p{Lu}/u.test(word) && (!sentenceStarts.has(start) || names.has(lower))) return true;
    return false;
  };
}

/**
 * A capitalised word opening a sentence is taken for a name ('Aziz is my friend', 'Nodir is my brother'), not corrected
 * to the nearest word ('Air', 'Nadir'), unless it is one slip from a word a learner would open a sentence with: a near
 * miss of a common word ('Becuase', 'Moreoevr') is still a misspelling, a near miss of a rare one ('nadir') is a name.
 */
function nameAtSentenceStart(word: string, corrections: readonly string[]): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return true;
  const nearest = corrections[0];
  if (nearest === undefined || editDistance(word.toLowerCase(), nearest.toLowerCase(), 2) > 1) return true;
  return (frequencyRank(nearest) ?? Infinity) > COMMON_RANK;
}

/** Words up to this frequency rank (SUBTLEXus) are the ones a misspelt sentence opener is taken for ('moreover' is 15,592nd; 'nadir' 30,971st). */
const COMMON_RANK = 25_000;

/** Offsets of the words on a letter's signature line: the line after a closing that ends with a comma ('Best wishes,' / 'Nodir'). */
function signatureStarts(text: string): Set<number> {
  const starts = new Set<number>();
  for (const match of text.matchAll(/,[ \t]*\r?\n[ \t]*(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?)[ \t]*\.?[ \t]*(?:\r?\n|$)/gu)) {
    const line = match[1]!;
    const at = match.index + match[0].indexOf(line);
    for (const word of line.matchAll(/\p{L}+/gu)) starts.add(at + word.index);
  }
  return starts;
}

/** Harper's note that a capitalised word is 'canonically all-caps' ('Sam' -> 'SAM'): a name, not an error. */
const onlyShoutsAName = (issue: Issue) =>
  issue.category === 'capitalisation' && /^\p{Lu}\p{Ll}+$/u.test(issue.problem) && issue.suggestions.every((value) => value === issue.problem.toUpperCase());

const spellingCache = new Map<string, string[]>();

/** Ranked corrections of a misspelt word (cached: learners repeat their misspellings). */
function correctionsOf(word: string, known: (word: string) => boolean, extra: readonly string[]): string[] {
  const key = `${word}\u0000${extra.join('\u0000')}`;
  let value = spellingCache.get(key);
  if (!value) {
    value = suggestSpellings(word, known, extra);
    if (spellingCache.size > 20_000) spellingCache.clear();
    spellingCache.set(key, value);
  }
  return value;
}

/**
 * Harper's lints made fit for learners: regional spellings accepted (IELTS takes British and American), words of the
 * prompt and names not flagged, misspellings re-ranked, dictionary misses harper skipped added, and Bandwise's grammar
 * rules added where harper found nothing at the same place.
 */
function reconcile(text: string, prompt: string, lints: readonly Issue[], known: (word: string) => boolean): Issue[] {
  const exempt = exemptWords(text, prompt);
  const single = (issue: Issue) => /^\p{L}+(?:['’]\p{L}+)?$/u.test(issue.problem);
  const kept: Issue[] = [];
  for (const issue of lints) {
    if (issue.kind === 'Regionalism' || onlyShoutsAName(issue)) continue;
    // Harper's 'split this word' guess ('belive' -> 'be live') is a spelling question too.
    const split = issue.suggestions.some((value) => value.includes(' ') && value.replace(/ /gu, '') === issue.problem);
    const wordLike = single(issue) && (issue.category === 'spelling' || split);
    if (wordLike && issue.kind !== 'BoundaryError') {
      // A misspelt single word (harper's spelling check, or its 'split this word' typo guess such as 'be live').
      if (known(issue.problem) || exempt(issue.problem, issue.start)) continue;
      const ranked = correctionsOf(issue.problem, known, issue.suggestions.filter((value) => !value.includes(' ')));
      if (/^\p{Lu}/u.test(issue.problem) && nameAtSentenceStart(issue.problem, ranked)) continue;
      if (ranked.length > 0 || issue.category === 'spelling') {
        kept.push({ ...issue, kind: 'Spelling', category: 'spelling', message: `'${issue.problem}' is misspelt.`, suggestions: ranked.length > 0 ? ranked : issue.suggestions });
        continue;
      }
    }
    kept.push(issue);
  }
  const covered = (start: number, end: number) => kept.some((issue) => issue.start < end && issue.end > start);
  for (const word of words(text)) {
    if (word.text.length < 2 || known(word.text) || exempt(word.text, word.start) || covered(word.start, word.end)) continue;
    const corrections = correctionsOf(word.text, known, []);
    if (/^\p{Lu}/u.test(word.text) && nameAtSentenceStart(word.text, corrections)) continue;
    kept.push({
      start: word.start,
      end: word.end,
      kind: 'Dictionary',
      category: 'spelling',
      message: `'${word.text}' is not in the dictionary.`,
      problem: text.slice(word.start, word.end),
      suggestions: corrections,
    });
  }
  const correct = (word: string) => (known(word) ? word : correctionsOf(word, known, [])[0]);
  // Where harper and Bandwise's rules mark the same words, the rule written for that learner error speaks
  // ('might lost' -> 'might lose', not harper's 'missing be').
  const own = grammarIssues(text, { known, correct });
  // Harper's style note on the same words ('more better' as wordy) gives way to the error too.
  const overlapsOwn = (issue: Issue) => (issue.category === 'grammar' || issue.category === 'style') && own.some((other) => other.start < issue.end && other.end > issue.start);
  return [...kept.filter((issue) => !overlapsOwn(issue)), ...own].sort((a, b) => a.start - b.start);
}
