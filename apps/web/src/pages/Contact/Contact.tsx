import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@bandwise/kit';
import { api } from '../../api/calls';
import { isUnauthorized, messageOr } from '../../api/client';
import { useSettings } from '../../api/queries';
import { clearStorage } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/Icons/Icons';
import * as page from '../page.css';
import * as styles from './Contact.css';

const emptyForm = { first_name: '', last_name: '', email: '', phone_number: '', message: '', privacy: false };
type ContactForm = typeof emptyForm;
type Problems = Partial<Record<keyof ContactForm, string>>;

// What the server accepts (a zod email): something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the form, field by field, in words (the browser's own bubbles vanish after seconds). */
function problemsOf(form: ContactForm): Problems {
  const problems: Problems = {};
  if (!form.first_name.trim()) problems.first_name = 'First name is required';
  if (!form.last_name.trim()) problems.last_name = 'Last name is required';
  if (!form.email.trim()) problems.email = 'Email is required';
  else if (!EMAIL.test(form.email.trim())) problems.email = 'Enter an email address like name@example.com';
  if (!form.message.trim()) problems.message = 'Message is required';
  if (!form.privacy) problems.privacy = 'Tick the box to agree to the privacy policy';
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

/** Contact details and the message form (seed 000 sections 2.8 and 5). */
export function ContactPage() {
  const { contact } = useSettings();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<ContactForm>(emptyForm);
  // Problems show once a send was tried, and then follow the typing.
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = tried ? problemsOf(form) : {};
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
      toast({ description: 'Successful!' });
      setForm(emptyForm);
      setTried(false);
    },
    onError: (error) => {
      toast({ variant: 'error', title: 'Error!', description: messageOr(error, 'Error.') });
      if (isUnauthorized(error)) {
        clearStorage();
        navigate('/');
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Rendered at once, so the fields carry their problems before focus moves.
    flushSync(() => setTried(true));
    if (Object.keys(problemsOf(form)).length > 0) {
      // To the first field to fix, whose message the screen reader then reads.
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    send.mutate();
  };

  return (
    <div className={page.container}>
      <h1 className={page.title}>Contact us</h1>
      <p className={page.lead}>Questions about a test, a payment or your results? Write to us.</p>
      <div className={styles.layout}>
        <ul className={styles.details} aria-label="Contact details">
          <li className={styles.detail}>
            <span className={styles.detailIcon}>
              <MailIcon />
            </span>
            <span>
              <span className={styles.detailTerm}>Email</span>
              <a className={styles.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </span>
          </li>
          <li className={styles.detail}>
            <span className={styles.detailIcon}>
              <PinIcon />
            </span>
            <span>
              <span className={styles.detailTerm}>Office</span>
              <span className={styles.detailValue}>{contact.address}</span>
            </span>
          </li>
          <li className={styles.detail}>
            <span className={styles.detailIcon}>
              <PhoneIcon />
            </span>
            <span>
              <span className={styles.detailTerm}>Phone</span>
              <a className={styles.link} href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                {contact.phone}
              </a>
            </span>
          </li>
        </ul>
        <form ref={formRef} className={`${page.card} ${page.form}`} onSubmit={submit} aria-label="Send us a message" noValidate>
          <div className={page.row2}>
            <Field id="contact-first" label="First name" problem={problems.first_name}>
              {(aria) => <input {...aria} className={page.input} required maxLength={64} autoComplete="given-name" value={form.first_name} onChange={(e) => set('first_name', e.target.value)} />}
            </Field>
            <Field id="contact-last" label="Last name" problem={problems.last_name}>
              {(aria) => <input {...aria} className={page.input} required maxLength={64} autoComplete="family-name" value={form.last_name} onChange={(e) => set('last_name', e.target.value)} />}
            </Field>
          </div>
          <div className={page.row2}>
            <Field id="contact-email" label="Email" problem={problems.email}>
              {(aria) => <input {...aria} className={page.input} type="email" required maxLength={254} autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />}
            </Field>
            <Field id="contact-phone" label={<>Phone number <span className={styles.optional}>(optional)</span></>} problem={undefined}>
              {(aria) => <input {...aria} className={page.input} type="tel" maxLength={32} autoComplete="tel" value={form.phone_number} onChange={(e) => set('phone_number', e.target.value)} />}
            </Field>
          </div>
          <Field id="contact-message" label="Message" problem={problems.message}>
            {(aria) => <textarea {...aria} className={page.textarea} required maxLength={5000} value={form.message} onChange={(e) => set('message', e.target.value)} />}
          </Field>
          <div>
            <label className={styles.checkbox}>
              <input type="checkbox" className={styles.checkboxInput} required {...ariaFor('contact-privacy', problems.privacy)}
                checked={form.privacy} onChange={(e) => set('privacy', e.target.checked)} />
              <span>I agree to the privacy policy: my details are used only to answer this message.</span>
            </label>
            <Problem id="contact-privacy" problem={problems.privacy} />
          </div>
          <div className={page.actions}>
            <button type="submit" className={buttonClass()} disabled={send.isPending}>
              {send.isPending ? 'Loading...' : 'Send message'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
