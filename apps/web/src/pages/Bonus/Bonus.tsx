import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isUnauthorized } from '../../api/client';
import { useBonus, useSettings } from '../../api/queries';
import { clearStorage } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { Loading } from '../../components/Loading/Loading';
import { useFormat } from '../../i18n/format';
import * as page from '../page.css';
import { SitePage } from '../SitePage';
import * as styles from './Bonus.css';
import { useTranslation } from 'react-i18next';

/** The referral bonus page (seed 000 section 2.10). */
export function BonusPage() {
  const { t } = useTranslation();
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

  const { when } = useFormat();
  const registered = data ? when(data.registeredAt) : null;

  return (
    <SitePage narrow title={t('bonus.title')} lead={t('bonus.lead')}>
      {isPending ? (
        <Loading label={t('bonus.loading')} />
      ) : !data ? (
        <p className={page.empty}>{t('leaderboard.empty')}</p>
      ) : (
        <div className={page.card}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('bonus.username')}</dt>
            <dd className={styles.value}>{data.name || t('profile.noName')}</dd>
            <dt className={styles.term}>{t('bonus.refLink')}</dt>
            <dd className={styles.value}>
              <span className={styles.refRow}>
                <a className={styles.link} href={data.refLink} target="_blank" rel="noopener noreferrer">
                  {data.refLink}
                </a>
                <button type="button" className={buttonClass({ tone: 'secondary', size: 'sm' })} onClick={() => void copy(data.refLink)}>
                  {copied ? t('bonus.copied') : t('bonus.copy')}
                </button>
              </span>
            </dd>
            <dt className={styles.term}>{t('bonus.registered')}</dt>
            <dd className={styles.value}>
              {registered?.date} {registered?.time}
            </dd>
            <dt className={styles.term}>{t('bonus.used')}</dt>
            <dd className={styles.value}>{data.bonusCount}</dd>
            <dt className={styles.term}>{t('bonus.invited')}</dt>
            <dd className={styles.value}>{data.welcomeCount}</dd>
          </dl>
          <p className={styles.status}>
            {data.bonusAvailable > 0
              ? t('bonus.available', { count: data.bonusAvailable })
              : t('bonus.none')}
          </p>
          <a className={buttonClass()} href={brand.botUrl} target="_blank" rel="noopener noreferrer">
            {t('bonus.openBot')}
          </a>
        </div>
      )}
    </SitePage>
  );
}
