import { z } from 'zod';

/** /community/discover (issue #37, decision 059): public entries and portfolios, and members to follow. */
export const DISCOVER_SORTS = ['trending', 'new', 'appreciated'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];
export const DISCOVER_SORT_LABELS: Record<DiscoverSort, string> = { trending: 'Trending', new: 'New', appreciated: 'Most appreciated this week' };
export const DISCOVER_KINDS = ['entry', 'portfolio'] as const;
export type DiscoverKind = (typeof DISCOVER_KINDS)[number];
export const DISCOVER_PAGE_SIZE = 24;

/** Ties in every sort: the newer first, then the later id. */
export const DISCOVER_TIE_RULE = 'Ties: the more recently published first.';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a slug: lower-case letters, digits and hyphens');

export const discoverQuerySchema = z.object({
  sort: z.enum(DISCOVER_SORTS).default('trending'),
  category: slug.optional(),
  house: slug.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
}).strict().refine((q) => !(q.category && q.house), { message: 'Choose a category or a house, not both.', path: ['house'] });
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

/** The facet a query reads: one category or one house (not both at once), or everything. */
export function facetOf(q: Pick<DiscoverQuery, 'category' | 'house'>): string {
  if (q.category) return `category:${q.category}`;
  if (q.house) return `house:${q.house}`;
  return 'all';
}

const memberSchema = z.object({ name: z.string(), handle: z.string(), image: z.string().nullable() });

export const discoverItemSchema = z.object({
  kind: z.enum(DISCOVER_KINDS),
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  author: memberSchema,
  published_at: z.string(),
  appreciations: z.number().int(),
  comments: z.number().int(),
  followers: z.number().int(),
  appreciations_week: z.number().int(),
  trending: z.number(),
});
export type DiscoverItem = z.infer<typeof discoverItemSchema>;

export const discoverFacetSchema = z.object({ facet: z.string(), label: z.string(), items: z.number().int() });
export type DiscoverFacet = z.infer<typeof discoverFacetSchema>;

export const discoverPageSchema = z.object({
  sort: z.enum(DISCOVER_SORTS),
  facet: z.string(),
  formula: z.string(),
  tie_rule: z.string(),
  computed_at: z.string().nullable(),
  page: z.number().int(),
  has_more: z.boolean(),
  items: z.array(discoverItemSchema),
  categories: z.array(discoverFacetSchema),
  houses: z.array(discoverFacetSchema),
});
export type DiscoverPage = z.infer<typeof discoverPageSchema>;

export const suggestionSchema = z.object({
  member: memberSchema,
  /** Why: "Followed by 2 members you follow", "Collects Rolex and Cartier". */
  reason: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.object({ members: z.array(suggestionSchema) });
