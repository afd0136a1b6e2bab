import { MENU_SECTIONS } from '../../db/demo/menu.js';
import { artworkUrl } from '../../../shared/catalog/images.js';
import type { MenuSection } from '../../../shared/catalog/contracts.js';

/** The curated mega-menu lists (SPEC §3 "static curated lists"), with image URLs resolved. */
let cached: MenuSection[] | null = null;

export function menuSections(): MenuSection[] {
  cached ??= MENU_SECTIONS.map((s): MenuSection => ({
    key: s.key,
    popular: s.popular,
    see_all_href: s.seeAllHref,
    tiles: s.tiles.map((t) => ({ name: t.name, href: t.href, image: artworkUrl(t.artKind, t.colorHex) })),
  }));
  return cached;
}
