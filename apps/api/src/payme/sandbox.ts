import { randomBytes } from 'node:crypto';

/** The fields of the seed's checkout form (section 7): amount in tiyin, account[id] the user id. */
export type CheckoutForm = {
  merchant: string;
  amount: string;
  accountId: string;
  lang: string;
  callback: string;
  callbackTimeout: string;
  description: string;
  detail: string;
};

const field = (source: Record<string, unknown>, name: string): string => {
  const value = source[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0].slice(0, 2000) : '';
  return typeof value === 'string' ? value.slice(0, 2000) : typeof value === 'number' ? String(value) : '';
};

/** Reads the form from a urlencoded body or a query (account[id], or 'account.id' from hidden fields). */
export function readCheckoutForm(source: Record<string, unknown>): CheckoutForm {
  const nested = source.account;
  const nestedId = nested && typeof nested === 'object' && !Array.isArray(nested) ? field(nested as Record<string, unknown>, 'id') : '';
  return {
    merchant: field(source, 'merchant'),
    amount: field(source, 'amount'),
    accountId: field(source, 'account[id]') || nestedId,
    lang: field(source, 'lang') || 'uz',
    callback: field(source, 'callback'),
    callbackTimeout: field(source, 'callback_timeout'),
    description: field(source, 'description'),
    detail: field(source, 'detail'),
  };
}

/** A Payme-like transaction id: 24 hex characters. */
export const sandboxPaymeId = () => randomBytes(12).toString('hex');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function hidden(form: CheckoutForm): string {
  const pairs: [string, string][] = [
    ['merchant', form.merchant],
    ['amount', form.amount],
    ['account[id]', form.accountId],
    ['lang', form.lang],
    ['callback', form.callback],
    ['callback_timeout', form.callbackTimeout],
    ['description', form.description],
    ['detail', form.detail],
  ];
  return pairs.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n      ');
}

function formatUzs(tiyin: string): string {
  const value = Number(tiyin);
  return Number.isFinite(value) ? `${(value / 100).toLocaleString('ru-RU')} uzs` : tiyin;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f6fb; color: #111; margin: 0; padding: 2rem; }
    main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 8px #0002; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
    dt { color: #444; } dd { margin: 0; font-weight: 600; }
    .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
    button { font: inherit; padding: .6rem 1.4rem; border-radius: 8px; border: 2px solid #00468c; cursor: pointer; }
    button[value=pay] { background: #00468c; color: #fff; }
    button[value=cancel] { background: #fff; color: #00468c; }
    .error { color: #a00000; }
  </style>
</head>
<body><main>${body}</main></body>
</html>`;

/** The checkout page: what would be paid, and Pay / Cancel posting back to the sandbox. */
export function checkoutPage(form: CheckoutForm, action: string): string {
  return page(
    'Payme sandbox',
    `
  <h1>Payme sandbox</h1>
  <p>A local stand-in for the Payme checkout (development and tests only). No real card is charged.</p>
  <dl>
    <dt>Amount</dt><dd data-testid="amount">${escapeHtml(formatUzs(form.amount))}</dd>
    <dt>Account</dt><dd data-testid="account">${escapeHtml(form.accountId)}</dd>
    <dt>Merchant</dt><dd>${escapeHtml(form.merchant || '-')}</dd>
    <dt>Description</dt><dd>${escapeHtml(form.description || '-')}</dd>
  </dl>
  <form method="post" action="${escapeHtml(action)}">
      ${hidden(form)}
    <div class="actions">
      <button type="submit" name="action" value="pay">Pay</button>
      <button type="submit" name="action" value="cancel">Cancel</button>
    </div>
  </form>`,
  );
}

/** Shown when there is no callback to return to, or the merchant refused (then with a link back, when there is one). */
export function resultPage(outcome: string, detail: string, ok: boolean, back?: string): string {
  return page(
    'Payme sandbox',
    `
  <h1>Payme sandbox</h1>
  <p data-testid="outcome" class="${ok ? '' : 'error'}">${escapeHtml(outcome)}</p>
  <pre>${escapeHtml(detail)}</pre>${back ? `\n  <p><a href="${escapeHtml(back)}">Back to the merchant</a></p>` : ''}`,
  );
}

/** Only http(s) addresses are followed back (never javascript: or data:). */
export function safeCallback(callback: string): string | undefined {
  try {
    const url = new URL(callback);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
