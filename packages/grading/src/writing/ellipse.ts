import { FUNCTION_PROFILE } from './features';
import { SENSE_FEATURES } from './sense';

/**
 * The ELLIPSE analytic scales the writing model predicts, and the 7-feature shallow baseline the docs compare with.
 */

export const ELLIPSE_SCORES = ['cohesion', 'syntax', 'vocabulary', 'phraseology', 'grammar', 'conventions'] as const;
export type EllipseScore = (typeof ELLIPSE_SCORES)[number];
export type EllipseScores = Record<EllipseScore, number>;

/**
 * The shallow baseline (GRADING.md's reference row): log length, types/sqrt(tokens), words per sentence, mean word
 * length, share of words over 6 letters, commas per word, and (the seventh) log sentence count.
 */
export const SHALLOW_FEATURES = ['logWords', 'guiraud', 'wordsPerSentence', 'meanWordLength', 'longWordShare', 'commasPerWord', 'logSentences'] as const;

/**
 * The full model's features. lengthRatio and the prompt features are left out: ELLIPSE has no minimum length and
 * its prompts are two-word titles, so they would be fitted on noise; task achievement uses them by rule instead.
 */
export const MODEL_FEATURES = [
  'logWords', 'logSentences', 'wordsPerSentence', 'sentenceLengthSd', 'longSentenceShare', 'shortSentenceShare',
  'maxSentenceLength', 'logParagraphs', 'singleParagraph', 'paragraphBalance', 'meanWordLength', 'longWordShare',
  'guiraud', 'mattr', 'mtld', 'contentMattr', 'commasPerWord', 'commasPerSentence', 'offList2k', 'offList5k',
  'offList10k', 'meanLogFrequency', 'grammarPer100', 'spellingPer100', 'dictionaryPer100', 'punctuationPer100',
  'capitalisationPer100', 'stylePer100', 'errorsPer100', 'logErrorsPer100', 'lowercaseIPer100', 'lowercaseStartShare',
  'missingSpacePer100', 'spaceBeforePunctPer100', 'capsWordShare', 'apostropheMissingPer100', 'semicolonColonPer100',
  'subordinatorsPerSentence', 'coordinatorsPerSentence', 'clausesPerSentence', 'linkingPerSentence', 'linkingTypes',
  'sentenceInitialLinkShare', 'referencePerSentence', 'topFiveShare', 'repeatedBigramShare', 'repeatedTrigramShare',
  'contractionsPer100', 'informalPer100', 'firstPersonShare', 'secondPersonShare', 'questionShare', 'exclamationShare',
  'contentShare', 'digitShare', 'unknownWordsPer100', 'spellingAllPer100',
  ...FUNCTION_PROFILE.map((word) => `fw_${word}` as const),
] as const;

/**
 * The sentence encoder's and the language model's evidence the ELLIPSE model is fitted on (src/writing/sense.ts):
 * how sentences follow one another and how likely they are as English. Not meaningRelevance: ELLIPSE's prompts are
 * two-word titles. A grader without the models reads these at their training means.
 */
export const ELLIPSE_SENSE_FEATURES = SENSE_FEATURES.filter((name) => name !== 'meaningRelevance');

