import type { Issue } from './checker';
import { sentences, words } from './tokenize';
import { conjugate, participleOf, pastOf, pluralOf, singularOf, verbForms, wordClass } from './wordclass';
import type { WordClass } from './wordclass';

/**
 * Bandwise's own grammar rules, for the learner errors harper.js does not catch (subject-verb agreement with noun
 * subjects, 'I am agree', verb forms after do/modals/to, determiner-noun number, 'there is' + plural, 'peoples', a
 * present verb against a past time word, 'more better'). Precision
 * first: each rule fires only where the words around the error leave one reading, because a false flag costs a
 * learner's trust more than a missed one. Harper keeps what it covers (pronoun agreement, a/an, 'alot').
 */

type Token = {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** The word's classes, read from its likely correction when it is misspelt ('sosiety' -> 'society'). */
  cls: WordClass;
  /** True when punctuation (not just spaces) separates this word from the one before. */
  broken: boolean;
  /** True when punctuation, not just spaces and numbers ('in 2010 the'), separates it from the word before. */
  punctuated: boolean;
  /** The year written right after the word ('in 2010'), if any: numbers are not words. */
  yearAfter?: number;
  /** A capitalised word that does not start the sentence: a name. */
  name: boolean;
};

export type GrammarContext = {
  known: (word: string) => boolean;
  /** Best correction of an unknown word, if any. */
  correct: (word: string) => string | undefined;
};

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'cannot', "can't", "won't", "wouldn't", "shouldn't", "couldn't", "mustn't", "mightn't"]);
const NEGATED_DO = new Set(["don't", "doesn't", "didn't"]);
const DO = new Set(['do', 'does', 'did']);
const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were', "'m", "'s", "'re"]);
export const AUXILIARIES = new Set([...MODALS, ...DO, ...NEGATED_DO, ...BE_FORMS, 'be', 'been', 'being', 'has', 'have', 'had', "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "hadn't"]);
/** Adverbs that commonly sit between an auxiliary and its verb. */
const MID_ADVERBS = new Set(['not', 'also', 'always', 'never', 'still', 'even', 'only', 'just', 'really', 'often', 'usually', 'sometimes', 'certainly', 'probably', 'definitely', 'easily', 'actually', 'already', 'further', 'hardly', 'rarely', 'seldom']);
const SUBJECT_DETERMINERS = new Set(['the', 'my', 'your', 'his', 'her', 'its', 'our', 'their']);
const SINGULAR_DETERMINERS = new Set(['this', 'every', 'each', 'another', 'a', 'an']);
const PLURAL_DETERMINERS = new Set(['these', 'those', 'many', 'several', 'various', 'numerous', 'both', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'twenty', 'fifty', 'hundreds', 'thousands', 'millions']);
/** Nouns that end in -s but are singular, and nouns whose plural is the same word or that take either verb. */
const SINGULAR_IN_S = new Set(['news', 'series', 'species', 'means', 'mathematics', 'maths', 'physics', 'economics', 'politics', 'athletics', 'gymnastics', 'ethics', 'statistics', 'lens', 'bus', 'gas', 'crossroads', 'headquarters', 'barracks', 'billiards', 'measles', 'diabetes', 'summons', 'works', 'analysis', 'basis', 'crisis', 'thesis', 'status', 'campus', 'virus', 'bonus', 'census', 'focus', 'process', 'success', 'access', 'business', 'class', 'glass', 'grass', 'boss', 'loss', 'address', 'progress', 'stress', 'congress', 'always', 'perhaps', 'sometimes']);
const NUMBER_NEUTRAL = new Set(['salmon', 'trout', 'cod', 'shrimp', 'bison', 'moose', 'swine', 'data', 'media', 'staff', 'police', 'team', 'family', 'government', 'public', 'majority', 'minority', 'audience', 'committee', 'crowd', 'group', 'couple', 'number', 'percentage', 'proportion', 'sheep', 'fish', 'deer', 'aircraft', 'offspring', 'personnel', 'criteria', 'phenomena', 'bacteria', 'cattle', 'youth', 'jury', 'company', 'council', 'class', 'army', 'crew', 'board', 'management', 'population', 'rest', 'total', 'half', 'none', 'all', 'most', 'some', 'lot', 'kind', 'sort', 'type', 'range', 'variety', 'amount', 'percent', 'per', 'million', 'billion', 'thousand', 'hundred', 'dozen', 'pair', 'series']);
/** Words after which a following noun phrase is an object, not a subject ('let the child play', 'does the city need'). */
const NOT_A_SUBJECT_AFTER = new Set([...MODALS, ...DO, 'let', 'lets', 'make', 'makes', 'made', 'making', 'help', 'helps', 'helped', 'helping', 'see', 'saw', 'watch', 'watched', 'hear', 'heard', 'have', 'has', 'had', 'having', 'feel', 'felt', 'notice', 'noticed', 'whether', 'if']);
/** Verbs and adjectives that take the mandative subjunctive ('suggest that the government provide ...'). */
const SUBJUNCTIVE_TRIGGERS = /\b(suggest\w*|recommend\w*|insist\w*|demand\w*|requir\w*|propos\w*|request\w*|urg\w*|important|essential|necessary|vital|crucial|imperative)\b/iu;
const INDEFINITE_PRONOUNS = new Set(['everyone', 'everybody', 'someone', 'somebody', 'nobody', 'anyone', 'anybody', 'everything', 'something', 'nothing', 'anything']);
/** Words between 'a' and a plural noun that make it a quantity ('a few days', 'a lot', 'a great many'). */
const ARTICLE_QUANTIFIERS = new Set(['few', 'lot', 'great', 'good', 'couple', 'dozen', 'number', 'hundred', 'thousand', 'million', 'billion', 'mere', 'further', 'additional', 'extra', 'half', 'whole']);
const PLURAL_QUANTITIES = [['a', 'lot', 'of'], ['alot', 'of'], ['lots', 'of'], ['plenty', 'of'], ['a', 'few'], ['so', 'many'], ['too', 'many'], ['many'], ['several'], ['numerous'], ['various'], ['few'], ['two'], ['three'], ['four'], ['five'], ['some'], ['more']];
/** Uncountable nouns learners put in the plural. */
const UNCOUNTABLE_PLURALS: Record<string, string> = {
  informations: 'information', advices: 'advice', equipments: 'equipment', furnitures: 'furniture', homeworks: 'homework',
  knowledges: 'knowledge', luggages: 'luggage', baggages: 'baggage', feedbacks: 'feedback', traffics: 'traffic',
};

function issue(token: { start: number; end: number }, text: string, kind: string, message: string, suggestion: string): Issue {
  return { start: token.start, end: token.end, kind, category: 'grammar', message, problem: text.slice(token.start, token.end), suggestions: [suggestion] };
}

function matchCase(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * The number of a word standing where a noun must be (after a determiner, or heading a noun phrase). compromise's
 * lexicon lacks the noun reading of many words ('park', 'reasons', 'shops'), so there a verb form is read as the noun
 * it spells: 'the park' singular, 'another reasons' plural.
 */
function nounNumber(token: Token): 'singular' | 'plural' | undefined {
  if (token.name || token.lower.includes("'") || NUMBER_NEUTRAL.has(token.lower) || SINGULAR_IN_S.has(token.lower)) return undefined;
  const cls = token.cls;
  if (cls.functional || cls.adverb || cls.gerund || cls.past) return undefined;
  if (cls.noun) {
    if (cls.plural && !cls.singular && !cls.uncountable) return 'plural';
    if ((cls.singular || cls.uncountable) && !cls.plural && !token.lower.endsWith('s')) return 'singular';
    return undefined;
  }
  if (cls.adjective) return undefined;
  if (cls.thirdPerson) return 'plural';
  if (cls.base && !token.lower.endsWith('s')) return 'singular';
  return undefined;
}

/** A word that can stand where a noun must. */
function nominal(token: Token): boolean {
  return nounNumber(token) !== undefined || (token.cls.noun && !token.cls.functional);
}

/** The singular of a plural noun: compromise's, or the regular one ('reasons' -> 'reason') when the dictionary knows it. */
function singularFor(word: string, known: (word: string) => boolean): string | undefined {
  const fromLexicon = singularOf(word);
  if (fromLexicon) return fromLexicon;
  const candidates = word.endsWith('ies') ? [`${word.slice(0, -3)}y`] : /(ches|shes|xes|sses)$/u.test(word) ? [word.slice(0, -2)] : word.endsWith('s') ? [word.slice(0, -1)] : [];
  return candidates.find((candidate) => candidate.length > 2 && known(candidate));
}

function verbNumber(token: Token): 'singular' | 'plural' | undefined {
  if (MODALS.has(token.lower)) return undefined;
  switch (token.lower) {
    case 'is':
    case 'was':
    case 'has':
    case 'does':
    case "doesn't":
    case "isn't":
    case "wasn't":
    case "hasn't":
      return 'singular';
    case 'are':
    case 'were':
    case 'have':
    case 'do':
    case "don't":
    case "aren't":
    case "weren't":
    case "haven't":
      return 'plural';
    default:
      if (token.cls.thirdPerson) return 'singular';
      if (token.cls.base && !token.cls.past && !token.cls.pastLikeBase) return 'plural';
      return undefined;
  }
}

function verbFor(token: Token, number: 'singular' | 'plural'): string | undefined {
  const pairs: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', "doesn't": "don't", "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't" };
  const swapped = number === 'plural' ? pairs[token.lower] : Object.entries(pairs).find(([, plural]) => plural === token.lower)?.[0];
  if (swapped) return matchCase(token.text, swapped);
  const forms = verbForms(token.lower);
  const form = number === 'plural' ? forms?.Infinitive : forms?.PresentTense;
  return form ? matchCase(token.text, form) : undefined;
}

/** Words that start a verb's object. Not 'that', which as often starts a relative clause after a noun ('the waste gas that'). */
const OBJECT_STARTS = new Set(['the', 'a', 'an', 'this', 'these', 'those', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'some', 'many', 'much', 'more', 'no', 'every', 'all', 'any', 'me', 'him', 'us', 'them', 'it', 'you', 'how', 'what', 'why', 'whether', 'too']);
export const PREPOSITIONS = new Set(['of', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'over', 'under', 'to', 'into', 'onto', 'across', 'around', 'between', 'among', 'through', 'during', 'after', 'before', 'without', 'within', 'than', 'like', 'towards', 'toward', 'against', 'behind', 'beyond', 'near', 'per', 'via', 'despite', 'unlike', 'upon', 'throughout', 'along']);
/** 'these days', 'those years': time adverbials, not subjects. */
const TIME_NOUNS = new Set(['days', 'years', 'times', 'months', 'weeks', 'decades', 'centuries']);
/** Verbs that learners follow with a bare verb ('the society need receive'): the next verb shows they are verbs. */
const CATENATIVES = new Set(['need', 'want', 'try', 'help', 'make', 'let']);

/**
 * Whether the word after a would-be verb shows that it is the verb and not the last noun of a compound ('the maps
 * shows the town' vs 'the car park is full'). A word that can be a noun needs an object to start right after it; a
 * word the lexicon knows only as a verb needs only a next word that is no verb itself.
 */
function startsVerbComplement(next: Token | undefined, verb: Token, text: string): boolean {
  if (!next || next.broken || text.charAt(verb.end) === '-') return false;
  // 'the brain like a computer': 'like' before an article is a preposition.
  if (verb.lower === 'like' && (next.lower === 'a' || next.lower === 'an')) return false;
  if (CATENATIVES.has(verb.lower) && next.cls.base && !next.cls.noun) return true;
  if (AUXILIARIES.has(next.lower) || next.cls.thirdPerson || next.cls.past) return false;
  if (OBJECT_STARTS.has(next.lower) || (next.lower.endsWith('ly') && next.cls.adverb)) return true;
  // A base form after a singular noun is often a compound ('the development code issuer'): only an object start counts.
  return verb.cls.thirdPerson && !verb.cls.noun && !next.cls.verb && (!next.cls.functional || next.cls.preposition || PREPOSITIONS.has(next.lower));
}

/** Conjunctions after which a bare noun is a clause's subject ('because roads is'). Not 'and'/'or': 'X and Y give'. */
const CLAUSE_CONJUNCTIONS = new Set(['because', 'but', 'so', 'although', 'though', 'while', 'whereas', 'unless']);
/** Adverbs that open a sentence before its subject ('Nowadays peoples is'). */
const OPENING_ADVERBS = new Set(['nowadays', 'today', 'now', 'sometimes', 'usually', 'often', 'generally', 'however', 'therefore', 'unfortunately', 'luckily']);

/**
 * Whether the word at i starts a clause: the sentence's start, a clause conjunction or a sentence-opening adverb. Not
 * any comma: lists ('Alton Towers and Pleasureland, Southport remain') and compounds ('work-life balance') would read
 * as subjects.
 */
function opensClause(tokens: readonly Token[], i: number): boolean {
  const previous = tokens[i - 1];
  if (!previous) return true;
  if (OPENING_ADVERBS.has(previous.lower) && i === 1) return true;
  return !tokens[i]!.broken && CLAUSE_CONJUNCTIONS.has(previous.lower);
}

/**
 * 'My uncle go to work': a base form the lexicon knows only as a verb, followed by a preposition, an adverb or the
 * end of the sentence, is the verb of the noun phrase before it (no compound reading, as 'the car park' has).
 */
function verbOnlyBeforeAdjunct(verb: Token, next: Token | undefined, text: string, known: (word: string) => boolean): boolean {
  if (!verb.cls.base || verb.cls.noun || verb.cls.functional || verb.cls.pastLikeBase || text.charAt(verb.end) === '-') return false;
  // A word that is also an adjective ('live', 'open') is the verb only before a preposition ('My brother live in').
  if (verb.cls.adjective) return next !== undefined && !next.broken && PREPOSITIONS.has(next.lower) && next.lower !== 'than';
  // compromise's lexicon lacks the noun reading of many words ('the unemployment rate in', 'the job market for'); the
  // dictionary gives nouns a possessive ('rate's'), so a word with one may be a compound's last noun. A few verbs
  // are so rarely nouns after a noun that the possessive does not count ('go's').
  if (known(`${verb.lower}'s`) && !ALMOST_ONLY_VERBS.has(verb.lower)) return false;
  if (!next || next.broken) return true;
  return PREPOSITIONS.has(next.lower) || (next.cls.adverb && !next.cls.functional);
}

const ALMOST_ONLY_VERBS = new Set(['go', 'come', 'want', 'think', 'say', 'know', 'get', 'make', 'take', 'see', 'seem', 'feel', 'try', 'leave']);

const BE_HAVE_DO = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'does', 'do', "doesn't", "don't", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't"]);

function subjectVerbAgreement(tokens: readonly Token[], sentenceText: string, text: string, known: (word: string) => boolean): Issue[] {
  const out: Issue[] = [];
  if (SUBJUNCTIVE_TRIGGERS.test(sentenceText)) return out;
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i]!;
    const determined = SUBJECT_DETERMINERS.has(first.lower) || first.lower === 'these' || first.lower === 'those';
    // Without a determiner, only a noun opening the sentence or a clause is taken as its subject ('Students needs ...',
    // 'Nowadays peoples is ...', '..., because roads is ...').
    if (!determined && i > 0 && !opensClause(tokens, i)) continue;
    const previous = tokens[i - 1];
    // An object ('let the child play', 'they knew the problem are'), a question ('does the city need') or one of two
    // subjects ('X and the Y give'). A gerund's object ('building the roads was') or a preposition's ('the quality of the roads is') is no subject either.
    if (previous && !first.broken && (NOT_A_SUBJECT_AFTER.has(previous.lower) || ['and', 'or', 'nor', 'both'].includes(previous.lower) || PREPOSITIONS.has(previous.lower) || previous.cls.preposition || previous.cls.gerund || (previous.cls.verb && !previous.cls.functional && !previous.cls.adverb))) continue;
    const nounStart = determined ? i + 1 : i;
    // The noun phrase runs (up to three words) until the first word that reads as its verb; that word decides.
    for (let v = nounStart + 1; v <= Math.min(nounStart + 3, tokens.length - 1); v += 1) {
      const phrase = tokens.slice(nounStart, v);
      if (phrase.some((token, index) => (index > 0 || determined) && token.broken) || tokens[v]!.broken) break;
      const head = phrase[phrase.length - 1]!;
      if ((first.lower === 'these' || first.lower === 'those') && TIME_NOUNS.has(head.lower)) break;
      const modifiersOk = phrase.slice(0, -1).every((token) => (nominal(token) || token.cls.adjective) && !token.cls.functional && !AUXILIARIES.has(token.lower) && !PREPOSITIONS.has(token.lower));
      // An adjective first ('the old factory'): the head is still to come.
      if (modifiersOk && head.cls.adjective && !head.cls.noun && !head.cls.verb) continue;
      if (!modifiersOk || !nominal(head) || head.cls.functional) break;
      const verb = tokens[v]!;
      const number = verbNumber(verb);
      const headNumber = nounNumber(head);
      // 'These city are': the determiner and the verb agree, and the determiner rule marks the noun.
      if ((first.lower === 'these' || first.lower === 'those') && headNumber === 'singular' && phrase.length === 1) break;
      // A reading in which the verb agrees ends the search: 'the migration turns balances' is not 'turns balances'.
      if (number !== undefined && number === headNumber && !verb.name) break;
      const isBeHaveDo = BE_HAVE_DO.has(verb.lower);
      if (verb.name || !number || (!isBeHaveDo && !startsVerbComplement(tokens[v + 1], verb, text) && !verbOnlyBeforeAdjunct(verb, tokens[v + 1], text, known))) {
        if (verb.cls.noun || verb.cls.adjective) continue;
        break;
      }
      // A bare noun opening a sentence must be clearly a noun ('Students needs ...', not 'Cars' as a verb); an -s word
      // cannot open a sentence as a verb ('Big trucks needs'), and adjectives before it leave it a noun phrase.
      const bareHeadIsNoun = !head.cls.verb || (head.cls.thirdPerson && headNumber === 'plural' && number === 'singular');
      const bareModifiersOk = phrase.slice(0, -1).every((token) => token.cls.adjective && !token.cls.noun && !token.cls.verb);
      if (!headNumber || headNumber === number || (!determined && (!bareHeadIsNoun || !bareModifiersOk))) break;
      const suggestion = verbFor(verb, headNumber);
      if (suggestion) out.push(issue(verb, text, 'Agreement', `The subject '${phrase.map((token) => token.text).join(' ')}' is ${headNumber}, so the verb should be '${suggestion}', not '${verb.text}'.`, suggestion));
      break;
    }
  }
  return out;
}

function indefinitePronounAgreement(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const pronoun = tokens[i]!;
    const verb = tokens[i + 1]!;
    if (!INDEFINITE_PRONOUNS.has(pronoun.lower) || verb.broken) continue;
    const previous = tokens[i - 1];
    if (previous && !pronoun.broken && NOT_A_SUBJECT_AFTER.has(previous.lower)) continue;
    if (verbNumber(verb) !== 'plural' || verb.lower === 'do' || likeAsPreposition(verb, tokens[i + 2])) continue;
    const isBeOrHave = ['are', 'were', 'have', "don't", "aren't", "weren't", "haven't"].includes(verb.lower);
    // Right after 'everyone' the verb is the verb: only a following auxiliary ('everyone need to'? no: 'everyone else') argues.
    const after = tokens[i + 2];
    if (!isBeOrHave && (verb.lower === 'else' || (after !== undefined && !after.broken && AUXILIARIES.has(after.lower)))) continue;
    const suggestion = verbFor(verb, 'singular');
    if (suggestion) out.push(issue(verb, text, 'Agreement', `'${pronoun.text}' takes a singular verb: '${pronoun.text} ${suggestion}'.`, suggestion));
  }
  return out;
}

