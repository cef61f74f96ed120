import type { ReviewDetail } from '@bandwise/core';
import { formatBand } from '../format';
import * as page from '../../pages/page.css';
import * as styles from '../staff.css';

/** The built-in grader's view of the answer, beside it: per criterion, the band, the 0-75 score, its comment. */
export function SuggestionPanel({ review }: { review: ReviewDetail }) {
  const { suggestion, suggestionError, criteria } = review;
  return (
    <section className={page.card} aria-labelledby="suggestion-title">
      <h2 id="suggestion-title" className={styles.sectionTitle}>
        Built-in grader's suggestion
      </h2>
      {!suggestion ? (
        <p className={styles.muted}>{suggestionError ?? 'No suggestion for this answer.'}</p>
      ) : (
        <div className={styles.stack}>
          <table className={styles.table}>
            <caption className={styles.caption}>Suggested marks</caption>
            <thead>
              <tr>
                <th className={styles.th} scope="col">Criterion</th>
                <th className={styles.th} scope="col">Suggested</th>
              </tr>
            </thead>
            <tbody>
              {criteria.map((criterion) => (
                <tr key={criterion.key}>
                  <th className={styles.td} scope="row">
                    {criterion.label}
                  </th>
                  <td className={styles.num}>{formatBand(suggestion.criteria[criterion.key])}</td>
                </tr>
              ))}
              <tr>
                <th className={styles.td} scope="row">
                  Band
                </th>
                <td className={styles.num}>{formatBand(suggestion.band)}</td>
              </tr>
              {suggestion.score !== null && (
                <tr>
                  <th className={styles.td} scope="row">
                    Multi-level score
                  </th>
                  <td className={styles.num}>{suggestion.score}/75</td>
                </tr>
              )}
            </tbody>
          </table>
          {suggestion.note && <p className={styles.notice}>{suggestion.note}</p>}
          <details>
            <summary>The grader's comment</summary>
            <p className={styles.prose}>{suggestion.comment}</p>
          </details>
        </div>
      )}
    </section>
  );
}
