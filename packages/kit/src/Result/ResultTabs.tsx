import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { EmptyResult } from './EmptyResult';
import * as styles from '../styles/resultTabs.css';
import { cx } from '../lib/cx';

export interface ResultTab<V extends string> {
  value: V;
  /** The tab's text, e.g. 'Task 1'. */
  label: string;
  panel: ReactNode;
}

/** What a page sets on a tabbed result (WritingResult, SpeakingResult): the open tab, and the text when there is none. */
export interface TabbedResultProps<V extends string> {
  /** The open task or part (controlled). */
  value?: V;
  /** The task or part open first when uncontrolled. @default the first tab: Task 1, or the lowest part present */
  defaultValue?: V;
  /** Called with the task or part the learner opens. */
  onValueChange?: (value: V) => void;
  /**
   * Shown when there are no tasks or parts.
   * @default the kit's label: writing 'No result' (the multi-level page says 'No results found'), speaking 'No results found.'
   */
  emptyText?: string;
  className?: string;
}

export interface ResultTabsProps<V extends string> extends TabbedResultProps<V> {
  /** One tab per task or part, in order; none shows emptyText. */
  tabs: readonly ResultTab<V>[];
  /** The tab strip's accessible name. */
  listLabel: string;
  /** The result's own text, or its default label. */
  emptyText: string;
}

/** The frame the writing and speaking results share: a tab per task or part with its panel, or emptyText when there are none. */
export function ResultTabs<V extends string>({
  tabs,
  listLabel,
  value,
  defaultValue,
  onValueChange,
  emptyText,
  className,
}: ResultTabsProps<V>) {
  const rootClass = cx(styles.root, className);
  const first = tabs[0];
  if (first === undefined) return <EmptyResult className={rootClass} text={emptyText} />;
  return (
    <Tabs.Root
      className={rootClass}
      data-state="filled"
      value={value}
      defaultValue={defaultValue ?? first.value}
      onValueChange={(next) => onValueChange?.(next as V)}
    >
      <Tabs.List className={styles.tabList} aria-label={listLabel}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