/** 'The number of cars have increased' -> 'has'; 'A number of people has' -> 'have'. */
function numberOfAgreement(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i + 3 < tokens.length; i += 1) {
    const [det, number, of] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (number.lower !== 'number' || of.lower !== 'of' || (det.lower !== 'the' && det.lower !== 'a')) continue;
    let k = i + 3;
    while (k < tokens.length && tokens[k]!.cls.adjective && !tokens[k]!.cls.noun) k += 1;
    const noun = tokens[k];
    const verb = tokens[k + 1];
    if (!noun || !verb || verb.broken || !noun.cls.plural) continue;
    const wanted = det.lower === 'the' ? 'singular' : 'plural';
    const actual = verbNumber(verb);
    if (!actual || actual === wanted || !['is', 'are', 'was', 'were', 'has', 'have'].includes(verb.lower)) continue;
    const suggestion = verbFor(verb, wanted)!;
    out.push(issue(verb, text, 'Agreement', `'${det.text} number of …' takes a ${wanted} verb: '${suggestion}'.`, suggestion));
  }
  return out;
}

/** 'I am agree' -> 'I agree': agree is a verb, not an adjective. */
function beAgree(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const be = tokens[i]!;
    let k = i + 1;
    const negated = tokens[k]?.lower === 'not';
    if (negated) k += 1;
    const verb = tokens[k];
    if (!BE_FORMS.has(be.lower) || !verb || (verb.lower !== 'agree' && verb.lower !== 'disagree') || tokens.slice(i + 1, k + 1).some((token) => token.broken)) continue;
    const past = be.lower === 'was' || be.lower === 'were';
    const subject = tokens[i - 1]?.lower;
    const third = be.lower === 'is' || be.lower === "'s";
    const verbForm = past ? `${verb.lower}d` : third ? `${verb.lower}s` : verb.lower;
    const suggestion = negated ? `${past ? 'did' : third ? 'does' : 'do'} not ${verb.lower}` : verbForm;
    const message = `'${verb.lower}' is a verb, so it needs no '${be.text}': '${subject ? `${tokens[i - 1]!.text} ` : ''}${suggestion}'.`;
    out.push(issue({ start: be.start, end: verb.end }, text, 'Grammar', message, suggestion));
  }
  return out;
}

