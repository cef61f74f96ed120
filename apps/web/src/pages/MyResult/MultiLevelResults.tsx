import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { MultiLevelSectionType, MyExamItem } from '@bandwise/core';
import { Spinner, useToast } from '@bandwise/kit';
import { api } from '../../api/calls';
import { messageOr } from '../../api/client';
import { useMyExams, useProfile } from '../../api/queries';
import { PlayIcon } from '../../components/Icons/Icons';
import { isoDateParts } from '../../lib/format';
import { multiLevelRunnerPath, setMultiLevelSection } from '../../state/examSection';
import * as page from '../page.css';
import { BandHistories, type HistoryAttempt } from './BandHistories';
import { ScoreTiles } from './ScoreTiles';
import { useListFailure } from './useListFailure';
import * as styles from './MyResult.css';

/** A pending multi-level exam can be resumed within 4 hours of its start (seed 001 section 9). */
export const RESUME_WINDOW_MS = 14_400_000;

const sections: readonly { type: MultiLevelSectionType; label: string }[] = [
  { type: 'listening', label: 'Listening' },
  { type: 'reading', label: 'Reading' },
  { type: 'writing', label: 'Writing' },
  { type: 'speaking', label: 'Speaking' },
];

const historySections = [{ type: 'overall', label: 'Overall' }, ...sections].map(({ type, label }) => ({ key: type, label }));

/** An exam in the history: its 0-75 scores by section, dated by its start (or purchase, before it started). */
function historyOf(item: MyExamItem): HistoryAttempt {
  const section = (type: MultiLevelSectionType, index: number) => item.section_scores.find((s) => s.type === type) ?? item.section_scores[index];
  return {
    key: item.id,
    at: item.start_time ?? item.created_at,
    scores: {
      overall: item.score,
      ...Object.fromEntries(sections.map(({ type }, index) => [type, section(type, index)?.score ?? null])),
    },
    links: Object.fromEntries(
      sections.map(({ type }, index) => {
        const found = section(type, index);
        return [type, found ? `/cefr/${type}/${item.id}/${found.id}` : undefined];
      }),
    ),
  };
}

function resumable(item: MyExamItem, now: number): boolean {
  if (item.status !== 'pending') return false;
  if (item.start_time === null) return true;
  return now - Date.parse(item.start_time) < RESUME_WINDOW_MS;
}

function MultiLevelCard({ item, onResume, busy }: { item: MyExamItem; onResume: (item: MyExamItem) => void; busy: boolean }) {
  const started = item.start_time ?? item.created_at;
  const { date, time } = isoDateParts(started);
  const pending = item.status === 'pending';
  return (
    <li className={styles.card} data-status={pending ? 'pending' : 'completed'}>
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.cardTitle}>{item.examName}</h2>
          <p className={styles.date}>
            <time dateTime={started}>
              {date} {time}
            </time>
          </p>
        </div>
        {resumable(item, Date.now()) && (
          <button type="button" className={styles.play} aria-label={`Continue ${item.examName}`} onClick={() => onResume(item)} disabled={busy}>
            <PlayIcon size={24} />
          </button>
        )}
      </div>
      <div className={styles.status} data-status={pending ? 'pending' : 'completed'}>
        {/* Human checking: every section is in, the writing and speaking wait for an examiner (up to 48 hours). */}
        {pending && item.type === 'human' && item.remainSection === null ? 'waiting for examiner' : item.status}
      </div>
      <div className={styles.meta}>
        <span>Type: {item.type === 'ai' ? 'AI' : 'Human'}</span>
        <span>Result: {item.result ?? '-'}</span>
      </div>
      <ScoreTiles
        label="Scores"
        tiles={[
          { label: 'Overall', score: item.score },
          ...sections.map(({ type, label }, index) => {
            const section = item.section_scores.find((s) => s.type === type) ?? item.section_scores[index];
            return {
              label,
              score: section?.score ?? null,
              ...(section ? { to: `/cefr/${type}/${item.id}/${section.id}` } : {}),
            };
          }),
        ]}
      />
    </li>
  );
}

/** The multi-level exams of the logged-in learner (POST /user/my-exams with the profile's id). */
export function MultiLevelResults() {
  const { profile, status } = useProfile();
  const query = useMyExams(profile?.id);
  const navigate = useNavigate();
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
    onError: (error) => toast({ variant: 'error', description: messageOr(error, 'Error.') }),
  });

  if (status === 'loading' || (query.isPending && query.fetchStatus !== 'idle')) {
    return (
      <div className={page.center}>
        <Spinner label="Loading results" />
      </div>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) return <p className={page.empty}>No results found.</p>;
  return (
    <>
      <BandHistories attempts={items.map(historyOf)} sections={historySections} scale="multiLevel" />
      <ul className={styles.list} aria-label="CEFR results">
      {items.map((item) => (
          <MultiLevelCard key={item.id} item={item} onResume={(i) => resume.mutate(i)} busy={resume.isPending} />
        ))}
      </ul>
    </>
  );
}
