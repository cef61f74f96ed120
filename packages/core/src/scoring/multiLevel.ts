import { countBlanks } from '../content/blanks';
import type { MultiLevelQuestion, MultiLevelSection } from '../content/multiLevel';
import type { MultiLevelKey, MultiLevelKeys } from '../content/multiLevelKeys';
import { matchesKey, normaliseAnswer } from './match';

export const multiLevelLevels = ['Below B1', 'B1', 'B2', 'C1'] as const;
export type MultiLevelLevel = (typeof multiLevelLevels)[number];

/** CEFR level of a 0-75 score (PRODUCT.md section 4): below B1 0-37, B1 38-50, B2 51-64, C1 65-75. */
export function multiLevelLevel(score: number): MultiLevelLevel {
  if (score >= 65) return 'C1';
  if (score >= 51) return 'B2';
  if (score >= 38) return 'B1';
  return 'Below B1';
}

/** A point of a piecewise-linear scale link: a value on one scale and the value it maps to on another. */
export type Anchor = readonly [from: number, to: number];

/**
 * IELTS-style band (0-9) -> multi-level 0-75, following the usual CEFR alignment of IELTS bands (4.0-5.0 B1,
 * 5.5-6.5 B2, 7.0+ C1) onto the multi-level cut scores (B1 38, B2 51, C1 65).
 */
export const BAND_TO_MULTI_LEVEL: readonly Anchor[] = [
  [0, 0],
  [2, 15],
  [4, 38],
  [5.5, 51],
  [7, 65],
  [8.5, 75],
  [9, 75],
];