/** The base form after do-support, modals and infinitive 'to': 'doesn't sounds', 'can goes', 'to went'. */
function verbFormAfterAuxiliary(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const aux = tokens[i]!;
    const negatedDo = NEGATED_DO.has(aux.lower) || (DO.has(aux.lower) && tokens[i + 1]?.lower === 'not');
    const modal = MODALS.has(aux.lower) && !aux.name && !['the', 'a', 'his', 'her', 'their', 'free', 'good', 'political', 'own', 'my', 'your', 'our'].includes(tokens[i - 1]?.lower ?? '');
    const infinitiveTo = aux.lower === 'to';
    if (!negatedDo && !modal && !infinitiveTo) continue;
    let k = i + 1;
    while (k < tokens.length && MID_ADVERBS.has(tokens[k]!.lower) && !tokens[k]!.broken) k += 1;
    const verb = tokens[k];
    if (!verb || verb.broken || verb.name) continue;
    // 'must to go': a modal takes the bare infinitive.
    // ('and will to win' is the noun 'will'.)
    if (modal && verb.lower === 'to' && aux.lower !== 'ought' && tokens[k + 1]?.cls.base && !['and', 'or', 'of'].includes(tokens[i - 1]?.lower ?? '')) {
      out.push(issue({ start: aux.start, end: verb.end }, text, 'Grammar', `After '${aux.text}' the verb follows without 'to': '${aux.text} ${tokens[k + 1]!.text}'.`, aux.text));
      continue;
    }
    const cls = verb.cls;
    // After a modal or negated do, an -s or any past form is wrong ('might lost'); after 'to' only a past that is no
    // participle ('to went'), since 'to' + an -s word is mostly a preposition + plural noun ('to plans').
    const wrongForm = cls.verb && !cls.base && (infinitiveTo ? cls.past : cls.thirdPerson || cls.pastForm);
    if (!wrongForm) continue;
    // 'may times', 'may people': a typo of 'many' before a noun.
    if (aux.lower === 'may' && cls.noun) continue;
    // After 'to', 'to changes' is usually a noun after a preposition and 'to limited' an adjective.
    if (infinitiveTo && (cls.noun || cls.adjective || verb.lower.endsWith('ed'))) continue;
    const base = conjugate(verb.lower)?.Infinitive;
    if (!base || base === verb.lower) continue;
    const fixed = matchCase(verb.text, base);
    const after = negatedDo && DO.has(aux.lower) ? `${aux.text} not` : aux.text;
    // The mark covers the auxiliary too ('might lost' -> 'might lose'), so the correction reads whole.
    const from = infinitiveTo ? verb : aux;
    const message = `After '${after}' the verb takes its base form: '${fixed}', not '${verb.text}'.`;
    out.push(issue({ start: from.start, end: verb.end }, text, 'Grammar', message, `${text.slice(from.start, verb.start)}${fixed}`));
  }
  return out;
}

