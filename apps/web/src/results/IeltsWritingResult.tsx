import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { countWords, RESULTS_PAGE_SIZE, type WritingResultResponse } from '@bandwise/core';
import { WritingResult, type WritingTaskResult } from '@bandwise/kit';
import { examApi } from '../exam/lib/api';
import { useMedia } from '../exam/lib/environment';
import { ResultFrame } from './ResultFrame';
import { EnglishCommentNote, GraderNotes, commentIn, commentLang } from './heard';
import { useResultQuery } from './useResultQuery';
import { api } from '../api/calls';
import { useTranslation } from 'react-i18next';
import * as styles from './results.css';

const empty: WritingResultResponse = { answers: [], writing: null };

/** Task 1's picture: the result call has none, so it comes from the exam's book (a failure just leaves it out). */
function useTaskImage(examId: string) {
  return useQuery({
    queryKey: ['ielts-result', 'writing-image', examId],
    queryFn: async ({ signal }) => {
      const { results } = await api.myResults(1, RESULTS_PAGE_SIZE, signal);
      const item = results.find((result) => String(result.examId) === examId);
      if (!item) return null;
      const book = await examApi.book(item.bookId, item.bookVersion, signal);
      return book.writing.tasks[0]?.image ?? null;
    },
    retry: false,
    staleTime: Infinity,
  }).data;
}

/**
 * One word count (issue 33): each graded task's words as the runner counted them (core's countWords) beside the words
 * the grade counted, and why any were left out, so the two numbers never disagree unexplained.
 */
function WordsCounted({ answers }: { answers: WritingResultResponse['answers'] }) {
  const { t } = useTranslation();
  const graded = answers.filter((answer) => typeof answer.countedWords === 'number');
  if (graded.length === 0) return null;
  return (
    <section className={styles.note} aria-label={t('resultsIelts.wordsTitle')}>
      {graded.map((answer) => {
        const written = countWords(answer.userAnswer);
        const counted = Math.min(answer.countedWords!, written);
        return (
          <p key={answer.taskNumber} className={styles.feedback}>
            {counted === written
              ? t('resultsIelts.wordsAll', { n: answer.taskNumber, written })
              : t('resultsIelts.wordsNotCounted', { n: answer.taskNumber, written, counted, left: written - counted })}
          </p>
        );
      })}
    </section>
  );
}

/** /writing/{id}: Task 1 and Task 2 tabs with band, four criteria, question, answer and comment; 'No result' when empty. */
export function WritingResultPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const media = useMedia();
  const image = useTaskImage(id);
  const { data, loading } = useResultQuery(['ielts-result', 'writing', id], (signal) => examApi.writingResult(id, signal), empty, {
    refetchWhile: (result) => result.answers.some((answer) => answer.status === 'PENDING'),
  });
  const answers = [...(data ?? empty).answers].sort((a, b) => a.taskNumber - b.taskNumber);
  const tasks: WritingTaskResult[] = answers.map((answer) => ({
    question: answer.question,
    userAnswer: answer.userAnswer,
    feedback: commentIn(answer, i18n.language),
    feedbackLang: commentLang(answer, i18n.language),
    taskBandScore: answer.taskBandScore,
    taskAchievementScore: answer.taskAchievementScore,
    coherenceScore: answer.coherenceScore,
    lexicalResourceScore: answer.lexicalResourceScore,
    grammarScore: answer.grammarScore,
    errors: answer.errors,
    ...(answer.taskNumber === 1 && image ? { image: { src: media(image.src), alt: image.alt } } : {}),
  }));
  const pending = answers.some((answer) => answer.status === 'PENDING');
  return (
    <ResultFrame
      title={t('results.writing')}
      loading={loading}
      late={data?.late}
      grading={pending ? t('resultsIelts.essaysPending') : undefined}
      queue={pending ? { kind: 'ielts', examId: id } : undefined}
    >
      {answers.map((answer) => (
        <GraderNotes key={answer.taskNumber} notes={answer.notes} className={styles.feedback} />
      ))}
      <EnglishCommentNote answers={answers} className={styles.feedback} />
      <WordsCounted answers={answers} />
      <WritingResult tasks={tasks} />
    </ResultFrame>
  );
}
