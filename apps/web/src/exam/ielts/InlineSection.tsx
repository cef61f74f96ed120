import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { emptySheet, isAnswerSheet, isSheetNumber, type IeltsInlineSectionType, type QuestionGroup } from '@bandwise/core';
import {
  AudioPlayer,
  ConfirmDialog,
  PartTabs,
  PartView,
  QuestionGroupView,
  QuestionNavigator,
  SplitPane,
} from '@bandwise/kit';
import { useAutosave } from '@bandwise/kit/autosave';
import { numbersHeading, partNumbers } from '@bandwise/kit/answers';
import { ApiError, messageOr } from '../../api/client';
import { ExamShell } from '../components/ExamShell/ExamShell';
import { HighlightPassage } from '../components/HighlightPassage/HighlightPassage';
import { isHighlightList, type Highlight } from '../components/HighlightPassage/highlights';
import { SubmitBanner } from '../components/SubmitBanner/SubmitBanner';
import { examApi } from '../lib/api';
import { useMedia } from '../lib/environment';
import { useListeningPosition } from '../lib/listeningPosition';
import { examKey } from '../lib/storage';
import { useTimedSection } from './useTimedSection';
import type { IeltsSectionProps } from './types';
import * as styles from './sections.css';

const phoneViews = ['passage', 'questions'] as const;
type PhoneView = (typeof phoneViews)[number];

const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => typeof n === 'number');

/**
 * The seed's fallback texts when a submit fails without a server message: listening's is the seed's Uzbek 'Xato!'
 * (kept Uzbek in every language, as the seeds' Uzbek texts are), reading's the site's 'Error!'.
 */
const fallbackKey = { listening: 'toast.xato', reading: 'common.error' } as const;

/** 'You have not answered 3 questions: 5, 12 and 40.' for the submit confirmation. */
export function unansweredText(sheet: readonly string[], t: TFunction): string {
  const missing = sheet.flatMap((slot, index) => (slot.trim() === '' ? [index + 1] : []));
  if (missing.length === 0) return t('examIelts.answeredAll', { count: sheet.length });
  if (missing.length === 1) return t('examIelts.unansweredOne', { list: missing[0] });
  const list = t('examIelts.listAnd', { first: missing.slice(0, -1).join(', '), last: missing.at(-1) });
  return t('examIelts.unansweredMany', { count: missing.length, list });
}

function findFocusable(root: Element): HTMLElement | null {
  return root.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]');
}

export interface InlineSectionProps extends IeltsSectionProps {
  kind: IeltsInlineSectionType;
}

/**
 * IELTS listening or reading: part tabs over the content renderers, the 40-slot sheet autosaved on every change,
 * the question navigator with flags, a timer that submits at 0, and a submit that retries until it lands.
 */
