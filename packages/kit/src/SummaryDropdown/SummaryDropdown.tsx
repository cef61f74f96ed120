import { Fragment, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { questionNumber } from '../styles/shared.css';
import { groupState, questionsHeading, type AnswerOption, type LettersByNumber, type NumberedAnswersProps } from '../lib/option';
import { useAnswersByNumber } from '../hooks/useAnswersByNumber';
import { AnswerSelect } from '../MatchingSelect/AnswerSelect';
import { OptionList } from '../MatchingSelect/OptionList';
import * as styles from './SummaryDropdown.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

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
export type SummaryAnswers = LettersByNumber;

export interface SummaryDropdownProps extends NumberedAnswersProps {
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
}

/**
 * Summary completion from a word bank: numbered gaps inside the text, each a select of bank letters.
 * Letters already chosen are marked in the bank and in the other gaps, not blocked, as the paper allows.
 */
export function SummaryDropdown({
  segments,
  bank,
  title,
  bankTitle,
  bankPlacement = 'beside',
  disabled = false,
  className,
  ...answerProps
}: SummaryDropdownProps) {
  const labels = useKitLabels();
  const [answers, answer] = useAnswersByNumber(answerProps);
  const numbers = segments.flatMap((segment) => (typeof segment === 'string' ? [] : [segment.gap]));
  const filled = numbers.filter((number) => (answers[number] ?? '') !== '');
  const used = filled.map((number) => answers[number] ?? '');

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
                    aria-label={fillLabel(labels.question, { n: segment.gap })}
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
        <OptionList className={styles.bank} title={bankTitle ?? labels.wordBank} options={bank} used={used} />
      </div>
    </fieldset>
  );
}
