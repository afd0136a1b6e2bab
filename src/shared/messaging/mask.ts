/**
 * Contact details stay on Patina (issue #11): before a message is stored for its recipient,
 * email addresses, phone numbers (digits in any national grouping, or spelled out in English
 * words), links (with or without a scheme) and social handles are replaced by a bracketed
 * word. The original is kept for moderators; the sender is told what was hidden.
 *
 * Pure and deterministic: the server masks, the web shows the notice, the tests run both.
 * What it must leave alone is as important as what it hides: prices ($12,500, 1.250.000 €),
 * years and ranges (1967, 1967-1972), dates, and references (Ref. 116610LN, 5711/1A-010).
 */

export const MASK_KINDS = ['email', 'phone', 'url', 'handle'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];

export const MASK_TOKENS: Record<MaskKind, string> = {
  email: '[email hidden]',
  phone: '[phone hidden]',
  url: '[link hidden]',
  handle: '[handle hidden]',
};

export interface MaskResult {
  text: string;
  /** Kinds hidden, each once, in MASK_KINDS order; empty when the text is unchanged. */
  masked: MaskKind[];
}

/** Top-level domains people write bare ("shop.com", "wa.me/…"); a short list keeps "e.g." and "No.5" text. */
const TLDS =
  'com|net|org|info|biz|io|co|me|ly|gg|app|dev|shop|store|online|site|website|link|page|bio|xyz|club|live|tv|to|ai|' +
  'uk|de|fr|it|es|ch|nl|be|at|se|no|dk|fi|pl|pt|gr|ie|lu|us|ca|mx|br|ar|au|nz|jp|cn|hk|sg|kr|in|ae|ru|za|eu';

