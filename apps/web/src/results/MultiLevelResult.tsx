import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MultiLevelSectionType, MyExamSectionResponse } from '@bandwise/core';
import { CriterionChart, MarkedAnswer, MarkedTranscript, ResultTable } from '@bandwise/kit';
import { EnglishCommentNote, GraderNotes, HeardDetails, commentIn, commentLang, heardWords, unreliable } from './heard';
import { examApi } from '../exam/lib/api';
import { useMedia } from '../exam/lib/environment';
import * as page from '../pages/page.css';
import { ResultFrame } from './ResultFrame';
import { useResultQuery } from './useResultQuery';
import * as styles from './results.css';

type Row = MyExamSectionResponse['user_answers'][number];

/** A row's score line: the 0-75 score, or that it is still being graded. */
function ScoreLine({ score }: { score: number | null }) {
  const { t } = useTranslation();
  return <p className={styles.score}>{t('resultsMultiLevel.score', { score: score === null ? t('resultsMultiLevel.beingGraded') : score })}</p>;
}

/** Writing and speaking: each answer's 0-75 score against the section's, once any answer is graded. */
function AnswerChart({ section, rows, sectionScore }: { section: 'writing' | 'speaking'; rows: readonly Row[]; sectionScore: number | null }) {
  const { t } = useTranslation();
  if (!rows.some((row) => row.score !== null)) return null;
  // Writing is marked per part, the other sections per question.
  const rowLabel = (n: number) => (section === 'writing' ? t('examShell.part', { n }) : t('resultsMultiLevel.question', { n }));
  return (
    <CriterionChart
      title={t('resultsMultiLevel.chart', { title: t(`results.${section}`) })}
      criteria={rows.map((row, index) => ({ label: rowLabel(index + 1), value: row.score }))}
      band={sectionScore}
      bandLabel={t('resultsMultiLevel.sectionBand')}
      scale="multiLevel"
      columns={[t(section === 'writing' ? 'resultsMultiLevel.partColumn' : 'resultsMultiLevel.questionColumn'), t('resultsMultiLevel.scoreColumn')]}
      className={styles.chart}
    />
  );
}

/**
 * Writing's and speaking's answers as cards, `empty` said when there are none: each card's heading, the answer, its
 * score and feedback, then anything the section adds (speaking's recording).
 */
function AnswerCards({ rows, empty, heading, answer, extra }: {
  rows: readonly Row[];
  empty: string;
  heading: (n: number) => string;
  answer: (row: Row) => ReactNode;
  extra?: (row: Row, n: number) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className={page.empty}>{empty}</p>;
  return (
    <>
      <EnglishCommentNote answers={rows} className={styles.feedback} />
      <ol className={styles.cards} aria-label={t('resultsMultiLevel.yourAnswers')}>
        {rows.map((row, index) => (
          <li key={`${row.question_id}-${index}`} className={page.card}>
            <h2 className={styles.cardTitle}>{heading(index + 1)}</h2>
            {answer(row)}
            <ScoreLine score={row.score} />
            {(row.comment || row.feedback) && (
              <p className={styles.feedback} lang={commentLang(row, i18n.language)}>
                {commentIn(row, i18n.language)}
              </p>
            )}
            {extra?.(row, index + 1)}
          </li>
        ))}
      </ol>
    </>
  );
}

function WritingCards({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  return (
    <AnswerCards
      rows={rows}
      empty={t('resultsMultiLevel.noWritingResults')}
      heading={(n) => t('examShell.part', { n })}
      answer={(row) =>
        row.answer_text ? (
          <>
            <GraderNotes notes={row.notes} className={styles.feedback} />
            <MarkedAnswer text={row.answer_text} errors={row.errors} className={styles.answer} />
          </>
        ) : (
          <p className={`${styles.answer} ${styles.muted}`}>{t('resultsMultiLevel.noAnswer')}</p>
        )
      }
    />
  );
}

/**
 * A recording's answer: the words heard with confidence, hard ones marked (or that the recording could not be
 * transcribed reliably), else the stored transcription.
 */
function SpokenAnswer({ row }: { row: Row }) {
  const { t } = useTranslation();
  const words = heardWords(row);
  if (unreliable(row)) return <p className={`${styles.answer} ${styles.muted}`}>{t('resultsSpoken.unreliable')}</p>;
  if (words) return <MarkedTranscript words={words} className={styles.answer} />;
  return (
    <p className={row.answer_text ? styles.answer : `${styles.answer} ${styles.muted}`}>
      {row.answer_text || t('resultsMultiLevel.noTranscription')}
    </p>
  );
}

function SpeakingCards({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const media = useMedia();
  return (
    <AnswerCards
      rows={rows}
      empty={t('resultsMultiLevel.noResults')}
      heading={(n) => t('resultsMultiLevel.question', { n })}
      answer={(row) => <SpokenAnswer row={row} />}
      extra={(row, n) => (
        <>
          {/* Pronunciation on the section's own 0-75 scale, as the answer's score. */}
          <HeardDetails answer={row} format={String} className={styles.feedback} />
          {row.file_path && (
            <audio className={styles.audio} controls preload="none" src={media(row.file_path)} aria-label={t('resultsMultiLevel.recording', { n })} />
          )}
        </>
      )}
    />
  );
}

/**
 * /cefr/{listening|reading|speaking|writing}/{ExamID}/{SectionID}: the learner's answers of one multi-level section
 * (GET /user/my-exam). Listening and reading as the answer table ('No result'), writing as answer and score ('No
 * results found'), speaking as transcription, score and recording ('No results found.').
 */
export function MultiLevelResultPage({ section }: { section: MultiLevelSectionType }) {
  const { t } = useTranslation();
  const { examId = '', sectionId = '' } = useParams();
  const { data, loading } = useResultQuery<MyExamSectionResponse | null>(
    ['multi-level-result', examId, sectionId],
    (signal) => examApi.myExamSection(examId, sectionId, signal),
    null,
  );
  const rows = data?.user_answers ?? [];
  const scored = data?.section.score ?? null;
  const title = t(`results.${section}`);
  return (
    <ResultFrame title={title} loading={loading} late={data?.section.late} queue={data?.section.status === 'pending' ? { kind: 'multi-level', examId } : undefined}>
      {scored !== null && rows.length > 0 && <p className={styles.sectionScore}>{t('resultsMultiLevel.sectionScore', { score: scored })}</p>}
      {(section === 'writing' || section === 'speaking') && <AnswerChart section={section} rows={rows} sectionScore={scored} />}
      {section === 'listening' || section === 'reading' ? (
        <ResultTable
          caption={t('resultsMultiLevel.table', { title })}
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
