import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSkipToRecording } from '../lib/skipPreparation';
import type { SpeakingPart, SpeakingQuestion } from '@bandwise/core';
import { PartTabs, Recorder, SpeakingPartView, type RecorderState } from '@bandwise/kit';
import { useAutosave } from '@bandwise/kit/autosave';
import { buttonClass } from '../../components/Button/Button';
import { ExamButton } from '../components/ExamButton/ExamButton';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { examApi } from '../lib/api';
import { useMedia } from '../lib/environment';
import { examKey } from '../lib/storage';
import { uploadWithRetry } from '../lib/uploadWithRetry';
import type { IeltsSectionProps } from './types';
import * as styles from './sections.css';

/** The seed's upload texts: part 2 words them its own way (seed 001 section 8). */
const speakingMessageKeys = {
  cueCard: { success: 'examIelts.audioSent', failure: 'examIelts.audioSendFailed' },
  questions: { success: 'examIelts.audioSubmitted', failure: 'examIelts.audioSubmitFailed' },
} as const;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isPart = (value: unknown): value is string => value === '1' || value === '2' || value === '3';

/** A recording's key: its part and the question's text, as the upload names it. */
const recordingKey = (partNumber: number, question: string) => `${partNumber}:${question}`;

const recordingsKey = (examId: number) => ['ielts-speaking-recordings', examId] as const;

/**
 * The recordings the server holds for this attempt (key -> its address): the truth after a reload or on another
 * device, where this device's list of sent answers may be missing one. A part that fails to load counts as none.
 */
function useServerRecordings(examId: number, parts: readonly SpeakingPart[]) {
  return useQuery({
    queryKey: recordingsKey(examId),
    queryFn: async ({ signal }) => {
      const loaded = await Promise.all(parts.map((part) => examApi.speakingResult(String(examId), part.number, signal).catch(() => null)));
      const recordings = new Map<string, string>();
      for (const part of loaded) {
        for (const item of part?.transcription ?? []) recordings.set(recordingKey(part!.part_number, item.question), item.voiceUrl ?? '');
      }
      return recordings;
    },
    staleTime: Infinity,
  });
}

interface QuestionRecorderProps {
  examId: number;
  part: SpeakingPart;
  question: SpeakingQuestion;
  index: number;
  sent: boolean;
  /** The answer's recording as the server keeps it, once known: played back in place of the recorder. */
  recording: string | undefined;
  onSent: () => void;
  onUnauthorized: (error: unknown) => boolean;
}

/** One question's recorder: preparation (part 2), automatic recording up to the limit, upload, and its outcome. */
function QuestionRecorder({ examId, part, question, index, sent, recording, onSent, onUnauthorized }: QuestionRecorderProps) {
  const { t } = useTranslation();
  const media = useMedia();
  const keys = speakingMessageKeys[part.number === 2 ? 'cueCard' : 'questions'];
  const messages = { success: t(keys.success), failure: t(keys.failure) };
  const [state, setState] = useState<RecorderState>();
  const [skipped, setSkipped] = useState(false);
  const holder = useSkipToRecording(skipped);
  if (sent) {
    // Sent (before a reload, or from another device): answered, with its recording to play; nothing to record again.
    return (
      <div data-question-id={question.id}>
        <p className={styles.done} role="status">
          {messages.success}
        </p>
        {recording && (
          <audio controls preload="none" src={media(recording)} aria-label={t('examIelts.yourRecording', { n: index + 1 })} />
        )}
      </div>
    );
  }
  const preparationMs = part.prepSeconds > 0 && !skipped ? part.prepSeconds * 1000 : undefined;
  return (
    <div ref={holder} className={styles.recorder} data-question-id={question.id}>
      <Recorder
        key={skipped ? 'now' : 'prepared'}
        label={part.cueCard ? t('examIelts.yourTalk') : t('examIelts.answerTo', { n: index + 1 })}
        format="wav"
        maxDurationMs={part.answerSeconds * 1000}
        preparationMs={preparationMs}
        messages={messages}
        onStateChange={setState}
        onError={(error) => console.error('Speaking recorder', error.reason, error)}
        upload={async (blob) => {
          try {
            await uploadWithRetry(() => examApi.uploadSpeaking(examId, question.text, part.number, blob));
          } catch (error) {
            onUnauthorized(error);
            throw error;
          }
          onSent();
        }}
      />
      {part.prepSeconds > 0 && !skipped && (state === undefined || state === 'preparing') && (
        <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' }, styles.skip)} onClick={() => setSkipped(true)}>
          {t('examIelts.speakNow')}
        </button>
      )}
    </div>
  );
}

