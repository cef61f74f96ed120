import { useParams } from 'react-router-dom';
import { formatHalfBand, type SpeakingResultPart } from '@bandwise/core';
import { SpeakingResult, type SpeakingPartResult } from '@bandwise/kit';
import { examApi } from '../exam/lib/api';
import { useMedia } from '../exam/lib/environment';
import { ResultFrame } from './ResultFrame';
import { useResultQuery } from './useResultQuery';
import { useTranslation } from 'react-i18next';
import { EnglishCommentNote, HeardDetails, commentIn, commentLang, heardWords, unreliable } from './heard';
import * as styles from './results.css';

const PARTS = [1, 2, 3] as const;

/** All three parts; a part that fails to load is left out, and none at all shows 'No results found.'. */
async function loadParts(examId: string, signal: AbortSignal): Promise<SpeakingResultPart[]> {
  const settled = await Promise.allSettled(PARTS.map((part) => examApi.speakingResult(examId, part, signal)));
  const unauthorized = settled.find((s) => s.status === 'rejected' && (s.reason as { status?: number }).status === 401);
  if (unauthorized && unauthorized.status === 'rejected') throw unauthorized.reason;
  for (const s of settled) if (s.status === 'rejected') console.error('A speaking result part failed to load', s.reason);
  return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
}

/** /speaking/{id}: Part 1/2/3 tabs with band, six criteria, each question's transcription, comment and recording. */
export function SpeakingResultPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const media = useMedia();
  const { data, loading } = useResultQuery<SpeakingResultPart[]>(['ielts-result', 'speaking', id], (signal) => loadParts(id, signal), [], {
    refetchWhile: (parts) => parts.some((part) => part.status === 'PENDING' && part.transcription.length > 0),
  });
  const parts: SpeakingPartResult[] = (data ?? []).map((part) => ({
    ...part,
    transcription: part.transcription.map((item) => ({
      question: item.question,
      // Only the words heard with confidence, hard ones marked; or that too little was heard to show any.
      transcription: unreliable(item) ? t('resultsSpoken.unreliable') : (item.transcription ?? ''),
      words: heardWords(item),
      feedback: commentIn(item, i18n.language),
      feedbackLang: commentLang(item, i18n.language),
      details: <HeardDetails answer={item} format={formatHalfBand} />,
      voiceUrl: item.voiceUrl ? media(item.voiceUrl) : '',
    })),
  }));
  const pending = (data ?? []).some((part) => part.status === 'PENDING' && part.transcription.length > 0);
  return (
    <ResultFrame
      title={t('results.speaking')}
      loading={loading}
      grading={pending ? t('resultsIelts.recordingsPending') : undefined}
      queue={pending ? { kind: 'ielts', examId: id } : undefined}
    >
      <EnglishCommentNote answers={(data ?? []).flatMap((part) => part.transcription)} className={styles.feedback} />
      <SpeakingResult parts={parts} />
    </ResultFrame>
  );
}
