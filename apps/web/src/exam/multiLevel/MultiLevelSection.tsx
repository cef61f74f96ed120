import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { multiLevelSectionTypes, type CheckBody, type MultiLevelPart, type MultiLevelQuestion, type MultiLevelSection, type MultiLevelSectionType, type StartExamResponse } from '@bandwise/core';
import {
  AudioPlayer,
  ConfirmDialog,
  Countdown,
  MultiLevelPartView,
  PartTabs,
  Recorder,
  useToast,
} from '@bandwise/kit';
import { pickOpusMimeType } from '@bandwise/kit/audio';
import { useAutosave } from '@bandwise/kit/autosave';
import { firstNumbers, type MultiLevelAnswerRecord } from '@bandwise/kit/answers';
import { buttonClass } from '../../components/Button/Button';
import { ExamButton } from '../components/ExamButton/ExamButton';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { SubmitBanner } from '../components/SubmitBanner/SubmitBanner';
import { examApi } from '../lib/api';
import { useMedia } from '../lib/environment';
import type { ViolationReason } from '../lib/guards';
import { useListeningPosition } from '../lib/listeningPosition';
import type { ExamSettings } from '../lib/settings';
import { examKey, sectionDeadline } from '../lib/storage';
import { uploadWithRetry } from '../lib/uploadWithRetry';
import { useSkipToRecording } from '../lib/skipPreparation';
import { useSectionSubmit } from '../lib/useSectionSubmit';
import * as styles from './MultiLevelRunner.css';


type Answers = Record<string, MultiLevelAnswerRecord[]>;
type Upload = { audio_path: string; transcription: string | null };
type Uploads = Record<string, Upload>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The recording format of the multi-level upload: Ogg/Opus where this browser can write it, else WAV. (WebM/Opus is
 * not what the server takes, so it is never chosen.)
 */
export function multiLevelFormat(): 'ogg' | 'wav' {
  return pickOpusMimeType()?.startsWith('audio/ogg') ? 'ogg' : 'wav';
}

/** Parts as tabs: speaking's 1.1 and 1.2 share the 'Part 1' tab (seed 001 section 2); `value` is the tab's number. */
export function tabGroups(section: MultiLevelSection): Array<{ value: string; parts: MultiLevelPart[] }> {
  const groups: Array<{ value: string; parts: MultiLevelPart[] }> = [];
  section.parts.forEach((part, index) => {
    const key = section.type === 'speaking' ? (part.label.split('.')[0] ?? part.label) : String(index + 1);
    const group = groups.find((g) => g.value === key);
    if (group) group.parts.push(part);
    else groups.push({ value: key, parts: [part] });
  });
  return groups;
}

/** The check call's body: every part of the section, speaking with the uploaded recordings. */
export function checkBody(exam: StartExamResponse, section: MultiLevelSection, answers: Answers, uploads: Uploads): CheckBody {
  return {
    section_id: section.id,
    exam_id: exam.id,
    parts: section.parts.map((part) => ({
      id: part.id,
      part_type: section.type,
      answers:
        section.type === 'speaking'
          ? part.questions.flatMap((question) => {
              const upload = uploads[String(question.id)];
              if (!upload) return [];
              return [
                {
                  question_id: question.id,
                  answer_id: null,
                  question_type: 'speaking' as const,
                  answer_text: upload.transcription,
                  input_index: null,
                  file_path: upload.audio_path,
                  exam_id: exam.id,
                },
              ];
            })
          : (answers[String(part.id)] ?? []),
    })),
  };
}

export interface MultiLevelSectionProps {
  exam: StartExamResponse;
  section: MultiLevelSection;
  /** The server's deadline for this section, epoch ms, when it gave one: the countdown counts to it. */
  sectionEndsAt?: number;
  /** Set when the exam must end now: submit what is answered, then onEnded. */
  ending: ViolationReason | null;
  /** The section was checked: the next one, or null when the exam is over (My Result). */
  onChecked: (next: MultiLevelSectionType | null) => void;
  /** The ending submission is over; `next` is the section the exam now waits for, when it was checked. */
  onEnded: (next?: MultiLevelSectionType | null) => void;
  onLeave: () => void;
  onUnauthorized: (error: unknown) => boolean;
  settings: ExamSettings;
  onSettingsChange: (settings: ExamSettings) => void;
}

interface SpeakingRecorderProps {
  examId: number;
  question: MultiLevelQuestion;
  partLabel: string;
  upload: Upload | undefined;
  /** An earlier question of the tab is still to be answered: this one's preparation has not begun. */
  waiting: boolean;
  onUploaded: (upload: Upload) => void;
  /** The recording was made but could not be sent: the next question may open (this one keeps its retry). */
  onAttempted: () => void;
  onUnauthorized: (error: unknown) => boolean;
}

