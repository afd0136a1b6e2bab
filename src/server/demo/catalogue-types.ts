/**
 * Shapes of the demo catalogue. The first four interfaces are the contract with the database
 * seeder (seed.ts); the rest describe the model lines the generator draws from.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import type { CategorySlug } from '../../shared/catalog/categories.js';
import type { Rng } from './rng.js';

export interface DemoCategory {
  slug: CategorySlug;
  name: string;
  ageRestricted: boolean;
  /** One sentence for the category page header. */
  blurb: string;
  subcategories: { slug: string; name: string; blurb: string }[];
}

export interface DemoBrand {
  slug: string;
  name: string;
  /** Every category the brand sells in; the first is its home category (see menu.ts). */
  categories: CategorySlug[];
  /** For vehicles (cars | jets | yachts) and fine living (cigars | wine) only. */
  subcategory?: string;
  country: string;
  /** Year the house was founded; null for artists and designers, whose dates are in the story. */
  founded: number | null;
  story: string;
  /** Place (1..15) in the POPULAR list of the home category or vehicles/fine-living tab. */
  popularRank: number | null;
}

export type Condition = 'New' | 'Unworn' | 'Excellent' | 'Very good' | 'Good';

export type Attributes = Record<string, string | number | boolean>;

export interface DemoProduct {
  refInt: number;
  productCode: string;
  slug: string;
  name: string;
  fullName: string;
  brandSlug: string;
  category: CategorySlug;
  subcategory: string;
  model: string;
  reference: string | null;
  condition: Condition;
  color: string;
  colorHex: string;
  /** Shared between products of the same variant: treat as read-only. */
  materials: string[];
  attributes: Attributes;
  artKind: ArtKind;
  /** USD cents. */
  retailPrice: number;
  /** USD cents: the typical resale price now. */
  marketPrice: number;
  description: string;
  /** Days since the item was listed, 0..540. */
  ageDays: number;
}

export interface Colour {
  readonly name: string;
  readonly hex: string;
}

/** One drawn item of a model line, before the generator adds identity, condition and age. */
export interface LineDraw {
  /** Words after the model in the short name ('30 Togo'); '' when none. */
  variant: string;
  /** Words that only the full name carries ('Gold Gold Hardware'); '' when none. */
  detail: string;
  reference: string | null;
  colour: Colour;
  materials: string[];
  attributes: Attributes;
  /** Whole US dollars. */
  retailUsd: number;
  /** Whole US dollars, in Excellent condition; the generator adjusts for condition. */
  marketUsd: number;
  description: string;
  /** Set when the line fixes the condition (sealed wine, cigars). */
  condition: Condition | null;
}

export interface ModelLine {
  /** Unique across the catalogue, kebab-case. */
  readonly id: string;
  readonly brandSlug: string;
  readonly category: CategorySlug;
  readonly subcategory: string;
  readonly model: string;
  readonly artKind: ArtKind;
  /** Relative frequency inside its category (or vehicles/fine-living tab). */
  readonly weight: number;
  /** The colour the line is best known in, for menu tiles. */
  readonly colour: Colour;
  draw(rng: Rng): LineDraw;
}