const SCHEME_URL = /\b(?:https?|ftp):\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/gi;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu;
/** "name at gmail dot com", "name (at) gmail [dot] com", "name@gmail dot com". */
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s*(?:@|[([{]\s*at\s*[)\]}]|\s+at\s+)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|[([{]\s*dot\s*[)\]}]|\s+dot\s+)\s*[\p{L}\p{N}-]+)*?\s*(?:\.|[([{]\s*dot\s*[)\]}]|\s+dot\s+)\s*(?:${TLDS})\b`,
  'giu',
);
/** A bare domain, optionally with a path: "patina-deals.com", "wa.me/4155551212", "bit.ly/x". */
const BARE_DOMAIN = new RegExp(String.raw`(?<![\p{L}\p{N}@.-])(?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+(?:${TLDS})\b(?:\/[^\s<>"']*)?`, 'giu');
/** "@velvet.rose" where it is not part of an email (those are gone by now). */
const AT_HANDLE = /(?<![\p{L}\p{N}_.])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?/gu;
/**
 * "insta: velvetrose", "my telegram is velvetrose", "snap @velvet": a platform name, then a
 * separator (a colon, "=", a dash, "is", "at" or "@"), then the handle. Short or everyday
 * names (ig, wa, tg, line, signal, x) count only with a colon or "=".
 */
const PLATFORMS_LONG =
  'insta(?:gram)?|snap(?:chat)?|telegram|whats\\s?app|wechat|weixin|facebook|tik\\s?tok|twitter|discord|skype|viber|kik|threads|linkedin|messenger';
const PLATFORMS_SHORT = 'ig|wa|tg|fb|sc|line|signal|x';
const PLATFORM_HANDLE = new RegExp(
  String.raw`\b(?:(?:${PLATFORMS_LONG})(?:\s*[:=]\s*|\s*-\s*|\s+(?:is|at|handle(?:\s+is)?|id(?:\s+is)?)\s+|\s+(?=@))|(?:${PLATFORMS_SHORT})\s*[:=]\s*)@?[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?`,
  'giu',
);

/**
 * A run of digits joined by what people put between them in phone numbers: spaces, dots,
 * dashes, parentheses, a leading + or 00. Commas and slashes do not join (prices, dates,
 * references), and a letter glued to either end makes it a reference, not a number.
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}])(?:\+\s*)?\(?\d[\d\s().-]*\d\)?(?![\p{L}\p{N}])/gu;
const PHONE_MIN_DIGITS = 7;

/** Numbers that are not phones although they have enough digits. */
function isOrdinaryNumber(run: string, before: string, after: string): boolean {
  const compact = run.replace(/\s+/g, ' ').trim();
  // Thousands grouped by dots or spaces: 1.250.000, 1 250 000.
  if (/^\d{1,3}(?:[. ]\d{3})+$/.test(compact) && !/^0/.test(compact)) return true;
  // Decimals: 12500.00
  if (/^\d+\.\d{1,2}$/.test(compact)) return true;
  // Years and year ranges: 1967-1972, 1990 - 2005.
  if (/^(?:1[5-9]|20)\d{2}\s*[-.]\s*(?:1[5-9]|20)?\d{2}$/.test(compact)) return true;
  // Dates: 12.05.2023, 2023-05-12.
  if (/^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(compact) || /^\d{4}-\d{1,2}-\d{1,2}$/.test(compact)) return true;
  // Money around it: $, €, £, CHF, USD before; € or a currency code after.
  if (/(?:[$€£¥₣]|\b(?:USD|EUR|GBP|CHF|JPY|HKD|AED|CAD|AUD|SGD))\s*$/i.test(before)) return true;
  if (/^\s*(?:[€£$¥]|(?:USD|EUR|GBP|CHF|JPY|HKD|AED|CAD|AUD|SGD)\b)/i.test(after)) return true;
  // A reference's number ("Serial 1234567", "Lot #20231", "No. 7654321"): short enough that it
  // cannot be a national phone number written without its spaces.
  const digits = compact.replace(/\D/g, '').length;
  if (digits <= 8 && /\b(?:ref|reference|serial|no\.|nr|lot|item|order|invoice|model|case)\s*#?\s*$/i.test(before)) return true;
  return false;
}

function maskDigitPhones(text: string): { text: string; hit: boolean } {
  let hit = false;
  const out = text.replace(DIGIT_RUN, (run: string, offset: number, whole: string) => {
    const digits = run.replace(/\D/g, '').length;
    const international = /^\s*(?:\+|00)/.test(run);
    // No upper bound: a number written next to a year or a size ("4155551212 2019") is one run.
    if (digits < PHONE_MIN_DIGITS) return run;
    const before = whole.slice(Math.max(0, offset - 24), offset);
    const after = whole.slice(offset + run.length, offset + run.length + 8);
    if (!international && isOrdinaryNumber(run, before, after)) return run;
    hit = true;
    // Keep the space or punctuation the run swallowed at its ends.
    const lead = /^\s*/.exec(run)![0];
    const trail = /\s*$/.exec(run)![0];
    return `${lead}${MASK_TOKENS.phone}${trail}`;
  });
  return { text: out, hit };
}

const UNITS: Record<string, number> = {
  zero: 1, oh: 1, o: 1, one: 1, two: 1, three: 1, four: 1, five: 1, six: 1, seven: 1, eight: 1, nine: 1,
};
const TEENS = new Set(['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']);
const TENS = new Set(['twenty', 'thirty', 'forty', 'fourty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
const REPEATERS: Record<string, number> = { double: 2, triple: 3 };

/** A word or digit run and where it sits. */
interface Token {
  text: string;
  start: number;
  end: number;
}

/**
 * Phone numbers spelled out: "four one five, five five five - one two one two",
 * "plus four four seven nine double one…", digits and words mixed ("4 one 5 …"). A run of
 * number words (and digits) joined only by spaces, commas, dots or dashes that adds up to
 * seven digits or more is a phone number.
 */
function maskSpelledPhones(text: string): { text: string; hit: boolean } {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[\p{L}]+|\d+/gu)) tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  const digitsOf = (i: number): number | null => {
    const raw = tokens[i]!.text;
    if (/^\d+$/.test(raw)) return raw.length;
    const w = raw.toLowerCase();
    if (w in UNITS) return UNITS[w]!;
    if (TEENS.has(w) || TENS.has(w)) return 2;
    if (w === 'hundred') return 2;
    if (w === 'thousand') return 3;
    if (w === 'plus') return 0;
    if (w in REPEATERS) return 0;
    return null;
  };
  const joined = (a: Token, b: Token) => /^[\s,.\-/()]*$/.test(text.slice(a.end, b.start)) && !/\n\s*\n/.test(text.slice(a.end, b.start));
  const spans: [number, number][] = [];
  let i = 0;
  while (i < tokens.length) {
    if (digitsOf(i) === null) {
      i++;
      continue;
    }
    let j = i;
    let digits = 0;
    let words = 0;
    let pendingRepeat = 1;
    for (; j < tokens.length; j++) {
      if (j > i && !joined(tokens[j - 1]!, tokens[j]!)) break;
      const d = digitsOf(j);
      if (d === null) break;
      const w = tokens[j]!.text.toLowerCase();
      if (!/^\d+$/.test(w)) words++;
      if (w in REPEATERS) {
        pendingRepeat = REPEATERS[w]!;
        continue;
      }
      // "twenty one" is two digits, not three.
      const prev = j > i ? tokens[j - 1]!.text.toLowerCase() : '';
      const add = TENS.has(prev) && w in UNITS && w !== 'oh' && w !== 'o' && w !== 'zero' ? 0 : d;
      digits += add * pendingRepeat;
      pendingRepeat = 1;
    }
    // "o" and "oh" are also words: a run starts and ends on a real number word or digit.
    const end = j;
    let first = i;
    // "Oh, one two three…" is an exclamation; "oh six one two…" is a zero.
    while (first < j - 1 && ['o', 'oh'].includes(tokens[first]!.text.toLowerCase()) && !/^\s+$/.test(text.slice(tokens[first]!.end, tokens[first + 1]!.start))) first++;
    while (j > first && ['o', 'oh', 'plus', 'double', 'triple'].includes(tokens[j - 1]!.text.toLowerCase())) j--;
    if (j > first && digits >= PHONE_MIN_DIGITS && words >= 2) spans.push([tokens[first]!.start, tokens[j - 1]!.end]);
    i = Math.max(end, i + 1);
  }
  if (spans.length === 0) return { text, hit: false };
  let out = '';
  let at = 0;
  for (const [s, e] of spans) {
    out += text.slice(at, s) + MASK_TOKENS.phone;
    at = e;
  }
  return { text: out + text.slice(at), hit: true };
}

/** Replaces contact details in `text`; answers the new text and the kinds it hid. */
export function maskContactDetails(text: string): MaskResult {
  const hits = new Set<MaskKind>();
  const replace = (input: string, pattern: RegExp, kind: MaskKind): string =>
    input.replace(pattern, () => {
      hits.add(kind);
      return MASK_TOKENS[kind];
    });

  let out = text;
  out = replace(out, SCHEME_URL, 'url');
  out = replace(out, EMAIL, 'email');
  out = replace(out, SPELLED_EMAIL, 'email');
  out = replace(out, BARE_DOMAIN, 'url');
  out = replace(out, PLATFORM_HANDLE, 'handle');
  out = replace(out, AT_HANDLE, 'handle');
  const digitPhones = maskDigitPhones(out);
  out = digitPhones.text;
  if (digitPhones.hit) hits.add('phone');
  const spelled = maskSpelledPhones(out);
  out = spelled.text;
  if (spelled.hit) hits.add('phone');
  return { text: out, masked: MASK_KINDS.filter((k) => hits.has(k)) };
}

const KIND_WORDS: Record<MaskKind, string> = {
  email: 'an email address',
  phone: 'a phone number',
  url: 'a link',
  handle: 'a social media handle',
};

/**
 * What the sender reads under a message whose contact details were hidden, or null when
 * nothing was: "We hid an email address and a phone number from this message. …"
 */
export function maskNotice(masked: readonly MaskKind[]): string | null {
  if (masked.length === 0) return null;
  const words = MASK_KINDS.filter((k) => masked.includes(k)).map((k) => KIND_WORDS[k]);
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
  return `We hid ${list} from this message. Contact details stay on Patina, so every sale stays protected by escrow.`;
}