export function InlineSection({ kind, ...props }: InlineSectionProps) {
  const { examId, book, settings, onSettingsChange } = props;
  const { t } = useTranslation();
  const listening = kind === 'listening';
  const parts = listening ? book.listening.parts : book.reading.parts;
  const minutes = listening ? book.listening.minutes : book.reading.minutes;
  const [sheet, setSheet] = useAutosave<string[]>(examKey('ielts', examId, kind, 'sheet'), emptySheet, { validate: isAnswerSheet });
  const [flags, setFlags] = useAutosave<number[]>(examKey('ielts', examId, kind, 'flags'), [], { validate: isNumberList });
  const [highlights, setHighlights] = useAutosave<Highlight[]>(examKey('ielts', examId, kind, 'highlights'), [], {
    validate: isHighlightList,
  });
  const firstPart = parts[0]?.number ?? 1;
  // Listening plays each recording once, straight on from part to part; a reload resumes where it was.
  const { restored, save: savePosition } = useListeningPosition('ielts', examId, 'listening');
  const resumeFrom = listening ? restored : null;
  const [playingPart, setPlayingPart] = useState(resumeFrom?.part ?? firstPart);
  const [part, setPart] = useState(String(resumeFrom && parts.some((p) => p.number === resumeFrom.part) ? resumeFrom.part : firstPart));
  const [current, setCurrent] = useState(1);
  const [jump, setJump] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Phones show the passage or the questions, one at a time, each with the whole screen (sections.css.ts).
  const [phoneView, setPhoneView] = useState<PhoneView>('passage');
  const [audioStopped, setAudioStopped] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef(sheet);
  sheetRef.current = sheet;
  const media = useMedia();

  const { submit, status, retryNow, busy, timer, actions } = useTimedSection(props, {
    section: kind,
    minutes,
    send: (signal) => {
      setAudioStopped(true);
      return examApi.submitInline(examId, kind, [...sheetRef.current], signal);
    },
    failure: (error) => ({ description: messageOr(error, t(fallbackKey[kind])), variant: 'error' }),
    refusalEnds: (error) => error instanceof ApiError && error.status === 409,
  });

  const partOf = useCallback(
    (number: number) => parts.find((p) => partNumbers(p.groups).includes(number)) ?? parts[0],
    [parts],
  );

  const jumpTo = useCallback(
    (number: number) => {
      setCurrent(number);
      setPhoneView('questions');
      const target = partOf(number);
      if (target) setPart(String(target.number));
      setJump(number);
    },
    [partOf],
  );

  useEffect(() => {
    if (jump === null) return;
    setJump(null);
    const root = contentRef.current;
    if (!root) return;
    // A choose-two group answers several numbers in one place: fall back to the nearest number before.
    let slot: Element | null = null;
    for (let n = jump; n >= 1 && !slot; n -= 1) slot = root.querySelector(`[data-question="${n}"]`);
    if (!slot) return;
    slot.scrollIntoView({ block: 'center' });
    findFocusable(slot)?.focus({ preventScroll: true });
  }, [jump]);

  // The question being answered becomes the navigator's current one, so 'Flag question N' flags what is on screen.
  const onFocusCapture = (event: FocusEvent<HTMLDivElement>) => {
    const slot = (event.target as Element).closest('[data-question]');
    const number = Number(slot?.getAttribute('data-question'));
    if (isSheetNumber(number)) setCurrent(number);
  };

  const currentPart = parts.find((p) => String(p.number) === part) ?? parts[0];
  // The recording that plays is not the tab on screen: the learner may read ahead while part 1 plays.
  const recording = listening ? parts.find((p) => p.number === playingPart) : undefined;

  const renderGroups = (groups: readonly QuestionGroup[]) =>
    groups.map((group) => (
      <QuestionGroupView key={group.id} group={group} sheet={sheet} onSheetChange={setSheet} flagged={flags} headingLevel={3} />
    ));

  const tabs = parts.map((p) => ({
    value: String(p.number),
    label: t('examShell.part', { n: p.number }),
    content:
      'passage' in p ? (
        <div className={styles.split} data-phone-view={phoneView}>
          <div className={styles.phoneToggle} role="group" aria-label={t('examIelts.phoneView')}>
            {phoneViews.map((view) => (
              <button key={view} type="button" className={styles.phoneToggleButton} aria-pressed={phoneView === view} onClick={() => setPhoneView(view)}>
                {t(`examIelts.phoneViews.${view}`)}
              </button>
            ))}
          </div>
          <SplitPane
            firstLabel={t('examIelts.passage', { n: p.number })}
            secondLabel={t('examIelts.passageQuestions', { n: p.number })}
            first={<HighlightPassage part={p.number} passage={p.passage} highlights={highlights} onHighlightsChange={setHighlights} />}
            second={
              <div className={styles.questions}>
                <h2 className={styles.questionsHeading}>{numbersHeading(partNumbers(p.groups))}</h2>
                {renderGroups(p.groups)}
              </div>
            }
          />
        </div>
      ) : (
        <PartView part={p} sheet={sheet} onSheetChange={setSheet} flagged={flags} />
      ),
  }));

  return (
    <ExamShell
      title={t(`examIelts.title.${kind}`)}
      settings={settings}
      onSettingsChange={onSettingsChange}
      layout={listening ? 'scroll' : 'fixed'}
      timer={timer}
      actions={actions(t('examIelts.next'), () => setConfirming(true), busy)}
      banner={<SubmitBanner status={status} onRetryNow={retryNow} what={t(`examIelts.pendingAnswers.${kind}`)} />}
      footer={
        <QuestionNavigator
          label={t(`examIelts.questions.${kind}`)}
          questions={sheet.map((slot, index) => ({ number: index + 1, answered: slot.trim() !== '' }))}
          current={current}
          onNavigate={jumpTo}
          flagged={flags}
          onFlagChange={(number, flagged) =>
            setFlags((list) => (flagged ? [...list.filter((n) => n !== number), number] : list.filter((n) => n !== number)))
          }
        />
      }
    >
      {recording && 'audio' in recording && (
        <AudioPlayer
          key={recording.number}
          className={styles.audio}
          src={media(recording.audio)}
          label={t('examIelts.partRecording', { n: recording.number })}
          variant="exam"
          startAt={resumeFrom?.part === recording.number ? resumeFrom.seconds : 0}
          autoPlay
          autoPlayDelayMs={1000}
          stopped={audioStopped}
          onError={(error) => console.error('Listening audio could not play', error)}
          onProgress={(seconds, moment) => savePosition({ part: recording.number, seconds }, moment === 'leaving')}
          onEnded={() => {
            // As in the test, the recording goes straight on to the next part; after the last, nothing plays again.
            const next = recording.number + 1;
            savePosition({ part: next, seconds: 0 }, true);
            setPlayingPart(next);
            if (parts.some((p) => p.number === next)) setPart(String(next));
          }}
        />
      )}
      <div ref={contentRef} className={styles.content} onFocusCapture={onFocusCapture}>
        <PartTabs
          className={styles.tabs}
          parts={tabs}
          value={part}
          onValueChange={setPart}
          label={t(`examIelts.parts.${kind}`)}
          // Reading keeps every passage mounted (its scroll position and selection); listening draws only the open
          // part, so the first question is on screen sooner after Start.
          keepMounted={!listening}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('examIelts.submitQuestion')}
        description={unansweredText(sheet, t)}
        onConfirm={() => {
          void submit('manual');
        }}
      />
    </ExamShell>
  );
}
