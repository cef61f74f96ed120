import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsChangeSchema, type ConsoleSettings, type SettingsChange, type SettingsSection } from '@bandwise/core';
import { queryKeys } from '../../api/queries';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { Field, MutationOutcome, SaveButton } from '../controls';
import { problemText } from './problems';
import * as styles from '../staff.css';

type Values = { [C in SettingsChange as C['section']]: C['value'] };

/** Field problems by their path in the section's value ('multiLevel.ai', 'messages.uz.title', 'socialLinks.1.url'). */
export type Problems = Record<string, string>;

/**
 * One settings section's form state: the draft, its problems by the shared zod schema (the server checks the same),
 * and saving. Problems show once a save was tried, so a half-typed value is not called wrong.
 */
export function useSectionForm<S extends SettingsSection>(section: S, saved: Values[S]) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Values[S]>(saved);
  const [tried, setTried] = useState(false);
  const parsed = settingsChangeSchema.safeParse({ section, value: draft });
  const problems: Problems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.slice(1).join('.');
      problems[key] ??= problemText(issue.message, t);
    }
  }
  const mutation = useMutation({
    mutationFn: (change: SettingsChange) => staffApi.changeSettings(change),
    onSuccess: (settings: ConsoleSettings) => {
      client.setQueryData(staffKeys.settings, settings);
      // The site's own settings (the header, the notice, the prices) show the change at once in this tab too.
      void client.invalidateQueries({ queryKey: queryKeys.settings });
      setTried(false);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (parsed.success) mutation.mutate(parsed.data);
  };
  return { section, draft, setDraft, problems: tried ? problems : {}, submit, mutation, dirty: JSON.stringify(draft) !== JSON.stringify(saved) };
}

/** A whole number typed as text: '31 000' is 31000; anything else is NaN, which the schema calls out. */
function parseWhole(text: string): number {
  const clean = text.replace(/[\s\u00a0]/g, '');
  return /^-?\d{1,9}$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A whole-number field: keeps what was typed (even '25 000.5') and hands the parsed number on. */
export function NumberField({ value, onChange, ...field }: { label: string; value: number; onChange: (value: number) => void; problem?: string | undefined }) {
  const [text, setText] = useState(String(value));
  return (
    <Field
      {...field}
      inputMode="numeric"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(parseWhole(next));
      }}
    />
  );
}

/**
 * A section's card: its title, the fields, a preview beside them, and the save button with its outcome. The title, the
 * line under it and the button's words are the section's own (staff.settings.<section>).
 */
export function SectionCard({
  form,
  preview,
  children,
}: {
  form: {
    section: SettingsSection;
    submit: (event: FormEvent) => void;
    mutation: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
    dirty: boolean;
  };
  preview?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const title = t(`staff.settings.${form.section}.title`);
  return (
    <section className={page.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{t(`staff.settings.${form.section}.description`)}</p>
      <div className={styles.columns}>
        <form className={page.form} onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
          {children}
          <MutationOutcome mutation={form.mutation} failed={t('staff.settings.notSaved')} done={!form.dirty && t('staff.settings.saved')} />
          <div className={page.actions}>
            <SaveButton saving={form.mutation.isPending} disabled={!form.dirty}>
              {t(`staff.settings.${form.section}.save`)}
            </SaveButton>
          </div>
        </form>
        {preview && (
          <div className={styles.preview} aria-label={t('staff.settings.previewOf', { title })} role="group">
            <p className={styles.previewLabel}>{t('staff.settings.preview')}</p>
            {preview}
          </div>
        )}
      </div>
    </section>
  );
}
