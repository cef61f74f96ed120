import { useRef, useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { visuallyHidden } from '../styles/shared.css';
import * as styles from './PartTabs.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

export const partTabsModes = ['free', 'one-way'] as const;
export type PartTabsMode = (typeof partTabsModes)[number];

/** Where a part stands: visited parts of a one-way section are locked for good. */
export const partProgresses = ['visited', 'current', 'available', 'upcoming'] as const;
export type PartProgress = (typeof partProgresses)[number];

export interface PartTabsPart {
  /** Identifies the part in value/onValueChange. */
  value: string;
  /** Tab text. @default 'Part N' by position */
  label?: string;
  /** The part's content. */
  content: ReactNode;
}

export interface PartTabsProps {
  /** The parts in exam order. */
  parts: readonly PartTabsPart[];
  /**
   * 'free': any part at any time (listening, reading, writing).
   * 'one-way': parts open in order, each once; the open part's tab is disabled and a part once left is locked
   * (IELTS speaking). Tabs then need Enter or Space to open, so an arrow key never moves on by accident.
   * @default 'free'
   */
  mode?: PartTabsMode;
  /** The open part (controlled). In 'one-way' mode a part already left is never shown again, whatever this says. */
  value?: string;
  /** The part open on mount when uncontrolled. @default the first part */
  defaultValue?: string;
  /** Called with the part the learner opens. */
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. @default 'Parts' */
  label?: string;
  /** Read after a locked part's name in 'one-way' mode. @default 'completed' */
  completedText?: string;
  /**
   * Keep parts not on screen mounted (hidden) in 'free' mode, so a passage keeps its scroll position and
   * highlights. In 'one-way' mode only the open part is mounted, so a part's recorder or timer starts when it
   * opens. @default true
   */
  keepMounted?: boolean;
  className?: string;
}

/** Part 1, Part 2, ... tabs over a section's parts. */
export function PartTabs({
  parts,
  mode = 'free',
  value: valueProp,
  defaultValue,
  onValueChange,
  label: labelProp,
  completedText: completedTextProp,
  keepMounted = true,
  className,
}: PartTabsProps) {
  const labels = useKitLabels();
  const label = labelProp ?? labels.parts;
  const completedText = completedTextProp ?? labels.completed;
  const first = parts[0]?.value ?? '';
  const [inner, setInner] = useState(defaultValue ?? first);
  const requested = valueProp ?? inner;
  const requestedIndex = Math.max(0, parts.findIndex((p) => p.value === requested));
  const [reached, setReached] = useState(requestedIndex);
  if (requestedIndex > reached) setReached(requestedIndex);
  const oneWay = mode === 'one-way';
  const currentIndex = oneWay ? Math.max(requestedIndex, reached) : requestedIndex;
  const current = parts[currentIndex]?.value ?? first;

  const progressOf = (index: number): PartProgress => {
    if (index === currentIndex) return 'current';
    if (!oneWay) return 'available';
    if (index < currentIndex) return 'visited';
    return index === currentIndex + 1 ? 'available' : 'upcoming';
  };

  // Radix reports one click twice (mouse down, then the focus it causes, in the same task): report it once. The
  // guard clears after the task, so a controlled parent that declined a change (a confirm said No) can get it again.
  const justReported = useRef<string | null>(null);
  const change = (next: string) => {
    const index = parts.findIndex((p) => p.value === next);
    if (next === current || next === justReported.current) return;
    if (index < 0 || (oneWay && index !== currentIndex + 1)) return;
    justReported.current = next;
    setTimeout(() => {
      justReported.current = null;
    }, 0);
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
  };

  return (
    <Tabs.Root
      value={current}
      onValueChange={change}
      activationMode={oneWay ? 'manual' : 'automatic'}
      data-mode={mode}
      className={cx(styles.root, className)}
    >
      <Tabs.List aria-label={label} className={styles.list}>
        {parts.map((part, index) => {
          const progress = progressOf(index);
          return (
            <Tabs.Trigger
              key={part.value}
              value={part.value}
              // One-way: the open part cannot be re-opened and only the next one can be reached (seeds: speaking).
              disabled={oneWay && progress !== 'available'}
              data-progress={progress}
              className={styles.trigger}
            >
              {part.label ?? fillLabel(labels.part, { n: index + 1 })}
              {oneWay && progress === 'visited' && (
                <>
                  <span aria-hidden="true" className={styles.mark}>
                    ✓
                  </span>
                  <span className={visuallyHidden}> ({completedText})</span>
                </>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {parts.map((part, index) => {
        const selected = index === currentIndex;
        const mounted = selected || (!oneWay && keepMounted);
        // Every panel element exists (each tab's aria-controls must point somewhere); only its content may not.
        return (
          <Tabs.Content
            key={part.value}
            value={part.value}
            forceMount
            hidden={!selected}
            className={styles.panel}
          >
            {mounted ? part.content : null}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
