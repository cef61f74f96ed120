import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraderSuggestion, MarksBody, ReviewDetail } from '@bandwise/core';
import { roundIeltsBand } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { formatBand, useStaffFormat } from '../format';
import { Field, SaveButton } from '../controls';
import * as styles from '../staff.css';

export interface MarksFormProps {
  criteria: ReviewDetail['criteria'];
  suggestion: GraderSuggestion | null;
  /** Sends the marks; a rejection's message is shown above the button. */
  onSubmit: (body: MarksBody) => Promise<void>;
  busy?: boolean;
  error?: string | null;
}

/** A mark's field: 0 to 9 in steps of 0.5, so arrow keys move by half bands. */
const markInput = { type: 'number', min: 0, max: 9, step: 0.5, required: true } as const;

/** A mark is valid from 0 to 9 in half bands; anything else gets a message beside its field (its catalogue key). */
function markProblem(text: string): 'empty' | 'range' | 'half' | null {
  if (text.trim() === '') return 'empty';
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 9) return 'range';
  if (!Number.isInteger(value * 2)) return 'half';
  return null;
}

/**
 * The examiner's marks: one number field per criterion (0-9, step 0.5, so arrow keys move by half bands), the band
 * they make, and the comment the learner reads. The grader's suggestion can be copied in as a starting point.
 */
export function MarksForm({ criteria, suggestion, onSubmit, busy = false, error = null }: MarksFormProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(criteria.map((c) => [c.key, ''])));
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  const problems = Object.fromEntries(criteria.map((c) => [c.key, markProblem(values[c.key] ?? '')]));
  const commentProblem = comment.trim() === '' ? t('staff.marks.commentProblem') : null;
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
    <form className={page.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('staff.marks.label')}>
      <fieldset className={styles.criteria}>
        <legend className={styles.legend}>{t('staff.marks.legend')}</legend>
        {criteria.map((criterion) => (
          <Field
            key={criterion.key}
            id={`${id}-${criterion.key}`}
            label={format.criterion(criterion.key, criterion.label)}
            inputMode="decimal"
            input={markInput}
            value={values[criterion.key] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [criterion.key]: value }))}
            problem={tried && problems[criterion.key] ? t(`staff.marks.${problems[criterion.key]!}`) : null}
          />
        ))}
      </fieldset>
      <p className={styles.notice} aria-live="polite">
        {t('staff.marks.band')} <strong>{formatBand(band)}</strong>
      </p>
      <Field
        id={`${id}-comment`}
        label={t('staff.marks.comment')}
        multiline
        input={{ maxLength: 5000 }}
        value={comment}
        onChange={setComment}
        problem={tried ? commentProblem : null}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={page.actions}>
        <SaveButton saving={busy}>{t('staff.marks.submit')}</SaveButton>
        {suggestion && (
          <button type="button" className={buttonClass({ tone: 'secondary' })} onClick={copySuggestion}>
            {t('staff.marks.fromSuggestion')}
          </button>
        )}
      </div>
    </form>
  );
}
