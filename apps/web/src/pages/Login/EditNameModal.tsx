import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@bandwise/kit';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../page.css';
import * as styles from './Login.css';

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

/** 'Edit Name' after a login: Name and Surname, both required; 'Edit' saves, 'Skip' goes home. */
export function EditNameModal({ open, initialName = '', initialSurname = '', saving, onSave, onDismiss }: EditNameModalProps) {
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
    <Modal title="Edit Name" open={open} onOpenChange={(next) => (next ? undefined : onDismiss())} size="sm">
      <form className={page.form} onSubmit={submit} noValidate>
        <div className={page.field}>
          <label className={page.label} htmlFor="edit-name">
            Name
          </label>
          <input
            id="edit-name"
            className={page.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            maxLength={64}
            autoComplete="given-name"
            aria-invalid={touched && nameMissing}
            aria-describedby={touched && nameMissing ? 'edit-name-error' : undefined}
          />
          {touched && nameMissing && (
            <p id="edit-name-error" className={styles.error}>
              Name is required
            </p>
          )}
        </div>
        <div className={page.field}>
          <label className={page.label} htmlFor="edit-surname">
            Surname
          </label>
          <input
            id="edit-surname"
            className={page.input}
            value={surname}
            onChange={(event) => setSurname(event.target.value)}
            required
            maxLength={64}
            autoComplete="family-name"
            aria-invalid={touched && surnameMissing}
            aria-describedby={touched && surnameMissing ? 'edit-surname-error' : undefined}
          />
          {touched && surnameMissing && (
            <p id="edit-surname-error" className={styles.error}>
              Surname is required
            </p>
          )}
        </div>
        <div className={page.actions}>
          <button type="submit" className={buttonClass()} disabled={saving}>
            {saving ? 'Loading...' : 'Edit'}
          </button>
          <Link to="/" className={buttonClass({ tone: 'ghost' })}>
            Skip
          </Link>
        </div>
      </form>
    </Modal>
  );
}
