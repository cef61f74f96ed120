import { useMemo, type CSSProperties } from 'react';
import type { Passage, ReadingPart } from '@bandwise/core';
import { SplitPane } from '../../SplitPane/SplitPane';
import { Heading, deeper, type HeadingLevel } from '../Heading';
import { QuestionGroupView } from '../QuestionGroupView/QuestionGroupView';
import { numbersHeading, partNumbers, type SheetBindingProps } from '../sheet';
import * as styles from './ReadingPartView.css';
import { cx } from '../../lib/cx';

export interface ReadingPartViewProps extends SheetBindingProps {
  /** An IELTS reading part: the passage and its question groups. */
  part: ReadingPart;
  /** Level of the passage title and of the questions heading; groups go one deeper. @default 2 */
  headingLevel?: HeadingLevel;
  /** Width of the passage pane in percent on mount. @default 50 */
  defaultSplit?: number;
  className?: string;
  style?: CSSProperties;
}

/** A reading passage with its paragraph letters (A, B, ...) where questions refer to them. */
export function PassageView({ passage, number, headingLevel = 2 }: { passage: Passage; number: number; headingLevel?: HeadingLevel }) {
  return (
    <article className={styles.passage}>
      <p className={styles.eyebrow}>Reading Passage {number}</p>
      <Heading level={headingLevel} className={styles.title}>
        {passage.title}
      </Heading>
      {passage.subtitle && <p className={styles.subtitle}>{passage.subtitle}</p>}
      {passage.paragraphs.map((paragraph, index) =>
        paragraph.label === undefined ? (
          <p key={index} className={styles.plainParagraph}>
            {paragraph.text}
          </p>
        ) : (
          <p key={index} className={styles.paragraph} data-label={paragraph.label}>
            <span className={styles.paragraphLabel}>{paragraph.label}</span>
            <span>{paragraph.text}</span>
          </p>
        ),
      )}
    </article>
  );
}

/** One IELTS reading part: the passage on the left, its questions on the right, each pane scrolling on its own. */
export function ReadingPartView({
  part,
  headingLevel = 2,
  defaultSplit = 50,
  className,
  style,
  ...groupProps
}: ReadingPartViewProps) {
  // The passage is long and never changes while the learner answers: render it once, not on every keystroke.
  const passage = useMemo(
    () => <PassageView passage={part.passage} number={part.number} headingLevel={headingLevel} />,
    [part.passage, part.number, headingLevel],
  );
  return (
    <div className={cx(styles.root, className)} style={style} data-part={part.number}>
      <SplitPane
        defaultSize={defaultSplit}
        firstLabel={`Reading Passage ${part.number}`}
        secondLabel={`Questions for Reading Passage ${part.number}`}
        first={passage}
        second={
          <div className={styles.questions}>
            <Heading level={headingLevel} className={styles.questionsHeading}>
              {numbersHeading(partNumbers(part.groups))}
            </Heading>
            {part.groups.map((group) => (
              <QuestionGroupView key={group.id} group={group} headingLevel={deeper(headingLevel)} {...groupProps} />
            ))}
          </div>
        }
      />
    </div>
  );
}
