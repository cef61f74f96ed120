import { useTranslation } from 'react-i18next';
import type { HeardWord, GraderNote, TranscriptStatus } from '@bandwise/core';

/** What the grader heard in one recording, as the result calls return it (every field optional for older servers). */
export type HeardAnswer = {
  pronunciation?: number | null | undefined;
  words?: HeardWord[] | null | undefined;
  transcriptStatus?: TranscriptStatus | null | undefined;
  notes?: GraderNote[] | undefined;
};

/** The note's text in the reader's language ('uz-Latn' reads as 'uz'); English when the language is not one of the three. */
export function noteIn(note: GraderNote, language: string): string {
  const base = language.slice(0, 2);
  return base === 'uz' || base === 'ru' ? note[base] : note.en;
}

/**
 * An answer's comment in the reader's language: the grader's comment in the three languages when the answer has one,
 * else its feedback as stored (an LLM's, written in the learner's language; an examiner's; an older record's).
 */
export function commentIn(answer: CommentedAnswer, language: string): string {
  return answer.comment ? noteIn(answer.comment, language) : (answer.feedback ?? '');
}

/** An answer's comment fields, as the result calls return them (core's commentFields beside `feedback`). */
type CommentedAnswer = { feedback?: string | null | undefined; comment?: GraderNote | null | undefined; feedbackInEnglish?: boolean | undefined };

/**
 * 'en' when the comment shown is the built-in grader's English from before its comments came in three languages and
 * the reader's language is another: the text is marked as English (read out in English) and the page says why.
 */
export const commentLang = (answer: CommentedAnswer, language: string): 'en' | undefined =>
  !answer.comment && answer.feedbackInEnglish === true && !language.startsWith('en') ? 'en' : undefined;

/** The line that says why a comment is in English, when one of `answers` is (commentLang); nothing otherwise. */
export function EnglishCommentNote({ answers, className }: { answers: readonly CommentedAnswer[]; className?: string }) {
  const { t, i18n } = useTranslation();
  return answers.some((answer) => commentLang(answer, i18n.language)) ? <p className={className}>{t('results.commentInEnglish')}</p> : null;
}

/** The recording was graded but too little of it was heard with confidence to show or grade its words. */
export const unreliable = (answer: HeardAnswer): boolean => answer.transcriptStatus === 'unreliable';

/** The heard words to mark, or undefined when there are none to show (not graded yet, unreliable, nothing heard). */
export const heardWords = (answer: HeardAnswer): HeardWord[] | undefined => (!unreliable(answer) && answer.words?.length ? answer.words : undefined);

/**
 * A graded recording's pronunciation ('not assessed' when it could not be judged; `format` writes the score on the
 * page's scale) and the grader's notes in the reader's language. Nothing before the recording is graded.
 */
export function HeardDetails({ answer, format, className }: { answer: HeardAnswer; format: (score: number) => string; className?: string }) {
  const { t } = useTranslation();
  if (answer.transcriptStatus == null) return null;
  return (
    <>
      <p className={className}>
        {answer.pronunciation == null ? t('resultsSpoken.pronunciationNotAssessed') : t('resultsSpoken.pronunciation', { score: format(answer.pronunciation) })}
      </p>
      <GraderNotes notes={answer.notes} className={className} />
    </>
  );
}

/** A grader's notes on an answer (spoken or written), each in the reader's language. */
export function GraderNotes({ notes, className }: { notes: readonly GraderNote[] | undefined; className?: string }) {
  const { i18n } = useTranslation();
  return (notes ?? []).map((note) => (
    <p key={note.key} className={className}>
      {noteIn(note, i18n.language)}
    </p>
  ));
}
