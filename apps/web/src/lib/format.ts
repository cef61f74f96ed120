/** A sum of money grouped as the seeds show it in every language: Russian-style, a no-break space ('250 000'). */
export function groupAmount(amount: number): string {
  return amount.toLocaleString('ru-RU');
}

/** Only the digits of what was typed, without leading zeros ('01 000' -> '1000'). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
}

/** Digits grouped by thousands with a plain space, as the payment amount field shows them ('1 250 000'). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * The date and the hours:minutes of an ISO date-time, read from the text itself (the part before 'T', then hh:mm),
 * as the leaderboard shows them; the same text on every machine whatever its time zone.
 */
export function isoDateParts(iso: string): { date: string; time: string } {
  const [date = '', rest = ''] = iso.split('T');
  return { date, time: rest.slice(0, 5) };
}

/** A score with at most one decimal ('7.5', '7'). */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return '-';
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
