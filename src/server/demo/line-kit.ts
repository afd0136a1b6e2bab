/**
 * Helpers the model-line files share: slugs, price rounding, ranges and number formatting.
 * Everything here runs once per product, so it avoids regular expressions on the hot path.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import type { CategorySlug } from '../../shared/catalog/categories.js';
import type { Colour, LineDraw, ModelLine } from './catalogue-types.js';
import type { Rng } from './rng.js';

const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', '@': 'a', '&': ' ' };

/** kebab-case ASCII, diacritics folded: 'Hermès Birkin 30' -> 'hermes-birkin-30'. */
export function slugify(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđ@&]/g, (ch) => FOLD[ch] ?? '')
    // Abbreviation dots vanish ('F.P.' -> 'fp'); dots inside numbers separate ('2.55' -> '2-55').
    .replace(/(?<=[a-z])\.(?=[a-z]|\s|$)/g, '')
    .replace(/['’]/g, '');
  return folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const slugCache = new Map<string, string>();

/**
 * slugify, remembered. Name parts come from small fixed sets (sizes, colours, vintages), so
 * after the first few thousand products every call is a map lookup.
 */
export function slugOf(text: string): string {
  let slug = slugCache.get(text);
  if (slug === undefined) {
    slug = slugify(text);
    if (slugCache.size < 200_000) slugCache.set(text, slug);
  }
  return slug;
}

/** Rounds a dollar amount the way dealers price: $1,235 -> $1,250, $48,730 -> $48,700. */
export function niceUsd(usd: number): number {
  if (usd < 100) return Math.max(1, Math.round(usd));
  if (usd < 1_000) return Math.round(usd / 5) * 5;
  if (usd < 10_000) return Math.round(usd / 50) * 50;
  if (usd < 100_000) return Math.round(usd / 100) * 100;
  if (usd < 1_000_000) return Math.round(usd / 1_000) * 1_000;
  if (usd < 10_000_000) return Math.round(usd / 10_000) * 10_000;
  return Math.round(usd / 100_000) * 100_000;
}

/** Uniform in [lo, hi]. */
export function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng.next();
}

/** 12400 -> '12,400'; only for non-negative integers below a billion. */
export function thousands(n: number): string {
  if (n < 1000) return String(n);
  const head = Math.floor(n / 1000);
  const tail = n % 1000;
  const pad = tail < 10 ? '00' : tail < 100 ? '0' : '';
  return `${thousands(head)},${pad}${tail}`;
}

/** A year in [from, to], never later than the catalogue's present. */
export function yearIn(rng: Rng, from: number, to: number): number {
  return rng.int(from, Math.min(to, CATALOGUE_YEAR));
}

/** The "now" of the demo catalogue, fixed so the output never changes with the clock. */
export const CATALOGUE_YEAR = 2025;

export interface LineHead {
  id?: string | undefined;
  brandSlug: string;
  category: CategorySlug;
  subcategory: string;
  model: string;
  artKind: ArtKind;
  weight: number;
  colour: Colour;
}

/** Builds a ModelLine, deriving the id from brand and model unless one is given. */
export function line(head: LineHead, draw: (rng: Rng) => LineDraw): ModelLine {
  return {
    id: head.id ?? `${head.brandSlug}-${slugify(head.model)}`,
    brandSlug: head.brandSlug,
    category: head.category,
    subcategory: head.subcategory,
    model: head.model,
    artKind: head.artKind,
    weight: head.weight,
    colour: head.colour,
    draw,
  };
}

/** Picks by relative weights given as a parallel array; used where options are uneven. */
export function pickWeighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  let total = 0;
  for (const w of weights) total += w;
  let r = rng.next() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/** Joins non-empty parts with a space. */
export function words(...parts: string[]): string {
  let out = '';
  for (const p of parts) {
    if (p === '') continue;
    out = out === '' ? p : `${out} ${p}`;
  }
  return out;
}
