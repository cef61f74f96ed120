import { useParams } from 'react-router-dom';
import type { MultiLevelSectionType, MyExamSectionResponse } from '@bandwise/core';
import { CriterionChart, MarkedAnswer, ResultTable } from '@bandwise/kit';
import { examApi } from '../exam/lib/api';
import { useMedia } from '../exam/lib/environment';
import * as page from '../pages/page.css';
import { ResultFrame } from './ResultFrame';
import { useResultQuery } from './useResultQuery';
import * as styles from './results.css';

const titles: Record<MultiLevelSectionType, string> = {
  listening: 'Listening result',
  reading: 'Reading result',
  writing: 'Writing result',
  speaking: 'Speaking result',
};

type Row = MyExamSectionResponse['user_answers'][number];

const formatScore = (score: number | null) => (score === null ? 'Being graded' : String(score));

/** Writing and speaking: each answer's 0-75 score against the section's, once any answer is graded. */
function AnswerChart({ section, rows, sectionScore }: { section: 'writing' | 'speaking'; rows: readonly Row[]; sectionScore: number | null }) {
  if (!rows.some((row) => row.score !== null)) return null;
  const name = section === 'writing' ? 'Part' : 'Question';
  return (
    <CriterionChart
      title={`${titles[section]}: each answer against the section score`}
      criteria={rows.map((row, index) => ({ label: `${name} ${index + 1}`, value: row.score }))}
      band={sectionScore}
      bandLabel="Section"
      scale="multiLevel"
      columns={[name, 'Score']}
      className={styles.chart}
    />
  );
}

function WritingCards({ rows }: { rows: readonly Row[] }) {
  if (rows.length === 0) return <p className={page.empty}>No results found</p>;
  return (
    <ol className={styles.cards} aria-label="Your answers">
      {rows.map((row, index) => (
        <li key={`${row.question_id}-${index}`} className={page.card}>
          <h2 className={styles.cardTitle}>Part {index + 1}</h2>
          {row.answer_text ? (
            <MarkedAnswer text={row.answer_text} errors={row.errors} className={styles.answer} />
          ) : (
            <p className={`${styles.answer} ${styles.muted}`}>No Answer</p>
          )}
          <p className={styles.score}>Score: {formatScore(row.score)}</p>
          {row.feedback && <p className={styles.feedback}>{row.feedback}</p>}
        </li>
      ))}
    </ol>
  );
}

function SpeakingCards({ rows }: { rows: readonly Row[] }) {
  const media = useMedia();
  if (rows.length === 0) return <p className={page.empty}>No results found.</p>;
  return (
    <ol className={styles.cards} aria-label="Your answers">
      {rows.map((row, index) => (
        <li key={`${row.question_id}-${index}`} className={page.card}>
          <h2 className={styles.cardTitle}>Question {index + 1}</h2>
          <p className={row.answer_text ? styles.answer : `${styles.answer} ${styles.muted}`}>
            {row.answer_text || 'No transcription available'}
          </p>
          <p className={styles.score}>Score: {formatScore(row.score)}</p>
          {row.feedback && <p className={styles.feedback}>{row.feedback}</p>}
          {row.file_path && (
            <audio className={styles.audio} controls preload="none" src={media(row.file_path)} aria-label={`Your recording: question ${index + 1}`} />
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * /cefr/{listening|reading|speaking|writing}/{ExamID}/{SectionID}: the learner's answers of one multi-level section
 * (GET /user/my-exam). Listening and reading as the answer table ('No result'), writing as answer and score ('No
 * results found'), speaking as transcription, score and recording ('No results found.').
 */
export function MultiLevelResultPage({ section }: { section: MultiLevelSectionType }) {
  const { examId = '', sectionId = '' } = useParams();
  const { data, loading } = useResultQuery<MyExamSectionResponse | null>(
    ['cefr-result', examId, sectionId],
    (signal) => examApi.myExamSection(examId, sectionId, signal),
    null,
  );
  const rows = data?.user_answers ?? [];
  const scored = data?.section.score ?? null;
  return (
    <ResultFrame title={titles[section]} loading={loading}>
      {scored !== null && rows.length > 0 && <p className={styles.sectionScore}>Section score: {scored}</p>}
      {(section === 'writing' || section === 'speaking') && <AnswerChart section={section} rows={rows} sectionScore={scored} />}
      {section === 'listening' || section === 'reading' ? (
        <ResultTable
          caption={`${titles[section]}: your answers and the correct ones`}
          rows={rows.map((row, index) => ({
            number: index + 1,
            userAnswer: row.selected_answer?.answer ?? row.answer_text,
            isTrue: row.is_correct === 1,
            trueAnswer: row.correct_answer ?? '',
          }))}
          summary={rows.length > 0 ? { score: rows.filter((row) => row.is_correct === 1).length, total: rows.length } : undefined}
        />
      ) : section === 'writing' ? (
        <WritingCards rows={rows} />
      ) : (
        <SpeakingCards rows={rows} />
      )}
    </ResultFrame>
  );
}
