import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BandHistory, type BandPoint, type ChartScaleName } from '@bandwise/kit';
import { useFormat, type When } from '../../i18n/format';
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

/** How the table and the axis name one attempt. */
interface AttemptName {
  label: string;
  axisLabel: string;
}

/**
 * The attempts' dates as the table and the axis name them: the date, with the time where two attempts share a day, and
 * a count where they share the minute too (two attempts started together), so every point has a name of its own. The
 * axis drops the year (two charts abreast on a phone leave no room for it); the table has it all.
 */
function namesOf(attempts: readonly HistoryAttempt[], when: (iso: string) => When): Map<number, AttemptName> {
  const parts = attempts.map((attempt) => ({ key: attempt.key, ...when(attempt.at) }));
  const count = (texts: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
    return counts;
  };
  const perDay = count(parts.map((part) => part.date));
  const withTime = (part: When, date: string) => ((perDay.get(part.date) ?? 0) > 1 ? `${date} ${part.time}` : date);
  const base = parts.map((part) => withTime(part, part.date));
  const perLabel = count(base);
  const seen = new Map<string, number>();
  return new Map(
    parts.map((part, index) => {
      const label = base[index]!;
      const axisLabel = withTime(part, part.day);
      if ((perLabel.get(label) ?? 0) === 1) return [part.key, { label, axisLabel }];
      const nth = (seen.get(label) ?? 0) + 1;
      seen.set(label, nth);
      return [part.key, { label: `${label} (${nth})`, axisLabel: `${axisLabel} (${nth})` }];
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
  const { when } = useFormat();
  const navigate = useNavigate();
  const ordered = [...attempts].sort((a, b) => a.at.localeCompare(b.at));
  if (!ordered.some((attempt) => sections.some((section) => attempt.scores[section.key] != null))) return null;
  const names = namesOf(ordered, when);
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
            ...names.get(attempt.key)!,
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
