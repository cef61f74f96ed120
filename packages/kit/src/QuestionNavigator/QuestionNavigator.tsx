import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Toggle } from 'radix-ui';
import { useControllableState } from '../hooks/useControllableState';
import * as styles from './QuestionNavigator.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

/** One slot in the strip: its number and whether the answer sheet holds something for it. */
export interface NavigatorQuestion {
  number: number;
  answered: boolean;
}

export interface QuestionNavigatorProps {
  /** Every question of the section, in order. */
  questions: readonly NavigatorQuestion[];
  /** The question on screen (controlled). */
  current?: number;
  /** The question on screen when uncontrolled. @default the first question */
  defaultCurrent?: number;
  /** Called with the number of the question the learner asks to go to. */
  onNavigate?: (number: number) => void;
  /** Numbers flagged for review (controlled). */
  flagged?: readonly number[];
  /** Numbers flagged for review when uncontrolled. @default [] */
  defaultFlagged?: readonly number[];
  /** Called when the current question's flag is set or cleared. */
  onFlagChange?: (number: number, flagged: boolean) => void;
  /** Name of the strip for screen readers. @default 'Questions' */
  label?: string;
  className?: string;
}

const noFlags: readonly number[] = [];

/**
 * The computer-delivered exam's question strip: one button per question showing answered and flagged,
 * the current one marked; one tab stop, arrows move along it (roving tabindex), Enter or Space goes there.
 */
export function QuestionNavigator({
  questions,
  current,
  defaultCurrent,
  onNavigate,
  flagged,
  defaultFlagged = noFlags,
  onFlagChange,
  label: labelProp,
  className,
}: QuestionNavigatorProps) {
  const labels = useKitLabels();
  const label = labelProp ?? labels.questions;
  const first = questions[0]?.number ?? 0;
  const [active, setActive] = useControllableState(current, defaultCurrent ?? first, onNavigate);
  const [flags, setFlags] = useControllableState<readonly number[]>(flagged, defaultFlagged, undefined);
  // Where focus is while arrowing; null means the tab stop follows the current question.
  const [focused, setFocused] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const tabStop = focused ?? active;
  const activeFlagged = flags.includes(active);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = questions.length - 1;
    const target = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = questions[Math.max(0, Math.min(last, target))];
    if (!next) return;
    setFocused(next.number);
    buttons.current.get(next.number)?.focus();
  }

  function leaveStrip(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  }

  function toggleFlag(pressed: boolean) {
    setFlags(pressed ? [...flags, active] : flags.filter((number) => number !== active));
    onFlagChange?.(active, pressed);
  }

  return (
    <nav className={cx(styles.root, className)} aria-label={fillLabel(labels.navigator, { label })}>
      <div role="toolbar" aria-label={label} aria-orientation="horizontal" className={styles.strip} onBlur={leaveStrip}>
        {questions.map((question, index) => {
          const isFlagged = flags.includes(question.number);
          const isCurrent = question.number === active;
          return (
            <button
              key={question.number}
              ref={(node) => {
                if (node) buttons.current.set(question.number, node);
                else buttons.current.delete(question.number);
              }}
              type="button"
              className={styles.item}
              tabIndex={question.number === tabStop ? 0 : -1}
              aria-current={isCurrent ? 'step' : undefined}
              aria-label={[
                fillLabel(labels.question, { n: question.number }),
                question.answered ? labels.answered : labels.unanswered,
                isFlagged && labels.flaggedForReview,
              ]
                .filter(Boolean)
                .join(', ')}
              data-state={question.answered ? 'answered' : 'unanswered'}
              data-flagged={isFlagged ? '' : undefined}
              onClick={() => {
                setFocused(question.number);
                setActive(question.number);
              }}
              onKeyDown={(event) => moveFocus(event, index)}
            >
              {question.number}
            </button>
          );
        })}
      </div>
      <Toggle.Root className={styles.flag} pressed={activeFlagged} onPressedChange={toggleFlag}>
        <span className={styles.flagIcon} aria-hidden="true">
          ⚑
        </span>
        {fillLabel(labels.flagQuestion, { n: active })}
      </Toggle.Root>
    </nav>
  );
}
