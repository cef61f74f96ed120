import { useId, type ReactNode } from 'react';
import type { SpeakingPart, SpeakingQuestion } from '@bandwise/core';
import { Heading, type HeadingLevel } from '../Heading';
import * as styles from './SpeakingPartView.css';
import { cx } from '../../lib/cx';
import { useKitLabels } from '../../locale/KitLocale';

export interface SpeakingPartViewProps {
  /** An IELTS speaking part: its questions, or (part 2) the cue card. */
  part: SpeakingPart;
  /** What to put under each question, e.g. the runner's recorder. */
  renderQuestion?: (question: SpeakingQuestion, index: number) => ReactNode;
  /** Level of the part heading. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Seconds as the timing line reads them: '30 seconds', '1 minute', '2 minutes'. */
export function formatSeconds(seconds: number): string {
  if (seconds % 60 === 0 && seconds >= 60) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** An IELTS speaking part: its questions in order, or the part 2 cue card with its 'You should say' prompts. */
export function SpeakingPartView({ part, renderQuestion, headingLevel = 2, className }: SpeakingPartViewProps) {
  const id = useId();
  const labels = useKitLabels();
  const topic = part.questions[0];
  return (
    <section className={cx(styles.root, className)} aria-labelledby={id} data-part={part.number}>
      <Heading level={headingLevel} id={id} className={styles.heading}>
        {part.title}
      </Heading>
      {part.intro && <p className={styles.intro}>{part.intro}</p>}
      {part.cueCard && topic ? (
        <>
          <div className={styles.card} role="group" aria-label={labels.cueCard}>
            <p className={styles.topic}>{topic.text}</p>
            <p className={styles.intro}>You should say:</p>
            <ul className={styles.prompts}>
              {part.cueCard.prompts.map((prompt) => (
                <li key={prompt}>{prompt}</li>
              ))}
            </ul>
            {part.cueCard.closing && <p className={styles.intro}>{part.cueCard.closing}</p>}
          </div>
          {renderQuestion?.(topic, 0)}
        </>
      ) : (
        <ol className={styles.questions}>
          {part.questions.map((question, index) => (
            <li key={question.id} data-question-id={question.id}>
              {question.text}
              {renderQuestion?.(question, index)}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.timing}>
        {part.prepSeconds > 0 ? `Preparation: ${formatSeconds(part.prepSeconds)}. ` : ''}
        Speaking: up to {formatSeconds(part.answerSeconds)}
        {part.cueCard ? '.' : ' per question.'}
      </p>
    </section>
  );
}
