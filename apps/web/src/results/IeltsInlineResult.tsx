import { useParams } from 'react-router-dom';
import type { IeltsInlineSectionType, InlineResultResponse } from '@bandwise/core';
import { useTranslation } from 'react-i18next';
import { ResultTable } from '@bandwise/kit';
import { examApi } from '../exam/lib/api';
import { ResultFrame } from './ResultFrame';
import { useResultQuery } from './useResultQuery';

const titleKeys = { listening: 'results.listening', reading: 'results.reading' } as const;
const empty: InlineResultResponse = { answers: [], raw: null, band: null };

/** /listening/{id} and /reading/{id}: the answers with the correct ones, 'No Answer' for blanks, 'No result' when empty. */
export function IeltsInlineResultPage({ section }: { section: IeltsInlineSectionType }) {
  const { t } = useTranslation();
  const title = t(titleKeys[section]);
  const { id = '' } = useParams();
  const { data, loading } = useResultQuery(['ielts-result', section, id], (signal) => examApi.inlineResult(section, id, signal), empty);
  const rows = (data ?? empty).answers.map((row, index) => ({ number: index + 1, ...row }));
  return (
    <ResultFrame title={title} loading={loading} late={data?.late}>
      <ResultTable
        rows={rows}
        caption={t('resultsIelts.caption', { title })}
        summary={
          data && data.raw !== null && rows.length > 0
            ? { score: data.raw, total: rows.length, ...(data.band !== null ? { band: data.band } : {}) }
            : undefined
        }
      />
    </ResultFrame>
  );
}

export function ListeningResultPage() {
  return <IeltsInlineResultPage section="listening" />;
}

export function ReadingResultPage() {
  return <IeltsInlineResultPage section="reading" />;
}
