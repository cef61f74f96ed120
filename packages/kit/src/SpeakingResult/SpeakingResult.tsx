import { type ElementType, type ReactNode } from 'react';
import type { CriterionDatum } from '../CriterionChart/CriterionChart';
import { CriterionScores } from '../Result/CriterionScores';
import { ResultTabs, type TabbedResultProps } from '../Result/ResultTabs';
import { roundHalf } from '@bandwise/core';
import { MarkedTranscript, type HeardWord } from './MarkedTranscript';
import * as styles from './SpeakingResult.css';
import { fillLabel, useKitLabels } from '../locale/KitLocale';
import type { KitLabels } from '../locale/en';

/** Tab values, one per speaking part. */
export const speakingPartValues = ['part1', 'part2', 'part3'] as const;
export type SpeakingPartValue = (typeof speakingPartValues)[number];

/** One answered question of a part, field names as the speaking result call returns them. */
export interface SpeakingTranscription {
  /** The examiner's question. */
  question: string;
  /** What the learner said, as transcribed; empty when nothing could be transcribed. */
  transcription: string;
  /** The comment on this answer. */
  feedback: string;
  /** The comment's language when it is not the page's (`lang`, e.g. 'en'), so it is read out in its own. */
  feedbackLang?: string | undefined;
  /** Address of the learner's recording; empty when there is none. */
  voiceUrl: string;
  /** The words heard, hard ones marked: shown in place of `transcription`. */
  words?: readonly HeardWord[] | null;
  /** More on this answer (its pronunciation, the grader's notes), after the comment. */
  details?: ReactNode;
}

/** One graded part, field names as the speaking result call returns them. */
export interface SpeakingPartResult {
  /** 1, 2 or 3. */
  part_number: number;
  /** Band for the part. */
  part_band_score: number | null;
  coherence_score: number | null;
  fluency_score: number | null;
  grammar_score: number | null;
  vocabulary_score: number | null;
  relevance_score: number | null;
  topic_dev_score: number | null;
  /** The part's questions in the order asked. */
  transcription: readonly SpeakingTranscription[];
}

export interface SpeakingResultProps extends TabbedResultProps<SpeakingPartValue> {
  /** The graded parts; parts outside 1-3 are ignored, an empty list shows emptyText. */
  parts: readonly SpeakingPartResult[];
  /** Shown for a question, or a part, without a transcription. @default 'No transcription available' */
  noTranscriptionText?: string;
  /** How much of each recording the browser fetches before play; a part holds up to four recordings. @default 'none' */
  audioPreload?: 'none' | 'metadata' | 'auto';
  /** Level of the question headings, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const partValue = (part: SpeakingPartResult) => `part${part.part_number}` as SpeakingPartValue;
const rounded = (score: number | null) => (score === null ? null : roundHalf(score));

/** A part's six criteria in the order the result screen lists them, each to the half band. */
const partCriteria = (part: SpeakingPartResult, labels: KitLabels): CriterionDatum[] => [
  { label: labels.coherence, value: rounded(part.coherence_score) },
  { label: labels.fluency, value: rounded(part.fluency_score) },
  { label: labels.grammar, value: rounded(part.grammar_score) },
  { label: labels.vocabulary, value: rounded(part.vocabulary_score) },
  { label: labels.relevance, value: rounded(part.relevance_score) },
  { label: labels.topicDevelopment, value: rounded(part.topic_dev_score) },
];

/** The speaking result: a tab per part with its band, six half-band criteria, and each question's transcription, comment and recording. */
export function SpeakingResult({
  parts,
  emptyText,
  noTranscriptionText: noTranscriptionTextProp,
  audioPreload = 'none',
  headingLevel = 2,
  ...tabbed
}: SpeakingResultProps) {
  const labels = useKitLabels();
  const noTranscriptionText = noTranscriptionTextProp ?? labels.noTranscription;
  const shown = parts
    .filter((part) => speakingPartValues.includes(partValue(part)))
    .sort((a, b) => a.part_number - b.part_number);
  return (
    <ResultTabs
      {...tabbed}
      tabs={shown.map((part) => {
        const partName = fillLabel(labels.part, { n: part.part_number });
        return {
          value: partValue(part),
          label: partName,
          panel: (
            <PartPanel
              part={part}
              partName={partName}
              noTranscriptionText={noTranscriptionText}
              audioPreload={audioPreload}
              headingLevel={headingLevel}
            />
          ),
        };
      })}
      listLabel={labels.speakingParts}
      emptyText={emptyText ?? labels.noResultsFound}
    />
  );
}

function PartPanel({ part, partName, noTranscriptionText, audioPreload, headingLevel }: {
  part: SpeakingPartResult;
  partName: string;
  noTranscriptionText: string;
  audioPreload: NonNullable<SpeakingResultProps['audioPreload']>;
  headingLevel: NonNullable<SpeakingResultProps['headingLevel']>;
}) {
  const labels = useKitLabels();
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <>
      <CriterionScores
        band={part.part_band_score}
        criteria={partCriteria(part, labels)}
        subject={partName}
        subScoresClassName={styles.subScores}
      />
      {part.transcription.length === 0 ? (
        <p className={styles.transcription} data-state="missing">
          {noTranscriptionText}
        </p>
      ) : (
        <ol className={styles.questions}>
          {part.transcription.map((item, index) => {
            const missing = item.transcription.trim() === '';
            return (
              <li key={index} className={styles.question}>
                <Heading className={styles.heading}>{item.question}</Heading>
                {item.words?.length ? (
                  <MarkedTranscript words={item.words} />
                ) : (
                  <p className={styles.transcription} data-state={missing ? 'missing' : 'present'}>
                    {missing ? noTranscriptionText : item.transcription}
                  </p>
                )}
                {item.feedback.trim() !== '' && (
                  <p className={styles.comment}>
                    <span className={styles.label}>{labels.comment}</span> <span lang={item.feedbackLang}>{item.feedback}</span>
                  </p>
                )}
                {item.details}
                {item.voiceUrl !== '' && (
                  <audio
                    className={styles.audio}
                    controls
                    preload={audioPreload}
                    src={item.voiceUrl}
                    aria-label={fillLabel(labels.yourRecording, { part: part.part_number, n: index + 1 })}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
