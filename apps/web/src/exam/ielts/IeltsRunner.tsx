import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { IeltsSectionType } from '@bandwise/core';
import { ConfirmDialog, Spinner } from '@bandwise/kit';
import { ApiError } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import { getExamSection, setExamSection } from '../../state/examSection';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { EndedModal } from '../components/EndedModal/EndedModal';
import { StartModal } from '../components/StartModal/StartModal';
import { examApi } from '../lib/api';
import { examEndedState } from '../lib/examEnded';
import { useExamEnvironment } from '../lib/environment';
import { exitFullscreen, useExamGuards, useLeaveExam, type ViolationReason } from '../lib/guards';
import { useUnauthorized } from '../lib/unauthorized';
import { useExamSettings } from '../lib/settings';
import { hasDrafts } from '../lib/storage';
import { InlineSection } from './InlineSection';
import { SpeakingSection } from './SpeakingSection';
import { WritingSection } from './WritingSection';
import { nextSection, sectionToOpen, serverSectionDeadline, useIeltsAttempt } from './useIeltsAttempt';
import * as styles from './IeltsRunner.css';

const phases = ['intro', 'resume', 'overdue', 'start', 'running'] as const;
type Phase = (typeof phases)[number];

/** The runner's own notice screens: not found, finished, expired, failed to load. */
function Notice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <h1 className={styles.noticeTitle}>{title}</h1>
      <p>{text}</p>
      <Link to="/myResult" className={buttonClass()}>
        {t('header.myResult')}
      </Link>
    </div>
  );
}

/**
 * The IELTS exam runner at /book1/{examId} and /book2/{examId} (seed 001 section 2): it opens the remaining section
 * (the server's, the device's 'examSection' when speaking already moved on), asks 'Test ?' when resuming, warns
 * about full screen, then runs Listening, Reading, Speaking and Writing in order under the exam rules.
 */
