import { useState, type FormEvent } from 'react';
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

/** Contact details and the message form (seed 000 sections 2.8 and 5). */
export function ContactPage() {
  const { contact } = useSettings();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<ContactForm>(emptyForm);
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
    if (!event.currentTarget.reportValidity()) return;
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
        <form className={`${page.card} ${page.form}`} onSubmit={submit} aria-label="Send us a message">
          <div className={page.row2}>
            <div className={page.field}>
              <label className={page.label} htmlFor="contact-first">
                First name
              </label>
              <input id="contact-first" className={page.input} required maxLength={64} autoComplete="given-name"
                value={form.first_name} onChange={(e) => set('first_name', e.target.value)} />
            </div>
            <div className={page.field}>
              <label className={page.label} htmlFor="contact-last">
                Last name
              </label>
              <input id="contact-last" className={page.input} required maxLength={64} autoComplete="family-name"
                value={form.last_name} onChange={(e) => set('last_name', e.target.value)} />
            </div>
          </div>
          <div className={page.row2}>
            <div className={page.field}>
              <label className={page.label} htmlFor="contact-email">
                Email
              </label>
              <input id="contact-email" className={page.input} type="email" required maxLength={254} autoComplete="email"
                value={form.email} onChange={(e) => set('email', e.target.value)} />
            </div>
            <div className={page.field}>
              <label className={page.label} htmlFor="contact-phone">
                Phone number <span className={styles.optional}>(optional)</span>
              </label>
              <input id="contact-phone" className={page.input} type="tel" maxLength={32} autoComplete="tel"
                value={form.phone_number} onChange={(e) => set('phone_number', e.target.value)} />
            </div>
          </div>
          <div className={page.field}>
            <label className={page.label} htmlFor="contact-message">
              Message
            </label>
            <textarea id="contact-message" className={page.textarea} required maxLength={5000}
              value={form.message} onChange={(e) => set('message', e.target.value)} />
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" className={styles.checkboxInput} required
              checked={form.privacy} onChange={(e) => set('privacy', e.target.checked)} />
            <span>I agree to the privacy policy: my details are used only to answer this message.</span>
          </label>
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
