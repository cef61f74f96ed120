import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, useToast } from '@bandwise/kit';
import { api } from '../../api/calls';
import { isUnauthorized, messageOr } from '../../api/client';
import { queryKeys, useProfile, useSettings } from '../../api/queries';
import { removeToken } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { ieltsRunnerPath, setExamSection } from '../../state/examSection';
import { SitePage } from '../SitePage';
import { COMING_SOON_MS, shippedBooks, testCards, type TestCard } from './testCards';
import * as styles from './TestList.css';
import { useTranslation } from 'react-i18next';

/** The IELTS test list: a card per published book (six at least), the 'Coming Soon' banner, and the start modal (seed 000 section 2.7). */
export function TestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { limits } = useSettings();
  // The day's IELTS limit as the server counts it (the profile's exams today): a learner who used it is told so on
  // the cards, not offered trials the server will refuse.
  const { profile } = useProfile();
  const dayUsed = profile !== undefined && profile.todayExamCount >= limits.ieltsDailyExams;
  const [chosen, setChosen] = useState<TestCard | null>(null);
  const [comingSoon, setComingSoon] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What is published now; a server without the list (the seeds name none) gets the seed's cards.
  const books = useQuery({ queryKey: queryKeys.ieltsBooks, queryFn: ({ signal }) => api.ieltsBooks(signal), retry: false, staleTime: 30_000 });
  const cards = testCards(books.data ?? (books.isError ? shippedBooks : []));

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const start = useMutation({
    mutationFn: async (card: TestCard) => {
      const { book } = card;
      if (!book) throw new Error(t('tests.unavailable'));
      const answer = await api.createIeltsExam(book.id);
      return { examId: answer.message, bookName: book.name };
    },
    onSuccess: ({ examId, bookName }) => {
      toast({ description: t('toast.correct') });
      setExamSection('listening');
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      navigate(ieltsRunnerPath(bookName, examId));
    },
    onError: (error) => {
      toast({ variant: 'error', description: messageOr(error, t('common.error')) });
      if (isUnauthorized(error)) {
        removeToken();
        navigate('/login');
      }
    },
  });

  const choose = (card: TestCard) => {
    if (card.state === 'available') {
      setChosen(card);
      return;
    }
    setComingSoon(true);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setComingSoon(false), COMING_SOON_MS);
  };

  return (
    <SitePage title={t('tests.title')} lead={t('tests.lead')}>
      <ul className={styles.grid} aria-label={t('tests.title')} aria-busy={books.isPending}>
        {cards.map((card) => (
          <li key={card.number}>
            <button type="button" className={styles.card} onClick={() => choose(card)} data-state={card.state} disabled={books.isPending}>
              <span className={styles.number}>{t('tests.test', { n: card.number })}</span>
              <span className={styles.cardTitle}>{card.title}</span>
              <span className={styles.badge} data-state={card.state}>
                {card.state === 'available' ? t('tests.available') : t('tests.comingSoon')}
              </span>
              <span className={styles.trial} data-limit={dayUsed ? 'reached' : undefined}>
                {dayUsed ? t('tests.dayLimitReached', { count: limits.ieltsDailyExams }) : t('tests.trial', { count: limits.trialCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite">
        {comingSoon && <div className={styles.banner}>{t('tests.comingSoonBanner')}</div>}
      </div>
      <Modal
        title={t('tests.ready')}
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open && !start.isPending) setChosen(null);
        }}
        closeOnOverlayClick={!start.isPending}
        closeOnEscape={!start.isPending}
        actions={
          <>
            <button
              type="button"
              className={buttonClass({ tone: 'secondary' })}
              onClick={() => setChosen(null)}
              disabled={start.isPending}
            >
              {t('tests.cancel')}
            </button>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => chosen && start.mutate(chosen)}
              disabled={start.isPending}
            >
              {start.isPending ? t('common.loading') : t('tests.start')}
            </button>
          </>
        }
      >
        <p className={styles.warning}>
          {t('tests.warning')}
        </p>
      </Modal>
    </SitePage>
  );
}