export function IeltsRunnerPage() {
  const { t } = useTranslation();
  const params = useParams();
  const examId = Number(params.examId);
  const attempt = useIeltsAttempt(examId);
  const navigate = useNavigate();
  const { requestFullscreen } = useExamEnvironment();
  const [settings, setSettings] = useExamSettings();
  const [phase, setPhase] = useState<Phase>('intro');
  const [section, setSection] = useState<IeltsSectionType | null>(null);
  const [ending, setEnding] = useState<ViolationReason | null>(null);
  const [finished, setFinished] = useState(false);
  // The section's deadline as the runner's Start answered it (the clock may only start then: listening).
  const [started, setStarted] = useState<{ section: IeltsSectionType; endsAt: number } | null>(null);

  const guards = useExamGuards({ active: phase === 'running' && ending === null && !finished, onViolation: setEnding });
  const leave = useLeaveExam(guards.release);
  const unauthorized = useUnauthorized(guards.release);

  const item = attempt.data?.item;
  const expired = item !== undefined && item.remainSection !== null && item.remainTimeForEndExam <= 0;

  useEffect(() => {
    if (attempt.error) unauthorized(attempt.error);
  }, [attempt.error, unauthorized]);

  useEffect(() => {
    if (!item || item.remainSection === null || expired || section !== null) return;
    const open = sectionToOpen(item.remainSection, getExamSection());
    setExamSection(open);
    setSection(open);
    // A section whose clock ran out while the learner was away is said so before anything is submitted.
    const loaded = attempt.data;
    const deadline = loaded && serverSectionDeadline(loaded, open);
    const overdue = deadline !== undefined && deadline <= (loaded?.loadedAt ?? 0);
    setPhase(overdue ? 'overdue' : open !== 'listening' || hasDrafts('ielts', examId, open) ? 'resume' : 'start');
  }, [item, expired, section, examId, attempt.data]);

  const start = useCallback(() => {
    requestFullscreen().catch((error: unknown) => console.warn('Full screen was refused', error));
    // The section's clock starts now if it has not (listening): the timer counts to the deadline the server answers.
    // Without an answer the timer keeps the one loaded with the attempt.
    const startedAt = Date.now();
    const starting = section;
    examApi
      .startSection(examId)
      .then((clock) => {
        if (starting && clock.remainSection === starting && typeof clock.remainTimeForSection === 'number') {
          setStarted({ section: starting, endsAt: startedAt + clock.remainTimeForSection * 1000 });
        }
      })
      .catch((error: unknown) => console.warn('The section clock could not be read', error))
      .finally(() => setPhase('running'));
  }, [requestFullscreen, examId, section]);

  const complete = useCallback(() => {
    if (!section) return;
    const next = nextSection[section];
    if (next) {
      setExamSection(next);
      setSection(next);
      return;
    }
    // Writing was the last section: 'Successful!' is showing; My Result after 3 s (seed 001 section 4).
    setFinished(true);
    guards.release();
    exitFullscreen();
    setTimeout(() => navigate('/myResult'), 3000);
  }, [section, guards, navigate]);

  const ended = useCallback(() => {
    if (section) {
      const next = nextSection[section];
      if (next) setExamSection(next);
    }
    guards.release();
    exitFullscreen();
    // My Result says why the exam ended (full screen left, tab switched), in the learner's language.
    navigate('/myResult', ending && section ? { state: examEndedState({ reason: ending, section: t(`sectionNames.${section}`) }) } : undefined);
  }, [section, guards, navigate, ending, t]);

  if (!Number.isInteger(examId) || examId <= 0) return <Notice title={t('examShell.notFound')} text={t('examIelts.notFoundAddress')} />;
  if (attempt.isPending) {
    return (
      <div className={styles.notice}>
        <Spinner label={t('examIelts.loading')} />
      </div>
    );
  }
  if (attempt.error) {
    const notFound = attempt.error instanceof ApiError && attempt.error.status === 404;
    return (
      <Notice
        title={t(notFound ? 'examShell.notFound' : 'examIelts.openFailed')}
        text={t(notFound ? 'examIelts.notFoundMine' : 'examIelts.openFailedText')}
      />
    );
  }
  const { book, endsAt } = attempt.data;
  if (item?.remainSection === null) return <Notice title={t('examIelts.finished')} text={t('examIelts.finishedText')} />;
  if (expired) return <Notice title={t('examIelts.timeUp')} text={t('examIelts.timeUpText')} />;
  if (!section) return null;

  const sectionEndsAt = started?.section === section ? started.endsAt : serverSectionDeadline(attempt.data, section);
  const common = {
    examId,
    book,
    endsAt,
    ...(sectionEndsAt === undefined ? {} : { sectionEndsAt }),
    ending,
    onComplete: complete,
    onEnded: ended,
    onLeave: leave,
    onUnauthorized: unauthorized,
    settings,
    onSettingsChange: setSettings,
  };

  return (
    <>
      {phase === 'running' ? (
        section === 'listening' || section === 'reading' ? (
          <InlineSection key={section} kind={section} {...common} />
        ) : section === 'speaking' ? (
          <SpeakingSection key={section} {...common} />
        ) : (
          <WritingSection key={section} {...common} />
        )
      ) : (
        <ExamShell title={t(`examIelts.title.${section}`)} settings={settings} onSettingsChange={setSettings}>
          <p className={styles.waiting}>{book.name}</p>
        </ExamShell>
      )}
      <ConfirmDialog
        open={phase === 'resume'}
        title={t('examIelts.resumeTitle')}
        description={t('examIelts.resumeText', { book: book.name, section: t(`sectionNames.${section}`) })}
        onConfirm={() => setPhase('start')}
        onCancel={() => navigate('/myResult')}
      />
      <ConfirmDialog
        open={phase === 'overdue'}
        title={t('examIelts.overdueTitle', { section: t(`sectionNames.${section}`) })}
        description={
          nextSection[section]
            ? t('examIelts.overdueText', { section: t(`sectionNames.${section}`), next: t(`sectionNames.${nextSection[section]}`) })
            : t('examIelts.overdueTextLast', { section: t(`sectionNames.${section}`) })
        }
        confirmText={t('examIelts.overdueSubmit')}
        cancelText={t('examIelts.overdueLater')}
        onConfirm={() => setPhase('start')}
        onCancel={() => navigate('/myResult')}
      />
      <StartModal open={phase === 'start'} onStart={start} />
      <EndedModal reason={ending} />
    </>
  );
}
