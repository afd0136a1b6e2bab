import { ABBREVIATIONS } from '../search/abbreviations.js';
import { CONDITIONS, type Condition } from '../catalog/contracts.js';

/**
 * Bulk upload (issue #38): which column of a seller's sheet holds which of Patina's fields,
 * guessed from the headers first and from what the columns hold second, and how a cell's
 * text becomes a field's value (prices with currency signs, years in three date formats,
 * conditions in a dealer's words). Pure: the server and the page use the same rules.
 */
export const BULK_FIELDS = ['brand', 'model', 'reference', 'serial', 'year', 'condition', 'price', 'notes', 'photos'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** Field -> the header of the column holding it (as the sheet spells it), or null. */
export type ColumnMapping = Record<BulkField, string | null>;
export type MappingSource = 'saved' | 'header' | 'content';

export const FIELD_LABELS: Record<BulkField, string> = {
  brand: 'Brand',
  model: 'Model',
  reference: 'Reference',
  serial: 'Serial number',
  year: 'Year',
  condition: 'Condition',
  price: 'Price',
  notes: 'Notes',
  photos: 'Photo file names',
};

/** Header words per field, lower case without punctuation; the first that matches wins. */
const HEADER_WORDS: Record<BulkField, readonly string[]> = {
  photos: ['photos', 'photo', 'images', 'image', 'pictures', 'picture', 'files', 'file', 'filenames', 'file names', 'photo files', 'imgs', 'img'],
  reference: ['reference', 'ref', 'ref no', 'ref nr', 'reference number', 'model number', 'model no', 'sku', 'style', 'style no', 'article'],
  serial: ['serial', 'serial no', 'serial number', 'sn', 's n', 'serial nr', 'case number', 'movement number'],
  brand: ['brand', 'make', 'maker', 'house', 'maison', 'marque', 'manufacturer', 'designer', 'label'],
  model: ['model', 'modele', 'modell', 'modelo', 'model name', 'name', 'item', 'product', 'title', 'piece', 'collection', 'line'],
  year: ['year', 'yr', 'date', 'purchase date', 'purchased', 'circa', 'production year', 'vintage', 'made'],
  condition: ['condition', 'cond', 'grade', 'state', 'wear'],
  price: ['price', 'asking', 'asking price', 'ask', 'amount', 'retail', 'list price', 'usd', 'value', 'sale price', 'prix'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'description', 'details', 'info'],
};

const clean = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

export const IMAGE_NAME = /\.(jpe?g|png|webp|heic|heif)$/i;

/** The file names a photos cell lists (comma, semicolon, pipe or line separated). */
export function photoNamesOf(cell: string): string[] {
  return cell
    .split(/[,;|\n]+/)
    .map((s) => baseName(s.trim()))
    .filter((s) => s.length > 0);
}

/** A path's last segment ('Stock/Rolex/IMG_1.jpg' -> 'IMG_1.jpg'). */
export function baseName(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

/**
 * The seller's columns mapped to Patina's fields. A saved mapping whose headers are all in
 * this sheet is used as it is; otherwise each header is matched by its words, then columns
 * left over by what they hold (file names, years, prices, conditions, known houses).
 */
export function guessMapping(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  saved?: Partial<ColumnMapping> | null,
): { mapping: ColumnMapping; sources: Partial<Record<BulkField, MappingSource>> } {
  const mapping = Object.fromEntries(BULK_FIELDS.map((f) => [f, null])) as ColumnMapping;
  const sources: Partial<Record<BulkField, MappingSource>> = {};
  const taken = new Set<number>();
  const indexOf = (header: string) => headers.findIndex((h, i) => !taken.has(i) && h.trim().toLowerCase() === header.trim().toLowerCase());

  if (saved) {
    for (const field of BULK_FIELDS) {
      const header = saved[field];
      if (!header) continue;
      const at = indexOf(header);
      if (at < 0) continue;
      mapping[field] = headers[at]!;
      sources[field] = 'saved';
      taken.add(at);
    }
  }
  // Exact header words first (every field), then headers that contain a field's word.
  for (const exact of [true, false]) {
    for (const field of BULK_FIELDS) {
      if (mapping[field]) continue;
      const at = headers.findIndex((h, i) => {
        if (taken.has(i)) return false;
        const words = clean(h);
        if (!words) return false;
        return HEADER_WORDS[field].some((w) => (exact ? words === w : w.length >= 3 && ` ${words} `.includes(` ${w} `)));
      });
      if (at < 0) continue;
      mapping[field] = headers[at]!;
      sources[field] = 'header';
      taken.add(at);
    }
  }
  // What is left: judged by the column's contents.
  const sample = rows.slice(0, 50);
  const share = (col: number, test: (v: string) => boolean) => {
    const values = sample.map((r) => (r[col] ?? '').trim()).filter((v) => v !== '');
    return values.length === 0 ? 0 : values.filter(test).length / values.length;
  };
  const byContent: [BulkField, (v: string) => boolean][] = [
    ['photos', (v) => photoNamesOf(v).some((n) => IMAGE_NAME.test(n))],
    ['condition', (v) => parseCondition(v) !== null],
    ['year', (v) => /^\s*(1[89]\d\d|20\d\d)\s*$/.test(v) || (/\d/.test(v) && parseYear(v) !== null && !/[$€£]/.test(v) && v.length <= 12)],
    ['price', (v) => /[$€£]|usd|eur|gbp/i.test(v) || /^\d{1,3}([,.]\d{3})+([.,]\d\d)?$/.test(v.trim())],
    ['brand', (v) => brandOf(v) !== null],
  ];
  for (const [field, test] of byContent) {
    if (mapping[field]) continue;
    let best = -1;
    let bestShare = 0.6;
    headers.forEach((_, i) => {
      if (taken.has(i)) return;
      const s = share(i, test);
      if (s > bestShare) {
        best = i;
        bestShare = s;
      }
    });
    if (best < 0) continue;
    mapping[field] = headers[best]!;
    sources[field] = 'content';
    taken.add(best);
  }
  return { mapping, sources };
}

/** Houses a dealer's sheet names often, and their usual short forms (ABBREVIATIONS of search). */
const HOUSES = [
  'rolex', 'patek philippe', 'audemars piguet', 'omega', 'cartier', 'hermes', 'chanel', 'louis vuitton', 'van cleef arpels', 'tiffany',
  'bulgari', 'bvlgari', 'richard mille', 'jaeger lecoultre', 'vacheron constantin', 'saint laurent', 'dior', 'gucci', 'prada', 'tudor',
  'breitling', 'iwc', 'panerai', 'hublot', 'a lange sohne', 'fendi', 'celine', 'bottega veneta', 'goyard', 'balenciaga', 'comme des garcons',
];

/** The house a cell names (full name or a known abbreviation, accents and case ignored), or null. */
export function brandOf(value: string): string | null {
  const v = value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!v) return null;
  const expanded = ABBREVIATIONS[v] ?? v;
  return HOUSES.find((h) => expanded === h || expanded.startsWith(`${h} `)) ?? null;
}

/**
 * A price cell in cents, or null when it is not one: '$12,500', '12.500,00 €', 'USD 9800',
 * '12k', '1 250'. Currencies are taken as written in US dollars (the sheet's numbers are the
 * seller's asking prices; the review grid shows them to be checked).
 */
export function parsePrice(value: string): number | null {
  let v = value.trim().toLowerCase().replace(/\s+/g, '').replace(/(usd|us\$|eur|gbp|chf|\$|€|£)/g, '');
  if (!v) return null;
  let factor = 1;
  if (/k$/.test(v)) {
    factor = 1000;
    v = v.slice(0, -1);
  }
  if (!/^\d[\d.,']*$/.test(v)) return null;
  v = v.replace(/'/g, '');
  // A comma followed by exactly two digits at the end is a decimal comma (12.500,00 or 99,50).
  if (/,\d{2}$/.test(v) && !/\.\d{2}$/.test(v)) v = v.replace(/\./g, '').replace(',', '.');
  else v = v.replace(/,/g, '');
  // Dots that group thousands (12.500.000 or 12.500) rather than a decimal point.
  if (/^\d{1,3}(\.\d{3})+$/.test(v)) v = v.replace(/\./g, '');
  const amount = Number(v) * factor;
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * 100);
}

/**
 * A year from a cell: '2019', '03/2019', '2019-05-01', '1 May 2019', 'circa 1965', '1960s',
 * or a spreadsheet's date serial (days since 1899-12-30). Null when none is found or it is
 * outside 1800-2100.
 */
export function parseYear(value: string): number | null {
  const v = value.trim();
  if (!v) return null;
  if (/^\d{5}(\.\d+)?$/.test(v)) {
    const serial = Number(v);
    if (serial > 0 && serial < 80000) return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).getUTCFullYear();
  }
  const four = /(?:^|\D)(1[89]\d\d|20\d\d|2100)(?:s|\D|$)/.exec(v);
  if (four) return Number(four[1]);
  // dd/mm/yy or mm-dd-yy: a two-digit year last.
  const short = /^\d{1,2}[/.-]\d{1,2}[/.-](\d{2})$/.exec(v);
  if (short) {
    const yy = Number(short[1]);
    return yy <= 40 ? 2000 + yy : 1900 + yy;
  }
  return null;
}

const CONDITION_WORDS: [RegExp, Condition][] = [
  [/^(new|brand new|bnib|nib|new with tags|nwt|nos|new old stock)$/, 'New'],
  [/^(unworn|unused|never worn|mint|pristine|as new|like new|a\+)$/, 'Unworn'],
  [/^(excellent|exc|near mint|a|9|10)$/, 'Excellent'],
  [/^(very good|vg|v good|very gd|b\+|8)$/, 'Very good'],
  [/^(good|gd|fair|used|worn|b|c|7)$/, 'Good'],
];

/** A condition grade from a dealer's word for it, or null. */
export function parseCondition(value: string): Condition | null {
  const v = value.trim().toLowerCase().replace(/[^a-z0-9+ ]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!v) return null;
  const exact = CONDITIONS.find((c) => c.toLowerCase() === v);
  if (exact) return exact;
  for (const [pattern, grade] of CONDITION_WORDS) if (pattern.test(v)) return grade;
  return null;
}
