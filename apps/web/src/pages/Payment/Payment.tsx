import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfile, useSettings } from '../../api/queries';
import { useToken } from '../../auth/token';
import { buttonClass } from '../../components/Button/Button';
import { digitsOnly, groupDigits } from '../../lib/format';
import * as page from '../page.css';
import * as styles from './Payment.css';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';

/** Relative callback paths are taken from this site's origin. */
function absolute(url: string): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, window.location.origin).toString();
}

/**
 * 'Hisobni to'ldirish' (top up balance): a real form POST to the card-payment checkout with the seed's fields
 * (seed 000 sections 2.9 and 7): the amount goes in tiyin (x 100), the account is the user's id.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { payment } = useSettings();
  const token = useToken();
  const { profile } = useProfile();
  const [digits, setDigits] = useState('');
  const sum = Number(digits || '0');
  const ready = sum > 0 && profile !== undefined;

  return (
    <div className={page.narrow}>
      <form className={`${page.card} ${page.form}`} method="post" action={payment.checkoutUrl} aria-labelledby="payment-title">
        <h1 id="payment-title" className={page.title}>
          {t('payment.title')}
        </h1>
        <div className={page.field}>
          <label className={page.label} htmlFor="payment-amount">
            {t('payment.sum')}
          </label>
          <div className={styles.amount}>
            <input
              id="payment-amount"
              className={`${page.input} ${styles.amountInput}`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={groupDigits(digits)}
              onChange={(event) => setDigits(digitsOnly(event.target.value).slice(0, 12))}
            />
            <span className={styles.currency} aria-hidden="true">
              {t('payment.currency')}
            </span>
          </div>
        </div>
        <input type="hidden" name="merchant" value={payment.merchant} />
        <input type="hidden" name="amount" value={String(sum * 100)} />
        <input type="hidden" name="account[id]" value={profile ? String(profile.id) : ''} />
        {/* Payme's page in the learner's language; the seeds' 'uz' for English, which Payme's checkout words in Uzbek. */}
        <input type="hidden" name="lang" value={locale === 'ru' ? 'ru' : 'uz'} />
        <input type="hidden" name="callback" value={absolute(payment.callback)} />
        <input type="hidden" name="callback_timeout" value="100" />
        <input type="hidden" name="description" value={payment.description} />
        <input type="hidden" name="detail" value={payment.detail} />
        {token === null && (
          <p className={styles.note}>
            <Link className={styles.link} to="/login">
              {t('payment.loginLink')}
            </Link>{' '}
            {t('payment.loginToTopUp')}
          </p>
        )}
        <div className={page.actions}>
          <button type="submit" className={buttonClass({ size: 'lg' })} disabled={!ready}>
            {t('payment.pay')}
          </button>
        </div>
      </form>
    </div>
  );
}
