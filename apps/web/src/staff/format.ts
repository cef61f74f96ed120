/** How long an answer has waited, in the largest units that matter: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** A signed amount of uzs as a ledger shows it: '+15 000 uzs', '−5 000 uzs'. */
export function formatSigned(amount: number): string {
  const grouped = Math.abs(amount).toLocaleString('ru-RU');
  return `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${grouped} uzs`;
}

/** A date-time as 'YYYY-MM-DD HH:MM' from its ISO text (the same on every machine). */
export function formatWhen(iso: string | null): string {
  if (!iso) return '–';
  const [date = '', rest = ''] = iso.split('T');
  return `${date} ${rest.slice(0, 5)}`;
}

/** A half band as examiners write it: '6', '6.5'. */
export function formatBand(band: number | null | undefined): string {
  if (band === null || band === undefined) return '–';
  return Number.isInteger(band) ? String(band) : band.toFixed(1);
}
