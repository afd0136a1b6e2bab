import { QUERY_MAX_CHARS, SEARCH_MIN_CHARS } from './constants.js';

/**
 * SPEC §5: the query is trimmed and lower-cased for lookup. Control characters (C0, C1,
 * bidirectional marks) are dropped first so that pasted junk neither searches nor caches
 * apart from the text a person sees.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function normalizeQuery(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, QUERY_MAX_CHARS);
}

/** True when the header search may run for this text (after trimming). */
export function isSearchable(text: string): boolean {
  return normalizeQuery(text).length >= SEARCH_MIN_CHARS;
}

/** Accent-blind form for comparisons on the client ('Hermès' -> 'hermes'). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}
