import ExcelJS from 'exceljs';
import { AppError, InvalidError } from '../../platform/errors.js';
import { BULK_LIMITS, type FileProblem } from '../../../shared/bulk-upload/contracts.js';
import { parseCsv } from '../../../shared/bulk-upload/csv.js';
import type { CellProblem, SheetRow } from './bulk-upload.tables.js';

/**
 * A seller's spreadsheet read as plain text cells (issue #38): CSV (UTF-8, else read as
 * Windows-1252 and said so) or XLSX (the first worksheet with data). What the sheet holds
 * that is not a plain value (a formula, merged cells) is named by row and column and left
 * out; what makes the whole file unreadable is a 4xx naming the file.
 */
export interface ReadSheet {
  headers: string[];
  rows: SheetRow[];
  cellProblems: CellProblem[];
  fileProblems: FileProblem[];
}

const MAX_CELL = 5000;

export const SHEET_MESSAGES = {
  tooLarge: (name: string) => `${name} is larger than 20 MB; a spreadsheet may be at most 20 MB.`,
  empty: (name: string) => `${name} is empty: it has no header row.`,
  tooManyRows: (name: string, rows: number) =>
    `${name} has ${rows.toLocaleString('en-US')} rows of pieces; a batch may hold at most ${BULK_LIMITS.pieces}. Please split the sheet and upload each part as its own batch.`,
  notXlsx: (name: string) => `${name} could not be opened as an Excel workbook (.xlsx): it may be damaged, or another kind of file renamed.`,
  noWorksheet: (name: string) => `${name} is a ZIP file but not an Excel workbook: it holds no worksheet.`,
  oldXls: (name: string) => `${name} is an old Excel 97-2003 workbook (.xls): please save it as .xlsx or CSV and upload that.`,
  notText: (name: string) => `${name} is not a CSV text file: it holds binary data. Please upload a CSV or XLSX spreadsheet.`,
  notASheet: (name: string) => `${name} is not a spreadsheet: please upload a CSV or XLSX file.`,
  encoding: (name: string) => `${name} is not UTF-8 text; it was read as Western European (Windows-1252). Please check accented names in the grid.`,
  formula: (row: number, column: string, header: string, formula: string) =>
    `Row ${row}, column ${column} (“${header}”) holds a formula (=${formula.slice(0, 60)}); Patina reads values only, so the cell was left empty. Type the value instead.`,
  merged: (row: number, column: string, header: string, master: string) =>
    `Row ${row}, column ${column} (“${header}”) is merged with ${master}; its value was read once, in ${master}.`,
} as const;

/** 'A', 'B', … 'Z', 'AA' for column 1, 2, … 27. */
export function columnLetter(column: number): string {
  let n = column;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Buffer) => b.length >= 8 && b.readUInt32BE(0) === 0xd0cf11e0 && b.readUInt32BE(4) === 0xa1b11ae1;

/** Reads the file by what its bytes are; the name is only used to speak of it. */
export async function readSheet(name: string, bytes: Buffer): Promise<ReadSheet> {
  if (bytes.length > BULK_LIMITS.sheetBytes) throw new AppError(413, 'sheet_too_large', SHEET_MESSAGES.tooLarge(name));
  if (bytes.length === 0) throw new InvalidError(SHEET_MESSAGES.empty(name), 'sheet_empty');
  const lower = name.toLowerCase();
  if (isOle(bytes)) throw new InvalidError(SHEET_MESSAGES.oldXls(name), 'sheet_unsupported');
  if (isZip(bytes)) return readXlsx(name, bytes);
  if (lower.endsWith('.xlsx') || lower.endsWith('.xlsm')) throw new InvalidError(SHEET_MESSAGES.notXlsx(name), 'sheet_unreadable');
  if (bytes.subarray(0, 8192).includes(0)) throw new InvalidError(SHEET_MESSAGES.notText(name), 'sheet_unreadable');
  return readCsv(name, bytes);
}

