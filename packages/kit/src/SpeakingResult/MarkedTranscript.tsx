import { Fragment, useId } from 'react';
import * as styles from './SpeakingResult.css';
import { fillLabel, useKitLabels } from '../locale/KitLocale';

/** A word as heard; `hard`: hard to understand. */
export interface HeardWord {
  word: string;
  hard: boolean;
}

export interface MarkedTranscriptProps {
  /** The words heard, in order. */
  words: readonly HeardWord[];
  className?: string;
}

/**
 * A spoken answer's words with the hard-to-understand ones marked: each mark is focusable and described by the legend,
 * so keyboard and screen-reader users meet the mark on the word itself.
 */
export function MarkedTranscript({ words, className }: MarkedTranscriptProps) {
  const labels = useKitLabels();
  const id = useId();
  const hard = words.filter((word) => word.hard).length;
  return (
    <div className={className}>
      <p className={styles.transcription} data-state="present">
        {words.map((word, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            {word.hard ? (
              <mark className={styles.hardWord} tabIndex={0} aria-describedby={id}>
                {word.word}
              </mark>
            ) : (
              word.word
            )}
          </Fragment>
        ))}
      </p>
      {hard > 0 && (
        <p id={id} className={styles.legend}>
          {fillLabel(labels.hardWords, { n: hard })}
        </p>
      )}
    </div>
  );
}
