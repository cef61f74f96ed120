import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MultiLevelSectionType, StartExamResponse } from '@bandwise/core';
import { useToast } from '@bandwise/kit';
import { readSaved, writeSaved } from '@bandwise/kit/autosave';
import { ApiError, messageOr } from '../../api/client';
import { getMultiLevelSection, setMultiLevelSection } from '../../state/examSection';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { EndedModal } from '../components/EndedModal/EndedModal';
import { StartModal } from '../components/StartModal/StartModal';
import { examApi } from '../lib/api';
import { examEndedState } from '../lib/examEnded';
import { useExamEnvironment } from '../lib/environment';
import { exitFullscreen, useExamGuards, useLeaveExam, type ViolationReason } from '../lib/guards';
import { useUnauthorized } from '../lib/unauthorized';
import { useExamSettings } from '../lib/settings';
import { examKey } from '../lib/storage';
import { MultiLevelSectionScreen } from './MultiLevelSection';
import * as styles from './MultiLevelRunner.css';

const examDataKey = (examId: number) => examKey('multiLevel', examId, 'exam', 'data');

function storedExam(examId: number): StartExamResponse | null {
  const saved = readSaved<StartExamResponse>(window.localStorage, examDataKey(examId));
  return saved.found && saved.value.id === examId ? saved.value : null;
}

/**
 * The multi-level runner at /multi-level/exam/{id} (seed 001 sections 2 and 4): the start modal calls start-exam and
 * stores the exam data, 'Successful!' shows, then the section named by the stored remaining section (default
 * listening) runs; each section is checked, and speaking also finishes the exam before My Result.
 */
export function MultiLevelRunnerPage() {
  const params = useParams();
  const examId = Number(params.id);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { toast } = useToast();
  const { requestFullscreen } = useExamEnvironment();
  const [settings, setSettings] = useExamSettings();
  const [exam, setExam] = useState<StartExamResponse | null>(null);
  const [section, setSection] = useState<MultiLevelSectionType>(getMultiLevelSection);
  const [running, setRunning] = useState(false);
  const [starting, setStarting] = useState(false);
  const [ending, setEnding] = useState<ViolationReason | null>(null);
  // The server's deadline for the section start-exam opened, epoch ms: only from a fresh answer (a stored copy's
  // seconds are old); the sections after it start their clocks on this device when their check lands, as the server's.
  const [serverClock, setServerClock] = useState<{ section: MultiLevelSectionType; endsAt: number } | null>(null);

  const guards = useExamGuards({ active: running && ending === null, onViolation: setEnding });
  const leave = useLeaveExam(guards.release);
  const unauthorized = useUnauthorized(guards.release);

  const begin = useCallback(
    (data: StartExamResponse) => {
      setExam(data);
      // The section to take now, as the seeds' client reads it (`section`); remain_section names it for older copies.
      const open = data.section?.type ?? data.remain_section ?? null;
      if (open === null) {
        navigate('/myResult');
        return;
      }
      setMultiLevelSection(open);
      setSection(open);
      setRunning(true);
    },
    [navigate],
  );

  const start = useCallback(async () => {
    // Asked first, inside the click: browsers grant full screen only to a user gesture.
    requestFullscreen().catch((error: unknown) => console.warn('Full screen was refused', error));
    setStarting(true);
    try {
      const loadedAt = Date.now();
      const data = await examApi.startExam(examId);
      const seconds = data.remain_time_for_section;
      setServerClock(data.remain_section && typeof seconds === 'number' ? { section: data.remain_section, endsAt: loadedAt + seconds * 1000 } : null);
      writeSaved(window.localStorage, examDataKey(examId), data);
      // A resumed section whose time ran out while the learner was away is checked at once and says so: no 'Successful!'.
      if (seconds !== 0) toast({ description: t('examMultiLevel.started'), duration: 3000 });
      begin(data);
    } catch (error) {
      if (unauthorized(error)) return;
      // Offline with the exam already on this device: carry on; the section's check waits for the connection.
      const saved = error instanceof ApiError && error.status === 0 ? storedExam(examId) : null;
      toast({ title: t('common.error'), description: messageOr(error, t('examMultiLevel.failed')), variant: 'error' });
      if (saved) begin(saved);
    } finally {
      setStarting(false);
    }
  }, [requestFullscreen, examId, toast, begin, unauthorized, t]);

  const checked = useCallback(
    (next: MultiLevelSectionType | null) => {
      if (next === null) {
        guards.release();
        exitFullscreen();
        navigate('/myResult');
        return;
      }
      setMultiLevelSection(next);
      setSection(next);
    },
    [guards, navigate],
  );

  const ended = useCallback((next?: MultiLevelSectionType | null) => {
    if (next) setMultiLevelSection(next);
    guards.release();
    exitFullscreen();
    // My Result says why the exam ended (full screen left, tab switched), in the learner's language.
    navigate('/myResult', ending ? { state: examEndedState({ reason: ending, section: t(`sectionNames.${section}`) }) } : undefined);
  }, [guards, navigate, ending, section, t]);

  const current = exam?.sections.find((s) => s.type === section);
  const screen =
    running && exam && current ? (
      <MultiLevelSectionScreen
        key={current.id}
        exam={exam}
        section={current}
        {...(serverClock?.section === current.type ? { sectionEndsAt: serverClock.endsAt } : {})}
        ending={ending}
        onChecked={checked}
        onEnded={ended}
        onLeave={leave}
        onUnauthorized={unauthorized}
        settings={settings}
        onSettingsChange={setSettings}
      />
    ) : (
      <ExamShell title={t(`sectionNames.${section}`)} settings={settings} onSettingsChange={setSettings}>
        <p className={styles.waiting}>{Number.isInteger(examId) && examId > 0 ? t('examMultiLevel.waiting') : t('examShell.notFound')}</p>
      </ExamShell>
    );

  return (
    <>
      {screen}
      <StartModal open={!running} onStart={() => void start()} busy={starting} />
      <EndedModal reason={ending} />
    </>
  );
}