/** 'someone like family': 'like' is a verb only before a gerund, 'to' or an object pronoun. */
function likeAsPreposition(verb: Token, next: Token | undefined): boolean {
  return verb.lower === 'like' && !(next && (next.cls.gerund || ['to', 'it', 'them', 'him', 'her', 'me', 'us'].includes(next.lower)));
}

/** 'She like reading', 'It take two hours': he/she/it with a base-form verb harper lets pass. */
function pronounAgreement(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const pronoun = tokens[i]!;
    const verb = tokens[i + 1]!;
    if (!['he', 'she', 'it'].includes(pronoun.lower) || verb.broken) continue;
    const previous = tokens[i - 1];
    // An object, not a subject: 'let it go', 'help her find', 'for it'.
    if (previous && !pronoun.broken && (NOT_A_SUBJECT_AFTER.has(previous.lower) || PREPOSITIONS.has(previous.lower) || previous.cls.verb || previous.lower === 'to')) continue;
    const next = tokens[i + 2];
    // 'it help poor families': a word that can also be a noun is the verb when a complement follows it.
    const complementFollows = next !== undefined && !next.broken && !AUXILIARIES.has(next.lower) && (OBJECT_STARTS.has(next.lower) || PREPOSITIONS.has(next.lower) || (next.cls.adjective && !next.cls.verb) || nounNumber(next) === 'plural');
    if (AUXILIARIES.has(verb.lower) || MODALS.has(verb.lower) || !verb.cls.base || verb.cls.pastLikeBase || (verb.cls.noun && !complementFollows) || verb.cls.adjective) continue;
    if ((next && !next.broken && AUXILIARIES.has(next.lower)) || likeAsPreposition(verb, next)) continue;
    const suggestion = verbFor(verb, 'singular');
    if (suggestion) out.push(issue(verb, text, 'Agreement', `'${pronoun.text}' takes the -s form of the verb: '${pronoun.text} ${suggestion}'.`, suggestion));
  }
  return out;
}

