import { z } from 'zod';
import type { CategorySlug } from '../catalog/categories.js';
import { LISTING_STATES, photoSchema, plainText } from './selling.js';

/**
 * Expert review (issue #12): the queue at /admin/expert-approval for experts whose expertise
 * covers the category (admins see every category), one listing with what the expert needs
 * beside it, and the three decisions. An expert never reviews their own listing.
 *
 *   GET  /api/experts/review?category=&page=      the queue, oldest submission first
 *   GET  /api/experts/review/:id                  one listing: photos, reference data, recent sales, checklist
 *   POST /api/experts/review/:id/approve          body { checklist?: string[] } -> active, passport issued
 *   POST /api/experts/review/:id/request-changes  body { notes } -> changes_requested
 *   POST /api/experts/review/:id/reject           body { reason } -> rejected
 */

/** What an expert checks, per category, before approving. */
export const REVIEW_CHECKLISTS: Record<CategorySlug, readonly string[]> = {
  watches: ['Dial, hands and bezel are original to the reference', 'Case and movement serials match and are legible', 'Movement photographed or service papers shown', 'Bracelet, clasp and end links match the reference', 'Box and papers match the serial'],
  bags: ['Stamps, date code or heat stamp match the model and year', 'Stitching is even and hand-finished where the house does so', 'Hardware engravings and weight are right', 'Leather and lining match the model', 'Dust bag, box and receipt as declared'],
  jewelry: ['Hallmarks and maker’s marks are present and right', 'Serial number matches the certificate', 'Stones match the certificate (weight, colour, clarity)', 'Clasp and setting are original', 'Size as declared'],
  shoes: ['Style code and size label match', 'Stitching, sole and insole are right for the model', 'Box label matches the pair', 'Wear as declared'],
  fashion: ['Label, care label and composition match the house and season', 'Stitching and finishing are right', 'Size as declared', 'Flaws photographed'],
  art: ['Signature, edition number and stamps are right', 'Provenance documents match the work', 'Medium and dimensions match the catalogue', 'Condition report matches the photographs'],
  collectibles: ['Grading slab and certificate match the grader’s register', 'Edition or mint marks are right', 'Restoration declared or absent', 'Box and certificate as declared'],
  furniture: ['Maker’s marks or labels are right', 'Materials and dimensions match the design', 'Restoration or replaced parts declared', 'Production period matches'],
  vehicles: ['VIN, hull or airframe number matches the papers', 'Title and registration are in the seller’s name', 'Service history and hours or mileage are documented', 'No outstanding liens'],
  'fine-living': ['Seals, capsules and labels are intact', 'Provenance and storage are documented', 'Box date or vintage matches', 'Fill level or humidity as declared'],
};

export function checklistFor(category: string): readonly string[] {
  return REVIEW_CHECKLISTS[category as CategorySlug] ?? [];
}

export const reviewQueueQuerySchema = z.object({
  category: z.string().max(40).regex(/^[a-z-]+$/, 'must be a category slug').optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const REVIEW_PAGE_SIZE = 20;

export const reviewQueueItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  seller: z.object({ id: z.string(), name: z.string() }),
  price: z.number().int().nullable(),
  currency: z.string(),
  thumb: z.string().nullable(),
  photo_count: z.number().int(),
  submitted_at: z.string().nullable(),
  resubmitted: z.boolean(),
});
export const reviewQueueSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The categories this reviewer covers (every category for an admin). */
  categories: z.array(z.string()),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewDetailSchema = z.object({
  id: z.number().int(),
  state: z.enum(LISTING_STATES),
  title: z.string(),
  category: z.string(),
  seller: z.object({ id: z.string(), name: z.string() }),
  details: z.record(z.string(), z.unknown()),
  price: z.number().int().nullable(),
  currency: z.string(),
  photos: z.array(photoSchema),
  /** The catalogue's reference data for a catalogue piece; null for a new piece. */
  reference: z
    .object({
      product_id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      brand: z.string(),
      model: z.string(),
      reference: z.string().nullable(),
      retail_price: z.number().int().nullable(),
      specifics: z.array(z.object({ label: z.string(), value: z.string() })),
    })
    .nullable(),
  recent_sales: z.array(z.object({ sell_price: z.number().int(), sale_date: z.string() })),
  checklist: z.array(z.string()),
  history: z.array(z.object({ at: z.string(), action: z.string(), actor: z.string().nullable(), detail: z.string().nullable() })),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export const approveSchema = z.object({ checklist: z.array(plainText(200)).max(20).optional() }).strict();
export const requestChangesSchema = z.object({ notes: plainText(2000, 5) }).strict();
export const rejectSchema = z.object({ reason: plainText(2000, 5) }).strict();
