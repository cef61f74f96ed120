import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fullName, type ExaminerQueueResponse, type ReviewItem, type ReviewSkill } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import { staffApi, staffKeys } from '../api';
import { StaffPage } from '../StaffPage';
import { SelectField } from '../controls';
import { QueryTable } from '../StaffTable';
import { useStaffFormat } from '../format';
import * as styles from '../staff.css';

const skillFilters = ['all', 'writing', 'speaking'] as const;
type SkillFilter = (typeof skillFilters)[number];

function ClaimStatus({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  if (!item.claim) return <span className={styles.pill} data-tone="good">{t('staff.queue.free')}</span>;
  if (item.claim.mine) return <span className={styles.pill} data-tone="busy">{t('staff.queue.mine')}</span>;
  return (
    <span className={styles.pill} data-tone="busy">
      {t('staff.queue.held', { name: item.claim.examinerName ?? t('staff.queue.another') })}
    </span>
  );
}

/** /examiner: the answers waiting for a human examiner, oldest first, refreshed every half minute. */
export function ExaminerQueuePage() {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const learnerName = (item: ReviewItem) => fullName(item.learner.name, item.learner.surname) || t('staff.queue.learner', { id: item.learner.id });
  const [skill, setSkill] = useState<SkillFilter>('all');
  const query = useQuery({ queryKey: staffKeys.queue, queryFn: ({ signal }) => staffApi.queue(signal), refetchInterval: 30_000 });
  const shown = (data: ExaminerQueueResponse) => data.items.filter((item) => skill === 'all' || item.skill === (skill as ReviewSkill));

  return (
    <StaffPage
      section="queue"
      filters={
        <>
          <SelectField
            label={t('staff.list.show')}
            value={skill}
            options={skillFilters.map((value) => ({ value, label: t(`staff.queue.skills.${value}`) }))}
            onChange={setSkill}
          />
          <button type="button" className={buttonClass({ tone: 'secondary' })} onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('staff.queue.refresh')}
          </button>
        </>
      }
    >
      <QueryTable
        section="queue"
        query={query}
        items={shown}
        columns={['exam', 'part', 'learner', 'waiting', 'status']}
        action
        row={(item) => (
          <tr key={item.id} data-skill={item.skill}>
            <td className={styles.td}>
              {item.exam.name}
              <div className={styles.muted}>
                {t(item.exam.type === 'ielts' ? 'staff.queue.examIelts' : 'staff.queue.examMl', { attempt: item.exam.attemptId })}
                {item.source === 'admin' ? t('staff.queue.byAdmin') : ''}
              </div>
            </td>
            <td className={styles.td}>{item.part}</td>
            <td className={styles.td}>{learnerName(item)}</td>
            <td className={styles.td}>{format.age(item.ageSeconds)}</td>
            <td className={styles.td}>
              <ClaimStatus item={item} />
            </td>
            <td className={styles.td}>
              <Link to={`/examiner/${item.id}`} className={buttonClass({ size: 'sm', tone: item.claim && !item.claim.mine ? 'secondary' : 'primary' })} aria-label={t('staff.queue.openWhat', { part: item.part, learner: learnerName(item) })}>
                {t('staff.list.open')}
              </Link>
            </td>
          </tr>
        )}
      />
    </StaffPage>
  );
}
