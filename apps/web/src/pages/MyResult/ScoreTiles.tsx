import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../lib/format';
import * as styles from './MyResult.css';

export interface ScoreTile {
  label: string;
  score: number | null | undefined;
  /** The section's result page, when it has one. */
  to?: string;
  /** Submitted after its time limit (the server's late mark). */
  late?: boolean;
}

/** A card's scores; a section's tile links to its result page. */
export function ScoreTiles({ tiles, label }: { tiles: readonly ScoreTile[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.scores} aria-label={label}>
      {tiles.map((tile) => {
        const body = (
          <>
            <span className={styles.scoreLabel}>{tile.label}</span>{' '}
            <span className={styles.scoreValue}>{formatScore(tile.score)}</span>
            {tile.late && (
              <>
                {' '}
                <span className={styles.late} data-late>
                  {t('myResult.late')}
                </span>
              </>
            )}
          </>
        );
        return (
          <li key={tile.label}>
            {tile.to ? (
              <Link to={tile.to} className={styles.score}>
                {body}
              </Link>
            ) : (
              <span className={styles.score}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
