import { Fragment, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { questionNumber } from '../styles/shared.css';
import { groupState, questionsHeading, type AnswerOption } from '../lib/option';
import { useControllableState } from '../hooks/useControllableState';
import { AnswerSelect } from '../MatchingSelect/AnswerSelect';
import { OptionList } from '../MatchingSelect/OptionList';
import * as styles from './SummaryDropdown.css';
import { cx } from '../lib/cx';
import { useKitLabels } from '../locale/KitLocale';

/** A piece of the summary: running text, or the numbered gap a bank letter fills. */
export type SummarySegment = string | { gap: number };

/** Whether the word bank sits beside the summary (wrapping under it on narrow screens) or always below. */
export const bankPlacements = ['beside', 'below'] as const;
export type BankPlacement = (typeof bankPlacements)[number];

export const summaryBodyVariants = cva(styles.body, {
  variants: { bankPlacement: styles.bankPlacement },
  defaultVariants: { bankPlacement: 'beside' },
});

/** Answers by question number; a missing or '' entry is unanswered. */
export type SummaryAnswers = Record<number, string>;

export interface SummaryDropdownProps {
  /** The summary as text and gaps in reading order, e.g. ['Bees were kept on ', { gap: 31 }, ' roofs.']. One gap is a single question. */
  segments: readonly SummarySegment[];
  /** The word bank, e.g. [{ label: 'A', text: 'council' }, ...]; each gap chooses one of its labels. */
  bank: readonly AnswerOption[];
  /** The summary's own title, printed above its text. */
  title?: ReactNode;
  /** Heading of the bank box. @default 'Word bank' */
  bankTitle?: string;
  /** Where the bank goes. @default 'beside' */
  bankPlacement?: BankPlacement;
  /** Answers by question number (controlled). */
  value?: SummaryAnswers;
  /** Answers when uncontrolled. @default {} */
  defaultValue?: SummaryAnswers;
  /** Called with every answer so far and the number of the gap just changed. */
  onValueChange?: (value: SummaryAnswers, number: number) => void;
  /** Disables every gap, e.g. after submission. @default false */
  disabled?: boolean;
  className?: string;
}

const noAnswers: SummaryAnswers = {};

/**
 * Summary completion from a word bank: numbered gaps inside the text, each a select of bank letters.
 * Letters already chosen are marked in the bank and in the other gaps, not blocked, as the paper allows.
 */
export function SummaryDropdown({
  segments,
  bank,
  title,
  bankTitle: bankTitleProp,
  bankPlacement = 'beside',
  value,
  defaultValue = noAnswers,
  onValueChange,
  disabled = false,
  className,
}: SummaryDropdownProps) {
  const labels = useKitLabels();
  const bankTitle = bankTitleProp ?? labels.wordBank;
  const [answers, setAnswers] = useControllableState(value, defaultValue, undefined);
  const numbers = segments.flatMap((segment) => (typeof segment === 'string' ? [] : [segment.gap]));
  const filled = numbers.filter((number) => (answers[number] ?? '') !== '');
  const used = filled.map((number) => answers[number] ?? '');

  function answer(number: number, label: string) {
    const next = { ...answers, [number]: label };
    setAnswers(next);
    onValueChange?.(next, number);
  }

  return (
    <fieldset
      className={cx(styles.root, className)}
      data-state={groupState(filled.length, numbers.length)}
    >
      <legend className={styles.legend}>{questionsHeading(Math.min(...numbers), Math.max(...numbers))}</legend>
      <div className={summaryBodyVariants({ bankPlacement })}>
        <div className={styles.summary}>
          {title && <p className={styles.title}>{title}</p>}
          <p className={styles.text}>
            {segments.map((segment, index) => {
              if (typeof segment === 'string') return <Fragment key={`text-${index}`}>{segment}</Fragment>;
              const current = answers[segment.gap] ?? '';
              const usedElsewhere = filled.filter((other) => other !== segment.gap).map((other) => answers[other]);
              return (
                <span key={`gap-${segment.gap}`} className={styles.gap} data-state={current ? 'answered' : 'unanswered'}>
                  <span className={questionNumber} aria-hidden="true">
                    {segment.gap}
                  </span>
                  <AnswerSelect
                    aria-label={`Question ${segment.gap}`}
                    value={current}
                    onValueChange={(label) => answer(segment.gap, label)}
                    disabled={disabled}
                    choices={bank.map((option) => ({
                      value: option.label,
                      display: option.label,
                      used: usedElsewhere.includes(option.label),
                    }))}
                  />
                </span>
              );
            })}
          </p>
        </div>
        <OptionList className={styles.bank} title={bankTitle} options={bank} used={used} />
      </div>
    </fieldset>
  );
}
