import { normalizeQuestion, wordsOf } from './text.js';

/**
 * Issue #16: what a question names — houses (with the collectors' abbreviations and common
 * misspellings), a price limit, references, colours, materials and sizes. Pure: the server
 * turns these into a search, a sales-history lookup or a tool's arguments.
 */
export interface Brand {
  /** The house's name as the catalogue writes it. */
  name: string;
  /** Normalized spellings (normalizeQuestion), matched as whole words. */
  aliases: readonly string[];
}

export const BRANDS: readonly Brand[] = [
  { name: 'Rolex', aliases: ['rolex', 'rolexx', 'rollex', 'rolx', 'rolec'] },
  { name: 'Audemars Piguet', aliases: ['audemars piguet', 'audemar piguet', 'audemars', 'ap'] },
  { name: 'Patek Philippe', aliases: ['patek philippe', 'patek phillipe', 'patek philipe', 'patek', 'pp'] },
  { name: 'Louis Vuitton', aliases: ['louis vuitton', 'louis vitton', 'luis vuitton', 'vuitton', 'lv'] },
  { name: 'Van Cleef & Arpels', aliases: ['van cleef & arpels', 'van cleef arpels', 'van cleef', 'vca'] },
  { name: 'Hermès', aliases: ['hermes', 'hermess', 'ermes', 'hermes paris'] },
  { name: 'Chanel', aliases: ['chanel', 'channel', 'chanelle', 'shanel'] },
  { name: 'Cartier', aliases: ['cartier', 'cartie', 'cartiers'] },
  { name: 'Omega', aliases: ['omega'] },
  { name: 'Gucci', aliases: ['gucci', 'guci'] },
  { name: 'Dior', aliases: ['christian dior', 'dior'] },
  { name: 'Prada', aliases: ['prada'] },
  { name: 'Bvlgari', aliases: ['bvlgari', 'bulgari', 'bulgary'] },
  { name: 'Tiffany & Co.', aliases: ['tiffany & co', 'tiffany and co', 'tiffany', 'tiffanys'] },
  { name: 'Richard Mille', aliases: ['richard mille', 'rm'] },
  { name: 'Vacheron Constantin', aliases: ['vacheron constantin', 'vacheron', 'vc'] },
  { name: 'Jaeger-LeCoultre', aliases: ['jaeger lecoultre', 'jaeger-lecoultre', 'jaeger le coultre', 'jlc'] },
  { name: 'Saint Laurent', aliases: ['yves saint laurent', 'saint laurent', 'ysl'] },
  { name: 'Goyard', aliases: ['goyard'] },
  { name: 'Bottega Veneta', aliases: ['bottega veneta', 'bottega'] },
  { name: 'Fendi', aliases: ['fendi'] },
  { name: 'Celine', aliases: ['celine'] },
  { name: 'Tudor', aliases: ['tudor'] },
  { name: 'Breitling', aliases: ['breitling'] },
  { name: 'Hublot', aliases: ['hublot'] },
  { name: 'IWC', aliases: ['iwc'] },
  { name: 'A. Lange & Söhne', aliases: ['a lange & sohne', 'a. lange & sohne', 'lange & sohne', 'lange sohne', 'a lange'] },
  { name: 'Ferrari', aliases: ['ferrari'] },
  { name: 'Porsche', aliases: ['porsche'] },
  { name: 'Cohiba', aliases: ['cohiba'] },
  { name: 'Dom Pérignon', aliases: ['dom perignon'] },
  { name: 'Warhol', aliases: ['andy warhol', 'warhol'] },
  { name: 'Picasso', aliases: ['pablo picasso', 'picasso'] },
];

const COLOURS: Readonly<Record<string, string>> = {
  black: 'black', noir: 'black', white: 'white', blanc: 'white', red: 'red', rouge: 'red', blue: 'blue', bleu: 'blue',
  navy: 'navy', green: 'green', vert: 'green', pink: 'pink', rose: 'pink', brown: 'brown', beige: 'beige', tan: 'tan',
  grey: 'grey', gray: 'grey', gris: 'grey', silver: 'silver', gold: 'gold', golden: 'gold', orange: 'orange', yellow: 'yellow',
  purple: 'purple', burgundy: 'burgundy', cream: 'cream', etoupe: 'etoupe', etain: 'etain', craie: 'craie',
};