function SpeakingRecorder({ examId, question, partLabel, upload, waiting, onUploaded, onAttempted, onUnauthorized }: SpeakingRecorderProps) {
  const { t } = useTranslation();
  const [skipped, setSkipped] = useState(false);
  const [preparing, setPreparing] = useState(true);
  const format = useMemo(multiLevelFormat, []);
  const holder = useSkipToRecording(skipped);
  if (upload) {
    return (
      <p className={styles.done} role="status">
        {t('examMultiLevel.audioSent')}
      </p>
    );
  }
  if (waiting) {
    // Questions are answered one after another: preparation starts when the question above is done.
    return <p className={styles.waiting}>{t('examMultiLevel.answerAboveFirst')}</p>;
  }
  // Content gives each question's times; the seeds' defaults are part 1 30 s, parts 2 and 3 120 s.
  const answerSeconds = question.answer_seconds ?? (partLabel.startsWith('1') ? 30 : 120);
  const prepSeconds = question.prep_seconds ?? 0;
  return (
    <div ref={holder} className={styles.recorder}>
      <Recorder
        key={skipped ? 'now' : 'prepared'}
        label={t('examMultiLevel.answerTo', { question: question.question.slice(0, 60) })}
        format={format}
        maxDurationMs={answerSeconds * 1000}
        preparationMs={prepSeconds > 0 && !skipped ? prepSeconds * 1000 : undefined}
        onStateChange={(state) => {
          setPreparing(state === 'preparing');
          if (state === 'failure') onAttempted();
        }}
        onError={(error) => console.error('Speaking recorder', error.reason, error)}
        upload={async (blob) => {
          let answer: Awaited<ReturnType<typeof examApi.uploadMultiLevelSpeaking>> | 'already';
          try {
            answer = await uploadWithRetry(() => examApi.uploadMultiLevelSpeaking(examId, question.id, blob));
          } catch (error) {
            onUnauthorized(error);
            throw error;
          }
          if (answer !== 'already') onUploaded({ audio_path: answer.audio_path, transcription: answer.transcription });
        }}
      />
      {prepSeconds > 0 && !skipped && preparing && (
        <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' }, styles.skip)} onClick={() => setSkipped(true)}>
          {t('examMultiLevel.speakNow')}
        </button>
      )}
    </div>
  );
}

/**
 * One multi-level section: tabs over its parts (kit's MultiLevelPartView), answers autosaved per part, the section
 * countdown, section audio for listening, recorders for speaking, and the check call that retries until it lands.
 */
