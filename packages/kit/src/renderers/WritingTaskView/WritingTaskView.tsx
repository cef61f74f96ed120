import type { CSSProperties } from 'react';
import type { WritingTask } from '@bandwise/core';
import { Essay } from '../../Essay/Essay';
import { SplitPane } from '../../SplitPane/SplitPane';
import { Heading, type HeadingLevel } from '../Heading';
import { useMediaUrl } from '../MediaBase';
import * as styles from './WritingTaskView.css';
import { cx } from '../../lib/cx';
import { fillLabel, useKitLabels } from '../../locale/KitLocale';

export interface WritingTaskViewProps {
  /** An IELTS writing task: prompt, instructions, optional picture, advised minimum words. */
  task: WritingTask;
  /** The essay (controlled). */
  value?: string;
  /** The essay when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the whole essay on every change. */
  onValueChange?: (value: string) => void;
  /** Disables typing. @default false */
  disabled?: boolean;
  /** Level of the task heading. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
  style?: CSSProperties;
}

/** An IELTS writing task: the prompt (and its map or chart) on the left, the essay with its word count on the right. */
export function WritingTaskView({
  task,
  value,
  defaultValue,
  onValueChange,
  disabled = false,
  headingLevel = 2,
  className,
  style,
}: WritingTaskViewProps) {
  const labels = useKitLabels();
  const media = useMediaUrl();
  return (
    <div className={cx(styles.root, className)} style={style} data-task={task.number}>
      <SplitPane
        firstLabel={fillLabel(labels.writingTask, { n: task.number })}
        secondLabel={fillLabel(labels.answerToTask, { n: task.number })}
        first={
          <article className={styles.task}>
            <Heading level={headingLevel} className={styles.heading}>
              Writing Task {task.number}
            </Heading>
            <p className={styles.instructions}>{task.instructions}</p>
            <p className={styles.prompt}>{task.prompt}</p>
            {task.image && (
              <figure className={styles.figure}>
                <img className={styles.image} src={media(task.image.src)} alt={task.image.alt} />
              </figure>
            )}
          </article>
        }
        second={
          <Essay
            label={fillLabel(labels.task, { n: task.number })}
            value={value}
            defaultValue={defaultValue}
            onValueChange={onValueChange}
            minWords={task.minWords}
            placeholder="Write..."
            disabled={disabled}
          />
        }
      />
    </div>
  );
}
