import { z } from 'zod';
import { CONDITIONS } from '../catalog/contracts.js';
import { countryCodeSchema, moneySchema, plainText } from '../listings/selling.js';
import { BULK_FIELDS, type BulkField } from './mapping.js';

/**
 * Bulk upload (issue #38): a batch made from a spreadsheet and photos, recognised piece by
 * piece on the job runner, reviewed in a grid and submitted to expert review through the
 * same path as /sell. Every route needs the `sell` capability; another member's batch is 404.
 *
 *   POST   /api/bulk-upload/batches                          start a batch
 *   GET    /api/bulk-upload/batches                          my batches, newest first
 *   GET    /api/bulk-upload/batches/:id                      the batch with its pieces
 *   POST   /api/bulk-upload/batches/:id/sheet                the spreadsheet (multipart, CSV or XLSX, 20 MB)
 *   POST   /api/bulk-upload/batches/:id/photos               photos (multipart, up to 20 a request, 10 MB each)
 *   POST   /api/bulk-upload/batches/:id/zip                  a ZIP of photos and perhaps the sheet (multipart, 1 GB unpacked)
 *   PUT    /api/bulk-upload/batches/:id/mapping              the confirmed mapping (saved for next time)
 *   POST   /api/bulk-upload/batches/:id/start                group photos into pieces and recognise them
 *   POST   /api/bulk-upload/batches/:id/cancel               stop recognising
 *   PATCH  /api/bulk-upload/batches/:id/pieces/:pieceId      edit a piece
 *   POST   /api/bulk-upload/batches/:id/apply                a value for several pieces
 *   POST   /api/bulk-upload/batches/:id/submit               the chosen pieces to expert review
 *   GET    /api/bulk-upload/batches/:id/export.csv           the batch as CSV
 *   GET    /api/bulk-upload/batches/:id/photos/:photoId      a photo's thumbnail
 *   GET    /api/bulk-upload/mapping                          my saved mapping
 */
export const BULK_LIMITS = {
  pieces: 500,
  photos: 2000,
  photoBytes: 10 * 1024 * 1024,
  sheetBytes: 20 * 1024 * 1024,
  /** Photos one request may carry; the page sends them in rounds. */
  photosPerRequest: 20,
  /** Batches a seller may keep open at once. */
  openBatches: 5,
  /** A ZIP of photos (and perhaps the sheet): at most this much as sent, and as unpacked. */
  zipBytes: 1024 * 1024 * 1024,
  zipUnpackedBytes: 1024 * 1024 * 1024,
  /** Entries (files and folders) read from one ZIP: the photos a batch may hold, a sheet, and room for folders. */
  zipEntries: 5000,
} as const;

export const BATCH_STATES = ['open', 'recognising', 'ready', 'cancelled', 'closed'] as const;
export type BatchState = (typeof BATCH_STATES)[number];
export const PIECE_STATES = ['pending', 'recognised', 'cancelled', 'submitted'] as const;
export type PieceState = (typeof PIECE_STATES)[number];

export const PROBLEM_CODES = [
  'photo_missing', 'photo_not_found', 'photo_blurry', 'photo_dark', 'photo_bright', 'photo_unreadable', 'too_few_photos',
  'no_match', 'low_confidence', 'duplicate_in_batch', 'duplicate_listing', 'price_missing', 'price_unreadable', 'price_outside_guidance',
  'condition_missing', 'condition_unreadable', 'year_unreadable', 'ships_from_missing', 'too_many_photos', 'formula', 'merged_cells',
  'photo_text_unreadable',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const problemSchema = z.object({
  code: z.enum(PROBLEM_CODES),
  /** The field it is about, when it is about one. */
  field: z.string().max(40).nullable(),
  message: z.string().max(500),
  /** A blocker keeps the piece from being submitted; the rest are warnings. */
  blocking: z.boolean(),
});
export type Problem = z.infer<typeof problemSchema>;

/** What a piece says it is: the sheet's values, as the seller may edit them. */
export const pieceFieldsSchema = z.object({
  brand: plainText(100).nullable(),
  model: plainText(200).nullable(),
  reference: plainText(80).nullable(),
  serial: plainText(80).nullable(),
  year: z.number().int().min(1800).max(2100).nullable(),
  condition: z.enum(CONDITIONS).nullable(),
  /** Cents. */
  price: moneySchema.nullable(),
  notes: plainText(5000).nullable(),
  ships_from: countryCodeSchema.nullable(),
});
export type PieceFields = z.infer<typeof pieceFieldsSchema>;

/** Fields recognition may read off a photo (a label, a caseback, a certificate, a receipt) when the sheet left them empty. */
export const PHOTO_FIELDS = ['brand', 'model', 'reference', 'serial', 'year'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

/** A value of the piece's fields that was read off one of its photos: which field, and off which photo. */
export const readFromPhotoSchema = z.object({ field: z.enum(PHOTO_FIELDS), file: z.string() });
export type ReadFromPhoto = z.infer<typeof readFromPhotoSchema>;

export const matchSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  /** 0-100. */
  confidence: z.number().int().min(0).max(100),
  source: z.enum(['text', 'photo', 'text_and_photo', 'seller']),
});
export type PieceMatch = z.infer<typeof matchSchema>;

