import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOr } from '../api/client';
import { buttonClass } from '../components/Button/Button';
import * as page from '../pages/page.css';
import * as styles from './staff.css';

/** What an input may add to a Field (the number field's range, a length limit); the Field owns value, id and aria. */
type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step' | 'required' | 'maxLength'>;

/** A labelled input or textarea with its problem under it, tied by aria-describedby. */
export function Field({
  id: givenId,
  label,
  value,
  onChange,
  problem,
  multiline = false,
  hint,
  inputMode,
  input,
}: {
  /** For a form that moves the focus to its first problem; otherwise one is made. */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null | undefined;
  multiline?: boolean;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'url' | 'text';
  input?: InputExtras;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength: input?.maxLength,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={page.field}>
      <label className={page.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} className={styles.muted}>
          {hint}
        </span>
      )}
      {multiline ? <textarea className={page.textarea} {...common} /> : <input className={page.input} inputMode={inputMode} {...input} {...common} />}
      {problem && (
        <p id={`${id}-problem`} className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** A labelled choice among fixed options (a list's filter, a role, an exam kind). */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  return (
    <label className={page.field}>
      <span className={page.label}>{label}</span>
      <select className={page.input} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A search box with its button, searched on submit (not on every key, so the address and the list change once);
 * `children` are further filters in the same bar.
 */
export function SearchForm({ label, initial, onSearch, children }: { label: string; initial: string; onSearch: (text: string) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.toolbar} role="search" onSubmit={search}>
      <label className={page.field}>
        <span className={page.label}>{label}</span>
        <input className={page.input} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className={buttonClass()}>
        {t('staff.list.search')}
      </button>
      {children}
    </form>
  );
}

/** A form's submit button, which says it is saving while the save is under way (and cannot be pressed again). */
export function SaveButton({ saving, disabled = false, children }: { saving: boolean; disabled?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={buttonClass()} disabled={saving || disabled}>
      {saving ? t('staff.list.saving') : children}
    </button>
  );
}

/**
 * How a staff action ended: the server's refusal (or `failed` when it gave none), or, once done, what changed. Both are
 * announced: the refusal as an alert, the change as a status.
 */
export function MutationOutcome({
  mutation,
  failed,
  done,
}: {
  mutation: { isError: boolean; isSuccess: boolean; error: unknown };
  failed: string;
  /** Shown after a success; nothing when the action's result shows elsewhere. */
  done?: ReactNode;
}) {
  return (
    <>
      {mutation.isError && (
        <p className={styles.error} role="alert">
          {messageOr(mutation.error, failed)}
        </p>
      )}
      {mutation.isSuccess && done ? (
        <p className={styles.notice} role="status">
          {done}
        </p>
      ) : null}
    </>
  );
}
