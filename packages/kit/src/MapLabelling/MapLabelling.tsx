import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/shared.css';
import { groupState, questionsHeading, type LettersByNumber, type NumberedAnswersProps } from '../lib/option';
import { useAnswersByNumber } from '../hooks/useAnswersByNumber';
import { MatchingSelect } from '../MatchingSelect/MatchingSelect';
import * as styles from './MapLabelling.css';
import { cx } from '../lib/cx';

/** A letter printed on the plan, placed by percentages of the image's width (x) and height (y) from its top left. */
export interface MapPosition {
  label: string;
  x: number;
  y: number;
  /** Where it is in words, e.g. 'beside the main entrance'; read to screen readers, who cannot see the plan. */
  description?: string;
}

/** One numbered place to locate, e.g. { number: 11, prompt: 'Café' }. */
export interface MapQuestion {
  number: number;
  prompt: ReactNode;
}

/** Answers by question number; a missing or '' entry is unanswered. */
export type MapAnswers = LettersByNumber;

export interface MapLabellingProps extends NumberedAnswersProps {
  /** The plan or map image (a file or an SVG), without letters or with letters in the same places as `positions`. */
  src: string;
  /** What the plan shows, for those who cannot see it. */
  alt: string;
  /** The lettered positions drawn over the image. */
  positions: readonly MapPosition[];
  /** The places to label, in question order. */
  questions: readonly MapQuestion[];
  /** The plan's title, printed under it. */
  caption?: ReactNode;
}

/** Plan or map labelling: letters over an image and, for each numbered place, a select of those letters. */
export function MapLabelling({
  src,
  alt,
  positions,
  questions,
  caption,
  disabled = false,
  className,
  ...answerProps
}: MapLabellingProps) {
  const [answers, answer] = useAnswersByNumber(answerProps);
  const letters = positions.map((position) => ({ label: position.label }));
  const filled = questions.filter((question) => (answers[question.number] ?? '') !== '');
  const used = filled.map((question) => answers[question.number] ?? '');
  const described = positions.filter((position) => position.description);
  const numbers = questions.map((question) => question.number);

  return (
    <fieldset
      className={cx(styles.root, className)}
      data-state={groupState(filled.length, questions.length)}
    >
      <legend className={styles.legend}>{questionsHeading(Math.min(...numbers), Math.max(...numbers))}</legend>
      <div className={styles.layout}>
        <figure className={styles.figure}>
          <div className={styles.plan}>
            <img src={src} alt={alt} className={styles.image} />
            {positions.map((position) => (
              <span
                key={position.label}
                className={styles.marker}
                style={{ left: `${position.x}%`, top: `${position.y}%` }}
                data-used={used.includes(position.label) ? '' : undefined}
                aria-hidden="true"
              >
                {position.label}
              </span>
            ))}
          </div>
          {described.length > 0 && (
            <ul className={visuallyHidden}>
              {described.map((position) => (
                <li key={position.label}>
                  {position.label}: {position.description}
                </li>
              ))}
            </ul>
          )}
          {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
        </figure>
        <div className={styles.questions}>
          {questions.map((question) => (
            <MatchingSelect
              key={question.number}
              number={question.number}
              prompt={question.prompt}
              options={letters}
              value={answers[question.number] ?? ''}
              onValueChange={(label) => answer(question.number, label)}
              usedElsewhere={filled
                .filter((other) => other.number !== question.number)
                .map((other) => answers[other.number] ?? '')}
              disabled={disabled}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
