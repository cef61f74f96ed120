import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@bandwise/kit';
import { isUnauthorized } from '../../api/client';
import { useBonus, useSettings } from '../../api/queries';
import { clearStorage } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { isoDateParts } from '../../lib/format';
import * as page from '../page.css';
import * as styles from './Bonus.css';

/** The referral bonus page (seed 000 section 2.10). */
export function BonusPage() {
  const { data, isPending, error } = useBonus();
  const { brand } = useSettings();
  const navigate = useNavigate();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (error) console.error('Bonus information failed to load', error);
    if (isUnauthorized(error)) {
      clearStorage();
      navigate('/login');
    }
  }, [error, navigate]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const registered = data ? isoDateParts(data.registeredAt) : null;

  return (
    <div className={page.narrow}>
      <h1 className={page.title}>Bonus</h1>
      <p className={page.lead}>Invite friends with your referral link: each friend who joins earns you a bonus.</p>
      {isPending ? (
        <div className={page.center}>
          <Spinner label="Loading bonus information" />
        </div>
      ) : !data ? (
        <p className={page.empty}>No results found.</p>
      ) : (
        <div className={page.card}>
          <dl className={styles.facts}>
            <dt className={styles.term}>Username</dt>
            <dd className={styles.value}>{data.name || 'No name'}</dd>
            <dt className={styles.term}>Referral link</dt>
            <dd className={styles.value}>
              <span className={styles.refRow}>
                <a className={styles.link} href={data.refLink} target="_blank" rel="noopener noreferrer">
                  {data.refLink}
                </a>
                <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} onClick={() => void copy(data.refLink)}>
                  {copied ? 'Copied' : 'Copy'}
                </button>
              </span>
            </dd>
            <dt className={styles.term}>Registration time</dt>
            <dd className={styles.value}>
              {registered?.date} {registered?.time}
            </dd>
            <dt className={styles.term}>Bonuses used</dt>
            <dd className={styles.value}>{data.bonusCount}</dd>
            <dt className={styles.term}>Total invited</dt>
            <dd className={styles.value}>{data.welcomeCount}</dd>
          </dl>
          <p className={styles.status}>
            {data.bonusAvailable > 0
              ? `You have ${data.bonusAvailable} bonus ${data.bonusAvailable === 1 ? 'exam' : 'exams'}: the next multi-level exam with AI checking is free.`
              : "You don't have a bonus yet"}
          </p>
          <a className={buttonClass()} href={brand.botUrl} target="_blank" rel="noopener noreferrer">
            Open the Telegram bot
          </a>
        </div>
      )}
    </div>
  );
}
