/**
 * Issue #10 item 19: the houses' usual abbreviations, as collectors type them. A query word
 * that is exactly one of these (after normalizeQuery) is replaced by the house's name, so
 * 'AP royal oak' searches 'audemars piguet royal oak'. Only whole words are replaced: a
 * reference such as '126610LV' is one word and stays as typed.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ap: 'audemars piguet',
  lv: 'louis vuitton',
  vca: 'van cleef arpels',
  pp: 'patek philippe',
  rm: 'richard mille',
  jlc: 'jaeger lecoultre',
  ysl: 'saint laurent',
  cdg: 'comme des garcons',
  vc: 'vacheron constantin',
};

/** Replaces whole-word abbreviations in an already normalized query. */
export function expandAbbreviations(query: string): string {
  if (!query) return query;
  return query
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}
