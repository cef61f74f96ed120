import { useMemo, useRef, useState } from 'react';
import { countWords } from '@bandwise/core';
import { ConfirmDialog, Countdown, PartTabs, WritingTaskView, useAutosave, useToast } from '@bandwise/kit';
import { messageOr } from '../../api/client';
import { ExamButton } from '../components/ExamButton/ExamButton';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { SubmitBanner } from '../components/SubmitBanner/SubmitBanner';
import { examApi } from '../lib/api';
import { examKey, sectionDeadline } from '../lib/storage';
import { useSectionSubmit } from '../lib/useSectionSubmit';
import { sectionTitles } from './useIeltsAttempt';
import type { IeltsSectionProps } from './types';
import * as styles from './sections.css';

type Essays = { task1: string; task2: string };
const isEssays = (value: unknown): value is Essays =>
  typeof value === 'object' && value !== null && typeof (value as Essays).task1 === 'string' && typeof (value as Essays).task2 === 'string';

export const FINISH_QUESTION = 'Are you sure you want to finish the exam?';

/** What the finish confirmation says about the two essays. */
export function essaysSummary(essays: Essays, minWords: readonly [number, number]): string {
  const lines = (['task1', 'task2'] as const).map((task, index) => {
    const words = countWords(essays[task]);
    if (words === 0) return `Task ${index + 1} has no answer yet.`;
    return `Task ${index + 1}: ${words} word${words === 1 ? '' : 's'}${words < minWords[index]! ? ` (at least ${minWords[index]} advised)` : ''}.`;
  });
  return lines.join(' ');
}

/**
 * IELTS writing: Task 1 and Task 2 tabs, each prompt (task 1 with its picture) beside an essay box with a live word
 * count; 'Finish exam' submits both, then 'Successful!' and My Result after 3 s (seed 001 section 4).
 */
export function WritingSection({
  examId,
  book,
  endsAt,
  sectionEndsAt,
  ending,
  onComplete,
  onEnded,
  onLeave,
  onUnauthorized,
  settings,
  onSettingsChange,
}: IeltsSectionProps) {
  const tasks = book.writing.tasks;
  const [essays, setEssays] = useAutosave<Essays>(examKey('ielts', examId, 'WRITING', 'essays'), { task1: '', task2: '' }, {
    validate: isEssays,
  });
  const [tab, setTab] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const essaysRef = useRef(essays);
  essaysRef.current = essays;
  const { toast } = useToast();
  const deadline = useMemo(
    () => sectionDeadline(examKey('ielts', examId, 'WRITING', 'deadline'), book.writing.minutes * 60_000, endsAt, Date.now(), sectionEndsAt),
    [examId, book.writing.minutes, endsAt, sectionEndsAt],
  );

  const { submit, status, retryNow, locked } = useSectionSubmit({
    drafts: { exam: 'ielts', examId, section: 'WRITING' },
    ending,
    send: (signal) => {
      const current = essaysRef.current;
      const list = tasks.map((task) => ({ question: task.prompt, userAnswer: task.number === 1 ? current.task1 : current.task2 }));
      return examApi.submitWriting(examId, list, signal);
    },
    onFirstFailure: (error) => toast({ description: messageOr(error, ''), title: 'Error!', variant: 'error' }),
    onLanded: (_landed, reason) => {
      toast({ description: 'Successful!' });
      if (reason === 'violation') onEnded();
      else onComplete();
    },
    onUnauthorized,
    onRefused: (error, reason) => {
      // The seed shows the server's message, which may be empty.
      toast({ description: messageOr(error, ''), title: 'Error!', variant: 'error' });
      if (reason === 'violation') onEnded();
      return reason === 'violation';
    },
  });

  return (
    <ExamShell
      title={sectionTitles.WRITING}
      settings={settings}
      onSettingsChange={onSettingsChange}
      layout="fixed"
      timer={<Countdown deadline={deadline} format="minutes" label="Writing time left" hidden={settings.hideTimer} onExpire={() => void submit('timeout')} />}
      actions={
        <>
          <ExamButton tone="secondary" onClick={onLeave}>
            Leave exam
          </ExamButton>
          <ExamButton busy={locked} onClick={() => setConfirming(true)}>
            Finish exam
          </ExamButton>
        </>
      }
      banner={<SubmitBanner status={status} onRetryNow={retryNow} what="Your essays" />}
    >
      <PartTabs
        className={styles.tabs}
        label="Writing tasks"
        value={tab}
        onValueChange={setTab}
        parts={tasks.map((task) => ({
          value: String(task.number),
          label: `Task ${task.number}`,
          content: (
            <WritingTaskView
              className={styles.writingPanel}
              task={task}
              value={task.number === 1 ? essays.task1 : essays.task2}
              onValueChange={(text) => setEssays((prev) => (task.number === 1 ? { ...prev, task1: text } : { ...prev, task2: text }))}
            />
          ),
        }))}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={FINISH_QUESTION}
        description={essaysSummary(essays, [tasks[0]?.minWords ?? 150, tasks[1]?.minWords ?? 250])}
        onConfirm={() => {
          void submit('manual');
        }}
      />
    </ExamShell>
  );
}
