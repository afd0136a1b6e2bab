/**
 * The ten categories of SPEC §2, in the order of the category bar, with the subcategories
 * that have routes of their own (vehicles and fine living) or tabs on the category page.
 */
export const CATEGORY_SLUGS = [
  'art', 'bags', 'collectibles', 'fashion', 'furniture',
  'jewelry', 'shoes', 'watches', 'vehicles', 'fine-living',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** SPEC §5/§6: alcohol and tobacco are shown only after the 18+ confirmation. */
export const AGE_RESTRICTED_CATEGORIES: readonly CategorySlug[] = ['fine-living'];

export function isAgeRestricted(category: string | readonly string[]): boolean {
  const categories = typeof category === 'string' ? [category] : category;
  return categories.some((c) => (AGE_RESTRICTED_CATEGORIES as readonly string[]).includes(c));
}