function decodeText(name: string, bytes: Buffer, fileProblems: FileProblem[]): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    fileProblems.push({ file: name, message: SHEET_MESSAGES.encoding(name) });
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function finish(name: string, table: { row: number; cells: string[] }[], cellProblems: CellProblem[], fileProblems: FileProblem[]): ReadSheet {
  const nonEmpty = table.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [head, ...rows] = nonEmpty;
  if (!head) throw new InvalidError(SHEET_MESSAGES.empty(name), 'sheet_empty');
  if (rows.length > BULK_LIMITS.pieces) throw new InvalidError(SHEET_MESSAGES.tooManyRows(name, rows.length), 'too_many_rows');
  const width = Math.max(head.cells.length, ...rows.map((r) => r.cells.length));
  const seen = new Map<string, number>();
  const headers = Array.from({ length: width }, (_, i) => {
    const base = (head.cells[i] ?? '').trim().slice(0, 200) || `Column ${columnLetter(i + 1)}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
  return {
    headers,
    rows: rows.map((r) => ({ row: r.row, cells: Array.from({ length: width }, (_, i) => (r.cells[i] ?? '').slice(0, MAX_CELL)) })),
    cellProblems: cellProblems.filter((p) => p.row !== head.row),
    fileProblems,
  };
}

function readCsv(name: string, bytes: Buffer): ReadSheet {
  const fileProblems: FileProblem[] = [];
  const text = decodeText(name, bytes, fileProblems);
  // One more than the limit (and the header) is enough to refuse; the count is said in full.
  const { rows } = parseCsv(text);
  const table = rows.map((cells, i) => ({ row: i + 1, cells }));
  const nonEmpty = table.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (nonEmpty.length - 1 > BULK_LIMITS.pieces) throw new InvalidError(SHEET_MESSAGES.tooManyRows(name, nonEmpty.length - 1), 'too_many_rows');
  const cellProblems: CellProblem[] = [];
  const headerCells = nonEmpty[0]?.cells ?? [];
  for (const r of table) {
    r.cells.forEach((cell, i) => {
      if (r === nonEmpty[0] || !/^=/.test(cell.trim())) return;
      cellProblems.push({ row: r.row, column: i + 1, code: 'formula', message: SHEET_MESSAGES.formula(r.row, columnLetter(i + 1), headerCells[i]?.trim() || `Column ${columnLetter(i + 1)}`, cell.trim().slice(1)) });
      r.cells[i] = '';
    });
  }
  return finish(name, table, cellProblems, fileProblems);
}

async function readXlsx(name: string, bytes: Buffer): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new InvalidError(SHEET_MESSAGES.notXlsx(name), 'sheet_unreadable');
  }
  if (workbook.worksheets.length === 0) throw new InvalidError(SHEET_MESSAGES.noWorksheet(name), 'sheet_unreadable');
  const sheet = workbook.worksheets.find((w) => w.actualRowCount > 0) ?? workbook.worksheets[0]!;
  if (sheet.actualRowCount - 1 > BULK_LIMITS.pieces) throw new InvalidError(SHEET_MESSAGES.tooManyRows(name, sheet.actualRowCount - 1), 'too_many_rows');
  const table: { row: number; cells: string[] }[] = [];
  const found: { row: number; column: number; kind: 'formula' | 'merged'; detail: string }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.isMerged && cell.master.address !== cell.address) {
        found.push({ row: rowNumber, column, kind: 'merged', detail: cell.master.address });
        cells[column - 1] = '';
        return;
      }
      if (cell.type === ExcelJS.ValueType.Formula) {
        found.push({ row: rowNumber, column, kind: 'formula', detail: cell.formula ?? '' });
        cells[column - 1] = '';
        return;
      }
      cells[column - 1] = textOf(cell);
    });
    table.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  const head = table.find((r) => r.cells.some((c) => c.trim() !== ''));
  const headerOf = (column: number) => head?.cells[column - 1]?.trim() || `Column ${columnLetter(column)}`;
  const cellProblems: CellProblem[] = found.map((f) => ({
    row: f.row,
    column: f.column,
    code: f.kind === 'formula' ? 'formula' : 'merged_cells',
    message: f.kind === 'formula'
      ? SHEET_MESSAGES.formula(f.row, columnLetter(f.column), headerOf(f.column), f.detail)
      : SHEET_MESSAGES.merged(f.row, columnLetter(f.column), headerOf(f.column), f.detail),
  }));
  return finish(name, table, cellProblems, []);
}

function textOf(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v && typeof v.text === 'string') return v.text;
  if (typeof v === 'object' && 'error' in v) return '';
  return cell.text ?? '';
}
