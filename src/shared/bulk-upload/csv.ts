/**
 * CSV in and out for bulk upload (issue #38): RFC 4180 reading (quoted fields, doubled quotes,
 * CR LF or LF, a byte-order mark) and writing with every cell that a spreadsheet would run as
 * a formula neutralised.
 */

/** Reads CSV text into rows of cells. A delimiter of ',' ';' or tab is guessed from the first line. */
export function parseCsv(text: string, { maxRows = Number.POSITIVE_INFINITY }: { maxRows?: number } = {}): { rows: string[][]; truncated: boolean } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = guessDelimiter(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    cell = '';
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (i < body.length) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      cell += c;
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      endRow();
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      if (rows.length > maxRows) return { rows: rows.slice(0, maxRows), truncated: true };
    } else {
      cell += c;
    }
    i += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  if (rows.length > maxRows) return { rows: rows.slice(0, maxRows), truncated: true };
  return { rows, truncated: false };
}

function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r|\n/)) || text.length);
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.d : ',';
}

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe, so opening the export never runs it (OWASP's CSV
 * injection advice).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV line: every cell neutralised, quoted when it holds a delimiter, a quote or a line break. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells
    .map((c) => {
      const text = neutraliseCell(c === null || c === undefined ? '' : String(c));
      return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