/** 'this sports' -> 'this sport'; 'these problem' -> 'these problems'; 'informations' -> 'information'. */
function determinerNumber(tokens: readonly Token[], text: string, known: (word: string) => boolean): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const det = tokens[i]!;
    const uncountable = UNCOUNTABLE_PLURALS[det.lower];
    if (uncountable) {
      out.push(issue(det, text, 'Agreement', `'${uncountable}' is uncountable: it has no plural.`, matchCase(det.text, uncountable)));
      continue;
    }
    const noun = tokens[i + 1];
    if (!noun || noun.broken || noun.name || det.name) continue;
    const next = tokens[i + 2];
    const compound = next && !next.broken && nominal(next) && !next.cls.functional && !AUXILIARIES.has(next.lower);
    if ((det.lower === 'a' || det.lower === 'an') && noun.cls.adjective && !noun.cls.noun && !ARTICLE_QUANTIFIERS.has(noun.lower) && next && !next.broken && !AUXILIARIES.has(next.lower) && (next.lower === 'ones' || nounNumber(next) === 'plural')) {
      // 'a new ones', 'a big cars': the article still wants a singular noun after its adjective.
      const after = tokens[i + 3];
      if (after && !after.broken && nominal(after) && !after.cls.functional && !AUXILIARIES.has(after.lower)) continue;
      const singular = next.lower === 'ones' ? 'one' : singularFor(next.lower, known);
      if (singular) out.push(issue(next, text, 'Agreement', `'${det.text} ${noun.text}' goes with a singular noun: '${det.text} ${noun.text} ${singular}'.`, matchCase(next.text, singular)));
      continue;
    }
    if (SINGULAR_DETERMINERS.has(det.lower)) {
      if (nounNumber(noun) !== 'plural' || compound) continue;
      const singular = singularFor(noun.lower, known);
      // 'this helps', 'this allocates', 'each gives': after a pronoun-like determiner a verb reading is likely, unless
      // a verb follows ('this cases shows').
      const verbFollows = next !== undefined && !next.broken && (AUXILIARIES.has(next.lower) || (next.cls.thirdPerson && !next.cls.noun));
      if ((det.lower === 'this' || det.lower === 'each') && (noun.cls.verb || (singular !== undefined && wordClass(singular).verb)) && !verbFollows) continue;
      if ((det.lower === 'a' || det.lower === 'an') && (noun.lower === 'lot' || noun.lower === 'few')) continue;
      if (!singular) continue;
      out.push(issue(noun, text, 'Agreement', `'${det.text}' goes with a singular noun: '${det.text} ${singular}'${det.lower === 'this' ? ` (or 'these ${noun.text}')` : ''}.`, matchCase(noun.text, singular)));
    } else if (PLURAL_DETERMINERS.has(det.lower)) {
      // Any next word that could extend the noun phrase ('various job offers') or coordinate it ('both society and') leaves it open.
      // A singular word next ('many car drive', 'both parent work') leaves the determiner without its plural, whether
      // it is the verb or a compound's head.
      const singularNext = next !== undefined && nounNumber(next) === 'singular' && !next.cls.thirdPerson;
      const open = next && !next.broken && !singularNext && !PREPOSITIONS.has(next.lower) && (((nominal(next) || next.cls.base || next.cls.thirdPerson) && !next.cls.functional) || next.lower === 'and' || next.lower === 'or');
      // 'a three day trip': a number inside a noun phrase is a modifier, hyphen or not.
      if (['a', 'an', 'the', 'every', 'this', 'each'].includes(tokens[i - 1]?.lower ?? '')) continue;
      if (nounNumber(noun) !== 'singular' || noun.cls.uncountable || open || noun.cls.adjective) continue;
      // Determiners that also stand alone as pronouns: 'both default to', 'many believe'.
      // Not after 'are', 'have', 'too' or a preposition, where a noun must follow ('there are many shop near').
      const previousLower = tokens[i - 1]?.lower ?? '';
      const nounPosition = !det.broken && (BE_FORMS.has(previousLower) || PREPOSITIONS.has(previousLower) || ['have', 'has', 'had', 'too', 'so', 'how'].includes(previousLower));
      if (['those', 'these', 'both', 'many', 'several', 'few', 'various'].includes(det.lower) && noun.cls.verb && !nounPosition) continue;
      if (next && (next.lower === 'old' || /^-/u.test(text.slice(noun.end, noun.end + 1)))) continue;
      // compromise reads some nouns alone as verbs ('shop') and gives no plural: the regular one, if it is a word.
      const plural = pluralOf(noun.lower) ?? (nounPosition && !/^(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty)$/u.test(det.lower) && known(`${noun.lower}s`) ? `${noun.lower}s` : undefined);
      if (!plural || !known(plural)) continue;
      out.push(issue(noun, text, 'Agreement', `'${det.text}' goes with a plural noun: '${det.text} ${plural}'.`, matchCase(noun.text, plural)));
    }
  }
  return out;
}

