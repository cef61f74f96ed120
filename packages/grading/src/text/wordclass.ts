import nlp from 'compromise';

/**
 * Word classes and inflections of single words, from compromise's lexicon and conjugator. Deliberately context-free:
 * a tagger that reads the sentence adapts to the learner's error ('The maps shows' comes out as verb + plural noun),
 * so the grammar rules ask what a word CAN be and decide from the words around it.
 */

export type WordClass = {
  /** Can be a noun (singular, plural or uncountable). */
  noun: boolean;
  plural: boolean;
  singular: boolean;
  uncountable: boolean;
  /** Can be a verb; base = infinitive form ('go'), thirdPerson = 'goes', past = a simple past that is no participle ('went', not 'gone' or 'made'). */
  verb: boolean;
  base: boolean;
  pastLikeBase: boolean;
  thirdPerson: boolean;
  past: boolean;
  /** Any simple-past form, also when it doubles as the participle ('lost', 'made'). */
  pastForm: boolean;
  adjective: boolean;
  adverb: boolean;
  /** Closed-class words: determiners, pronouns, prepositions, conjunctions, modals. */
  functional: boolean;
  preposition: boolean;
  /** An -ing form ('building'). */
  gerund: boolean;
  /** An adjective's -er or -est form ('better', 'easier'; 'biggest', 'happiest'). */
  comparative: boolean;
  superlative: boolean;
};

type Conjugation = { Infinitive?: string; PastTense?: string; PresentTense?: string; Gerund?: string; Participle?: string };

type Lexicon = Record<string, string | string[] | undefined>;
const lexicon = (nlp as unknown as { model(): { one: { lexicon: Lexicon } } }).model().one.lexicon;

const classes = new Map<string, WordClass>();
const conjugations = new Map<string, Conjugation | undefined>();

