import { artworkUrl } from '../../../shared/catalog/images.js';
import type { ArtKind } from '../../../shared/catalog/art-kinds.js';
import type { MenuSection } from '../../../shared/catalog/contracts.js';

/**
 * The curated mega-menu lists (SPEC §3 "static curated lists") as they are written
 * (./curated-menu.ts, picked from the houses and model lines of the demo catalogue,
 * server/demo/), handed to the routes by app.ts. A tile names its drawn image by kind and colour.
 */
export interface CuratedMenuSection {
  key: string;
  popular: readonly { name: string; href: string }[];
  seeAllHref: string;
  tiles: readonly { name: string; href: string; artKind: ArtKind; colorHex: string }[];
}

/** The curated lists in the shape the API answers, with image URLs resolved. */
export function menuSections(curated: readonly CuratedMenuSection[]): MenuSection[] {
  return curated.map((s): MenuSection => ({
    key: s.key,
    popular: [...s.popular],
    see_all_href: s.seeAllHref,
    tiles: s.tiles.map((t) => ({ name: t.name, href: t.href, image: artworkUrl(t.artKind, t.colorHex) })),
  }));
}
