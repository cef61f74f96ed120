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

export interface ResultTabsProps<V extends string> {
  /** One tab per task or part, in order; none shows emptyText. */
  tabs: readonly ResultTab<V>[];
  /** The tab strip's accessible name. */
  listLabel: string;
  value?: V | undefined;
  /** The tab open first when uncontrolled. @default the first tab */
  defaultValue?: V | undefined;
  onValueChange?: ((value: V) => void) | undefined;
  emptyText: string;
  className?: string | undefined;
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
