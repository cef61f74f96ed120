import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { RESULTS_PAGE_SIZE, type WritingResultResponse } from '@bandwise/core';
import { WritingResult, type WritingTaskResult } from '@bandwise/kit';
import { examApi } from '../exam/lib/api';
import { useMedia } from '../exam/lib/environment';
import { ResultFrame } from './ResultFrame';
import { useResultQuery } from './useResultQuery';
import { api } from '../api/calls';
import { useTranslation } from 'react-i18next';

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

/** /writing/{id}: Task 1 and Task 2 tabs with band, four criteria, question, answer and comment; 'No result' when empty. */
export function WritingResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const media = useMedia();
  const image = useTaskImage(id);
  const { data, loading } = useResultQuery(['ielts-result', 'WRITING', id], (signal) => examApi.writingResult(id, signal), empty, {
    refetchWhile: (result) => result.answers.some((answer) => answer.status === 'PENDING'),
  });
  const answers = [...(data ?? empty).answers].sort((a, b) => a.taskNumber - b.taskNumber);
  const tasks: WritingTaskResult[] = answers.map((answer) => ({
    question: answer.question,
    userAnswer: answer.userAnswer,
    feedback: answer.feedback ?? '',
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
    <ResultFrame title={t('results.writing')} loading={loading} late={data?.late} grading={pending ? t('resultsIelts.essaysPending') : undefined}>
      <WritingResult tasks={tasks} />
    </ResultFrame>
  );
}
