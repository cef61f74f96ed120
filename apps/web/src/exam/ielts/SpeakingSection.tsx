import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkipToRecording } from '../lib/skipPreparation';
import type { SpeakingPart, SpeakingQuestion } from '@bandwise/core';
import { PartTabs, Recorder, SpeakingPartView, useAutosave, type RecorderState } from '@bandwise/kit';
import { buttonClass } from '../../components/Button/Button';
import { ExamButton } from '../components/ExamButton/ExamButton';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { examApi } from '../lib/api';
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

interface QuestionRecorderProps {
  examId: number;
  part: SpeakingPart;
  question: SpeakingQuestion;
  index: number;
  sent: boolean;
  onSent: () => void;
  onUnauthorized: (error: unknown) => boolean;
}

/** One question's recorder: preparation (part 2), automatic recording up to the limit, upload, and its outcome. */
function QuestionRecorder({ examId, part, question, index, sent, onSent, onUnauthorized }: QuestionRecorderProps) {
  const { t } = useTranslation();
  const keys = speakingMessageKeys[part.number === 2 ? 'cueCard' : 'questions'];
  const messages = { success: t(keys.success), failure: t(keys.failure) };
  const [state, setState] = useState<RecorderState>();
  const [skipped, setSkipped] = useState(false);
  const holder = useSkipToRecording(skipped);
  if (sent) {
    // Sent before a reload: the record button stays gone, as after the upload itself.
    return (
      <p className={styles.done} role="status" data-question-id={question.id}>
        {messages.success}
      </p>
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
  const [part, setPart] = useAutosave<string>(examKey('ielts', examId, 'SPEAKING', 'part'), '1', { validate: isPart });
  const [sent, setSent] = useAutosave<string[]>(examKey('ielts', examId, 'SPEAKING', 'sent'), [], { validate: isStringList });
  const [notes, setNotes] = useAutosave<string>(examKey('ielts', examId, 'SPEAKING', 'notes'), '');
  const notesId = useId();

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
                sent={sent.includes(question.id)}
                onSent={() => setSent((list) => (list.includes(question.id) ? list : [...list, question.id]))}
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
      title={t('examIelts.title.SPEAKING')}
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
        label={t('examIelts.parts.SPEAKING')}
        value={part}
        onValueChange={setPart}
        parts={parts.map((p) => ({ value: String(p.number), label: t('examShell.part', { n: p.number }), content: renderPart(p) }))}
      />
    </ExamShell>
  );
}
