import nspell from 'nspell';
import type { NSpell } from 'nspell';

/**
 * The offline language checker: harper.js (grammar, spelling, punctuation, capitalisation; WebAssembly, no network)
 * and a Hunspell-compatible dictionary check (nspell + dictionary-en) as a second opinion on spelling. Building both
 * takes seconds, so one checker is made and kept by the graders (createWritingGrader).
 */

export const issueCategories = ['grammar', 'spelling', 'punctuation', 'capitalisation', 'style'] as const;
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

export type Checker = {
  /** Harper's lints for a text (UTF-16 offsets, as JavaScript strings index). */
  lint(text: string): Promise<Issue[]>;
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
    async lint(text) {
      if (disposed) throw new Error('this checker was disposed');
      const lints = await linter.lint(text, { language: 'plaintext' });
      const out: Issue[] = [];
      for (const lint of lints) {
        const span = lint.span();
        const kind = lint.lint_kind();
        out.push({
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
      return out.sort((a, b) => a.start - b.start);
    },
    known,
    dispose() {
      disposed = true;
    },
  };
}
