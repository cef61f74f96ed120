import { AvatarPlaceholder } from '../../components/Icons/Icons';
import { useLeaderboard, type LeaderboardEntry, type LeaderboardMode } from '../../components/Leaderboard/entries';
import { LeaderboardRow } from '../../components/Leaderboard/Leaderboard';
import * as board from '../../components/Leaderboard/Leaderboard.css';
import { Loading } from '../../components/Loading/Loading';
import { useFormat } from '../../i18n/format';
import * as page from '../page.css';
import { SitePage } from '../SitePage';
import * as styles from './Rating.css';
import { useTranslation } from 'react-i18next';

export interface RatingPageProps {
  /** Which leaderboard: /rating is IELTS, /cefr/rating is CEFR. */
  mode: LeaderboardMode;
}

function When({ iso }: { iso: string }) {
  const { date, time } = useFormat().when(iso);
  return (
    <>
      {date} {time}
    </>
  );
}

/** The top-10 rating: a podium of the first three, then the rest (seed 000 section 2.4). */
export function RatingPage({ mode }: RatingPageProps) {
  const { t } = useTranslation();
  const { entries, loading } = useLeaderboard(mode);
  const podium = entries.slice(0, 3);
  const rest = entries.slice(3);
  return (
    <SitePage title={t('rating.title', { mode })} lead={t('leaderboard.subtitle')}>
      {loading ? (
        <Loading label={t('rating.loading')} />
      ) : entries.length === 0 ? (
        <p className={page.empty}>{t('leaderboard.empty')}</p>
      ) : (
        <>
          <ol className={styles.podium} aria-label={t('rating.topThree')}>
            {podium.map((entry: LeaderboardEntry, index) => {
              const place = (index + 1) as 1 | 2 | 3;
              return (
                <li key={`${entry.examId}-${index}`} className={`${styles.place} ${styles.placeOrder[place]}`} data-place={place}>
                  <span className={styles.medal}>
                    {place}
                  </span>
                  <AvatarPlaceholder size={56} />
                  <span className={styles.placeName}>{entry.name || t('profile.noName')}</span>
                  <span className={styles.placeScore}>{t('leaderboard.score', { score: entry.score })}</span>
                  <span className={styles.placeWhen}>
                    <When iso={entry.createdAt} />
                  </span>
                </li>
              );
            })}
          </ol>
          {rest.length > 0 && (
            <ol className={board.list} start={4} aria-label={t('rating.others')}>
              {rest.map((entry, index) => (
                <LeaderboardRow key={`${entry.examId}-${index}`} entry={entry} rank={index + 4} />
              ))}
            </ol>
          )}
        </>
      )}
    </SitePage>
  );
}

export const IeltsRatingPage = () => <RatingPage mode="IELTS" />;
export const MultiLevelRatingPage = () => <RatingPage mode="CEFR" />;
