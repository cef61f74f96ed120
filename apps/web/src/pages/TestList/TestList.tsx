import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal, useToast } from '@bandwise/kit';
import { api } from '../../api/calls';
import { isUnauthorized, messageOr } from '../../api/client';
import { useSettings } from '../../api/queries';
import { removeToken } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { ieltsRunnerPath, setExamSection } from '../../state/examSection';
import * as page from '../page.css';
import { COMING_SOON_MS, testCards, type TestCard } from './testCards';
import * as styles from './TestList.css';

/** The books' names and ids come with the content, loaded only when an exam is about to start. */
const loadBooks = () => import('@bandwise/content').then((content) => content.ieltsBooks);

/** The IELTS test list: six cards (four books, two coming), the 'Coming Soon' banner, and the start modal (seed 000 section 2.7). */
export function TestListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { limits } = useSettings();
  const [chosen, setChosen] = useState<TestCard | null>(null);
  const [comingSoon, setComingSoon] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const start = useMutation({
    mutationFn: async (card: TestCard) => {
      const books = await loadBooks();
      const book = books[card.bookIndex ?? -1];
      if (!book) throw new Error('This test is not available');
      const answer = await api.createIeltsExam(book.id);
      return { examId: answer.message, bookName: book.name };
    },
    onSuccess: ({ examId, bookName }) => {
      toast({ description: 'To`g`ri!' });
      setExamSection('LISTENING');
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      navigate(ieltsRunnerPath(bookName, examId));
    },
    onError: (error) => {
      toast({ variant: 'error', description: messageOr(error, 'Error!') });
      if (isUnauthorized(error)) {
        removeToken();
        navigate('/login');
      }
    },
  });

  const choose = (card: TestCard) => {
    if (card.state === 'available') {
      void loadBooks();
      setChosen(card);
      return;
    }
    setComingSoon(true);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setComingSoon(false), COMING_SOON_MS);
  };

  return (
    <div className={page.container}>
      <h1 className={page.title}>IELTS mock tests</h1>
      <p className={page.lead}>Choose a test. Each one runs Listening, Reading, Speaking and Writing in order.</p>
      <ul className={styles.grid}>
        {testCards.map((card) => (
          <li key={card.number}>
            <button type="button" className={styles.card} onClick={() => choose(card)} data-state={card.state}>
              <span className={styles.number}>Test {card.number}</span>
              <span className={styles.cardTitle}>{card.title}</span>
              <span className={styles.badge} data-state={card.state}>
                {card.state === 'available' ? 'Available' : 'Coming soon'}
              </span>
              <span className={styles.trial}>You get a {limits.trialCount}x trial</span>
            </button>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite">
        {comingSoon && <div className={styles.banner}>Coming Soon</div>}
      </div>
      <Modal
        title="Ready to submit tests?"
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
              Cancel
            </button>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => chosen && start.mutate(chosen)}
              disabled={start.isPending}
            >
              {start.isPending ? 'Loading...' : 'Start'}
            </button>
          </>
        }
      >
        <p className={styles.warning}>
          The exam runs in full screen. If you leave full screen or switch to another tab during the exam, the exam
          ends automatically and what you have answered is submitted.
        </p>
      </Modal>
    </div>
  );
}
