import { CriterionChart, type CriterionDatum } from '../CriterionChart/CriterionChart';
import { ScoreBadge } from '../ScoreBadge/ScoreBadge';
import * as styles from '../styles/resultTabs.css';
import { useKitLabels } from '../locale/KitLocale';

export interface CriterionScoresProps {
  /** The task's or part's band. */
  band: number | null;
  /** The criteria in the order the result lists them, with the values it shows. */
  criteria: readonly CriterionDatum[];
  /** What the criteria belong to, e.g. 'Task 1', naming the chart. */
  subject: string;
  /** The sub-score grid's class: each result sets the column width its labels need. */
  subScoresClassName: string;
}

/** The top of a writing task's or speaking part's panel: its band, a tile per criterion, and the criteria charted against the band. */
export function CriterionScores({ band, criteria, subject, subScoresClassName }: CriterionScoresProps) {
  const labels = useKitLabels();
  // A criterion without a value in a graded answer was not assessed (no transcript): 'not graded' would promise it later.
  const missing = band === null ? labels.notGraded : labels.notAssessed;
  return (
    <>
      <ScoreBadge score={band} label={labels.bandScore} size="lg" className={styles.band} />
      <dl className={subScoresClassName}>
        {criteria.map(({ label, value }) => (
          <div key={label} className={styles.subScore}>
            <dt className={styles.subScoreLabel}>{label}</dt>
            <dd className={styles.subScoreValue}>
              <ScoreBadge score={value} size="sm" ungradedLabel={missing} />
            </dd>
          </div>
        ))}
      </dl>
      {/* Once any criterion is graded (before that the chart would only repeat 'Not graded'). */}
      {criteria.some(({ value }) => value !== null) && (
        <CriterionChart subject={subject} criteria={criteria} band={band} notGradedText={missing} className={styles.chart} />
      )}
    </>
  );
}