/** 'there is alot of new roads' -> 'there are'. */
function thereIsPlural(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const there = tokens[i]!;
    if (there.lower !== 'there' && there.lower !== "there's") continue;
    const be = tokens[i + 1]!;
    const singularBe = be.lower === 'is' || be.lower === 'was' || be.lower === "'s";
    const beToken = there.lower === "there's" ? there : be;
    if (there.lower !== "there's" && (!singularBe || be.broken)) continue;
    let k = there.lower === "there's" ? i + 1 : i + 2;
    const quantity = PLURAL_QUANTITIES.find((words) => words.every((word, index) => tokens[k + index]?.lower === word && !tokens[k + index]!.broken));
    if (quantity) k += quantity.length;
    while (k < tokens.length && tokens[k]!.cls.adjective && !tokens[k]!.cls.noun && !tokens[k]!.broken) k += 1;
    const noun = tokens[k];
    if (!noun || noun.broken || nounNumber(noun) !== 'plural') continue;
    const next = tokens[k + 1];
    if (next && !next.broken && next.cls.noun && !next.cls.functional) continue;
    if (!quantity && noun.cls.verb) continue;
    const past = be.lower === 'was';
    const suggestion = there.lower === "there's" ? matchCase(there.text, 'there are') : past ? 'were' : 'are';
    out.push(issue(beToken, text, 'Agreement', `'${noun.text}' is plural, so write '${there.lower === "there's" ? 'there are' : `there ${suggestion}`} … ${noun.text}'.`, suggestion));
  }
  return out;
}

/** Words before 'peoples' that make it the plural of 'a people' (nations): 'indigenous peoples'. */
const PEOPLES_AS_NATIONS = new Set(['indigenous', 'native', 'ancient', 'nomadic', 'tribal', 'neighbouring', 'neighboring', 'colonised', 'colonized', 'conquered', 'many', 'different', 'various', 'other', 'all', 'these', 'those', 'both']);

/** 'peoples' for 'people': already plural, 'peoples' means nations ('the peoples of Central Asia' is left alone). */
function peoplesForPeople(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  tokens.forEach((token, i) => {
    if (token.lower !== 'peoples' || (token.name && i > 0)) return;
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    if ((next && !next.broken && next.lower === 'of') || text.charAt(token.end) === "'" || text.charAt(token.end) === '’') return;
    // A nations reading is possible after these words unless a verb follows that only the people reading fits.
    if (previous && (PEOPLES_AS_NATIONS.has(previous.lower) || previous.name) && !(next && ['is', 'are', 'think', 'believe', 'want', 'like', 'prefer', 'feel', 'say'].includes(next.lower))) return;
    out.push(issue(token, text, 'Agreement', `'people' is already plural: write '${matchCase(token.text, 'people')}' ('peoples' means nations).`, matchCase(token.text, 'people')));
  });
  return out;
}

/** 'more better', 'more easier', 'most biggest': a comparative or superlative form needs no 'more'/'most' before it. */
function doubleComparison(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const degree = tokens[i]!;
    if (!['more', 'most', 'less', 'least'].includes(degree.lower)) continue;
    const adjective = tokens[i + 1]!;
    if (adjective.broken || text.charAt(adjective.end) === '-' || !(adjective.cls.comparative || adjective.cls.superlative)) continue;
    // 'more older people', 'more younger workers': 'more' counts the people; only a superlative never takes 'most'.
    const next = tokens[i + 2];
    if (adjective.cls.comparative && next && !next.broken && nominal(next) && !next.cls.functional && !PREPOSITIONS.has(next.lower)) continue;
    const fixed = matchCase(degree.text, adjective.lower);
    const message = `'${adjective.text}' is already ${adjective.cls.superlative ? 'a superlative' : 'a comparative'}: write '${fixed}' without '${degree.text}'.`;
    out.push(issue({ start: degree.start, end: adjective.end }, text, 'Grammar', message, fixed));
  }
  return out;
}

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);
const TIME_UNITS = new Set(['week', 'month', 'year', 'summer', 'winter', 'spring', 'autumn', 'night', 'weekend', 'century', 'decade', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'semester', 'term', 'holiday', 'holidays', 'evening', 'morning']);
/** Words that put a clause in the present whatever else it says ('now', 'today'). */
const PRESENT_MARKERS = new Set(['now', 'today', 'nowadays', 'currently', 'still', 'presently']);
/** Words that end one clause and start another: a time word speaks only for its own clause. Not 'since', which is the time word. */
const CLAUSE_BREAKS = new Set(['and', 'but', 'because', 'so', 'while', 'although', 'though', 'whereas', 'than', 'that', 'which', 'who', 'where', 'when', 'if', 'unless', 'until', 'before', 'after', 'as', 'or']);
/** Verb forms that show the speaker expects or plans ('is expected to'): a chart's projection, not a tense error. */
const PROJECTION = new Set(['expected', 'predicted', 'projected', 'forecast', 'estimated', 'likely', 'set', 'going', 'due', 'planned', 'scheduled', 'supposed']);
/** What a chart or map 'shows' stays in the present whatever year it shows ('in 2002 the chart depicts a decline'). */
const DESCRIBING_VERBS = new Set(['show', 'illustrate', 'depict', 'compare', 'present', 'indicate', 'reveal', 'display', 'give', 'describe', 'provide', 'demonstrate', 'represent', 'highlight', 'outline', 'detail', 'suggest']);
const PAST_OF: Record<string, string> = { is: 'was', are: 'were', am: 'was', "isn't": "wasn't", "aren't": "weren't", do: 'did', does: 'did', "don't": "didn't", "doesn't": "didn't" };

