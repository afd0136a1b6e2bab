/**
 * Issue #39 §2: the assistant's evaluation cases and what makes an answer useful. Shared by
 * the held-out set (bench/assistant/heldout/) and the tuning set (bench/assistant/tuning/),
 * which are written apart — different sentence frames and vocabularies — and only meet here,
 * in the oracle that scores an answer against the catalogue rows it returned.
 */
import type { Intent } from '../../src/shared/assistant/intents.js';
import type { AssistantMessage } from '../../src/shared/assistant/contracts.js';

/** What a useful answer must contain. */
export type Expect =
  /** Pieces from the catalogue, each of which satisfies every constraint named. */
  | { kind: 'pieces'; brand?: string; model?: string; reference?: string; maxUsd?: number; minUsd?: number; material?: string; size?: string; colour?: string }
  /** The sales history of a piece of this house and model (and reference, when named). */
  | { kind: 'price'; brand: string; model: string; reference?: string }
  /** The policy passage: the first source is one of `urls` and the answer quotes `quote`. */
  | { kind: 'policy'; urls: string[]; quote?: string }
  /** The member's own data: the answer links the member's own page for it, not a sign-in. */
  | { kind: 'own'; page: string }
  /** Handed to the concierge (a person, or sourcing a piece that is not listed). */
  | { kind: 'concierge' }
  /** Small talk or out of scope: no piece, price, order or policy presented as an answer. */
  | { kind: 'chat' };

export interface Case {
  intent: Intent;
  text: string;
  expect: Expect;
}

/** A catalogue row as the oracle reads it (from the database, by the slug an answer links). */
export interface Row {
  slug: string;
  brand: string;
  model: string;
  reference: string | null;
  full_name: string;
  color: string;
  materials: string[];
  attributes: Record<string, unknown>;
  /** USD cents, as the site shows it (lowest ask, else price, else recommended). */
  shown: number;
}

/** Fixed rates for budgets written in other currencies (units per US dollar). */
export const PER_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 0.86, GBP: 0.76, CHF: 0.8 };

/**
 * A round budget `headroom` times a price in US cents, in the units of `cur` ('NONE': dollars,
 * the currency left unsaid): the amount, the same in thousands, and its ceiling in whole US
 * dollars. The two sets phrase it each their own way.
 */
export function roundBudget(usdCents: number, cur: string, headroom: number): { n: number; k: number; maxUsd: number } {
  const rate = PER_USD[cur === 'NONE' ? 'USD' : cur]!;
  const units = ((usdCents / 100) * headroom) * rate;
  const mag = 10 ** Math.max(2, Math.floor(Math.log10(units)) - 1);
  const n = Math.ceil(units / mag) * mag;
  return { n, k: n / 1000, maxUsd: Math.floor(n / rate) };
}

/** A piece's size as a member would ask for it: Louis Vuitton's PM/MM/GM/BB, or a size in mm or cm. */
export function sizeOf(p: { fullName: string; attributes: Record<string, unknown> }): string | null {
  const lv = / (PM|MM|GM|BB)\b/.exec(p.fullName)?.[1];
  if (lv) return lv;
  for (const v of Object.values(p.attributes)) {
    const m = /^(\d{2}(?:\.\d)?) (mm|cm)$/.exec(String(v));
    if (m) return m[1]!;
  }
  return null;
}

/** The oracle's own reading of a material or colour family (not the assistant's lexicon). */
const MATERIAL: Readonly<Record<string, RegExp>> = {
  steel: /steel/i,
  'rose gold': /rose gold|everose|pink gold/i,
  'yellow gold': /yellow gold/i,
  'white gold': /white gold/i,
  platinum: /platinum/i,
  titanium: /titan/i,
  ceramic: /ceramic/i,
  canvas: /canvas/i,
  lambskin: /lambskin/i,
  togo: /togo/i,
  epsom: /epsom/i,
  caviar: /caviar/i,
  silk: /silk/i,
  cashmere: /cashmere/i,
  alligator: /alligator/i,
  gold: /gold/i,
};
const COLOUR: Readonly<Record<string, RegExp>> = {
  black: /black|noir|onyx/i,
  blue: /blue|bleu|navy|azur|cobalt/i,
  red: /\bred\b|rouge|coquelicot/i,
  green: /green|vert|malachite|kiwi|olive/i,
  white: /white|blanc|ivory|craie/i,
  pink: /pink|rose sakura|blush/i,
  grey: /grey|gray|gris|etain|slate|charcoal/i,
  beige: /beige|etoupe|biscuit|nata/i,
  brown: /brown|chocolate|mocha|chai/i,
  silver: /silver/i,
  orange: /orange/i,
  yellow: /yellow/i,
  champagne: /champagne/i,
};

