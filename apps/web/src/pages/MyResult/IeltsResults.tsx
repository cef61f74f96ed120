import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IeltsSectionType, MyResultItem } from '@bandwise/core';
import { ConfirmDialog, Countdown, Spinner } from '@bandwise/kit';
import { useMyResults } from '../../api/queries';
import { PlayIcon } from '../../components/Icons/Icons';
import { isoDateParts } from '../../lib/format';
import { ieltsRunnerPath, setExamSection } from '../../state/examSection';
import * as page from '../page.css';
import { BandHistories, type HistoryAttempt } from './BandHistories';
import { ScoreTiles } from './ScoreTiles';
import { useListFailure } from './useListFailure';
import * as styles from './MyResult.css';

const sectionLabel: Record<IeltsSectionType, string> = {
  LISTENING: 'Listening',
  READING: 'Reading',
  SPEAKING: 'Speaking',
  WRITING: 'Writing',
};

/** The history's sections: overall first, then the four in exam order. */
const historySections = [
  { key: 'overall', label: 'Overall' },
  { key: 'listening', label: 'Listening' },
  { key: 'reading', label: 'Reading' },
  { key: 'writing', label: 'Writing' },
  { key: 'speaking', label: 'Speaking' },
] as const;

const historyOf = (item: MyResultItem): HistoryAttempt => ({
  key: item.examId,
  at: item.createdAt,
  scores: Object.fromEntries(historySections.map(({ key }) => [key, item[key]])),
  links: {
    listening: `/listening/${item.examId}`,
    reading: `/reading/${item.examId}`,
    writing: `/writing/${item.examId}`,
    speaking: `/speaking/${item.examId}`,
  },
});

function IeltsCard({ item, loadedAt, onResume }: { item: MyResultItem; loadedAt: number; onResume: (item: MyResultItem) => void }) {
  const pending = item.status === 'PENDING';
  const deadline = loadedAt + item.remainTimeForEndExam * 1000;
  const [expired, setExpired] = useState(item.remainTimeForEndExam <= 0);
  const { date, time } = isoDateParts(item.createdAt);
  const canResume = pending && item.remainSection !== null && !expired;
  return (
    <li className={styles.card} data-status={pending ? 'pending' : 'completed'}>
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.cardTitle}>{item.bookName}</h2>
          <p className={styles.date}>
            {date} {time}
          </p>
        </div>
        {canResume && (
          <button type="button" className={styles.play} aria-label={`Continue ${item.bookName}, ${date} ${time}`} onClick={() => onResume(item)}>
            <PlayIcon size={24} />
          </button>
        )}
      </div>
      <div className={styles.status} data-status={pending ? 'pending' : 'completed'}>
        <span>{item.status}</span>
        {pending && item.remainSection && <span>· {sectionLabel[item.remainSection]}</span>}
        {pending && (
          <Countdown deadline={deadline} label="Time left for this exam" warnAtMs={0} onExpire={() => setExpired(true)} />
        )}
      </div>
      <ScoreTiles
        label="Scores"
        tiles={[
          { label: 'Overall', score: item.overall },
          { label: 'Reading', score: item.reading, to: `/reading/${item.examId}` },
          { label: 'Speaking', score: item.speaking, to: `/speaking/${item.examId}` },
          { label: 'Writing', score: item.writing, to: `/writing/${item.examId}` },
          { label: 'Listening', score: item.listening, to: `/listening/${item.examId}` },
        ]}
      />
    </li>
  );
}

/** The IELTS attempts, 150 per page, the next page loading when the end of the list scrolls into view. */
export function IeltsResults() {
  const query = useMyResults();
  const navigate = useNavigate();
  const [resuming, setResuming] = useState<MyResultItem | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useListFailure(query.error, 'IELTS results');

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div className={page.center}>
        <Spinner label="Loading results" />
      </div>
    );
  }
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  if (items.length === 0) return <p className={page.empty}>No results found.</p>;

  return (
    <>
      <BandHistories attempts={items.map(historyOf)} sections={historySections} scale="band" />
      <ul className={styles.list} aria-label="IELTS results">
        {items.map((item) => (
          <IeltsCard key={item.id} item={item} loadedAt={query.dataUpdatedAt} onResume={setResuming} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      {isFetchingNextPage && (
        <div className={page.center}>
          <Spinner label="Loading more results" />
        </div>
      )}
      <ConfirmDialog
        title="Test ?"
        description={resuming ? `Continue ${resuming.bookName} from ${sectionLabel[resuming.remainSection ?? 'LISTENING']}.` : undefined}
        open={resuming !== null}
        onOpenChange={(open) => {
          if (!open) setResuming(null);
        }}
        onConfirm={() => {
          if (!resuming?.remainSection) return;
          setExamSection(resuming.remainSection);
          navigate(ieltsRunnerPath(resuming.bookName, resuming.examId));
        }}
      />
    </>
  );
}
