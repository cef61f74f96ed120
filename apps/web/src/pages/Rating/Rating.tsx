import { Spinner } from '@bandwise/kit';
import { AvatarPlaceholder } from '../../components/Icons/Icons';
import { useLeaderboard, type LeaderboardEntry, type LeaderboardMode } from '../../components/Leaderboard/entries';
import * as board from '../../components/Leaderboard/Leaderboard.css';
import { isoDateParts } from '../../lib/format';
import * as page from '../page.css';
import * as styles from './Rating.css';

export interface RatingPageProps {
  /** Which leaderboard: /rating is IELTS, /cefr/rating is CEFR. */
  mode: LeaderboardMode;
}

function When({ iso }: { iso: string }) {
  const { date, time } = isoDateParts(iso);
  return (
    <>
      {date} {time}
    </>
  );
}

/** The top-10 rating: a podium of the first three, then the rest (seed 000 section 2.4). */
export function RatingPage({ mode }: RatingPageProps) {
  const { entries, loading } = useLeaderboard(mode);
  const podium = entries.slice(0, 3);
  const rest = entries.slice(3);
  return (
    <div className={page.container}>
      <h1 className={page.title}>{mode} rating</h1>
      <p className={page.lead}>Best results of the last 3 months</p>
      {loading ? (
        <div className={page.center}>
          <Spinner label="Loading rating" />
        </div>
      ) : entries.length === 0 ? (
        <p className={page.empty}>No results found.</p>
      ) : (
        <>
          <ol className={styles.podium} aria-label="Top three">
            {podium.map((entry: LeaderboardEntry, index) => {
              const place = (index + 1) as 1 | 2 | 3;
              return (
                <li key={`${entry.examId}-${index}`} className={`${styles.place} ${styles.placeOrder[place]}`} data-place={place}>
                  <span className={styles.medal}>
                    {place}
                  </span>
                  <AvatarPlaceholder size={56} />
                  <span className={styles.placeName}>{entry.name || 'No name'}</span>
                  <span className={styles.placeScore}>Score: {entry.score}</span>
                  <span className={styles.placeWhen}>
                    <When iso={entry.createdAt} />
                  </span>
                </li>
              );
            })}
          </ol>
          {rest.length > 0 && (
            <ol className={board.list} start={4} aria-label="Other results">
              {rest.map((entry, index) => {
                const { date, time } = isoDateParts(entry.createdAt);
                return (
                  <li key={`${entry.examId}-${index}`} className={board.row}>
                    <span className={board.rank}>{index + 4}</span>
                    <AvatarPlaceholder size={36} />
                    <span className={board.who}>
                      <span className={board.name}>{entry.name || 'Unknown'}</span>
                      <span className={board.score}>Score: {entry.score}</span>
                    </span>
                    <span className={board.when}>
                      <span>{date}</span>
                      <span>{time}</span>
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

export const IeltsRatingPage = () => <RatingPage mode="IELTS" />;
export const MultiLevelRatingPage = () => <RatingPage mode="CEFR" />;
