/**
 * SPEC §9: titles are cut to 50 characters (default), 35 (marketplace cards) or 30 (auction
 * cards), with an ellipsis.
 */
export const TITLE_MAX = { default: 50, marketplace: 35, auction: 30 } as const;
export type TitleKind = keyof typeof TITLE_MAX;

export function cutTitle(title: string, kind: TitleKind = 'default'): string {
  const max = TITLE_MAX[kind];
  const chars = Array.from(title);
  if (chars.length <= max) return title;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}
