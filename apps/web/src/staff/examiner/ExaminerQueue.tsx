import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fullName, type ReviewItem, type ReviewSkill } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { QueryStatus, StaffTable } from '../StaffTable';
import { formatAge } from '../format';
import * as styles from '../staff.css';

const skillFilters = ['all', 'writing', 'speaking'] as const;
type SkillFilter = (typeof skillFilters)[number];

const learnerName = (item: ReviewItem) => fullName(item.learner.name, item.learner.surname) || `Learner ${item.learner.id}`;

function ClaimStatus({ item }: { item: ReviewItem }) {
  if (!item.claim) return <span className={styles.pill} data-tone="good">Free</span>;
  if (item.claim.mine) return <span className={styles.pill} data-tone="busy">You are marking</span>;
  return (
    <span className={styles.pill} data-tone="busy">
      Marking: {item.claim.examinerName ?? 'another examiner'}
    </span>
  );
}

/** /examiner: the answers waiting for a human examiner, oldest first, refreshed every half minute. */
export function ExaminerQueuePage() {
  const [skill, setSkill] = useState<SkillFilter>('all');
  const query = useQuery({ queryKey: staffKeys.queue, queryFn: ({ signal }) => staffApi.queue(signal), refetchInterval: 30_000 });
  const items = (query.data?.items ?? []).filter((item) => skill === 'all' || item.skill === (skill as ReviewSkill));

  return (
    <>
      <h1 className={page.title}>Examiner queue</h1>
      <p className={page.lead}>Writing and speaking answers waiting for a human examiner, oldest first. Open one to mark it.</p>
      <div className={styles.toolbar}>
        <label className={page.field}>
          <span className={page.label}>Show</span>
          <select className={page.input} value={skill} onChange={(event) => setSkill(event.target.value as SkillFilter)}>
            <option value="all">Writing and speaking</option>
            <option value="writing">Writing only</option>
            <option value="speaking">Speaking only</option>
          </select>
        </label>
        <button type="button" className={buttonClass({ tone: 'secondary' })} onClick={() => void query.refetch()} disabled={query.isFetching}>
          Refresh
        </button>
      </div>
      <QueryStatus query={query} loading="Loading the queue" failed="The queue could not be loaded" isEmpty={() => items.length === 0} empty="No answers are waiting for an examiner.">
        {() => (
          <StaffTable caption={`${items.length} answer${items.length === 1 ? '' : 's'} waiting`} columns={['Exam', 'Part', 'Learner', 'Waiting', 'Status', { label: 'Action', quiet: true }]}>
            {items.map((item) => (
              <tr key={item.id} data-skill={item.skill}>
                <td className={styles.td}>
                  {item.exam.name}
                  <div className={styles.muted}>
                    {item.exam.type === 'ielts' ? 'IELTS' : 'Multi-level'} #{item.exam.attemptId}
                    {item.source === 'admin' ? ' · sent by an admin' : ''}
                  </div>
                </td>
                <td className={styles.td}>{item.part}</td>
                <td className={styles.td}>{learnerName(item)}</td>
                <td className={styles.td}>{formatAge(item.ageSeconds)}</td>
                <td className={styles.td}>
                  <ClaimStatus item={item} />
                </td>
                <td className={styles.td}>
                  <Link to={`/examiner/${item.id}`} className={buttonClass({ size: 'sm', tone: item.claim && !item.claim.mine ? 'secondary' : 'primary' })} aria-label={`Open ${item.part} of ${learnerName(item)}`}>
                    Open
                  </Link>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </QueryStatus>
    </>
  );
}
