import { useId, type ElementType } from 'react';
import { Tabs } from 'radix-ui';
import { CriterionChart } from '../CriterionChart/CriterionChart';
import { ScoreBadge } from '../ScoreBadge/ScoreBadge';
import { MarkedAnswer } from './MarkedAnswer';
import type { MarkedError } from './markSegments';
import * as styles from './WritingResult.css';
import { cx } from '../lib/cx';
import { fillLabel, useKitLabels } from '../locale/KitLocale';
import type { KitLabels } from '../locale/en';

export type { MarkedError } from './markSegments';

/** Tab values, one per writing task, in exam order. */
export const writingTaskValues = ['task1', 'task2'] as const;
export type WritingTaskValue = (typeof writingTaskValues)[number];

/** One graded task, field names as the writing result call returns them. */
export interface WritingTaskResult {
  /** The task prompt. */
  question: string;
  /** The learner's text; empty when nothing was written. */
  userAnswer: string;
  /** The examiner's or AI's comment. */
  feedback: string;
  /** Band for the whole task. */
  taskBandScore: number | null;
  /** Task Achievement band. */
  taskAchievementScore: number | null;
  /** Coherence and Cohesion band. */
  coherenceScore: number | null;
  /** Lexical Resource band. */
  lexicalResourceScore: number | null;
  /** Grammatical Range and Accuracy band. */
  grammarScore: number | null;
  /** Task 1's map or diagram, as the exam showed it. */
  image?: { src: string; alt: string };
  /** Flagged spans of userAnswer, shown as highlighted marks with their notes. */
  errors?: readonly MarkedError[];
}

/** The four criteria in the order examiners report them. */
const criteria = [
  { key: 'taskAchievementScore', label: 'taskAchievement' },
  { key: 'coherenceScore', label: 'coherenceCohesion' },
  { key: 'lexicalResourceScore', label: 'lexicalResource' },
  { key: 'grammarScore', label: 'grammaticalRange' },
] as const satisfies readonly { key: keyof WritingTaskResult; label: keyof KitLabels }[];

export interface WritingResultProps {
  /** Task 1 then Task 2; an empty list shows emptyText. */
  tasks: readonly WritingTaskResult[];
  /** The open task (controlled). */
  value?: WritingTaskValue;
  /** The task open first when uncontrolled. @default 'task1' */
  defaultValue?: WritingTaskValue;
  /** Called with the task the learner opens. */
  onValueChange?: (value: WritingTaskValue) => void;
  /** Shown when there are no tasks; the multi-level page says 'No results found'. @default 'No result' */
  emptyText?: string;
  /** Shown in place of an empty answer. @default 'No Answer' */
  noAnswerText?: string;
  /** Level of the section headings inside a task, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

/** The writing result: a tab per task with its band, four criteria, prompt, answer with marked errors and comment. */
export function WritingResult({
  tasks,
  value,
  defaultValue = 'task1',
  onValueChange,
  emptyText: emptyTextProp,
  noAnswerText: noAnswerTextProp,
  headingLevel = 2,
  className,
}: WritingResultProps) {
  const labels = useKitLabels();
  const emptyText = emptyTextProp ?? labels.noResult;
  const noAnswerText = noAnswerTextProp ?? labels.noAnswer;
  const rootClass = cx(styles.root, className);
  const shown = tasks.slice(0, writingTaskValues.length);
  if (shown.length === 0) {
    return (
      <div className={rootClass} data-state="empty">
        <p className={styles.empty}>{emptyText}</p>
      </div>
    );
  }
  return (
    <Tabs.Root
      className={rootClass}
      data-state="filled"
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => onValueChange?.(next as WritingTaskValue)}
    >
      <Tabs.List className={styles.tabList} aria-label={labels.writingTasks}>
        {shown.map((_, index) => (
          <Tabs.Trigger key={writingTaskValues[index]} value={writingTaskValues[index]!} className={styles.tab}>
            {fillLabel(labels.task, { n: index + 1 })}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((task, index) => (
        <Tabs.Content key={writingTaskValues[index]} value={writingTaskValues[index]!} className={styles.panel}>
          <TaskPanel task={task} taskName={fillLabel(labels.task, { n: index + 1 })} noAnswerText={noAnswerText} headingLevel={headingLevel} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function TaskPanel({
  task,
  taskName,
  noAnswerText,
  headingLevel,
}: {
  task: WritingTaskResult;
  taskName: string;
  noAnswerText: string;
  headingLevel: 2 | 3 | 4 | 5;
}) {
  const labels = useKitLabels();
  const id = useId();
  const Heading = `h${headingLevel}` as ElementType;

  return (
    <>
      <ScoreBadge score={task.taskBandScore} label={labels.bandScore} size="lg" className={styles.band} />
      <dl className={styles.subScores}>
        {criteria.map(({ key, label }) => (
          <div key={key} className={styles.subScore}>
            <dt className={styles.subScoreLabel}>{labels[label]}</dt>
            <dd className={styles.subScoreValue}>
              <ScoreBadge score={task[key]} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
      {/* The criteria against the band, once any is graded (before that the chart would only repeat 'Not graded'). */}
      {criteria.some(({ key }) => task[key] !== null) && (
        <CriterionChart
          subject={taskName}
          criteria={criteria.map(({ key, label }) => ({ label: labels[label], value: task[key] }))}
          band={task.taskBandScore}
          className={styles.chart}
        />
      )}
      <section className={styles.section} aria-labelledby={`${id}-question`}>
        <Heading id={`${id}-question`} className={styles.heading}>
          {labels.questionHeading}
        </Heading>
        <p className={styles.text}>{task.question}</p>
        {task.image && (
          <figure className={styles.figure}>
            <img src={task.image.src} alt={task.image.alt} />
          </figure>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${id}-answer`}>
        <Heading id={`${id}-answer`} className={styles.heading}>
          {labels.yourAnswer}
        </Heading>
        <MarkedAnswer
          text={task.userAnswer}
          {...(task.errors ? { errors: task.errors } : {})}
          noAnswerText={noAnswerText}
          headingLevel={(headingLevel + 1) as 3 | 4 | 5 | 6}
        />
      </section>
      <section className={styles.section} aria-labelledby={`${id}-comment`}>
        <Heading id={`${id}-comment`} className={styles.heading}>
          {labels.commentHeading}
        </Heading>
        <p className={styles.text}>{task.feedback}</p>
      </section>
    </>
  );
}
