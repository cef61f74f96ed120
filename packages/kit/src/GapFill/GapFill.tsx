import { useId, type ChangeEvent } from 'react';
import { questionNumber, visuallyHidden } from '../styles/shared.css';
import { useControllableState } from '../hooks/useControllableState';
import { gapFillState } from './state';
import * as styles from './GapFill.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

/** How the word-limit instruction is shown: beside the blank, or only read out (the group states it once). */
export const wordLimitDisplays = ['visible', 'screenReaderOnly'] as const;
export type WordLimitDisplay = (typeof wordLimitDisplays)[number];

export interface GapFillProps {
  /** The question number shown in the badge and read as the blank's name. */
  number: number;
  /** The typed answer (controlled). */
  value?: string;
  /** The starting answer when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the whole answer on every keystroke. */
  onValueChange?: (value: string) => void;
  /** The instruction, e.g. 'NO MORE THAN TWO WORDS AND/OR A NUMBER'; becomes the blank's description. */
  wordLimit?: string;
  /** Where `wordLimit` is shown. @default 'screenReaderOnly' */
  wordLimitDisplay?: WordLimitDisplay;
  /** Most words allowed; more is flagged, never blocked, since the exam marks it wrong rather than stopping the typing. */
  maxWords?: number;
  /**
   * The limit also allows a number ('... AND/OR A NUMBER'): one number may stand beside the words, so '3 large rooms'
   * fits two words but 'the harbour' does not fit one. @default false
   */
  allowNumber?: boolean;
  /** Accessible name. @default the kit's `question` label ('Question 3') */
  'aria-label'?: string;
  /** Width of the box in characters. @default 12 */
  width?: number;
  /** Disables typing, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}

/** An inline text blank with its question number, for sentence, note, form and table completion. */
export function GapFill({
  number,
  value,
  defaultValue = '',
  onValueChange,
  wordLimit,
  wordLimitDisplay = 'screenReaderOnly',
  maxWords,
  allowNumber = false,
  'aria-label': ariaLabelProp,
  width = 12,
  disabled = false,
  className,
}: GapFillProps) {
  const id = useId();
  const labels = useKitLabels();
  const ariaLabel = ariaLabelProp ?? fillLabel(labels.question, { n: number });
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const state = gapFillState(text, maxWords === undefined ? undefined : { maxWords, number: allowNumber });
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const describedBy = [wordLimit && hintId, state === 'over-limit' && warningId].filter(Boolean).join(' ');

  return (
    <span className={cx(styles.root, className)} data-state={state}>
      <span className={questionNumber} aria-hidden="true">
        {number}
      </span>
      <input
        type="text"
        className={styles.input}
        style={{ width: `${width}ch` }}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        aria-label={ariaLabel}
        aria-describedby={describedBy || undefined}
        disabled={disabled}
        // The exam gives no spelling or autofill help, and browsers would otherwise offer both.
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      {wordLimit && (
        <span id={hintId} className={wordLimitDisplay === 'visible' ? styles.hint : visuallyHidden}>
          {wordLimit}
        </span>
      )}
      {state === 'over-limit' && (
        <span id={warningId} className={styles.warning}>
          {fillLabel(allowNumber ? labels.overLimitNumber : labels.overLimit, {
            n: maxWords ?? 0,
            words: maxWords === 1 ? labels.word : labels.wordPlural,
          })}
        </span>
      )}
    </span>
  );
}