function tagsOf(word: string): Set<string> {
  const fromLexicon = lexicon[word];
  const tags = new Set<string>(fromLexicon === undefined ? [] : Array.isArray(fromLexicon) ? fromLexicon : [fromLexicon]);
  const terms = (nlp(word).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms ?? [];
  for (const term of terms) for (const tag of term.tags) tags.add(tag);
  return tags;
}

/** The verb forms of a word's lemma (undefined when it is no verb). */
export function conjugate(word: string): Conjugation | undefined {
  const lower = word.toLowerCase();
  if (!conjugations.has(lower)) {
    const forms = (nlp(lower).verbs().conjugate() as Conjugation[])[0];
    if (conjugations.size > 50_000) conjugations.clear();
    conjugations.set(lower, forms && forms.Infinitive ? forms : undefined);
  }
  return conjugations.get(lower);
}

const NOUN_TAGS = ['Noun', 'Singular', 'Plural', 'Uncountable', 'Actor'];
/** Closed-class words compromise's lexicon files as nouns ('there' as Uncountable). */
const CLOSED_CLASS = new Set(['there', 'here', 'it', 'this', 'that', 'what', 'which', 'who', 'whom', 'whose', 'one', 'ones', 'none', 'nothing', 'something', 'everything', 'anything', 'all', 'some', 'any', 'each', 'both', 'either', 'neither', 'such', 'other', 'others', 'another']);
const FUNCTION_TAGS = ['Determiner', 'Pronoun', 'Preposition', 'Conjunction', 'Modal', 'Copula', 'Auxiliary', 'Possessive', 'QuestionWord', 'There'];

/** 'building', 'controlling', 'making': an -ing form of a verb, however compromise tags it alone. */
function isGerund(lower: string, tags: ReadonlySet<string>, forms: Conjugation | undefined): boolean {
  if (!lower.endsWith('ing') || lower.length < 5) return false;
  if (tags.has('Gerund') || forms?.Gerund === lower) return true;
  const stem = lower.slice(0, -3);
  const undoubled = /(.)\1$/u.test(stem) ? stem.slice(0, -1) : stem;
  return [stem, `${stem}e`, undoubled].some((base) => conjugate(base)?.Infinitive === base);
}

/**
 * The verb forms of a word compromise's lexicon files only as an adjective ('live', 'open', 'close'): read after
 * 'they', it comes out as the verb when it is one ('they live'), and not when it is not ('they happy').
 */
const adjectiveVerbs = new Map<string, Conjugation | undefined>();

function verbOfAdjective(lower: string): Conjugation | undefined {
  if (adjectiveVerbs.has(lower)) return adjectiveVerbs.get(lower);
  let forms: Conjugation | undefined = (nlp(`they ${lower}`).verbs().conjugate() as Conjugation[])[0];
  // Only when the lexicon knows one of its other forms as a verb ('lives', 'opened'), not for 'they unknown'.
  const asVerb = (form: string | undefined) => form !== undefined && [lexicon[form]].flat().some((tag) => tag === 'PresentTense' || tag === 'PastTense');
  if (forms?.Infinitive !== lower || !(asVerb(forms.PresentTense) || asVerb(forms.PastTense))) forms = undefined;
  if (adjectiveVerbs.size > 50_000) adjectiveVerbs.clear();
  adjectiveVerbs.set(lower, forms);
  return forms;
}

export function wordClass(word: string): WordClass {
  const lower = word.toLowerCase();
  const cached = classes.get(lower);
  if (cached) return cached;
  const tags = tagsOf(lower);
  const forms = tags.has('Verb') || tags.has('Infinitive') || tags.has('PresentTense') || tags.has('PastTense') ? conjugate(lower) : tags.has('Adjective') && !tags.has('Comparative') && !tags.has('Superlative') ? verbOfAdjective(lower) : undefined;
  const has = (list: readonly string[]) => CLOSED_CLASS.has(lower) ? list === FUNCTION_TAGS : list.some((tag) => tags.has(tag));
  const value: WordClass = {
    noun: has(NOUN_TAGS) && !has(FUNCTION_TAGS),
    plural: tags.has('Plural'),
    singular: tags.has('Singular'),
    uncountable: tags.has('Uncountable'),
    verb: forms !== undefined,
    base: forms?.Infinitive === lower,
    // 'split', 'put', 'cut': the base form is also the past, so it says nothing about number.
    pastLikeBase: forms?.Infinitive === lower && forms.PastTense === lower,
    thirdPerson: forms?.PresentTense === lower && forms.Infinitive !== lower,
    pastForm: forms !== undefined && forms.PastTense === lower && forms.Infinitive !== lower,
    past: forms !== undefined && forms.PastTense === lower && forms.Infinitive !== lower && (forms.Participle === undefined || forms.Participle !== lower),
    adjective: tags.has('Adjective'),
    adverb: tags.has('Adverb') || tags.has('Negative'),
    functional: has(FUNCTION_TAGS),
    preposition: tags.has('Preposition'),
    gerund: isGerund(lower, tags, forms),
    comparative: tags.has('Comparative'),
    superlative: tags.has('Superlative'),
  };
  if (classes.size > 50_000) classes.clear();
  classes.set(lower, value);
  return value;
}

/**
 * Fills the word-class cache for these words, a few at a time so that work waiting on the same thread (a learner's
 * essay) is not held up: compromise parses each new word (~0.5 ms), which is most of the grammar rules' time on an
 * essay whose words are not yet cached.
 */
export async function warmWordClasses(words: readonly string[], perTurn = 50): Promise<void> {
  for (let start = 0; start < words.length; start += perTurn) {
    for (const word of words.slice(start, start + perTurn)) wordClass(word);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The verb forms of a word, also of one the lexicon files as an adjective ('live'); undefined when it is no verb. */
export function verbForms(word: string): Conjugation | undefined {
  return conjugate(word) ?? verbOfAdjective(word.toLowerCase());
}

/** The simple past of a verb form ('go', 'goes' -> 'went'), or undefined. */
export function pastOf(word: string): string | undefined {
  return verbForms(word)?.PastTense;
}

/** The past participle of a verb form ('know' -> 'known', 'live' -> 'lived'), or undefined. */
export function participleOf(word: string): string | undefined {
  const forms = verbForms(word);
  return forms?.Participle ?? forms?.PastTense;
}

/** The plural of a noun ('problem' -> 'problems'), or undefined. */
const plurals = new Map<string, string | undefined>();
const singulars = new Map<string, string | undefined>();

/** A cached inflection: compromise parses the word each time it is asked. */
function remembered(cache: Map<string, string | undefined>, word: string, make: () => string | undefined): string | undefined {
  if (cache.has(word)) return cache.get(word);
  const value = make();
  if (cache.size > 50_000) cache.clear();
  cache.set(word, value);
  return value;
}

export function pluralOf(noun: string): string | undefined {
  return remembered(plurals, noun, () => {
    const plural = nlp(noun).nouns().toPlural().text();
    return plural && plural.toLowerCase() !== noun.toLowerCase() ? plural : undefined;
  });
}

/** The singular of a plural noun ('sports' -> 'sport'), or undefined. */
export function singularOf(noun: string): string | undefined {
  return remembered(singulars, noun, () => {
    const singular = nlp(noun).nouns().toSingular().text();
    return singular && singular.toLowerCase() !== noun.toLowerCase() ? singular : undefined;
  });
}
