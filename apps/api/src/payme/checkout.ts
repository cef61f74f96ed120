import { devToolsEnabled, type Config } from '../config';

/** Payme's card checkout: the payment form posts here in production. */
export const PAYME_CHECKOUT_URL = 'https://checkout.paycom.uz';
/** The local sandbox checkout (payme/routes.ts, under /api), registered with the development tools only. */
export const SANDBOX_PATH = '/payme/sandbox/checkout';
/** Its address on the site: the payment form's default outside production. */
export const SANDBOX_CHECKOUT_PATH = `/api${SANDBOX_PATH}`;

/** The sandbox exists exactly when the development tools do (BW_DEV_TOOLS=1, never in production): same door. */
export function sandboxEnabled(config: Pick<Config, 'NODE_ENV' | 'BW_DEV_TOOLS'>): boolean {
  return devToolsEnabled(config);
}

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
 * the defaults. With the development tools the form posts to the local sandbox unless PAYME_CHECKOUT_URL says otherwise
 * (Payme's own test checkout, for example), so development and the end-to-end tests never reach the real Payme;
 * without them there is no sandbox, and the form goes to Payme's checkout.
 */
export function paymentForm(config: Pick<Config, 'NODE_ENV' | 'BW_DEV_TOOLS' | 'PAYME_CHECKOUT_URL' | 'PAYME_MERCHANT_ID'>, stored: unknown): PaymentForm {
  const operator = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    checkoutUrl: config.PAYME_CHECKOUT_URL ?? (sandboxEnabled(config) ? SANDBOX_CHECKOUT_PATH : PAYME_CHECKOUT_URL),
    merchant: config.PAYME_MERCHANT_ID ?? '',
    callback: text(operator.callback, defaultPaymentTexts.callback),
    description: text(operator.description, defaultPaymentTexts.description),
    detail: text(operator.detail, defaultPaymentTexts.detail),
  };
}
