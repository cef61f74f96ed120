import { useId, useState, type FormEvent } from 'react';
import type { GraderSuggestion, MarksBody, ReviewDetail } from '@bandwise/core';
import { roundIeltsBand } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { formatBand } from '../format';
import * as styles from '../staff.css';

export interface MarksFormProps {
  criteria: ReviewDetail['criteria'];
  suggestion: GraderSuggestion | null;
  /** Sends the marks; a rejection's message is shown above the button. */
  onSubmit: (body: MarksBody) => Promise<void>;
  busy?: boolean;
  error?: string | null;
}

/** A mark is valid from 0 to 9 in half bands; anything else gets a message beside its field. */
export function markProblem(text: string): string | null {
  if (text.trim() === '') return 'Enter a mark from 0 to 9';
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 9) return 'A mark is 0 to 9';
  if (!Number.isInteger(value * 2)) return 'Use half bands: 6, 6.5, 7';
  return null;
}

/**
 * The examiner's marks: one number field per criterion (0-9, step 0.5, so arrow keys move by half bands), the band
 * they make, and the comment the learner reads. The grader's suggestion can be copied in as a starting point.
 */
export function MarksForm({ criteria, suggestion, onSubmit, busy = false, error = null }: MarksFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(criteria.map((c) => [c.key, ''])));
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  const problems = Object.fromEntries(criteria.map((c) => [c.key, markProblem(values[c.key] ?? '')]));
  const commentProblem = comment.trim() === '' ? 'Write a comment for the learner' : null;
  const complete = criteria.every((c) => problems[c.key] === null);
  const band = complete ? roundIeltsBand(criteria.reduce((sum, c) => sum + Number(values[c.key]), 0) / criteria.length) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!complete || commentProblem) {
      const first = criteria.find((c) => problems[c.key]);
      document.getElementById(first ? `${id}-${first.key}` : `${id}-comment`)?.focus();
      return;
    }
    await onSubmit({ criteria: Object.fromEntries(criteria.map((c) => [c.key, Number(values[c.key])])), comment: comment.trim() });
  };

  const copySuggestion = () => {
    if (!suggestion) return;
    setValues(Object.fromEntries(criteria.map((c) => [c.key, suggestion.criteria[c.key] === undefined ? '' : String(suggestion.criteria[c.key])])));
  };

  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Marks">
      <fieldset className={styles.criteria}>
        <legend className={styles.legend}>Your marks (0 to 9 in half bands)</legend>
        {criteria.map((criterion) => {
          const problem = tried ? problems[criterion.key] : null;
          return (
            <div key={criterion.key} className={page.field}>
              <label className={page.label} htmlFor={`${id}-${criterion.key}`}>
                {criterion.label}
              </label>
              <input
                id={`${id}-${criterion.key}`}
                className={page.input}
                type="number"
                inputMode="decimal"
                min={0}
                max={9}
                step={0.5}
                required
                value={values[criterion.key] ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${criterion.key}-error` : undefined}
                onChange={(event) => setValues((current) => ({ ...current, [criterion.key]: event.target.value }))}
              />
              {problem && (
                <p id={`${id}-${criterion.key}-error`} className={styles.error}>
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <p className={styles.notice} aria-live="polite">
        Band from your marks: <strong>{formatBand(band)}</strong>
      </p>
      <div className={page.field}>
        <label className={page.label} htmlFor={`${id}-comment`}>
          Comment for the learner
        </label>
        <textarea
          id={`${id}-comment`}
          className={page.textarea}
          value={comment}
          maxLength={5000}
          aria-invalid={tried && commentProblem ? true : undefined}
          aria-describedby={tried && commentProblem ? `${id}-comment-error` : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
        {tried && commentProblem && (
          <p id={`${id}-comment-error`} className={styles.error}>
            {commentProblem}
          </p>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={page.actions}>
        <button type="submit" className={buttonClass()} disabled={busy}>
          {busy ? 'Saving…' : 'Submit marks'}
        </button>
        {suggestion && (
          <button type="button" className={buttonClass({ tone: 'secondary' })} onClick={copySuggestion}>
            Start from the suggestion
          </button>
        )}
      </div>
    </form>
  );
}