/** Piecewise-linear interpolation through anchors; flat beyond the ends. */
export function interpolate(anchors: readonly Anchor[], x: number): number {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last) return x;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < anchors.length; i += 1) {
    const [x1, y1] = anchors[i]!;
    const [x0, y0] = anchors[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

export type MultiLevelScore = { score: number; level: MultiLevelLevel };

/** The multi-level 0-75 score and CEFR level for an (unrounded) band. */
export function multiLevelScore(band: number): MultiLevelScore {
  const score = Math.round(interpolate(BAND_TO_MULTI_LEVEL, Math.min(Math.max(band, 0), 9)));
  return { score, level: multiLevelLevel(score) };
}

/** A raw-to-scaled table: entry i is the 0-75 score for i correct answers. Data, so an operator can set their own. */
export type ScaleTable = readonly number[];

/**
 * Default listening table for 35 questions, rising a little faster at the low end than a straight line
 * (75 * (raw / 35) ^ 0.9, rounded): 17 correct reaches B1 (39), 23 reaches B2 (51), 30 reaches C1 (65).
 */
export const multiLevelListeningScale: ScaleTable = [
  0, 3, 6, 8, 11, 13, 15, 18, 20, 22, 24, 26, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63, 65,
  67, 69, 71, 73, 75,
];

/** Default reading table for 35 questions (75 * (raw / 35) ^ 0.95, rounded): 17 -> B1 (38), 24 -> B2 (52), 30 -> C1 (65). */
export const multiLevelReadingScale: ScaleTable = [
  0, 3, 5, 7, 10, 12, 14, 16, 18, 21, 23, 25, 27, 29, 31, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 57, 59, 61, 63, 65,
  67, 69, 71, 73, 75,
];

/** The scaled 0-75 score of a raw score; raw is rounded and clamped to the table's range. */
export function scaledScore(raw: number, table: ScaleTable): number {
  if (table.length === 0) return 0;
  const index = Math.min(Math.max(Math.round(raw), 0), table.length - 1);
  return Math.min(Math.max(table[index] ?? 0, 0), 75);
}

/** Overall multi-level score: the mean of the four section scores, rounded to a whole number. */
export function multiLevelOverall(sectionScores: readonly number[]): number {
  if (sectionScores.length === 0) return 0;
  return Math.round(sectionScores.reduce((sum, score) => sum + score, 0) / sectionScores.length);
}

export type MultiLevelSubmittedAnswer = {
  question_id: number;
  answer_id?: number | null;
  answer_text?: string | null;
  input_index?: number | null;
};

export type MultiLevelResultRow = {
  question_id: number;
  /** Blank position (0-based, the order of the '[input]' markers) for fill-ins; null for choice questions. */
  input_index: number | null;
  answer_id: number | null;
  /** The learner's text: the typed blank, or the chosen option's text. */
  answer_text: string | null;
  is_correct: 0 | 1;
  /** The key's option text, or the first accepted text of the blank. */
  correct_answer: string;
};

export type MultiLevelSectionScore = { raw: number; total: number; rows: MultiLevelResultRow[] };

/** Question types that are graded by a grader, not against a key. */
const GRADED_TYPES = new Set(['essay', 'speaking']);

/** How many blanks a question has: its '[input]' markers, or, failing those, the blanks its key lists. */
export function blankCount(question: MultiLevelQuestion, key: MultiLevelKey | undefined): number {
  const markers = countBlanks(question.question);
  if (markers > 0) return markers;
  return key && 'blanks' in key ? key.blanks.length : 0;
}

/** Whether a question is scored against a key (choice or fill-in), i.e. counts toward the section's questions. */
export function isKeyedQuestion(question: MultiLevelQuestion, key?: MultiLevelKey): boolean {
  if (GRADED_TYPES.has(question.type)) return false;
  return blankCount(question, key) > 0 || question.answers.length > 0;
}

/**
 * Scores a multi-level listening or reading section against its keys.
 * Each choice question is one item; each blank of a fill-in question is one item, compared per input_index with the
 * IELTS normalisation (no word limit). The last answer sent for a (question_id, input_index) wins, so a changed
 * single-choice answer replaces the earlier one (seed section 5). Essay and speaking questions are not scored here.
 */
export function scoreMultiLevelSection(
  section: MultiLevelSection,
  keys: MultiLevelKeys,
  answers: readonly MultiLevelSubmittedAnswer[],
): MultiLevelSectionScore {
  const latestChoice = new Map<number, MultiLevelSubmittedAnswer>();
  const latestBlank = new Map<string, MultiLevelSubmittedAnswer>();
  for (const answer of answers) {
    latestChoice.set(answer.question_id, answer);
    latestBlank.set(`${answer.question_id}:${answer.input_index ?? 'none'}`, answer);
  }

  const rows: MultiLevelResultRow[] = [];
  for (const part of section.parts) {
    for (const question of part.questions) {
      const key = keys.questions[String(question.id)];
      if (!isKeyedQuestion(question, key)) continue;
      const blanks = blankCount(question, key);
      if (blanks > 0) {
        for (let index = 0; index < blanks; index += 1) {
          const given =
            latestBlank.get(`${question.id}:${index}`) ?? (blanks === 1 ? latestBlank.get(`${question.id}:none`) : undefined);
          const accepted = key && 'blanks' in key ? (key.blanks[index] ?? []) : [];
          const text = given?.answer_text ?? '';
          const correct = accepted.length > 0 && matchesKey(text, accepted);
          rows.push({
            question_id: question.id,
            input_index: index,
            answer_id: null,
            answer_text: given?.answer_text ?? null,
            is_correct: correct ? 1 : 0,
            correct_answer: accepted[0] ?? '',
          });
        }
        continue;
      }
      const given = latestChoice.get(question.id);
      let chosen = given?.answer_id == null ? undefined : question.answers.find((option) => option.id === given.answer_id);
      // A client that sends the option text instead of its id still gets the option it named.
      if (!chosen && given?.answer_id == null && given?.answer_text) {
        const text = normaliseAnswer(given.answer_text);
        chosen = question.answers.find((option) => normaliseAnswer(option.answer) === text);
      }
      const keyed = key && 'answerId' in key ? question.answers.find((option) => option.id === key.answerId) : undefined;
      const correct = chosen !== undefined && keyed !== undefined && chosen.id === keyed.id;
      rows.push({
        question_id: question.id,
        input_index: null,
        answer_id: chosen?.id ?? given?.answer_id ?? null,
        answer_text: chosen?.answer ?? given?.answer_text ?? null,
        is_correct: correct ? 1 : 0,
        correct_answer: keyed?.answer ?? '',
      });
    }
  }
  return { raw: rows.reduce((sum, row) => sum + row.is_correct, 0), total: rows.length, rows };
}
