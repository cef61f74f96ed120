import { useId, type ElementType } from 'react';
import { markSegments, type MarkedError } from './markSegments';
import * as styles from './WritingResult.css';
import { fillLabel, useKitLabels } from '../locale/KitLocale';
import type { KitLabels } from '../locale/en';

/** The criterion each kind of error speaks to, as the comment's criteria are named (keys of the kit's labels). */
const criterionOfKind: Record<NonNullable<MarkedError['kind']>, keyof KitLabels> = {
  spelling: 'lexicalResource',
  grammar: 'grammaticalRange',
  punctuation: 'grammaticalRange',
};
const kindLabel = { spelling: 'spelling', grammar: 'grammar', punctuation: 'punctuation' } as const satisfies Record<NonNullable<MarkedError['kind']>, keyof KitLabels>;

export interface MarkedAnswerProps {
  /** The learner's text. */
  text: string;
  /** Flagged spans of text (UTF-16 offsets), each with what is wrong and the fix. */
  errors?: readonly MarkedError[];
  /** Level of the 'Marked errors' heading. @default 3 */
  headingLevel?: 3 | 4 | 5 | 6;
  /** Shown in place of an empty answer. @default 'No Answer' */
  noAnswerText?: string;
  className?: string;
}

/**
 * A learner's answer with every error marked in place. Each mark is focusable and described by its note (type,
 * explanation, suggestion), so a keyboard or screen-reader user hears the note on the mark; the numbered notes link
 * back to their marks, and a line per criterion lists the marks behind that criterion's comment.
 */
export function MarkedAnswer({ text, errors, headingLevel = 3, noAnswerText: noAnswerTextProp, className }: MarkedAnswerProps) {
  const labels = useKitLabels();
  const noAnswerText = noAnswerTextProp ?? labels.noAnswer;
  const id = useId();
  const Heading = `h${headingLevel}` as ElementType;
  const blank = text.trim() === '';
  const segments = blank ? [] : markSegments(text, errors);
  const marked = segments.flatMap((segment) => (segment.kind === 'error' ? [segment] : []));
  const byCriterion = new Map<keyof KitLabels, number[]>();
  for (const segment of marked) {
    const criterion = segment.error.kind ? criterionOfKind[segment.error.kind] : undefined;
    if (criterion) byCriterion.set(criterion, [...(byCriterion.get(criterion) ?? []), segment.index]);
  }
  return (
    <div className={className}>
      <p className={styles.answer} data-state={blank ? 'unanswered' : 'answered'}>
        {blank
          ? noAnswerText
          : segments.map((segment, index) =>
              segment.kind === 'text' ? (
                segment.text
              ) : (
                <mark
                  key={index}
                  id={`${id}-mark-${segment.index}`}
                  className={styles.mark}
                  data-kind={segment.error.kind}
                  tabIndex={0}
                  aria-describedby={`${id}-note-${segment.index}`}
                >
                  {segment.text}
                  <sup className={styles.markNumber} aria-hidden="true">
                    {segment.index + 1}
                  </sup>
                </mark>
              ),
            )}
      </p>
      {marked.length > 0 && (
        <>
          <Heading id={`${id}-notes`} className={styles.heading}>
            {labels.markedErrors}
          </Heading>
          <ol className={styles.notes} aria-labelledby={`${id}-notes`}>
            {marked.map((segment) => (
              <li key={segment.index} id={`${id}-item-${segment.index}`}>
                <a href={`#${id}-mark-${segment.index}`} className={styles.noteText}>
                  “{segment.text}”
                </a>{' '}
                {/* The mark's description: the type, what is wrong and the fix, without repeating the marked words. */}
                <span id={`${id}-note-${segment.index}`}>
                  {segment.error.kind ? `${labels[kindLabel[segment.error.kind]]}: ` : ''}
                  {segment.error.message.replace(/\.$/u, '')}
                  {segment.error.suggestion !== undefined && segment.error.suggestion !== '' && `. ${fillLabel(labels.suggestion, { text: segment.error.suggestion })}`}
                </span>
              </li>
            ))}
          </ol>
          {byCriterion.size > 0 && (
            <ul className={styles.criterionMarks} aria-label={labels.criterionMarks}>
              {[...byCriterion].map(([criterion, indexes]) => (
                <li key={criterion}>
                  {fillLabel(labels.criterionMarksLine, { criterion: String(labels[criterion]) })}{' '}
                  {indexes.map((index, position) => (
                    <span key={index}>
                      {position > 0 && ', '}
                      <a href={`#${id}-item-${index}`}>{index + 1}</a>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
