import type { ReactNode } from 'react';
import { PlayIcon } from '../../components/Icons/Icons';
import * as styles from './MyResult.css';

interface ResultCardProps {
  pending: boolean;
  /** The exam's or book's name. */
  title: string;
  /** When it was taken, as the list writes it. */
  date: ReactNode;
  /** The play button, while the attempt can still be resumed; its label names the attempt. */
  resume: { label: string; onClick: () => void; disabled?: boolean } | null;
  /** The status, scores and the rest under the head. */
  children: ReactNode;
}

/** One attempt of My Result's lists (IELTS and multi-level): its name and date, the play button, and what follows. */
export function ResultCard({ pending, title, date, resume, children }: ResultCardProps) {
  return (
    <li className={styles.card} data-status={pending ? 'pending' : 'completed'}>
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.cardTitle}>{title}</h2>
          <p className={styles.date}>{date}</p>
        </div>
        {resume && (
          <button type="button" className={styles.play} aria-label={resume.label} onClick={resume.onClick} disabled={resume.disabled}>
            <PlayIcon size={24} />
          </button>
        )}
      </div>
      {children}
    </li>
  );
}
