import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckType } from '@bandwise/core';
import { Modal, useToast } from '@bandwise/kit';
import { api, type MultiLevelExamListItem } from '../../api/calls';
import { isUnauthorized, messageOr } from '../../api/client';
import { useBonus, useMultiLevelExams } from '../../api/queries';
import { clearStorage } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { ArrowRightIcon } from '../../components/Icons/Icons';
import { Loading } from '../../components/Loading/Loading';
import { useFormat } from '../../i18n/format';
import { multiLevelRunnerPath, setMultiLevelSection } from '../../state/examSection';
import * as page from '../page.css';
import { SitePage } from '../SitePage';
import * as styles from './MultiLevel.css';
import { useTranslation } from 'react-i18next';

/** The multi-level exams on sale; buying asks AI or Human checking (seed 001, multi-level list page). */
export function MultiLevelPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, isPending } = useMultiLevelExams();
  // An earned referral bonus pays for the next AI-checked exam (the server spends it first): say so, not the price.
  const freeAi = (useBonus().data?.bonusAvailable ?? 0) > 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<MultiLevelExamListItem | null>(null);
  const [noMoney, setNoMoney] = useState(false);

  const buy = useMutation({
    mutationFn: ({ exam, type }: { exam: MultiLevelExamListItem; type: CheckType }) => api.buyExam(exam.id, type),
    onSuccess: (answer) => {
      setMultiLevelSection('listening');
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['bonus'] });
      navigate(multiLevelRunnerPath(answer.exam.id));
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        clearStorage();
        navigate('/login');
        return;
      }
      setChosen(null);
      setNoMoney(true);
      toast({ variant: 'error', description: messageOr(error, t('multiLevel.error')) });
    },
  });

  // The choice stays open while its purchase runs.
  const onChoiceOpenChange = (open: boolean) => {
    if (!open && !buy.isPending) setChosen(null);
  };

  const exams = data ?? [];
  return (
    <SitePage title={t('multiLevel.title')} lead={t('multiLevel.lead')}>
      {isPending ? (
        <Loading label={t('multiLevel.loading')} />
      ) : exams.length === 0 ? (
        <p className={page.empty}>{t('multiLevel.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {exams.map((exam) => (
            <li key={exam.id}>
              <button type="button" className={styles.card} onClick={() => setChosen(exam)}>
                <span className={styles.name}>{exam.name}</span>
                <span className={styles.badge}>{t('multiLevel.available')}</span>
                <span className={styles.text}>{t('multiLevel.prepare')}</span>
                <span className={styles.start}>
                  {t('multiLevel.start')} <ArrowRightIcon size={18} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal title={t('multiLevel.choose')} open={chosen !== null} onOpenChange={onChoiceOpenChange} size="sm">
        <div className={styles.choices}>
          {(['ai', 'human'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={buttonClass({ tone: type === 'ai' ? 'primary' : 'secondary' }, styles.choice)}
              disabled={buy.isPending}
              onClick={() => chosen && buy.mutate({ exam: chosen, type })}
            >
              {type === 'ai' ? t('multiLevel.ai') : t('multiLevel.human')}
              {chosen && (
                <span className={styles.price}>
                  {type === 'ai' && freeAi ? t('multiLevel.freeAi') : format.balance(type === 'ai' ? chosen.ai_price : chosen.human_price)}
                </span>
              )}
            </button>
          ))}
        </div>
      </Modal>
      <Modal title={t('multiLevel.noMoney')} open={noMoney} onOpenChange={setNoMoney} size="sm">
        <Link to="/payment" className={buttonClass()}>
          {t('multiLevel.topUp')}
        </Link>
      </Modal>
    </SitePage>
  );
}
