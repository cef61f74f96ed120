import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { skills, type IeltsSectionType, type MyResultItem } from '@bandwise/core';
import { ConfirmDialog, Countdown } from '@bandwise/kit';
import { useMyResults } from '../../api/queries';
import { Loading } from '../../components/Loading/Loading';
import { useFormat } from '../../i18n/format';
import { ieltsRunnerPath, setExamSection } from '../../state/examSection';
import * as page from '../page.css';
import { BandHistories, type HistoryAttempt } from './BandHistories';
import { ResultCard } from './ResultCard';
import { ScoreTiles } from './ScoreTiles';
import { useListFailure } from './useListFailure';
import * as styles from './MyResult.css';

/** The catalogue key of a section's name ('listening' -> sectionNames.listening). */
const sectionName = (section: IeltsSectionType) => `sectionNames.${section}` as const;

/** The history's sections: overall first, then the four skills (the result page's order). */
const historySections = ['overall', ...skills] as const;

const historyOf = (item: MyResultItem): HistoryAttempt => ({
  key: item.examId,
  at: item.createdAt,
  scores: Object.fromEntries(historySections.map((key) => [key, item[key]])),
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
  const { date, time } = useFormat().when(item.createdAt);
  const canResume = pending && item.remainSection !== null && !expired;
  const grading = pending && item.remainSection === null;
  const late = (section: IeltsSectionType) => item.lateSections?.includes(section) === true;
  const { t } = useTranslation();
  return (
    <ResultCard
      pending={pending}
      title={item.bookName}
      date={<>{date} {time}</>}
      resume={canResume ? { label: t('myResult.continue', { name: `${item.bookName}, ${date} ${time}` }), onClick: () => onResume(item) } : null}
    >
      <div className={styles.status} data-status={pending ? 'pending' : 'completed'}>
        {grading ? (
          // Every section is in: the essays and recordings are being graded; the 4-hour window no longer matters.
          <span>{t('myResult.status.grading')}</span>
        ) : (
          <>
            <span>{t(`myResult.status.${item.status}`)}</span>
            {pending && item.remainSection && <span>· {t(sectionName(item.remainSection))}</span>}
            {pending && <Countdown deadline={deadline} label={t('myResult.timeLeft')} warnAtMs={0} onExpire={() => setExpired(true)} />}
          </>
        )}
      </div>
      <ScoreTiles
        label={t('myResult.scores')}
        tiles={[
          { label: t('sectionNames.overall'), score: item.overall },
          { label: t('sectionNames.reading'), score: item.reading, to: `/reading/${item.examId}`, late: late('reading') },
          { label: t('sectionNames.speaking'), score: item.speaking, to: `/speaking/${item.examId}` },
          { label: t('sectionNames.writing'), score: item.writing, to: `/writing/${item.examId}`, late: late('writing') },
          { label: t('sectionNames.listening'), score: item.listening, to: `/listening/${item.examId}`, late: late('listening') },
        ]}
      />
    </ResultCard>
  );
}

/** The IELTS attempts, 150 per page, the next page loading when the end of the list scrolls into view. */
export function IeltsResults() {
  const query = useMyResults();
  const navigate = useNavigate();
  const { t } = useTranslation();
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
    return <Loading label={t('myResult.loading')} />;
  }
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  if (items.length === 0) return <p className={page.empty}>{t('myResult.noResults')}</p>;

  return (
    <>
      <BandHistories
        attempts={items.map(historyOf)}
        sections={historySections.map((key) => ({ key, label: t(`sectionNames.${key}`) }))}
        scale="band"
      />
      <ul className={styles.list} aria-label={t('myResult.ieltsList')}>
        {items.map((item) => (
          <IeltsCard key={item.id} item={item} loadedAt={query.dataUpdatedAt} onResume={setResuming} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} />
      {isFetchingNextPage && <Loading label={t('myResult.loadingMore')} />}
      <ConfirmDialog
        title={t('myResult.resumeTitle')}
        description={
          resuming ? t('myResult.continueFrom', { name: resuming.bookName, section: t(sectionName(resuming.remainSection ?? 'listening')) }) : undefined
        }
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
