import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { examEndedOf } from '../../exam/lib/examEnded';
import * as toggle from '../../components/Leaderboard/Leaderboard.css';
import * as page from '../page.css';
import { MultiLevelResults } from './MultiLevelResults';
import { IeltsResults } from './IeltsResults';
import * as styles from './MyResult.css';
import { useTranslation } from 'react-i18next';

export const resultModes = ['IELTS', 'CEFR'] as const;
export type ResultMode = (typeof resultModes)[number];

/** /myResult: the learner's IELTS attempts and CEFR exams (seed 001, results screen 1). */
export function MyResultPage({ defaultMode = 'IELTS' }: { defaultMode?: ResultMode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ResultMode>(defaultMode);
  const ended = examEndedOf(useLocation().state);
  return (
    <div className={page.container}>
      <div className={styles.head}>
        <h1 className={page.title}>{t('myResult.title')}</h1>
        <div className={toggle.toggle} role="group" aria-label={t('myResult.resultsOf')}>
          {resultModes.map((option) => (
            <button key={option} type="button" className={toggle.toggleButton} aria-pressed={mode === option} onClick={() => setMode(option)}>
              {option}
            </button>
          ))}
        </div>
      </div>
      {ended && (
        <p className={styles.endedNotice} role="alert">
          {t(ended.reason === 'hidden' ? 'myResult.endedHidden' : 'myResult.endedFullscreen', { section: ended.section })}
        </p>
      )}
      {mode === 'IELTS' ? <IeltsResults /> : <MultiLevelResults />}
    </div>
  );
}