/** A year already past written at an offset ('in 2010'); a later one ('in 2030') is a projection. */
function yearAt(text: string, offset: number): number | undefined {
  if (!/\s\d/u.test(text.slice(offset, offset + 2))) return undefined;
  const match = /^\s+((?:1[6-9]|20)\d\d)\b/u.exec(text.slice(offset, offset + 8));
  const year = match ? Number(match[1]) : undefined;
  return year !== undefined && year < new Date().getFullYear() ? year : undefined;
}

/** A clause: its words, and whether a past time word ('yesterday', 'last year', 'ago', a fronted 'in 2010') or 'since 2015' is in it. */
type Clause = { tokens: Token[]; past: boolean; since: boolean; present: boolean };

function clausesOf(tokens: readonly Token[]): Clause[] {
  const clauses: Token[][] = [];
  let current: Token[] = [];
  for (const token of tokens) {
    // A fronted time adverbial ('Yesterday,', 'In 2010,') belongs to the clause after its comma.
    const frontedTime = current.length > 0 && current.length <= 4 && clauses.length === 0 && timeOf(current, 0) !== undefined;
    if (current.length > 0 && ((token.punctuated && !frontedTime) || CLAUSE_BREAKS.has(token.lower))) {
      clauses.push(current);
      current = [];
    }
    current.push(token);
  }
  if (current.length > 0) clauses.push(current);
  return clauses.map((words) => {
    let past = false;
    let since = false;
    words.forEach((token, index) => {
      const time = timeOf(words, index);
      if (time === 'past') past = true;
      if (time === 'since') since = true;
    });
    return { tokens: words, past, since, present: words.some((token) => PRESENT_MARKERS.has(token.lower)) };
  });
}

/** The time a word opens or closes: 'yesterday', 'last year', '… ago' and a clause-opening 'in 2010' are past; 'since 2015' asks for the present perfect. */
function timeOf(words: readonly Token[], index: number): 'past' | 'since' | undefined {
  const token = words[index]!;
  const next = words[index + 1];
  if (token.lower === 'yesterday') return 'past';
  // '… ago', but not 'back to 20 years ago' or 'than ten years ago', where the time is a point compared with.
  if (token.lower === 'ago') return words.slice(Math.max(0, index - 3), index).some((word) => ['to', 'from', 'than', 'since', 'until'].includes(word.lower)) ? undefined : 'past';
  if (token.lower === 'last' && next && TIME_UNITS.has(next.lower) && !['the', 'at', 'this', 'my', 'his', 'her', 'our', 'their', 'its', 'your'].includes(words[index - 1]?.lower ?? '')) return 'past';
  if (token.lower === 'in' && index === 0 && token.yearAfter !== undefined) return 'past';
  if (token.lower === 'since' && (token.yearAfter !== undefined || (next && next.lower === 'last' && TIME_UNITS.has(words[index + 2]?.lower ?? '')) || ['childhood', 'then'].includes(next?.lower ?? ''))) return 'since';
  return undefined;
}

/**
 * The clause's first finite verb when it is a present form: 'is'/'are'/'am', do-support, or a base or -s verb right
 * after its subject (a pronoun, or a noun after a determiner). The first only: later verbs may be in reported or
 * relative speech ('Yesterday he said he is tired').
 */
function firstPresentVerb(clause: readonly Token[]): { verb: Token; subject: Token } | undefined {
  for (let i = 1; i < clause.length; i += 1) {
    const verb = clause[i]!;
    const subject = clause[i - 1]!;
    const lower = verb.lower;
    if (verb.punctuated && !SUBJECT_PRONOUNS.has(subject.lower)) continue;
    if (MODALS.has(lower) || ['was', 'were', 'did', "didn't", "wasn't", "weren't", 'had', 'has', 'have', "hasn't", "haven't", "hadn't", 'been', 'used'].includes(lower)) return undefined;
    const afterSubject = SUBJECT_PRONOUNS.has(subject.lower) || (nominal(subject) && !subject.cls.functional && !subject.name && !PREPOSITIONS.has(subject.lower) && !subject.cls.adjective);
    if (!afterSubject) {
      if (verb.cls.past && !verb.cls.noun) return undefined;
      continue;
    }
    // A noun after a preposition is no subject ('the relationship between the oil demands'): its verb is further on.
    if (!SUBJECT_PRONOUNS.has(subject.lower) && clause.slice(1, i - 1).some((token) => PREPOSITIONS.has(token.lower) && token.lower !== 'since')) return undefined;
    if (PAST_OF[lower] !== undefined) return { verb, subject };
    if (verb.cls.past || verb.cls.pastForm) return undefined;
    if (!verb.cls.verb || verb.cls.gerund || verb.cls.pastLikeBase || verb.cls.functional || !(verb.cls.base || verb.cls.thirdPerson)) continue;
    // After a noun, a word that can be a noun too ('the employment rate in', 'the oil demands and') is the verb only
    // when an object or 'to' follows it ('my family move to').
    const next = clause[i + 1];
    if (!SUBJECT_PRONOUNS.has(subject.lower) && verb.cls.noun && !(next && !next.broken && (OBJECT_STARTS.has(next.lower) || next.lower === 'to'))) continue;
    // 'quality rate rose': a past verb next shows the word is the last noun of the subject.
    if (next && !next.broken && next.cls.pastForm) continue;
    // 'I' + base is present; 'he go' is present too (an agreement error as well): the tense is what this rule judges.
    return { verb, subject };
  }
  return undefined;
}

