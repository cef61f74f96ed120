/**
 * A resent submission (issue 31): a learner whose submit was stored but whose answer was lost on the way back (a
 * network error, a proxy's 502 when its API process stopped) sends the same request again. The stored answers are the
 * request's idempotency key: the same answers get the first try's success and body again, anything else after the
 * section was submitted is still refused 409. Kept in the database with the answers, so a resend reaching another API
 * process behind the proxy is recognised too, and nothing new is stored for it.
 */

/** The same JSON value, whatever the key order (jsonb reorders object keys) and with undefined fields dropped. */
export function sameAnswers(stored: unknown, sent: unknown): boolean {
  return canonical(JSON.parse(JSON.stringify(stored ?? null))) === canonical(JSON.parse(JSON.stringify(sent ?? null)));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