export function MultiLevelSectionScreen({
  exam,
  section,
  sectionEndsAt,
  ending,
  onChecked,
  onEnded,
  onLeave,
  onUnauthorized,
  settings,
  onSettingsChange,
}: MultiLevelSectionProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const type = section.type;
  const sectionName = t(`sectionNames.${type}`);
  const [answers, setAnswers] = useAutosave<Answers>(examKey('multiLevel', exam.id, type, 'answers'), {}, { validate: (v): v is Answers => isRecord(v) });
  const [uploads, setUploads] = useAutosave<Uploads>(examKey('multiLevel', exam.id, type, 'uploads'), {}, { validate: (v): v is Uploads => isRecord(v) });
  const groups = useMemo(() => tabGroups(section), [section]);
  const firsts = useMemo(() => firstNumbers(section), [section]);
  const [tab, setTab] = useState(groups[0]?.value ?? '1');
  const [asking, setAsking] = useState<'next' | 'exit' | null>(null);
  const [audioStopped, setAudioStopped] = useState(false);
  // The section's one recording plays once: a reload resumes it where it was, and once it has ended it is gone.
  const { restored: heard, save: saveHeard } = useListeningPosition('multiLevel', exam.id, type);
  const [recordingDone, setRecordingDone] = useState((heard?.part ?? 1) > 1);
  const [attempted, setAttempted] = useState<readonly number[]>([]);
  const media = useMedia();
  const latest = useRef({ answers, uploads });
  latest.current = { answers, uploads };
  const minutes = section.duration || exam.duration;
  const deadline = useMemo(
    () => sectionDeadline(examKey('multiLevel', exam.id, type, 'deadline'), minutes * 60_000, undefined, Date.now(), sectionEndsAt),
    [exam.id, type, minutes, sectionEndsAt],
  );
  const last = type === 'speaking';

  const { submit, status, retryNow, locked } = useSectionSubmit({
    drafts: { exam: 'multiLevel', examId: exam.id, section: type },
    ending,
    send: (signal) => {
      setAudioStopped(true);
      return examApi.check(checkBody(exam, section, latest.current.answers, latest.current.uploads), signal);
    },
    onLanded: async (landed, reason) => {
      // The clock's end is said, in the learner's language, as the next section opens (never 'Successful!').
      if (reason === 'timeout') toast({ description: t('exam.timeUpSubmitted', { section: t(`sectionNames.${type}`) }) });
      const next = landed.kind === 'ok' ? (landed.result.next_section?.type ?? null) : (multiLevelSectionTypes[multiLevelSectionTypes.indexOf(type) + 1] ?? null);
      if (last) {
        // Speaking is the last section: finish the exam, then My Result even when finishing fails (seed 001 section 4).
        try {
          await examApi.finishExam(exam.id);
        } catch (error) {
          console.error('finish-exam failed', error);
        }
      }
      if (reason === 'violation') onEnded(last ? null : next);
      else onChecked(last ? null : next);
    },
    onUnauthorized,
    onRefused: (error, reason) => {
      console.error(`The ${type} section could not be checked`, error);
      if (reason === 'violation') onEnded();
      return reason === 'violation';
    },
  });

  const setPartAnswers = (part: MultiLevelPart) => (list: MultiLevelAnswerRecord[]) =>
    setAnswers((prev) => ({ ...prev, [String(part.id)]: list }));

  /** The speaking question whose turn it is in a tab: the first one neither sent nor tried. */
  const turnIn = (parts: readonly MultiLevelPart[]) =>
    parts.flatMap((p) => p.questions).find((q) => !uploads[String(q.id)] && !attempted.includes(q.id))?.id ?? null;

  const renderPart = (part: MultiLevelPart, turn: number | null) => {
    const index = section.parts.indexOf(part);
    const order = section.parts.flatMap((p) => p.questions.map((q) => q.id));
    return (
      <MultiLevelPartView
        key={part.id}
        part={part}
        sectionType={type}
        answers={answers[String(part.id)] ?? []}
        onAnswersChange={setPartAnswers(part)}
        firstNumber={firsts[index] ?? 1}
        photoAlt={t('examMultiLevel.photoAlt', { label: part.label })}
        renderSpeaking={(question) => (
          <SpeakingRecorder
            examId={exam.id}
            question={question}
            partLabel={part.label}
            upload={uploads[String(question.id)]}
            waiting={turn !== null && order.indexOf(question.id) > order.indexOf(turn) && !attempted.includes(question.id)}
            onUploaded={(upload) => setUploads((prev) => ({ ...prev, [String(question.id)]: upload }))}
            onAttempted={() => setAttempted((list) => (list.includes(question.id) ? list : [...list, question.id]))}
            onUnauthorized={onUnauthorized}
          />
        )}
      />
    );
  };

  return (
    <ExamShell
      title={`${sectionName} · ${exam.name}`}
      settings={settings}
      onSettingsChange={onSettingsChange}
      timer={
        <Countdown
          deadline={deadline}
          format="minutes"
          label={t('examMultiLevel.timeLeft', { section: sectionName })}
          hidden={settings.hideTimer}
          onExpire={() => void submit('timeout')}
        />
      }
      actions={
        <>
          <ExamButton tone="secondary" onClick={() => setAsking('exit')} disabled={locked}>
            {t('examShell.leave')}
          </ExamButton>
          <ExamButton busy={locked} busyStyle="text" onClick={() => setAsking('next')}>
            {last ? t('examShell.finish') : t('examMultiLevel.next')}
          </ExamButton>
        </>
      }
      banner={<SubmitBanner status={status} onRetryNow={retryNow} what={t(`examMultiLevel.yourAnswers.${type}`)} />}
    >
      {type === 'listening' && section.audio_path && !recordingDone && (
        <AudioPlayer
          className={styles.audio}
          src={media(section.audio_path)}
          label={t('examMultiLevel.recording')}
          variant="exam"
          startAt={heard?.part === 1 ? heard.seconds : 0}
          autoPlay
          autoPlayDelayMs={1000}
          stopped={audioStopped}
          onError={(error) => {
            if (error.reason !== 'blocked') console.error('Listening audio could not play', error);
          }}
          onProgress={(seconds, moment) => saveHeard({ part: 1, seconds }, moment === 'leaving')}
          onEnded={() => {
            // Part 2 of one recording: all was played (listeningPosition.ts), so a reload does not play it again.
            saveHeard({ part: 2, seconds: 0 }, true);
            setRecordingDone(true);
          }}
        />
      )}
      <PartTabs
        className={styles.tabs}
        label={t('examMultiLevel.parts', { section: sectionName })}
        value={tab}
        onValueChange={setTab}
        // Speaking mounts only the open tab: a hidden tab's recorder must not prepare or record by itself.
        keepMounted={type !== 'speaking'}
        parts={groups.map((group) => {
          const turn = turnIn(group.parts);
          return {
            value: group.value,
            label: t('examShell.part', { n: group.value }),
            content: <div className={styles.partStack}>{group.parts.map((part) => renderPart(part, turn))}</div>,
          };
        })}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t(asking === 'exit' ? 'examMultiLevel.exitQuestion' : last ? 'examMultiLevel.finishQuestion' : 'examMultiLevel.nextQuestion')}
        onConfirm={() => {
          if (asking === 'exit') onLeave();
          else void submit('manual');
        }}
      />
    </ExamShell>
  );
}
