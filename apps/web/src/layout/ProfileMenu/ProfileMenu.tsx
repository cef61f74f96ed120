import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fullName } from '@bandwise/core';
import { api } from '../../api/calls';
import { useProfile, useSettings } from '../../api/queries';
import { logout } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { AvatarPlaceholder } from '../../components/Icons/Icons';
import { useFormat } from '../../i18n/format';
import * as styles from './ProfileMenu.css';
import { useTranslation } from 'react-i18next';

export interface ProfileMenuProps {
  /** What Logout does. @default revoke the session, clear storage, reload */
  onLogout?: () => void;
  /** What 'Log out everywhere' does. @default revoke every session of the learner, clear storage, reload */
  onLogoutEverywhere?: () => void;
}

function defaultLogout() {
  logout((token) => void api.logout(token).catch(() => undefined));
}

function defaultLogoutEverywhere() {
  logout((token) => void api.logoutEverywhere(token).catch(() => undefined));
}

/**
 * The round avatar button and its dropdown: name, phone, 'IELTS Exam limit', 'Balance', Logout and 'Log out everywhere' (every device's session ends). A disclosure (the
 * panel follows the button in reading order) with a see-through overlay behind it: clicking the overlay closes it,
 * as the seed says, and so does Escape. No positioning library: the panel hangs under the header's right edge.
 */
export function ProfileMenu({ onLogout = defaultLogout, onLogoutEverywhere = defaultLogoutEverywhere }: ProfileMenuProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { profile, status } = useProfile();
  const { limits } = useSettings();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const shownName = fullName(profile?.name, profile?.surname);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={t('profile.label')}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((value) => !value)}
      >
        <AvatarPlaceholder />
      </button>
      {open && <div className={styles.overlay} data-part="overlay" aria-hidden="true" onClick={() => setOpen(false)} />}
      <section id={panelId} className={styles.content} aria-label={t('profile.label')} hidden={!open} data-status={status}>
        <div>
          <p className={styles.name}>{status === 'loading' ? t('common.loading') : shownName || t('profile.noName')}</p>
          {profile && <p className={styles.phone}>{profile.phoneNumber}</p>}
        </div>
        {profile && (
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('profile.examLimit')}</dt>
            {/* Used against allowed, so the learner sees how many remain today (the limit is an operator setting). */}
            <dd className={styles.value}>{t('profile.usedToday', { used: profile.todayExamCount, allowed: limits.ieltsDailyExams })}</dd>
            <dt className={styles.term}>{t('profile.balance')}</dt>
            <dd className={styles.value}>{format.balance(profile.balance)}</dd>
          </dl>
        )}
        {(profile?.role === 'examiner' || profile?.role === 'admin') && (
          // Staff find their pages here; learners never see the link (the pages refuse them anyway).
          <Link to={profile.role === 'admin' ? '/admin' : '/examiner'} className={buttonClass({ tone: 'ghost', size: 'sm' })} onClick={() => setOpen(false)}>
            {profile.role === 'admin' ? t('profile.adminArea') : t('profile.examinerQueue')}
          </Link>
        )}
        <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} onClick={onLogout}>
          {t('profile.logout')}
        </button>
        <button type="button" className={buttonClass({ tone: 'ghost', size: 'sm' })} onClick={onLogoutEverywhere}>
          {t('profile.logoutEverywhere')}
        </button>
      </section>
    </div>
  );
}