const MATERIALS = ['steel', 'stainless steel', 'rose gold', 'yellow gold', 'white gold', 'platinum', 'titanium', 'ceramic',
  'leather', 'togo', 'epsom', 'clemence', 'box calf', 'crocodile', 'alligator', 'canvas', 'caviar', 'lambskin', 'diamond', 'diamonds'] as const;

const BAG_MODELS = 'birkin|kelly|constance|picotin|lindy|evelyne|speedy|neverfull|keepall|alma|herbag';

export interface PriceLimit {
  /** Minor units (cents), in `currency`. */
  min?: number;
  max?: number;
  currency: 'USD' | 'EUR' | 'GBP';
}

export interface Entities {
  brands: string[];
  price: PriceLimit | null;
  references: string[];
  colours: string[];
  materials: string[];
  sizes: string[];
}

/** The aliases of every house, longest first so 'patek philippe' wins over 'patek'. */
const ALIASES = BRANDS.flatMap((b) => b.aliases.map((alias) => ({ alias, name: b.name }))).sort((a, b) => b.alias.length - a.alias.length);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
}
const ALIAS_PATTERNS = ALIASES.map((a) => ({ ...a, re: new RegExp(`(?:^|[\\s,.;:!?'"(])${escape(a.alias)}(?=$|[\\s,.;:!?'")])`) }));

/** The question with every house's name replaced by `placeholder` (for the classifier). */
export function replaceBrands(normalized: string, placeholder: string): string {
  let rest = ` ${normalized} `;
  for (const a of ALIAS_PATTERNS) {
    const global = new RegExp(a.re.source, 'g');
    rest = rest.replace(global, (m) => `${m[0]}${placeholder}`);
  }
  return rest.trim();
}

/** Houses named in a normalized question, in the order they appear, each once. */
export function brandsIn(normalized: string): string[] {
  let rest = ` ${normalized} `;
  const found: { name: string; at: number }[] = [];
  for (const a of ALIAS_PATTERNS) {
    const m = a.re.exec(rest);
    if (!m) continue;
    if (!found.some((f) => f.name === a.name)) found.push({ name: a.name, at: m.index });
    rest = `${rest.slice(0, m.index)}${' '.repeat(m[0].length)}${rest.slice(m.index + m[0].length)}`;
  }
  return found.sort((x, y) => x.at - y.at).map((f) => f.name);
}

const AMOUNT = String.raw`([$€£]\s?)?(\d{1,3}(?:[ ,.]\d{3})+|\d+(?:\.\d+)?)\s?(k|m|mil|million|thousand|grand)?\s?(\$|€|£|usd|eur|euros?|gbp|pounds?|dollars?|bucks)?`;
const UNDER = String.raw`(?:under|below|less than|cheaper than|up to|at most|max(?:imum)?|no more than|within|budget(?: of| is)?|moins de|unter|menos de|<)`;
const OVER = String.raw`(?:over|above|more than|at least|min(?:imum)?|from|starting at|plus de|uber|mas de|>)`;

interface Amount { cents: number; currency: PriceLimit['currency'] | null; span: [number, number] }

function amountAt(m: RegExpExecArray, offset: number): Amount | null {
  const [symbolBefore, digits, scale, unitAfter] = m.slice(offset, offset + 4) as (string | undefined)[];
  if (!digits) return null;
  let value: number;
  if (/^\d{1,3}([ ,.]\d{3})+$/.test(digits)) value = Number(digits.replace(/[ ,.]/g, ''));
  else value = Number(digits);
  if (!Number.isFinite(value)) return null;
  const s = scale ?? '';
  if (s === 'k' || s === 'thousand' || s === 'grand') value *= 1000;
  else if (s === 'm' || s === 'mil' || s === 'million') value *= 1_000_000;
  const sign = `${symbolBefore ?? ''}${unitAfter ?? ''}`.trim();
  const currency = /€|eur/.test(sign) ? 'EUR' : /£|gbp|pound/.test(sign) ? 'GBP' : /\$|usd|dollar|buck/.test(sign) ? 'USD' : null;
  // A bare small number ('under 30') is a size or a count, not a price, unless a currency or scale says otherwise.
  if (!currency && !s && value < 100) return null;
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || cents <= 0) return null;
  return { cents, currency, span: [m.index, m.index + m[0].length] };
}

