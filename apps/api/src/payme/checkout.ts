import type { Config } from '../config';

/** Payme's card checkout: the payment form posts here in production. */
export const PAYME_CHECKOUT_URL = 'https://checkout.paycom.uz';
/** The local sandbox checkout (payme/routes.ts, under /api), registered outside production only. */
export const SANDBOX_PATH = '/payme/sandbox/checkout';
/** Its address on the site: the payment form's default outside production. */
export const SANDBOX_CHECKOUT_PATH = `/api${SANDBOX_PATH}`;

export type PaymentForm = {
  checkoutUrl: string;
  merchant: string;
  callback: string;
  description: string;
  detail: string;
};

/**
 * The operator's defaults for the form's texts. The callback brings the learner back to the payment page, whose header
 * then shows the new balance (what the product does on return is not shown in the seeds).
 */
export const defaultPaymentTexts = {
  callback: '/payment',
  description: 'Bandwise balance top-up',
  detail: '',
} as const;

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * What the web app's payment form carries (GET /settings/public `payment`): the checkout and the merchant id come from
 * the environment (PAYME_CHECKOUT_URL, PAYME_MERCHANT_ID), the texts from the operator's settings row 'payment' over
 * the defaults. Outside production the form posts to the sandbox unless PAYME_CHECKOUT_URL says otherwise (Payme's
 * own test checkout, for example), so development and the end-to-end tests never reach the real Payme.
 */
export function paymentForm(config: Pick<Config, 'NODE_ENV' | 'PAYME_CHECKOUT_URL' | 'PAYME_MERCHANT_ID'>, stored: unknown): PaymentForm {
  const operator = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    checkoutUrl: config.PAYME_CHECKOUT_URL ?? (config.NODE_ENV === 'production' ? PAYME_CHECKOUT_URL : SANDBOX_CHECKOUT_PATH),
    merchant: config.PAYME_MERCHANT_ID ?? '',
    callback: text(operator.callback, defaultPaymentTexts.callback),
    description: text(operator.description, defaultPaymentTexts.description),
    detail: text(operator.detail, defaultPaymentTexts.detail),
  };
}