/**
 * IELTS speaking: one-way part tabs (part 1 open and its tab disabled, parts open in order, a part once left is
 * locked), a recorder per question uploading WAV, part 2's cue card with notes and preparation, and 'Next exam' on to
 * writing with no call (seed 001 section 2).
 */
export function SpeakingSection({ examId, book, ending, onComplete, onEnded, onLeave, onUnauthorized, settings, onSettingsChange }: IeltsSectionProps) {
  const { t } = useTranslation();
  const parts = book.speaking.parts;
  const [part, setPart] = useAutosave<string>(examKey('ielts', examId, 'speaking', 'part'), '1', { validate: isPart });
  const [sent, setSent] = useAutosave<string[]>(examKey('ielts', examId, 'speaking', 'sent'), [], { validate: isStringList });
  const [notes, setNotes] = useAutosave<string>(examKey('ielts', examId, 'speaking', 'notes'), '');
  const notesId = useId();
  const queryClient = useQueryClient();
  const recordings = useServerRecordings(examId, parts).data;

  useEffect(() => {
    // Every recording is sent as it is made: ending speaking has nothing left to submit.
    if (ending) onEnded();
  }, [ending]);

  const renderPart = (p: SpeakingPart) => {
    const next = parts.find((candidate) => candidate.number === p.number + 1);
    return (
      <div className={styles.speakingPart}>
        <SpeakingPartView
          part={p}
          renderQuestion={(question, index) => (
            <>
              {p.cueCard && (
                <div className={styles.notes}>
                  <label htmlFor={notesId} className={styles.notesLabel}>
                    {t('examIelts.notes')}
                  </label>
                  <textarea
                    id={notesId}
                    className={styles.notesInput}
                    value={notes}
                    onChange={(event) => setNotes(event.target.value)}
                    placeholder={t('examIelts.notesPlaceholder')}
                  />
                </div>
              )}
              <QuestionRecorder
                examId={examId}
                part={p}
                question={question}
                index={index}
                sent={sent.includes(question.id) || recordings?.has(recordingKey(p.number, question.text)) === true}
                recording={recordings?.get(recordingKey(p.number, question.text))}
                onSent={() => {
                  setSent((list) => (list.includes(question.id) ? list : [...list, question.id]));
                  // The server's copy becomes playable here too.
                  void queryClient.invalidateQueries({ queryKey: recordingsKey(examId) });
                }}
                onUnauthorized={onUnauthorized}
              />
            </>
          )}
        />
        {next && (
          <button type="button" className={buttonClass({ tone: 'secondary' }, styles.nextPart)} onClick={() => setPart(String(next.number))}>
            {t('examIelts.goToPart', { n: next.number })}
          </button>
        )}
      </div>
    );
  };

  return (
    <ExamShell
      title={t('examIelts.title.speaking')}
      settings={settings}
      onSettingsChange={onSettingsChange}
      actions={
        <>
          <ExamButton tone="secondary" onClick={onLeave}>
            {t('examShell.leave')}
          </ExamButton>
          <ExamButton onClick={onComplete}>{t('examIelts.next')}</ExamButton>
        </>
      }
    >
      <PartTabs
        mode="one-way"
        label={t('examIelts.parts.speaking')}
        value={part}
        onValueChange={setPart}
        parts={parts.map((p) => ({ value: String(p.number), label: t('examShell.part', { n: p.number }), content: renderPart(p) }))}
      />
    </ExamShell>
  );
}
