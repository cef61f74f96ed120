import { useId } from 'react';
import type { ListeningPart } from '@bandwise/core';
import { Heading, deeper, type HeadingLevel } from '../Heading';
import { QuestionGroupView } from '../QuestionGroupView/QuestionGroupView';
import { numbersHeading, partNumbers, type SheetBindingProps } from '../sheet';
import * as styles from './PartView.css';
import { cx } from '../../lib/cx';

export interface PartViewProps extends SheetBindingProps {
  /** An IELTS listening part: its title and question groups (the runner plays `audio` itself). */
  part: Pick<ListeningPart, 'number' | 'title' | 'groups'>;
  /** Level of the part's heading; groups go one deeper. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** One IELTS listening part: its heading with the question range ('Questions 1–10'), then each group. */
export function PartView({ part, headingLevel = 2, className, ...groupProps }: PartViewProps) {
  const id = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={id} data-part={part.number}>
      <header className={styles.header}>
        <Heading level={headingLevel} id={id} className={styles.heading}>
          {part.title}
        </Heading>
        {/* One group already heads itself with the same range. */}
        {part.groups.length > 1 && <p className={styles.range}>{numbersHeading(partNumbers(part.groups))}</p>}
      </header>
      {part.groups.map((group) => (
        <QuestionGroupView key={group.id} group={group} headingLevel={deeper(headingLevel)} {...groupProps} />
      ))}
    </section>
  );
}
