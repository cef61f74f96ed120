import { EmptyResult } from '../Result/EmptyResult';
import { visuallyHidden } from '../styles/shared.css';
import * as styles from './ResultTable.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

/** One answered slot as the listening and reading result calls return it. */
export interface ResultRow {
  /** Question number as printed in the exam (1-40). */
  number: number;
  /** What the learner gave; empty, null or undefined when the slot was left blank. */
  userAnswer?: string | null;
  /** Whether the answer was marked right. */
  isTrue: boolean;
  /** The stored correct answer. */
  trueAnswer: string;
}

/** The line above the table: raw score out of the total and, when known, the band it converts to. */
export interface ResultSummary {
  /** Number of correct answers. */
  score: number;
  /** Number of questions, 40 in an IELTS section. */
  total: number;
  /** Band for that raw score, shown with one decimal. */
  band?: number;
}

export interface ResultTableProps {
  /** The rows, in question order. */
  rows: readonly ResultRow[];
  /** Shown instead of the table when there are no rows; the multi-level pages word it their own way. @default 'No result' */
  emptyText?: string;
  /** Shown in an answer cell left blank. @default 'No Answer' */
  noAnswerText?: string;
  /** Optional 'Score: 31/40 — Band 7.0' line above the table. */
  summary?: ResultSummary;
  /** Accessible name of the table (a visually hidden caption). @default 'Answers' */
  caption?: string;
  className?: string;
}

/**
 * A label's text and values as separate text nodes ('Score: ', '31', '/', '40'), as the line was always written: the
 * same letters shaped as one run sit a fraction of a pixel apart, which would move every English screenshot.
 */
function labelPieces(template: string, values: Record<string, string | number>): string[] {
  return template.split(/(\{\w+\})/).filter(Boolean).map((piece) => fillLabel(piece, values));
}

const isBlank = (answer: string | null | undefined) => answer === undefined || answer === null || answer.trim() === '';

/** The listening and reading result table: #, Your Answer, Correct (tick or X), Correct Answer, in the kit's labels' language. */
export function ResultTable({
  rows,
  emptyText,
  noAnswerText: noAnswerTextProp,
  summary,
  caption: captionProp,
  className,
}: ResultTableProps) {
  const labels = useKitLabels();
  const rootClass = cx(styles.root, className);
  if (rows.length === 0) return <EmptyResult className={rootClass} text={emptyText ?? labels.noResult} />;
  const noAnswerText = noAnswerTextProp ?? labels.noAnswer;
  const caption = captionProp ?? labels.answers;
  return (
    <div className={rootClass} data-state="filled">
      {summary && (
        <p className={styles.summary}>
          {labelPieces(labels.rawScore, { score: summary.score, total: summary.total })}
          {summary.band !== undefined && fillLabel(labels.bandSuffix, { band: summary.band.toFixed(1) })}
        </p>
      )}
      <table className={styles.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              #
            </th>
            <th scope="col" className={styles.headerCell}>
              {labels.yourAnswerColumn}
            </th>
            <th scope="col" className={styles.headerCell}>
              {labels.verdictColumn}
            </th>
            <th scope="col" className={styles.headerCell}>
              {labels.correctAnswerColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const verdict = row.isTrue ? 'correct' : 'incorrect';
            const blank = isBlank(row.userAnswer);
            return (
              <tr key={row.number} className={styles.row} data-state={verdict}>
                <th scope="row" className={cx(styles.cell, styles.numberCell)}>
                  {row.number}
                </th>
                <td className={cx(styles.cell, styles.answer)} data-state={blank ? 'unanswered' : 'answered'}>
                  {blank ? noAnswerText : row.userAnswer}
                </td>
                <td className={styles.cell}>
                  <VerdictIcon verdict={verdict} name={row.isTrue ? labels.correct : labels.incorrect} />
                </td>
                <td className={styles.cell}>{row.trueAnswer}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Tick or X; colour alone must not carry the verdict, so the icon has a name and a distinct shape. */
function VerdictIcon({ verdict, name }: { verdict: 'correct' | 'incorrect'; name: string }) {
  return (
    <svg
      className={styles.mark}
      data-state={verdict}
      role="img"
      aria-label={name}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {verdict === 'correct' ? <path d="M4 10.5l4 4 8-9" /> : <path d="M5 5l10 10M15 5L5 15" />}
    </svg>
  );
}
