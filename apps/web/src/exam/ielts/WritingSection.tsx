import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { countWords } from '@bandwise/core';
import { ConfirmDialog, PartTabs, WritingTaskView } from '@bandwise/kit';
import { useAutosave } from '@bandwise/kit/autosave';
import { messageOr } from '../../api/client';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { SubmitBanner } from '../components/SubmitBanner/SubmitBanner';
import { examApi } from '../lib/api';
import { examKey } from '../lib/storage';
import { useTimedSection } from './useTimedSection';
import type { IeltsSectionProps } from './types';
import * as styles from './sections.css';

type Essays = { task1: string; task2: string };
const isEssays = (value: unknown): value is Essays =>
  typeof value === 'object' && value !== null && typeof (value as Essays).task1 === 'string' && typeof (value as Essays).task2 === 'string';

/** What the finish confirmation says about the two essays. */
export function essaysSummary(essays: Essays, minWords: readonly [number, number], t: TFunction): string {
  const lines = (['task1', 'task2'] as const).map((task, index) => {
    const words = countWords(essays[task]);
    const n = index + 1;
    if (words === 0) return t('examIelts.taskEmpty', { n });
    const min = minWords[index]!;
    return words < min ? t('examIelts.taskWordsShort', { n, count: words, min }) : t('examIelts.taskWords', { n, count: words });
  });
  return lines.join(' ');
}

/**
 * IELTS writing: Task 1 and Task 2 tabs, each prompt (task 1 with its picture) beside an essay box with a live word
 * count; 'Finish exam' submits both, then 'Successful!' and My Result after 3 s (seed 001 section 4).
 */
export function WritingSection(props: IeltsSectionProps) {
  const { examId, book, settings, onSettingsChange } = props;
  const { t } = useTranslation();
  const tasks = book.writing.tasks;
  const [essays, setEssays] = useAutosave<Essays>(examKey('ielts', examId, 'writing', 'essays'), { task1: '', task2: '' }, {
    validate: isEssays,
  });
  const [tab, setTab] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const essaysRef = useRef(essays);
  essaysRef.current = essays;

  const { submit, status, retryNow, locked, timer, actions } = useTimedSection(props, {
    section: 'writing',
    minutes: book.writing.minutes,
    send: (signal) => {
      const current = essaysRef.current;
      const list = tasks.map((task) => ({ question: task.prompt, userAnswer: task.number === 1 ? current.task1 : current.task2 }));
      return examApi.submitWriting(examId, list, signal);
    },
    // The seed shows the server's message, which may be empty.
    failure: (error) => ({ description: messageOr(error, ''), title: t('common.error'), variant: 'error' }),
  });

  return (
    <ExamShell
      title={t('examIelts.title.writing')}
      settings={settings}
      onSettingsChange={onSettingsChange}
      layout="fixed"
      timer={timer}
      actions={actions(t('examShell.finish'), () => setConfirming(true), locked)}
      banner={<SubmitBanner status={status} onRetryNow={retryNow} what={t('examIelts.pendingAnswers.writing')} />}
    >
      <PartTabs
        className={styles.tabs}
        label={t('examIelts.writingTasks')}
        value={tab}
        onValueChange={setTab}
        parts={tasks.map((task) => ({
          value: String(task.number),
          label: t('examIelts.task', { n: task.number }),
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
        title={t('examIelts.finishQuestion')}
        description={essaysSummary(essays, [tasks[0]?.minWords ?? 150, tasks[1]?.minWords ?? 250], t)}
        onConfirm={() => {
          void submit('manual');
        }}
      />
    </ExamShell>
  );
}
