import type { ArtKind } from './art-kinds.js';

/** Widths the image route renders; cards ask for 400, galleries 800, menus 200, zoom 1600. */
export const IMAGE_WIDTHS = [200, 400, 800, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where a drawn product image is served: `/images/catalog/handbag/b8860b.webp`. */
export function artworkUrl(kind: ArtKind, colorHex: string): string {
  return `/images/catalog/${kind}/${colorHex.replace(/^#/, '').toLowerCase()}.webp`;
}

/** The same image at another width; other URLs pass through untouched. */
export function imageAtWidth(url: string | null | undefined, width: ImageWidth): string | null {
  if (!url) return null;
  if (!url.startsWith('/images/catalog/')) return url;
  return `${url.split('?')[0]}?w=${width}`;
}
