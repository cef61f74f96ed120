import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@bandwise/kit';
import { api } from '../../api/calls';
import { ApiError, messageOr } from '../../api/client';
import { useSettings } from '../../api/queries';
import { buttonClass } from '../../components/Button/Button';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/Icons/Icons';
import * as page from '../page.css';
import { SitePage } from '../SitePage';
import * as styles from './Contact.css';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const emptyForm = { first_name: '', last_name: '', email: '', phone_number: '', message: '', privacy: false };
type ContactForm = typeof emptyForm;
type Problems = Partial<Record<keyof ContactForm, string>>;

// What the server accepts (a zod email): something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the form, field by field, in words (the browser's own bubbles vanish after seconds). */
function problemsOf(form: ContactForm, t: TFunction): Problems {
  const problems: Problems = {};
  if (!form.first_name.trim()) problems.first_name = t('contact.firstNameRequired');
  if (!form.last_name.trim()) problems.last_name = t('contact.lastNameRequired');
  if (!form.email.trim()) problems.email = t('contact.emailRequired');
  else if (!EMAIL.test(form.email.trim())) problems.email = t('contact.emailInvalid');
  if (!form.message.trim()) problems.message = t('contact.messageRequired');
  if (!form.privacy) problems.privacy = t('contact.privacyRequired');
  return problems;
}

/** A labelled field with its problem under it, tied to the control for screen readers. */
function Field({ id, label, problem, children }: { id: string; label: ReactNode; problem: string | undefined; children: (aria: AriaProps) => ReactNode }) {
  return (
    <div className={page.field}>
      <label className={page.label} htmlFor={id}>
        {label}
      </label>
      {children(ariaFor(id, problem))}
      <Problem id={id} problem={problem} />
    </div>
  );
}

type AriaProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
const ariaFor = (id: string, problem: string | undefined): AriaProps => ({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': problem ? `${id}-problem` : undefined });

function Problem({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={`${id}-problem`} className={page.error}>
      {problem}
    </p>
  ) : null;
}

/** One of the contact details: its icon, what it is, and the value (a link where it can be one). */
function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <li className={styles.detail}>
      <span className={styles.detailIcon}>{icon}</span>
      <span>
        <span className={styles.detailTerm}>{term}</span>
        {children}
      </span>
    </li>
  );
}

/** Contact details and the message form (seed 000 sections 2.8 and 5). */
export function ContactPage() {
  const { t } = useTranslation();
  const { contact } = useSettings();
  const { toast } = useToast();
  const [form, setForm] = useState<ContactForm>(emptyForm);
  // Problems show once a send was tried, and then follow the typing.
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = tried ? problemsOf(form, t) : {};
  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const send = useMutation({
    mutationFn: () =>
      api.sendMessage({
        message: form.message.trim(),
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email: form.email.trim(),
        phone_number: form.phone_number.trim() || null,
      }),
    onSuccess: () => {
      toast({ description: t('contact.successful') });
      setForm(emptyForm);
      setTried(false);
    },
    // The form keeps what was written whatever went wrong: a message is never lost (issue 33). A visitor needs no
    // login (the server takes their message); too many from one address is said in the learner's language.
    onError: (error) => {
      const tooMany = error instanceof ApiError && error.status === 429;
      toast({ variant: 'error', title: t('common.error'), description: tooMany ? t('contact.tooMany') : messageOr(error, t('multiLevel.error')) });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Rendered at once, so the fields carry their problems before focus moves.
    flushSync(() => setTried(true));
    if (Object.keys(problemsOf(form, t)).length > 0) {
      // To the first field to fix, whose message the screen reader then reads.
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    send.mutate();
  };

  return (
    <SitePage title={t('contact.title')} lead={t('contact.lead')}>
      <div className={styles.layout}>
        <ul className={styles.details} aria-label={t('contact.details')}>
          <Detail icon={<MailIcon />} term={t('contact.email')}>
            <a className={styles.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </Detail>
          <Detail icon={<PinIcon />} term={t('contact.office')}>
            <span className={styles.detailValue}>{contact.address}</span>
          </Detail>
          <Detail icon={<PhoneIcon />} term={t('contact.phone')}>
            <a className={styles.link} href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
              {contact.phone}
            </a>
          </Detail>
        </ul>
        <form ref={formRef} className={`${page.card} ${page.form}`} onSubmit={submit} aria-label={t('contact.form')} noValidate>
          <div className={page.row2}>
            <Field id="contact-first" label={t('contact.firstName')} problem={problems.first_name}>
              {(aria) => <input {...aria} className={page.input} required maxLength={64} autoComplete="given-name" value={form.first_name} onChange={(e) => set('first_name', e.target.value)} />}
            </Field>
            <Field id="contact-last" label={t('contact.lastName')} problem={problems.last_name}>
              {(aria) => <input {...aria} className={page.input} required maxLength={64} autoComplete="family-name" value={form.last_name} onChange={(e) => set('last_name', e.target.value)} />}
            </Field>
          </div>
          <div className={page.row2}>
            <Field id="contact-email" label={t('contact.email')} problem={problems.email}>
              {(aria) => <input {...aria} className={page.input} type="email" required maxLength={254} autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />}
            </Field>
            <Field id="contact-phone" label={<>{t('contact.phoneNumber')} <span className={styles.optional}>{t('contact.optional')}</span></>} problem={undefined}>
              {(aria) => <input {...aria} className={page.input} type="tel" maxLength={32} autoComplete="tel" value={form.phone_number} onChange={(e) => set('phone_number', e.target.value)} />}
            </Field>
          </div>
          <Field id="contact-message" label={t('contact.message')} problem={problems.message}>
            {(aria) => <textarea {...aria} className={page.textarea} required maxLength={5000} value={form.message} onChange={(e) => set('message', e.target.value)} />}
          </Field>
          <div>
            <label className={styles.checkbox}>
              <input type="checkbox" className={styles.checkboxInput} required {...ariaFor('contact-privacy', problems.privacy)}
                checked={form.privacy} onChange={(e) => set('privacy', e.target.checked)} />
              <span>{t('contact.privacy')}</span>
            </label>
            <Problem id="contact-privacy" problem={problems.privacy} />
          </div>
          <div className={page.actions}>
            <button type="submit" className={buttonClass()} disabled={send.isPending}>
              {send.isPending ? t('common.loading') : t('contact.send')}
            </button>
          </div>
        </form>
      </div>
    </SitePage>
  );
}
