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

export function wordClass(word: string): WordClass {
  const lower = word.toLowerCase();
  const cached = classes.get(lower);
  if (cached) return cached;
  const tags = tagsOf(lower);
  const forms = tags.has('Verb') || tags.has('Infinitive') || tags.has('PresentTense') || tags.has('PastTense') ? conjugate(lower) : undefined;
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
  };
  if (classes.size > 50_000) classes.clear();
  classes.set(lower, value);
  return value;
}

/** The plural of a noun ('problem' -> 'problems'), or undefined. */
export function pluralOf(noun: string): string | undefined {
  const plural = nlp(noun).nouns().toPlural().text();
  return plural && plural.toLowerCase() !== noun.toLowerCase() ? plural : undefined;
}

/** The singular of a plural noun ('sports' -> 'sport'), or undefined. */
export function singularOf(noun: string): string | undefined {
  const singular = nlp(noun).nouns().toSingular().text();
  return singular && singular.toLowerCase() !== noun.toLowerCase() ? singular : undefined;
}
