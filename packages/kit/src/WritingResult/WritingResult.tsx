import { useId, type ElementType } from 'react';
import { CriterionScores } from '../Result/CriterionScores';
import { ResultTabs, type TabbedResultProps } from '../Result/ResultTabs';
import { MarkedAnswer } from './MarkedAnswer';
import type { MarkedError } from './markSegments';
import * as styles from './WritingResult.css';
import { fillLabel, useKitLabels } from '../locale/KitLocale';
import type { KitLabels } from '../locale/en';

export type { MarkedError } from './markSegments';

/** One graded task, field names as the writing result call returns them. */
export interface WritingTaskResult {
  /** The task prompt. */
  question: string;
  /** The learner's text; empty when nothing was written. */
  userAnswer: string;
  /** The examiner's or AI's comment. */
  feedback: string;
  /** The comment's language when it is not the page's (`lang`, e.g. 'en'), so it is read out in its own. */
  feedbackLang?: string | undefined;
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

/** Tab values, one per writing task, in exam order. */
export const writingTaskValues = ['task1', 'task2'] as const;
export type WritingTaskValue = (typeof writingTaskValues)[number];

export interface WritingResultProps extends TabbedResultProps<WritingTaskValue> {
  /** Task 1 then Task 2; an empty list shows emptyText. */
  tasks: readonly WritingTaskResult[];
  /** Shown in place of an empty answer. @default 'No Answer' */
  noAnswerText?: string;
  /** Level of the section headings inside a task, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
}

/** The writing result: a tab per task with its band, four criteria, prompt, answer with marked errors and comment. */
export function WritingResult({
  tasks,
  emptyText,
  noAnswerText: noAnswerTextProp,
  headingLevel = 2,
  ...tabbed
}: WritingResultProps) {
  const labels = useKitLabels();
  const noAnswerText = noAnswerTextProp ?? labels.noAnswer;
  return (
    <ResultTabs
      {...tabbed}
      tabs={tasks.slice(0, writingTaskValues.length).map((task, index) => {
        const taskName = fillLabel(labels.task, { n: index + 1 });
        return {
          value: writingTaskValues[index]!,
          label: taskName,
          panel: <TaskPanel task={task} taskName={taskName} noAnswerText={noAnswerText} headingLevel={headingLevel} />,
        };
      })}
      listLabel={labels.writingTasks}
      emptyText={emptyText ?? labels.noResult}
    />
  );
}

function TaskPanel({ task, taskName, noAnswerText, headingLevel }: {
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
      <CriterionScores
        band={task.taskBandScore}
        criteria={criteria.map(({ key, label }) => ({ label: labels[label], value: task[key] }))}
        subject={taskName}
        subScoresClassName={styles.subScores}
      />
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
        <p className={styles.text} lang={task.feedbackLang}>
          {task.feedback}
        </p>
      </section>
    </>
  );
}
