import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BandHistory, type BandPoint, type ChartScaleName } from '@bandwise/kit';
import { isoDateParts } from '../../lib/format';
import * as styles from './MyResult.css';

/** One attempt as the history reads it: when, and each section's score (null until scored). */
export interface HistoryAttempt {
  key: number;
  at: string;
  scores: Record<string, number | null>;
  /** Each section's result page, where it has one. */
  links: Record<string, string | undefined>;
}

export interface HistorySection {
  key: string;
  label: string;
}

/**
 * The attempts' dates as the axis and table name them: the date, with the time where two attempts share a day, and a
 * count where they share the minute too (two attempts started together), so every point has a name of its own.
 */
function labelsOf(attempts: readonly HistoryAttempt[]): Map<number, string> {
  const parts = attempts.map((attempt) => ({ key: attempt.key, ...isoDateParts(attempt.at) }));
  const count = (texts: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
    return counts;
  };
  const perDay = count(parts.map((part) => part.date));
  const base = parts.map((part) => ((perDay.get(part.date) ?? 0) > 1 ? `${part.date} ${part.time}` : part.date));
  const perLabel = count(base);
  const seen = new Map<string, number>();
  return new Map(
    parts.map((part, index) => {
      const label = base[index]!;
      if ((perLabel.get(label) ?? 0) === 1) return [part.key, label];
      const nth = (seen.get(label) ?? 0) + 1;
      seen.set(label, nth);
      return [part.key, `${label} (${nth})`];
    }),
  );
}

/**
 * A band history per section across the learner's attempts (oldest first), from the list the page already loaded: a
 * point per scored attempt; pressing a point opens that attempt's result for the section. Nothing until one is scored.
 */
export function BandHistories({
  attempts,
  sections,
  scale,
}: {
  attempts: readonly HistoryAttempt[];
  sections: readonly HistorySection[];
  scale: ChartScaleName;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ordered = [...attempts].sort((a, b) => a.at.localeCompare(b.at));
  if (!ordered.some((attempt) => sections.some((section) => attempt.scores[section.key] != null))) return null;
  const labels = labelsOf(ordered);
  return (
    <section className={styles.history} aria-labelledby="band-history">
      <h2 id="band-history" className={styles.historyTitle}>
        {t('myResult.history.title')}
      </h2>
      <div className={styles.histories}>
        {sections.map((section) => {
          const scored = ordered.filter((attempt) => attempt.scores[section.key] != null);
          const points: BandPoint[] = scored.map((attempt) => ({
            key: attempt.key,
            label: labels.get(attempt.key) ?? attempt.at,
            // Month and day under the chart (two abreast on a phone leaves no room for the year); the table has it all.
            axisLabel: (labels.get(attempt.key) ?? attempt.at).slice(5),
            value: attempt.scores[section.key]!,
          }));
          const linkOf = (point: BandPoint) => scored.find((attempt) => attempt.key === point.key)?.links[section.key];
          return (
            <BandHistory
              key={section.key}
              title={section.label}
              points={points}
              scale={scale}
              pointLabel={(point, value) =>
                linkOf(point) ? t('myResult.history.openPoint', { date: point.label, value }) : t('myResult.history.point', { date: point.label, value })
              }
              onPointActivate={(point) => {
                const to = linkOf(point);
                if (to) navigate(to);
              }}
            />
          );
        })}
      </div>
    </section>
  );
}
