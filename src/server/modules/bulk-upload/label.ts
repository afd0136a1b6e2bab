import { BRANDS, referencesIn } from '../../../shared/assistant/entities.js';
import { normalizeQuestion } from '../../../shared/assistant/text.js';

/**
 * What the text read off a label, a caseback, a certificate or a receipt says about the piece
 * (issue #38, decision 067): the house, the model beside it, the reference, the serial and
 * the year. Pure: ocr.ts reads the text, this only reads it. A value is taken only where the
 * text says what it is ("REF.", "SERIAL", "YEAR", a date) or, for the house, where a house's
 * name stands as a whole word; a label that says nothing clear gives nothing.
 */
export type LabelReading = Partial<{ brand: string; model: string; reference: string; serial: string; year: number }>;

/** Houses by their names and spellings of three letters or more (two-letter ones, 'ap' or 'rm', are too easily read off noise). */
const HOUSES = BRANDS.flatMap((b) => b.aliases.filter((a) => a.replace(/[^a-z]/g, '').length >= 3).map((alias) => ({ name: b.name, alias })))
  .sort((a, b) => b.alias.length - a.alias.length)
  .map((h) => ({ ...h, re: new RegExp(`(?:^|[^a-z0-9])${h.alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^a-z0-9])`) }));

/** The words a label uses to name a value, before it (each optional 'no.', ':' or '#' after). */
const REF_LABEL = String.raw`(?:ref(?:erence)?|model\s*(?:no|number|ref)|style|article|art)`;
const SERIAL_LABEL = String.raw`(?:serial|ser|s\s*/\s*n|sn|case\s*(?:no|number))`;
const AFTER_LABEL = String.raw`\.?\s*(?:(?:no|nr|number)\b\.?)?\s*[:#.]?\s*`;
const TOKEN = String.raw`([a-z0-9][a-z0-9./-]{2,24}[a-z0-9])`;

/** Label words and boilerplate that are never the model. */
const NOT_MODEL = /\b(ref|reference|serial|s\/n|invoice|receipt|total|price|qty|certificate|warranty|guarantee|no\.?)\b/i;

/** In a token read as a reference or serial (three digits or more), an O beside a digit is a 0 and an I or l between digits a 1 (the usual OCR slips). */
function fixDigits(token: string): string {
  const digits = (token.match(/\d/g) ?? []).length;
  if (digits < 3) return token;
  return token.replace(/(?<=\d)o|o(?=\d)/gi, '0').replace(/(?<=\d)[Il|](?=\d)/g, '1');
}

const clean = (token: string) => fixDigits(token.replace(/[./-]+$/, '')).toUpperCase();

function labelled(text: string, label: string): string | null {
  const m = new RegExp(String.raw`(?:^|[^a-z0-9])${label}${AFTER_LABEL}${TOKEN}`, 'i').exec(text);
  if (!m) return null;
  const token = clean(m[1]!);
  // A value has a digit (a word after 'Ref.' such as 'REFERENCE' itself is not one).
  return /\d/.test(token) ? token : null;
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function readLabel(raw: string, now: Date = new Date()): LabelReading {
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').slice(0, 20_000);
  // A label word run into the value before it ('116610LN|SERIAL', a gap read as a bar) is set apart again.
  const lines = text.replace(/(?<=[a-z0-9]{3})[|I]?(?=(?:SERIAL|S\/N|YEAR)\b)/gi, ' ').split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l.length > 0);
  const out: LabelReading = {};
  const flat = lines.join('\n');

  const serial = labelled(flat, SERIAL_LABEL);
  if (serial) out.serial = serial;
  let reference = labelled(flat, REF_LABEL);
  if (!reference) {
    // Unlabelled: a word mixing letters and three digits or more (126610LN, 5711/1A), not the serial.
    const found = referencesIn(normalizeQuestion(flat)).map(clean).filter((r) => /[A-Z]/.test(r) && /\d{3}/.test(r) && r !== out.serial);
    if (found.length === 1) reference = found[0]!;
  }
  if (reference && reference !== out.serial) out.reference = reference;

  const thisYear = now.getUTCFullYear();
  const year = /\b(?:year|yr|dated?|purchased|sold|issued|made)\b\D{0,12}?((?:18|19|20)\d{2})\b/i.exec(flat)
    ?? /\b\d{1,2}[./-]\d{1,2}[./-]((?:19|20)\d{2})\b/.exec(flat)
    ?? /\b((?:19|20)\d{2})[./-]\d{1,2}[./-]\d{1,2}\b/.exec(flat);
  if (year) {
    const y = Number(year[1]);
    if (y >= 1800 && y <= thisYear) out.year = y;
  }

  // The house: the first whole-word name of one, line by line; the model is the rest of its line
  // and the next line when that is plain words (no digits, no label word).
  for (const [i, line] of lines.entries()) {
    const folded = normalizeQuestion(line);
    const house = HOUSES.find((h) => h.re.test(folded));
    if (!house) continue;
    out.brand = house.name;
    const at = house.re.exec(folded)!;
    const after = folded.slice(at.index + at[0].length).replace(/^[^a-z0-9]+/, '');
    const words = [after, lines[i + 1] && !/\d/.test(lines[i + 1]!) && !NOT_MODEL.test(lines[i + 1]!) && !HOUSES.some((h) => h.re.test(normalizeQuestion(lines[i + 1]!))) ? normalizeQuestion(lines[i + 1]!) : '']
      .join(' ')
      .split(/\s+/)
      .filter((w) => /^[a-z][a-z'&-]*$/.test(w) && !NOT_MODEL.test(w));
    if (words.length > 0 && words.length <= 8) out.model = titleCase(words.join(' '));
    break;
  }
  return out;
}
