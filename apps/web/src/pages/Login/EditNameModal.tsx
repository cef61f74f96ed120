import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@bandwise/kit';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../page.css';
import { useTranslation } from 'react-i18next';

export interface EditNameModalProps {
  open: boolean;
  /** Name and surname already known (the profile), to start from. */
  initialName?: string;
  initialSurname?: string;
  /** True while the save runs. */
  saving: boolean;
  onSave: (value: { name: string; surname: string }) => void;
  /** Closing without saving; 'Skip' is a link to / that does the same. */
  onDismiss: () => void;
}

type NameFieldProps = { id: string; label: string; autoComplete: string; value: string; onChange: (value: string) => void; showError: boolean };

/** One required text field with its '<label> is required' message tied to it for screen readers. */
function NameField({ id, label, autoComplete, value, onChange, showError }: NameFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={page.field}>
      <label className={page.label} htmlFor={id}>{label}</label>
      <input
        id={id}
        className={page.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        maxLength={64}
        autoComplete={autoComplete}
        aria-invalid={showError}
        aria-describedby={showError ? `${id}-error` : undefined}
      />
      {showError && (
        <p id={`${id}-error`} className={page.error}>
          {t('login.required', { label })}
        </p>
      )}
    </div>
  );
}

/** 'Edit Name' after a login: Name and Surname, both required; 'Edit' saves, 'Skip' goes home. */
export function EditNameModal({ open, initialName = '', initialSurname = '', saving, onSave, onDismiss }: EditNameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [surname, setSurname] = useState(initialSurname);
  const [touched, setTouched] = useState(false);
  // The profile may arrive after the modal opened: fill in what it knows unless the learner has typed already.
  useEffect(() => {
    if (initialName) setName((typed) => typed || initialName);
  }, [initialName]);
  useEffect(() => {
    if (initialSurname) setSurname((typed) => typed || initialSurname);
  }, [initialSurname]);
  const nameMissing = name.trim() === '';
  const surnameMissing = surname.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing || surnameMissing) return;
    onSave({ name: name.trim(), surname: surname.trim() });
  };

  return (
    <Modal title={t('login.editName')} open={open} onOpenChange={(next) => (next ? undefined : onDismiss())} size="sm">
      <form className={page.form} onSubmit={submit} noValidate>
        <NameField id="edit-name" label={t('login.name')} autoComplete="given-name" value={name} onChange={setName} showError={touched && nameMissing} />
        <NameField id="edit-surname" label={t('login.surname')} autoComplete="family-name" value={surname} onChange={setSurname} showError={touched && surnameMissing} />
        <div className={page.actions}>
          <button type="submit" className={buttonClass()} disabled={saving}>
            {saving ? t('common.loading') : t('login.edit')}
          </button>
          <Link to="/" className={buttonClass({ tone: 'ghost' })}>
            {t('login.skip')}
          </Link>
        </div>
      </form>
    </Modal>
  );
}