export function materialFamilyOf(row: Pick<Row, 'materials' | 'full_name'>): string[] {
  const text = `${row.materials.join(' | ')} | ${row.full_name}`;
  return Object.keys(MATERIAL).filter((m) => MATERIAL[m]!.test(text));
}
export function colourFamilyOf(color: string): string[] {
  return Object.keys(COLOUR).filter((c) => COLOUR[c]!.test(color));
}

/** Why a row fails the expectation, or null when it satisfies it. */
export function rowFails(e: Extract<Expect, { kind: 'pieces' }>, row: Row): string | null {
  if (e.brand && row.brand !== e.brand) return `house ${row.brand}`;
  if (e.model && !row.model.toLowerCase().includes(e.model.toLowerCase())) return `model ${row.model}`;
  if (e.reference && (row.reference ?? '').toUpperCase() !== e.reference.toUpperCase()) return `reference ${row.reference}`;
  if (e.maxUsd !== undefined && (row.shown <= 0 || row.shown > e.maxUsd * 100)) return `price ${row.shown / 100}`;
  if (e.minUsd !== undefined && row.shown < e.minUsd * 100) return `price ${row.shown / 100}`;
  if (e.material && !MATERIAL[e.material]!.test(`${row.materials.join(' | ')} | ${row.full_name}`)) return `material ${row.materials.join(', ')}`;
  if (e.colour && !COLOUR[e.colour]!.test(row.color)) return `colour ${row.color}`;
  if (e.size) {
    const text = `${row.full_name} | ${Object.values(row.attributes).map(String).join(' | ')}`;
    const re = new RegExp(`(^|[\\s|])${e.size.replace(/[.]/g, '\\.')}(\\s?(mm|cm)|\\s|\\||$)`, 'i');
    if (!re.test(text)) return `size not ${e.size}`;
  }
  return null;
}

export const productSlugs = (m: AssistantMessage): string[] =>
  m.sources.map((s) => /^\/product\/([^#?/]+)(#.*)?$/.exec(s.url)?.[1]).filter((s): s is string => s !== undefined);

/** Whether the answer is useful, and why not. */
export function judge(c: Case, m: AssistantMessage, rows: Map<string, Row>): { useful: boolean; why: string } {
  const e = c.expect;
  switch (e.kind) {
    case 'pieces': {
      if (m.intent !== 'find_pieces') return { useful: false, why: `intent ${m.intent}` };
      const slugs = productSlugs(m);
      if (slugs.length === 0) return { useful: false, why: 'no pieces' };
      for (const s of slugs) {
        const row = rows.get(s);
        if (!row) return { useful: false, why: `unknown ${s}` };
        const fail = rowFails(e, row);
        if (fail) return { useful: false, why: `${row.full_name}: ${fail}` };
      }
      return { useful: true, why: '' };
    }
    case 'price': {
      const first = m.sources[0]?.url ?? '';
      const slug = /^\/product\/([^#?/]+)#price-history$/.exec(first)?.[1];
      if (!slug) return { useful: false, why: `no sales history (${first})` };
      const row = rows.get(slug);
      if (!row) return { useful: false, why: `unknown ${slug}` };
      const fail = rowFails({ kind: 'pieces', brand: e.brand, model: e.model, ...(e.reference ? { reference: e.reference } : {}) }, row);
      if (fail) return { useful: false, why: `${row.full_name}: ${fail}` };
      return /\$\d/.test(m.body) ? { useful: true, why: '' } : { useful: false, why: 'no figure' };
    }
    case 'policy': {
      const first = m.sources[0]?.url ?? '';
      if (m.low_confidence || !e.urls.includes(first)) return { useful: false, why: `passage ${first}` };
      if (e.quote && !m.body.toLowerCase().includes(e.quote.toLowerCase())) return { useful: false, why: `no “${e.quote}”` };
      return { useful: true, why: '' };
    }
    case 'own': {
      if (m.low_confidence || m.sources.some((s) => s.url === '/auth/login')) return { useful: false, why: 'not the member’s data' };
      return m.sources.some((s) => s.url === e.page) ? { useful: true, why: '' } : { useful: false, why: `no ${e.page}` };
    }
    case 'concierge':
      return m.intent === 'concierge' ? { useful: true, why: '' } : { useful: false, why: `intent ${m.intent}` };
    case 'chat': {
      const factual = m.sources.some((s) => s.url.startsWith('/product/') || s.url.startsWith('/profile') || s.url === '/wishlist');
      if (factual) return { useful: false, why: 'answered with data' };
      return m.intent === 'greeting' ? { useful: true, why: '' } : { useful: false, why: `intent ${m.intent}` };
    }
  }
}

/** A small deterministic generator (mulberry32), so a set is the same on every build. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

export function parseCases(jsonl: string): Case[] {
  return jsonl.split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => JSON.parse(l) as Case);
}
