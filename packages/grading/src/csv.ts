/**
 * A small RFC 4180 CSV reader and writer: quoted fields may hold commas, doubled quotes and line breaks (essays do).
 * Written here rather than taken from npm because the calibration commands need nothing more.
 */

/** Parses CSV text into rows of strings. A trailing newline does not make an empty row; CRLF is accepted. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += ch === '\r' && source[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** CSV rows as objects keyed by the header row. Missing cells become ''. */
export function readCsvRecords(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return rows
    .filter((row) => !(row.length === 1 && row[0] === ''))
    .map((row) => Object.fromEntries(names.map((name, index) => [name, row[index] ?? ''])));
}

function quote(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/** Writes records as CSV with the given column order (a header row first, LF line ends). */
export function writeCsv(columns: readonly string[], records: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.map(quote).join(',')];
  for (const record of records) lines.push(columns.map((column) => quote(record[column])).join(','));
  return `${lines.join('\n')}\n`;
}