/** A price limit ('under $15,000', 'between 5k and 10k €', 'over £2m'), or null. */
export function priceLimitIn(normalized: string): { price: PriceLimit | null; spans: [number, number][] } {
  const between = new RegExp(String.raw`(?:between|from|entre)\s+${AMOUNT}\s*(?:and|to|-|et|y)\s*${AMOUNT}`).exec(normalized);
  if (between) {
    const a = amountAt(between, 1);
    const b = amountAt(between, 5);
    if (a && b) {
      const currency = a.currency ?? b.currency ?? 'USD';
      return { price: { min: Math.min(a.cents, b.cents), max: Math.max(a.cents, b.cents), currency }, spans: [[between.index, between.index + between[0].length]] };
    }
  }
  const price: PriceLimit = { currency: 'USD' };
  const spans: [number, number][] = [];
  let currency: PriceLimit['currency'] | null = null;
  const under = new RegExp(String.raw`${UNDER}\s*${AMOUNT}`).exec(normalized);
  if (under) {
    const a = amountAt(under, 1);
    if (a) { price.max = a.cents; currency ??= a.currency; spans.push(a.span); }
  }
  const over = new RegExp(String.raw`${OVER}\s*${AMOUNT}`).exec(normalized);
  if (over) {
    const a = amountAt(over, 1);
    if (a) { price.min = a.cents; currency ??= a.currency; spans.push(a.span); }
  }
  if (price.min === undefined && price.max === undefined) return { price: null, spans: [] };
  price.currency = currency ?? 'USD';
  return { price, spans };
}

/**
 * References: a word of at least three digits mixed with letters or a slash (126610LN,
 * 5711/1A, M41112, 15202ST), or five to six bare digits (116500) — never a year, a size,
 * or a number that is part of a price.
 */
export function referencesIn(normalized: string, priceSpans: readonly [number, number][] = []): string[] {
  const out: string[] = [];
  const re = /[a-z0-9][a-z0-9/.-]*[a-z0-9]/g;
  for (let m = re.exec(normalized); m; m = re.exec(normalized)) {
    const word = m[0];
    const start = m.index;
    if (priceSpans.some(([a, b]) => start >= a && start < b)) continue;
    const digits = (word.match(/\d/g) ?? []).length;
    if (digits < 3) continue;
    const mixed = /[a-z]/.test(word) || word.includes('/');
    const bare = /^\d{5,6}$/.test(word);
    if (/^\d+(\.\d+)?(k|m|mm|cm|ml)$/.test(word) || /^(19|20)\d\d$/.test(word)) continue;
    if (/^\d{1,3}([,.]\d{3})+$/.test(word)) continue;
    // Dotted references (Omega's 310.30.42.50.01.001).
    const dotted = /^\d{3}(\.\d{2,3}){3,}$/.test(word);
    if (mixed || bare || dotted) out.push(word.toUpperCase());
  }
  return [...new Set(out)];
}

export function coloursIn(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => COLOURS[w]).filter((c): c is string => c !== undefined))];
}

export function materialsIn(normalized: string): string[] {
  const found: string[] = [];
  let rest = ` ${normalized} `;
  for (const m of [...MATERIALS].sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`[\\s,.;]${m}(?=[\\s,.;])`);
    if (re.test(rest)) { found.push(m); rest = rest.replace(re, ' '); }
  }
  return found;
}

/** Sizes: 'birkin 30', 'size 38', '36mm', 'size m'. */
export function sizesIn(normalized: string): string[] {
  const out: string[] = [];
  for (const m of normalized.matchAll(new RegExp(`\\b(${BAG_MODELS})\\s(\\d{2})\\b`, 'g'))) out.push(`${m[1]} ${m[2]}`);
  for (const m of normalized.matchAll(/\b(\d{2}(?:\.\d)?)\s?mm\b/g)) out.push(`${m[1]}mm`);
  for (const m of normalized.matchAll(/\bsize\s(\d{1,2}(?:\.5)?|xxs|xs|s|m|l|xl|xxl)\b/g)) out.push(`size ${m[1]}`);
  return [...new Set(out)];
}

/** Every entity of a question (raw text; normalized here). */
export function extractEntities(question: string): Entities {
  const normalized = normalizeQuestion(question);
  const { price, spans } = priceLimitIn(normalized);
  return {
    brands: brandsIn(normalized),
    price,
    references: referencesIn(normalized, spans),
    colours: coloursIn(wordsOf(normalized)),
    materials: materialsIn(normalized),
    sizes: sizesIn(normalized),
  };
}
