/** Every demo brand, grouped by home category in the brands-*.ts files. */
import type { DemoBrand } from './catalogue-types.js';
import { ART_BRANDS } from './brands-art.js';
import { BAG_BRANDS } from './brands-bags.js';
import { COLLECTIBLE_BRANDS } from './brands-collectibles.js';
import { FASHION_BRANDS } from './brands-fashion.js';
import { CIGAR_BRANDS, WINE_BRANDS } from './brands-fine-living.js';
import { FURNITURE_BRANDS } from './brands-furniture.js';
import { JEWELRY_BRANDS } from './brands-jewelry.js';
import { SHOE_BRANDS } from './brands-shoes.js';
import { CAR_BRANDS, JET_BRANDS, YACHT_BRANDS } from './brands-vehicles.js';
import { WATCH_BRANDS } from './brands-watches.js';

export const DEMO_BRANDS: DemoBrand[] = [
  ...ART_BRANDS,
  ...BAG_BRANDS,
  ...COLLECTIBLE_BRANDS,
  ...FASHION_BRANDS,
  ...FURNITURE_BRANDS,
  ...JEWELRY_BRANDS,
  ...SHOE_BRANDS,
  ...WATCH_BRANDS,
  ...CAR_BRANDS,
  ...JET_BRANDS,
  ...YACHT_BRANDS,
  ...CIGAR_BRANDS,
  ...WINE_BRANDS,
];

export const BRAND_BY_SLUG: ReadonlyMap<string, DemoBrand> = new Map(DEMO_BRANDS.map((b) => [b.slug, b]));

export function brandBySlug(slug: string): DemoBrand {
  const brand = BRAND_BY_SLUG.get(slug);
  if (!brand) throw new Error(`Unknown demo brand '${slug}'`);
  return brand;
}
