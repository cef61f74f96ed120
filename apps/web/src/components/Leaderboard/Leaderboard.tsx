import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormat } from '../../i18n/format';
import { buttonClass } from '../Button/Button';
import { AvatarPlaceholder } from '../Icons/Icons';
import { Loading } from '../Loading/Loading';
import { leaderboardModes, ratingPath, useLeaderboard, type LeaderboardEntry, type LeaderboardMode } from './entries';
import * as page from '../../pages/page.css';
import * as styles from './Leaderboard.css';
import { useTranslation } from 'react-i18next';

export interface LeaderboardProps {
  /** The mode shown first. @default 'IELTS' */
  defaultMode?: LeaderboardMode;
}

/** 'Our Leaderboard': the best results of the last 3 months, IELTS or CEFR (seed 000 section 2.4). */
export function Leaderboard({ defaultMode = 'IELTS' }: LeaderboardProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LeaderboardMode>(defaultMode);
  const { entries, loading } = useLeaderboard(mode);
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} data-mode={mode}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('leaderboard.title')}
          </h2>
          <p className={styles.subtitle}>{t('leaderboard.subtitle')}</p>
        </div>
        <div className={styles.toggle} role="group" aria-label={t('leaderboard.exam')}>
          {leaderboardModes.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.toggleButton}
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      {loading ? (
        <Loading label={t('leaderboard.loading')} />
      ) : entries.length === 0 ? (
        <p className={page.empty}>{t('leaderboard.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('leaderboard.listLabel', { mode })}>
          {entries.map((entry, index) => (
            <LeaderboardRow key={`${entry.examId}-${index}`} entry={entry} rank={index + 1} />
          ))}
        </ol>
      )}
      <div className={styles.footer}>
        <Link to={ratingPath(mode)} className={buttonClass({ tone: 'secondary' })} onClick={() => window.scrollTo(0, 0)}>
          {t('leaderboard.viewAll')}
        </Link>
      </div>
    </section>
  );
}

/** One place of a ranked list (the home page's board, the rating page under its podium): rank, who, score, when. */
export function LeaderboardRow({ entry, rank }: { entry: LeaderboardEntry; rank: number }) {
  const { t } = useTranslation();
  const { date, time } = useFormat().when(entry.createdAt);
  return (
    <li className={styles.row}>
      <span className={styles.rank}>{rank}</span>
      <AvatarPlaceholder size={36} />
      <span className={styles.who}>
        <span className={styles.name}>{entry.name || t('leaderboard.unknown')}</span>
        <span className={styles.score}>{t('leaderboard.score', { score: entry.score })}</span>
      </span>
      <span className={styles.when}>
        <span>{date}</span>
        <span>{time}</span>
      </span>
    </li>
  );
}
