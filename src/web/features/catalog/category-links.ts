import { CATEGORY_SLUGS, type CategorySlug } from '../../../shared/catalog/categories.js';

/** The ten categories of the category bar, strip and footer (SPEC §2), in bar order. */
const NAMES: Record<CategorySlug, string> = {
  art: 'Art',
  bags: 'Bags',
  collectibles: 'Collectibles',
  fashion: 'Fashion',
  furniture: 'Furniture',
  jewelry: 'Jewelry',
  shoes: 'Shoes',
  watches: 'Watches',
  vehicles: 'Vehicles',
  'fine-living': 'Fine Living',
};

export interface CategoryLink {
  slug: CategorySlug;
  name: string;
  href: string;
}

export const CATEGORY_LINKS: readonly CategoryLink[] = CATEGORY_SLUGS.map((slug) => ({ slug, name: NAMES[slug], href: `/category/${slug}` }));

export function categoryName(slug: string): string | null {
  return (NAMES as Record<string, string>)[slug] ?? null;
}

/** Mega-menu sections per category; vehicles and fine living show tabs (SPEC §2). */
export interface MenuTab {
  label: string;
  key: string;
}

export const MENU_TABS: Partial<Record<CategorySlug, readonly MenuTab[]>> = {
  vehicles: [
    { label: 'Cars', key: 'vehicles/cars' },
    { label: 'Jets', key: 'vehicles/jets' },
    { label: 'Yachts', key: 'vehicles/yachts' },
  ],
  'fine-living': [
    { label: 'Cigars', key: 'fine-living/cigars' },
    { label: 'Wine/Champagne', key: 'fine-living/wine' },
  ],
};

/** The short routes of SPEC §2 that show a subcategory listing: /cars, /jets, /yachts, /cigars, /wines. */
export const SUBCATEGORY_ALIASES = {
  cars: { category: 'vehicles', subcategory: 'cars' },
  jets: { category: 'vehicles', subcategory: 'jets' },
  yachts: { category: 'vehicles', subcategory: 'yachts' },
  cigars: { category: 'fine-living', subcategory: 'cigars' },
  wines: { category: 'fine-living', subcategory: 'wine' },
} as const satisfies Record<string, { category: CategorySlug; subcategory: string }>;

export type SubcategoryAlias = keyof typeof SUBCATEGORY_ALIASES;
