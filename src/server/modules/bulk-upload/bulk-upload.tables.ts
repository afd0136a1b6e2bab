import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { BatchState, FileProblem, GuidanceRange, PieceFields, PieceMatch, PieceState, Problem, ReadFromPhoto } from '../../../shared/bulk-upload/contracts.js';
import type { BulkField, ColumnMapping, MappingSource } from '../../../shared/bulk-upload/mapping.js';
import type { GroupedBy } from '../../../shared/bulk-upload/grouping.js';

/** A row of the sheet with its number there (1 = the first line). */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A cell the sheet could not give as plain text: its row (1 = headers), column and what it held. */
export interface CellProblem {
  row: number;
  column: number;
  code: 'formula' | 'merged_cells';
  message: string;
}

/**
 * A piece's fields as stored: the seller's values, and which of them were read off a photo
 * (decision 067; kept beside the values in the same jsonb, so that no migration was needed).
 */
export type StoredFields = PieceFields & { read_from_photo?: ReadFromPhoto[] };

/**
 * How a piece's photos were found, as stored. Photos grouped by how they look are stored as
 * null (the column's check, migration 0045, predates them): a piece without a row and without
 * a grouping is one of those (the service says 'similarity').
 */
export type StoredGroupedBy = Exclude<GroupedBy, 'similarity'>;

/**
 * Bulk upload (issue #38, migration 0045). A batch keeps its sheet's headers and rows as
 * read (at most 500), its pieces their fields, recognition and problems; photos are kept in
 * the private store until the pieces are submitted. Foreign keys to "user" and "listings"
 * are in the migration.
 */
export const bulkUploadBatches = pgTable(
  'bulk_upload_batches',
  {
    id: serial('id').primaryKey(),
    sellerId: text('seller_id').notNull(),
    state: text('state').$type<BatchState>().notNull().default('open'),
    sheetName: text('sheet_name'),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    sheetRows: jsonb('sheet_rows').$type<SheetRow[]>().notNull().default([]),
    cellProblems: jsonb('cell_problems').$type<CellProblem[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<ColumnMapping>(),
    mappingSources: jsonb('mapping_sources').$type<Partial<Record<BulkField, MappingSource>>>().notNull().default({}),
    mappingConfirmed: boolean('mapping_confirmed').notNull().default(false),
    fileProblems: jsonb('file_problems').$type<FileProblem[]>().notNull().default([]),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_upload_batches_seller_idx').on(t.sellerId, t.createdAt)],
);

export const bulkUploadPieces = pgTable(
  'bulk_upload_pieces',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id').notNull(),
    position: integer('position').notNull(),
    rowNumber: integer('row_number'),
    state: text('state').$type<PieceState>().notNull().default('pending'),
    groupedBy: text('grouped_by').$type<StoredGroupedBy>(),
    fields: jsonb('fields').$type<StoredFields>().notNull(),
    sheetProblems: jsonb('sheet_problems').$type<Problem[]>().notNull().default([]),
    match: jsonb('match').$type<PieceMatch>(),
    isNew: boolean('is_new').notNull().default(false),
    guidance: jsonb('guidance').$type<GuidanceRange>(),
    problems: jsonb('problems').$type<Problem[]>().notNull().default([]),
    listingId: integer('listing_id'),
    recognisedAt: timestamp('recognised_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bulk_upload_pieces_position_key').on(t.batchId, t.position)],
);

export const bulkUploadPhotos = pgTable(
  'bulk_upload_photos',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id').notNull(),
    pieceId: integer('piece_id'),
    fileName: text('file_name').notNull(),
    blobKey: text('blob_key').notNull(),
    thumbKey: text('thumb_key'),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    format: text('format').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_upload_photos_piece_idx').on(t.pieceId)],
);

export const bulkUploadMappings = pgTable('bulk_upload_mappings', {
  sellerId: text('seller_id').primaryKey(),
  mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
