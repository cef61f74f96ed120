import { useTranslation } from 'react-i18next';
import type { ReviewDetail } from '@bandwise/core';
import { noteIn } from '../../results/heard';
import { formatBand, useStaffFormat } from '../format';
import * as styles from '../staff.css';
import { TitledCard } from './TitledCard';

/** The built-in grader's view of the answer, beside it: per criterion, the band, the 0-75 score, its comment. */
export function SuggestionPanel({ review }: { review: ReviewDetail }) {
  const { t, i18n } = useTranslation();
  const format = useStaffFormat();
  const { suggestion, suggestionError, criteria } = review;
  return (
    <TitledCard titleId="suggestion-title" title={t('staff.suggestion.title')}>
      {!suggestion ? (
        <p className={styles.muted}>{suggestionError ?? t('staff.suggestion.none')}</p>
      ) : (
        <div className={styles.stack}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('staff.suggestion.caption')}</caption>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('staff.suggestion.criterion')}
                </th>
                <th className={styles.th} scope="col">
                  {t('staff.suggestion.suggested')}
                </th>
              </tr>
            </thead>
            <tbody>
              {criteria.map((criterion) => (
                <tr key={criterion.key}>
                  <th className={styles.td} scope="row">
                    {format.criterion(criterion.key, criterion.label)}
                  </th>
                  <td className={styles.num}>{formatBand(suggestion.criteria[criterion.key])}</td>
                </tr>
              ))}
              <tr>
                <th className={styles.td} scope="row">
                  {t('staff.suggestion.band')}
                </th>
                <td className={styles.num}>{formatBand(suggestion.band)}</td>
              </tr>
              {suggestion.score !== null && (
                <tr>
                  <th className={styles.td} scope="row">
                    {t('staff.suggestion.score')}
                  </th>
                  <td className={styles.num}>{suggestion.score}/75</td>
                </tr>
              )}
            </tbody>
          </table>
          {suggestion.note && <p className={styles.notice}>{suggestion.noteInLanguages ? noteIn(suggestion.noteInLanguages, i18n.language) : suggestion.note}</p>}
          <details>
            <summary>{t('staff.suggestion.comment')}</summary>
            {/* In the examiner's language when the grader wrote it in three (a suggestion stored earlier has English only). */}
            <p className={styles.prose}>{suggestion.commentNote ? noteIn(suggestion.commentNote, i18n.language) : suggestion.comment}</p>
          </details>
        </div>
      )}
    </TitledCard>
  );
}