/** 'He go to school yesterday' -> 'went' (never 'goes'); 'I live here since 2015' -> 'have lived'. */
function tenseAgainstTimeWords(tokens: readonly Token[], text: string): Issue[] {
  const out: Issue[] = [];
  for (const clause of clausesOf(tokens)) {
    // A condition ('If we go back …') or a question ('Do you …') is no report of the past.
    const opener = clause.tokens[0]!.lower;
    if ((!clause.past && !clause.since) || clause.present || (clause.past && clause.since) || opener === 'if' || opener === 'unless') continue;
    // A clause that has its past verb already ('the rate in 1930 remained') is in the past.
    if (clause.tokens.some((token) => token.cls.past && !token.cls.noun && !token.cls.adjective)) continue;
    const found = firstPresentVerb(clause.tokens);
    if (!found || DESCRIBING_VERBS.has(verbForms(found.verb.lower)?.Infinitive ?? found.verb.lower)) continue;
    const { verb, subject } = found;
    const next = clause.tokens[clause.tokens.indexOf(verb) + 1];
    if (next && PROJECTION.has(next.lower)) continue;
    // A question or a present-tense reporting frame ('It is two years ago that') is left alone.
    if (clause.tokens[0] === verb) continue;
    if (clause.past) {
      // 'be' takes its number from the subject, not from the learner's form: 'Yesterday the roads is' -> 'were'.
      const plural = ['we', 'they', 'you'].includes(subject.lower) || (!SUBJECT_PRONOUNS.has(subject.lower) && nounNumber(subject) === 'plural');
      const be = BE_FORMS.has(verb.lower) ? (plural ? 'were' : 'was') : ["isn't", "aren't"].includes(verb.lower) ? (plural ? "weren't" : "wasn't") : undefined;
      const past = be ?? PAST_OF[verb.lower] ?? pastOf(verb.lower);
      if (!past) continue;
      out.push(issue(verb, text, 'Tense', `The time word in this sentence is in the past, so the verb should be past too: '${matchCase(verb.text, past)}', not '${verb.text}'.`, matchCase(verb.text, past)));
    } else {
      if (DO.has(verb.lower) || NEGATED_DO.has(verb.lower)) continue;
      const singular = ['he', 'she', 'it'].includes(subject.lower) || (!SUBJECT_PRONOUNS.has(subject.lower) && nounNumber(subject) === 'singular');
      const have = singular ? 'has' : 'have';
      const participle = BE_FORMS.has(verb.lower) ? 'been' : participleOf(verb.lower);
      if (!participle) continue;
      const suggestion = matchCase(verb.text, `${have} ${participle}`);
      out.push(issue(verb, text, 'Tense', `With 'since', use the present perfect: '${suggestion}', not '${verb.text}'.`, suggestion));
    }
  }
  return out;
}

/**
 * Words with their classes, looked up only when a rule asks (most words never need one); misspelt words are read as
 * their best correction so 'the sosiety need' is still checked.
 */
function tokensOf(text: string, sentence: { start: number; words: ReadonlyArray<{ start: number; end: number; text: string; lower: string }> }, context: GrammarContext): Token[] {
  let previousEnd = sentence.start;
  return sentence.words.map((word, index) => {
    const gap = text.slice(previousEnd, word.start);
    previousEnd = word.end;
    const capitalised = /^\p{Lu}/u.test(word.text) && word.text !== 'I';
    let known: boolean | undefined;
    const isKnown = () => (known ??= context.known(word.lower));
    let cls: WordClass | undefined;
    return {
      text: word.text,
      lower: word.lower,
      start: word.start,
      end: word.end,
      get cls() {
        cls ??= wordClass(isKnown() || capitalised ? word.lower : (context.correct(word.lower)?.toLowerCase() ?? word.lower));
        return cls;
      },
      broken: index > 0 && /[^\s]/u.test(gap),
      punctuated: index > 0 && /[^\s\d]/u.test(gap),
      yearAfter: yearAt(text, word.end),
      // Capitalised inside a sentence, or unknown to the dictionary: a name, whose number the rules cannot tell.
      name: capitalised && (index > 0 || !isKnown()),
    };
  });
}

/** Runs every rule over the text's sentences. A correction the dictionary does not know ('borns') is dropped with its flag. */
export function grammarIssues(text: string, context: GrammarContext): Issue[] {
  const out: Issue[] = [];
  const spelledRight = (issue: Issue) => issue.suggestions.every((suggestion) => words(suggestion).every((word) => context.known(word.text)));
  for (const sentence of sentences(text)) {
    const tokens = tokensOf(text, sentence, context);
    const tense = tenseAgainstTimeWords(tokens, text);
    const ruled: Array<[string, Issue[]]> = [
      ['agreement', [...subjectVerbAgreement(tokens, sentence.text, text, context.known), ...indefinitePronounAgreement(tokens, text), ...pronounAgreement(tokens, text), ...numberOfAgreement(tokens, text), ...thereIsPlural(tokens, text)]],
      ['verb-form', [...beAgree(tokens, text), ...verbFormAfterAuxiliary(tokens, text)]],
      ['determiner', [...determinerNumber(tokens, text, context.known), ...peoplesForPeople(tokens, text)]],
      ['tense', tense],
      ['comparative', doubleComparison(tokens, text)],
    ];
    for (const [rule, issues] of ruled) {
      for (const found of issues) {
        // 'He go to school yesterday': the tense rule's 'went' speaks for the verb, not the agreement rule's 'goes'.
        if (rule !== 'tense' && tense.some((other) => other.start === found.start && other.end === found.end)) continue;
        out.push({ ...found, rule });
      }
    }
  }
  return out.filter(spelledRight);
}
