import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { multiLevelSectionTypes as sections, type MultiLevelSectionType, type MyExamItem } from '@bandwise/core';
import { useToast } from '@bandwise/kit';
import { api } from '../../api/calls';
import { messageOr } from '../../api/client';
import { useMyExams, useProfile, useSettings } from '../../api/queries';
import { Loading } from '../../components/Loading/Loading';
import { useFormat } from '../../i18n/format';
import { multiLevelRunnerPath, setMultiLevelSection } from '../../state/examSection';
import * as page from '../page.css';
import { BandHistories, type HistoryAttempt } from './BandHistories';
import { ResultCard } from './ResultCard';
import { ScoreTiles } from './ScoreTiles';
import { useListFailure } from './useListFailure';
import * as styles from './MyResult.css';
import { multiLevelResultPath } from '../../multiLevelPaths';

const historySections = (t: TFunction) => (['overall', ...sections] as const).map((key) => ({ key, label: t(`sectionNames.${key}`) }));

/** An exam in the history: its 0-75 scores by section, dated by its start (or purchase, before it started). */
function historyOf(item: MyExamItem): HistoryAttempt {
  const section = (type: MultiLevelSectionType, index: number) => item.section_scores.find((s) => s.type === type) ?? item.section_scores[index];
  return {
    key: item.id,
    at: item.start_time ?? item.created_at,
    scores: {
      overall: item.score,
      ...Object.fromEntries(sections.map((type, index) => [type, section(type, index)?.score ?? null])),
    },
    links: Object.fromEntries(
      sections.map((type, index) => {
        const found = section(type, index);
        return [type, found ? multiLevelResultPath(type, item.id, found.id) : undefined];
      }),
    ),
  };
}

/**
 * A pending multi-level exam can be resumed within the operator's window from its start (4 hours by default, seed 001
 * section 9): the same setting the server enforces on continue-exam.
 */
function resumable(item: MyExamItem, now: number, windowSeconds: number): boolean {
  if (item.status !== 'pending') return false;
  // Every section is in (an examiner or the grader has the rest): nothing is left to continue.
  if (item.remainSection === null) return false;
  if (item.start_time === null) return true;
  return now - Date.parse(item.start_time) < windowSeconds * 1000;
}

function MultiLevelCard({ item, onResume, busy }: { item: MyExamItem; onResume: (item: MyExamItem) => void; busy: boolean }) {
  const started = item.start_time ?? item.created_at;
  const { date, time } = useFormat().when(started);
  const pending = item.status === 'pending';
  const { limits } = useSettings();
  const { t } = useTranslation();
  return (
    <ResultCard
      pending={pending}
      title={item.examName}
      date={<time dateTime={started}>{date} {time}</time>}
      resume={resumable(item, Date.now(), limits.multiLevelResumeSeconds) ? { label: t('myResult.continue', { name: item.examName }), onClick: () => onResume(item), disabled: busy } : null}
    >
      <div className={styles.status} data-status={pending ? 'pending' : 'completed'}>
        {/* Human checking: every section is in, the writing and speaking wait for an examiner (up to 48 hours). */}
        {pending && item.type === 'human' && item.remainSection === null ? t('myResult.status.waitingExaminer') : t(`myResult.status.${item.status}`)}
      </div>
      <div className={styles.meta}>
        <span>{t('myResult.type', { type: item.type === 'ai' ? t('myResult.typeAi') : t('myResult.typeHuman') })}</span>
        <span>{t('myResult.result', { result: item.result ?? '-' })}</span>
      </div>
      <ScoreTiles
        label={t('myResult.scores')}
        tiles={[
          { label: t('sectionNames.overall'), score: item.score },
          ...sections.map((type, index) => {
            const section = item.section_scores.find((s) => s.type === type) ?? item.section_scores[index];
            return {
              label: t(`sectionNames.${type}`),
              score: section?.score ?? null,
              late: section?.late === true,
              ...(section ? { to: multiLevelResultPath(type, item.id, section.id) } : {}),
            };
          }),
        ]}
      />
    </ResultCard>
  );
}

/** The multi-level exams of the logged-in learner (POST /user/my-exams with the profile's id). */
export function MultiLevelResults() {
  const { profile, status } = useProfile();
  const query = useMyExams(profile?.id);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { toast } = useToast();
  useListFailure(query.error, 'CEFR results');

  const resume = useMutation({
    mutationFn: async (item: MyExamItem) => {
      if (item.start_time === null) return { id: item.id, section: item.remainSection ?? 'listening' };
      const answer = await api.continueExam(item.id);
      return { id: item.id, section: answer.section };
    },
    onSuccess: ({ id, section }) => {
      setMultiLevelSection(section);
      navigate(multiLevelRunnerPath(id));
    },
    onError: (error) => toast({ variant: 'error', description: messageOr(error, t('myResult.failed')) }),
  });

  if (status === 'loading' || (query.isPending && query.fetchStatus !== 'idle')) {
    return <Loading label={t('myResult.loading')} />;
  }
  const items = query.data ?? [];
  if (items.length === 0) return <p className={page.empty}>{t('myResult.noResults')}</p>;
  return (
    <>
      <BandHistories attempts={items.map(historyOf)} sections={historySections(t)} scale="multiLevel" />
      <ul className={styles.list} aria-label={t('myResult.multiLevelList')}>
      {items.map((item) => (
          <MultiLevelCard key={item.id} item={item} onResume={(i) => resume.mutate(i)} busy={resume.isPending} />
        ))}
      </ul>
    </>
  );
}