export const guidanceRangeSchema = z.object({ low: z.number().int(), high: z.number().int(), sales: z.number().int() });
export type GuidanceRange = z.infer<typeof guidanceRangeSchema>;

export const batchPhotoSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const pieceSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** The sheet's row number (1 = the header row), or null for photos alone. */
  row: z.number().int().nullable(),
  state: z.enum(PIECE_STATES),
  /** How its photos were found: the sheet's file names, the row's reference in a name, a name prefix, or by looking alike. */
  grouped_by: z.enum(['sheet', 'reference', 'prefix', 'similarity']).nullable(),
  fields: pieceFieldsSchema,
  /** The fields whose value was read off a photo (the sheet left them empty); a field the seller edits leaves this list. */
  read_from_photo: z.array(readFromPhotoSchema),
  match: matchSchema.nullable(),
  /** The piece is taken to be one the catalogue lacks. */
  is_new: z.boolean(),
  guidance: guidanceRangeSchema.nullable(),
  problems: z.array(problemSchema),
  photos: z.array(batchPhotoSchema),
  listing_id: z.number().int().nullable(),
});
export type BulkPiece = z.infer<typeof pieceSchema>;

export const mappingSchema = z.object(Object.fromEntries(BULK_FIELDS.map((f) => [f, z.string().trim().max(200).nullable()])) as Record<BulkField, z.ZodNullable<z.ZodString>>);

export const fileProblemSchema = z.object({ file: z.string(), message: z.string() });
export type FileProblem = z.infer<typeof fileProblemSchema>;

export const batchSchema = z.object({
  id: z.number().int(),
  state: z.enum(BATCH_STATES),
  sheet_name: z.string().nullable(),
  headers: z.array(z.string()),
  /** The first rows of the sheet, for the mapping step. */
  preview: z.array(z.array(z.string())),
  rows: z.number().int(),
  mapping: mappingSchema.nullable(),
  mapping_sources: z.record(z.string(), z.enum(['saved', 'header', 'content'])),
  mapping_confirmed: z.boolean(),
  /** Problems with the sheet or a file that are not any one piece's. */
  file_problems: z.array(fileProblemSchema),
  photo_count: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  started_at: z.string().nullable(),
  /** Seconds left at the pace so far; null before the first piece. */
  seconds_left: z.number().int().nullable(),
  pieces: z.array(pieceSchema),
  created_at: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchSummarySchema = batchSchema.pick({ id: true, state: true, sheet_name: true, photo_count: true, total: true, done: true, created_at: true });
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const photosAnswerSchema = z.object({ accepted: z.array(z.string()), refused: z.array(fileProblemSchema), photo_count: z.number().int() });
export type PhotosAnswer = z.infer<typeof photosAnswerSchema>;

/** A ZIP's answer: its photos as the photos route answers them, and the sheet taken from it (null when none was). */
export const zipAnswerSchema = photosAnswerSchema.extend({ sheet_name: z.string().nullable() });
export type ZipAnswer = z.infer<typeof zipAnswerSchema>;

export const piecePatchSchema = pieceFieldsSchema
  .extend({ product_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable() })
  .partial()
  .strict();
export type PiecePatch = z.infer<typeof piecePatchSchema>;

export const applySchema = z
  .object({
    piece_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(BULK_LIMITS.pieces),
    condition: z.enum(CONDITIONS).optional(),
    ships_from: countryCodeSchema.optional(),
    /** The price as a percentage of the middle of the piece's guidance (pieces without guidance are left). */
    price_percent_of_guidance: z.number().int().min(10).max(500).optional(),
  })
  .strict()
  .refine((a) => a.condition !== undefined || a.ships_from !== undefined || a.price_percent_of_guidance !== undefined, {
    message: 'must give a condition, a shipping country or a price percentage',
    path: ['condition'],
  });
export type ApplyInput = z.infer<typeof applySchema>;

export const submitSchema = z.object({ piece_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(BULK_LIMITS.pieces) }).strict();

export const submitAnswerSchema = z.object({
  submitted: z.array(z.object({ piece_id: z.number().int(), listing_id: z.number().int() })),
  refused: z.array(z.object({ piece_id: z.number().int(), message: z.string() })),
});
export type SubmitAnswer = z.infer<typeof submitAnswerSchema>;

/** The live event's payload: one piece done, and the batch's count. */
export interface BulkProgress {
  batch_id: number;
  piece_id: number | null;
  done: number;
  total: number;
  state: BatchState;
}
