import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown, useToast, type ToastOptions } from '@bandwise/kit';
import type { IeltsSectionType } from '@bandwise/core';
import { ExamButton } from '../components/ExamButton/ExamButton';
import { examKey, sectionDeadline } from '../lib/storage';
import { useSectionSubmit } from '../lib/useSectionSubmit';
import type { IeltsSectionProps } from './types';

type TimedSection = Exclude<IeltsSectionType, 'speaking'>;

export interface TimedSectionOptions<T> {
  section: TimedSection;
  minutes: number;
  /** Sends the section's answers as they are when it is called. */
  send: (signal: AbortSignal) => Promise<T>;
  /** The error toast of a failed try (the seeds word it per section). */
  failure: (error: unknown) => ToastOptions;
  /** Besides a violation, whether a refusal ends the section (listening and reading: the server's 409). */
  refusalEnds?: (error: unknown) => boolean;
}

/**
 * What listening, reading and writing share: the section clock (the server's deadline when it gave one), the submit
 * with the seeds' toasts ('Successful!', then the next section or, after a violation, out), and the header's timer and
 * buttons (Leave exam beside Next exam or Finish exam).
 */
export function useTimedSection<T>(props: IeltsSectionProps, { section, minutes, send, failure, refusalEnds }: TimedSectionOptions<T>) {
  const { examId, endsAt, sectionEndsAt, ending, onComplete, onEnded, onLeave, onUnauthorized, settings } = props;
  const { t } = useTranslation();
  const { toast } = useToast();
  const deadline = useMemo(
    () => sectionDeadline(examKey('ielts', examId, section, 'deadline'), minutes * 60_000, endsAt, Date.now(), sectionEndsAt),
    [examId, section, minutes, endsAt, sectionEndsAt],
  );
  const sectionSubmit = useSectionSubmit({
    drafts: { exam: 'ielts', examId, section },
    ending,
    send,
    onFirstFailure: (error) => toast(failure(error)),
    onLanded: (_landed, reason) => {
      // 'Successful!' only for the learner's own submit: an automatic end says what ended the section.
      const name = t(`sectionNames.${section}`);
      const said =
        reason === 'manual'
          ? t('examIelts.successful')
          : reason === 'timeout'
            ? t('exam.timeUpSubmitted', { section: name })
            : t(ending === 'hidden' ? 'exam.endedHiddenSubmitted' : 'exam.endedFullscreenSubmitted', { section: name });
      toast({ description: said });
      if (reason === 'violation') onEnded();
      else onComplete();
    },
    onUnauthorized,
    onRefused: (error, reason) => {
      toast(failure(error));
      // A refusal the server will repeat (window closed, out of order) leaves nothing to do here.
      const over = reason === 'violation' || (refusalEnds?.(error) ?? false);
      if (over) onEnded();
      return over;
    },
  });
  const { submit } = sectionSubmit;

  const timer = (
    <Countdown
      deadline={deadline}
      format="minutes"
      label={t(`examIelts.timeLeft.${section}`)}
      hidden={settings.hideTimer}
      onExpire={() => void submit('timeout')}
    />
  );
  /** Leave exam, and the button that asks to submit (`onAsk` opens the confirmation). */
  const actions = (submitLabel: string, onAsk: () => void, busy: boolean) => (
    <>
      <ExamButton tone="secondary" onClick={onLeave}>
        {t('examShell.leave')}
      </ExamButton>
      <ExamButton busy={busy} onClick={onAsk}>
        {submitLabel}
      </ExamButton>
    </>
  );
  return { ...sectionSubmit, timer, actions };
}
