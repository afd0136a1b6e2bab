import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../platform/events/index.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { sniffImage } from '../../platform/media/index.js';
import { AppError, ConflictError, InvalidError, NotFoundError } from '../../platform/errors.js';
import { userTopic } from '../../../shared/events/contracts.js';
import {
  BULK_LIMITS, type ApplyInput, type Batch, type BatchSummary, type BulkPiece, type FileProblem, type GuidanceRange, type PhotosAnswer,
  PHOTO_FIELDS, type PhotoField, type PieceFields, type PieceMatch, type PiecePatch, type Problem, type ReadFromPhoto, type SubmitAnswer, type ZipAnswer,
} from '../../../shared/bulk-upload/contracts.js';
import {
  BULK_FIELDS, FIELD_LABELS, baseName, guessMapping, parseCondition, parsePrice, parseYear, photoNamesOf, type BulkField, type ColumnMapping,
} from '../../../shared/bulk-upload/mapping.js';
import { groupPhotos, mergeBySimilarity, ungrouped } from '../../../shared/bulk-upload/grouping.js';
import { csvLine } from '../../../shared/bulk-upload/csv.js';
import { MAX_PHOTOS, MIN_PHOTOS, type DraftInput } from '../../../shared/listings/selling.js';
import type { SellingService, PhotosService } from '../listings/index.js';
import type { SearchService } from '../search/index.js';
import type { ImageSearchService } from '../image-search/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { PricingService } from '../pricing/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { BatchRow, BulkUploadRepo, PhotoRow, PieceRow } from './bulk-upload.repo.js';
import type { CellProblem, StoredFields } from './bulk-upload.tables.js';
import { readSheet, SHEET_MESSAGES } from './sheet.js';
import { looksLikeZip, readZip, ZIP_LIMITS, ZIP_MESSAGES, type ZipFileEntry, type ZipLimits } from './zip.js';
import { MATCH_CONFIDENT, OCR_PER_PIECE, TEXT_LIKE, TEXT_NAME, agreement, checkPhoto, decideMatch, queryOf } from './recognise.js';
import { OcrError, type PhotoReader } from './ocr.js';
import { readLabel } from './label.js';
import { clusterBySimilarity, fromSignatureBytes, signatureOf, toSignatureBytes, type Signature } from './similarity.js';

/** A photo as a route hands it over: its name as given, and its bytes on demand (or why they could not be read). */
export interface IncomingPhoto {
  name: string;
  read: () => Promise<{ bytes: Buffer; truncated: boolean } | { refused: string }>;
}

/** A ZIP entry taken for the sheet by its name (the sheet's reader then judges its bytes). */
const SHEET_FILE = /\.(csv|tsv|xlsx|xlsm|xls)$/i;

export interface BulkUploadDeps {
  repo: BulkUploadRepo;
  /** The private store: originals and thumbnails until the pieces are submitted. */
  store: BlobStore;
  events: Pick<EventBus, 'publish'>;
  search: Pick<SearchService, 'instant'>;
  /** The image index; null when photos are not matched (tests that do not index the catalogue). */
  imageSearch: Pick<ImageSearchService, 'search'> | null;
  catalog: Pick<CatalogService, 'productCardsByIds' | 'referenceData' | 'hasProductCode'>;
  pricing: Pick<PricingService, 'history'>;
  /** Selling's own calls; `submit` is the submit-listing workflow (src/server/workflows/submit-listing.ts), /sell's one path. */
  selling: Pick<SellingService, 'createDraft' | 'guidance' | 'mine'> & { submit: (sellerId: string, id: number) => Promise<unknown> };
  photos: Pick<PhotosService, 'upload' | 'deleteDraft'>;
  notifications: Pick<NotificationsService, 'raise'>;
  /** Enqueues the recognition of one piece in the caller's transaction (bulk-upload.jobs.ts). */
  enqueueRecognition: (pieceId: number, tx: DbOrTx) => Promise<void>;
  /** Offline OCR of labels, casebacks, certificates and receipts (ocr.ts); null: photos' text is not read. */
  ocr?: PhotoReader | null;
}

/** Beside each stored photo (`${blobKey}${suffix}`): its look's signature, and the text OCR read off it (so a job run again does not read it again). */
const SIGNATURE_SUFFIX = '-sig';
const TEXT_SUFFIX = '-ocr';

/** What OCR gave for one photo, as kept beside it. */
type StoredText = { text: string } | { failed: 'timeout' | 'failed' };

const OCR_FAILED: Record<'timeout' | 'failed', (file: string) => string> = {
  timeout: (file) => `The text on ${file} could not be read in time. Type its reference and serial in if it shows them.`,
  failed: (file) => `The text on ${file} could not be read. Type its reference and serial in if it shows them.`,
};

export const BULK_MESSAGES = {
  notFound: (id: number) => `You have no bulk upload ${id}.`,
  tooManyBatches: `You already have ${BULK_LIMITS.openBatches} bulk uploads in progress. Submit or cancel one to start another.`,
  notOpen: 'This batch is already being recognised: files can no longer be added. Start a new batch for more.',
  tooManyPhotos: (file: string) => `${file} was not added: a batch may hold at most ${BULK_LIMITS.photos.toLocaleString('en-US')} photos.`,
  photoTooLarge: (file: string) => `${file} is larger than 10 MB; a photo may be at most 10 MB.`,
  notAPhoto: (file: string) => `${file} is not a photo: its contents are not a JPG, PNG, WebP or HEIC image.`,
  unsupported: (file: string, format: string) => `${file} is a ${format.toUpperCase()} image, which is not accepted: please use JPG, PNG, WebP or HEIC.`,
  emptyFile: (file: string) => `${file} is empty.`,
  duplicateName: (file: string) => `${file} is already in this batch; a second file of the same name was not added.`,
  hasSheet: (file: string, sheet: string) => `${file} was skipped: this batch already has a spreadsheet (${sheet}).`,
  secondSheet: (file: string, sheet: string) => `${file} was skipped: one spreadsheet is read from a ZIP, and that was ${sheet}.`,
  nothingToRecognise: 'Add a spreadsheet or photos before starting.',
  confirmMapping: 'Confirm which column holds what before starting.',
  tooManyPieces: (n: number) => `This batch would make ${n.toLocaleString('en-US')} pieces; a batch may hold at most ${BULK_LIMITS.pieces}. Please split it.`,
  unknownHeader: (field: string, header: string) => `There is no column “${header}” in this sheet for ${field}.`,
  notRecognising: 'This batch is not being recognised.',
  stillRecognising: (row: string) => `${row} is still being recognised.`,
  alreadySubmitted: (row: string) => `${row} was already submitted.`,
  noPiece: (id: number) => `This batch has no piece ${id}.`,
} as const;

const pieceName = (p: Pick<PieceRow, 'rowNumber' | 'position'>) => (p.rowNumber !== null ? `Row ${p.rowNumber}` : `Piece ${p.position + 1}`);
const clip = (v: string, max: number) => v.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim().slice(0, max);
const emptyFields = (): PieceFields => ({ brand: null, model: null, reference: null, serial: null, year: null, condition: null, price: null, notes: null, ships_from: null });
const foldId = (v: string | null) => (v ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');
const photoUrl = (batchId: number, photoId: number) => `/api/bulk-upload/batches/${batchId}/photos/${photoId}`;

/** Values read off a piece's photos, and off which photo each came. */
interface Reading {
  values: Partial<Pick<PieceFields, PhotoField>>;
  from: ReadFromPhoto[];
}

/** The fields with what was read off the photos filling the empty ones only, and said so. */
function withReading(fields: StoredFields, reading: Reading): StoredFields {
  const out: StoredFields = { ...fields };
  const from = [...(fields.read_from_photo ?? [])];
  for (const r of reading.from) {
    if (out[r.field] !== null || from.some((f) => f.field === r.field)) continue;
    (out as Record<string, unknown>)[r.field] = reading.values[r.field];
    from.push(r);
  }
  if (from.length > 0) out.read_from_photo = from;
  return out;
}

/** The file name as a person gave it, safe to show and store: no folders, no control characters. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = baseName(name ?? '').replace(/[\u0000-\u001f\u007f<>]/g, '').trim();
  return base.slice(0, 200) || 'unnamed';
}

/**
 * Bulk upload (issue #38): a seller's batch from a spreadsheet and photos, its pieces
 * recognised one job each (photo checks, catalogue match from the text and the photos,
 * duplicates, price guidance), reviewed and edited, then submitted each through the selling
 * module's own create-draft, photo upload and submit: the same path as /sell. It never writes
 * listings itself, and reads only its own tables.
 */
export function createBulkUploadService(deps: BulkUploadDeps) {
  const { repo, store, events } = deps;

  async function own(sellerId: string, id: number, tx?: DbOrTx, lock = false): Promise<BatchRow> {
    const row = await repo.batch(id, tx, lock);
    if (!row || row.sellerId !== sellerId) throw new NotFoundError(BULK_MESSAGES.notFound(id), 'batch_not_found');
    return row;
  }

  /** Problems that follow from the fields as they are now: they go as soon as the seller fixes them. */
  function liveProblems(piece: PieceRow, photoCount: number): Problem[] {
    const out: Problem[] = [];
    const f = piece.fields;
    if (piece.state === 'recognised' || piece.state === 'cancelled') {
      if (!piece.match) {
        out.push({ code: 'no_match', field: 'match', blocking: true, message: piece.isNew
          ? 'This piece is not in the catalogue as far as we can tell. Search for it and choose it, or list it through /sell as a new piece.'
          : 'No catalogue match yet. Search for the piece and choose it.' });
      } else if (piece.match.source !== 'seller' && piece.match.confidence < MATCH_CONFIDENT) {
        out.push({ code: 'low_confidence', field: 'match', blocking: false, message: `The match is uncertain (${piece.match.confidence} %): check it is ${piece.match.brand} ${piece.match.name}.` });
      }
    }
    if (photoCount < MIN_PHOTOS) out.push({ code: 'too_few_photos', field: 'photos', blocking: true, message: `Add at least ${MIN_PHOTOS} photos (this piece has ${photoCount}).` });
    if (photoCount > MAX_PHOTOS) out.push({ code: 'too_many_photos', field: 'photos', blocking: true, message: `Keep at most ${MAX_PHOTOS} photos (this piece has ${photoCount}).` });
    const sheet = new Set(piece.sheetProblems.map((p) => p.code));
    if (f.price === null && !sheet.has('price_unreadable')) out.push({ code: 'price_missing', field: 'price', blocking: true, message: 'Set a price.' });
    if (f.condition === null && !sheet.has('condition_unreadable')) out.push({ code: 'condition_missing', field: 'condition', blocking: true, message: 'Choose the condition.' });
    if (f.ships_from === null) out.push({ code: 'ships_from_missing', field: 'ships_from', blocking: true, message: 'Say which country the piece ships from.' });
    const g = piece.guidance;
    if (g && f.price !== null && (f.price < g.low * 0.7 || f.price > g.high * 1.5)) {
      out.push({ code: 'price_outside_guidance', field: 'price', blocking: false, message: `The price is far from the guidance (${dollars(g.low)}–${dollars(g.high)} from ${g.sales} ${g.sales === 1 ? 'sale' : 'sales'}).` });
    }
    return out;
  }

  function toPiece(batchId: number, piece: PieceRow, photos: PhotoRow[]): BulkPiece {
    const mine = photos.filter((p) => p.pieceId === piece.id);
    const { read_from_photo: readFromPhoto = [], ...fields } = piece.fields;
    return {
      id: piece.id,
      position: piece.position,
      row: piece.rowNumber,
      state: piece.state,
      // Photos grouped by look are stored without a grouping (StoredGroupedBy).
      grouped_by: piece.groupedBy ?? (piece.rowNumber === null ? 'similarity' : null),
      fields,
      read_from_photo: readFromPhoto,
      match: piece.match,
      is_new: piece.isNew,
      guidance: piece.guidance,
      problems: [...piece.sheetProblems, ...piece.problems, ...liveProblems(piece, mine.length)],
      photos: mine.map((p) => ({ id: p.id, file_name: p.fileName, url: photoUrl(batchId, p.id), width: p.width, height: p.height })),
      listing_id: piece.listingId,
    };
  }

  function secondsLeft(b: BatchRow): number | null {
    if (!b.startedAt || b.done === 0 || b.state !== 'recognising') return null;
    const elapsed = (Date.now() - b.startedAt.getTime()) / 1000;
    return Math.max(0, Math.round((elapsed / b.done) * (b.total - b.done)));
  }

  async function present(b: BatchRow): Promise<Batch> {
    const [pieces, photos] = await Promise.all([repo.pieces(b.id), repo.photos(b.id)]);
    return {
      id: b.id,
      state: b.state,
      sheet_name: b.sheetName,
      headers: b.headers,
      preview: b.sheetRows.slice(0, 5).map((r) => r.cells),
      rows: b.sheetRows.length,
      mapping: b.mapping,
      mapping_sources: b.mappingSources,
      mapping_confirmed: b.mappingConfirmed,
      file_problems: b.fileProblems,
      photo_count: photos.length,
      total: b.total,
      done: b.done,
      started_at: b.startedAt?.toISOString() ?? null,
      seconds_left: secondsLeft(b),
      pieces: pieces.map((p) => toPiece(b.id, p, photos)),
      created_at: b.createdAt.toISOString(),
    };
  }

  /** The sheet's rows as pieces' fields, with what could not be read named by row and column. */
  function piecesFromSheet(b: BatchRow): { fields: PieceFields; problems: Problem[]; row: number; photoNames: string[] }[] {
    const mapping = b.mapping!;
    const col = (field: BulkField) => (mapping[field] ? b.headers.indexOf(mapping[field]) : -1);
    const cellProblemsOf = new Map<number, CellProblem[]>();
    for (const p of b.cellProblems) cellProblemsOf.set(p.row, [...(cellProblemsOf.get(p.row) ?? []), p]);
    return b.sheetRows.map(({ row, cells }) => {
      const cell = (field: BulkField) => {
        const i = col(field);
        return i < 0 ? '' : (cells[i] ?? '').trim();
      };
      const where = (field: BulkField) => `Row ${row}, column “${mapping[field]}”`;
      const problems: Problem[] = (cellProblemsOf.get(row) ?? []).map((p) => ({ code: p.code, field: null, blocking: false, message: p.message }));
      const fields = emptyFields();
      fields.brand = clip(cell('brand'), 100) || null;
      fields.model = clip(cell('model'), 200) || null;
      fields.reference = clip(cell('reference'), 80) || null;
      fields.serial = clip(cell('serial'), 80) || null;
      fields.notes = clip(cell('notes'), 5000) || null;
      const year = cell('year');
      if (year) {
        const parsed = parseYear(year);
        if (parsed === null || parsed < 1800 || parsed > 2100) problems.push({ code: 'year_unreadable', field: 'year', blocking: false, message: `${where('year')}: “${clip(year, 60)}” is not a year.` });
        else fields.year = parsed;
      }
      const condition = cell('condition');
      if (condition) {
        fields.condition = parseCondition(condition);
        if (!fields.condition) problems.push({ code: 'condition_unreadable', field: 'condition', blocking: true, message: `${where('condition')}: “${clip(condition, 60)}” is not a condition we know. Choose one.` });
      }
      const price = cell('price');
      if (price) {
        const cents = parsePrice(price);
        if (cents === null || cents > 10_000_000_000) problems.push({ code: 'price_unreadable', field: 'price', blocking: true, message: `${where('price')}: “${clip(price, 60)}” is not a price.` });
        else fields.price = cents;
      }
      return { fields, problems, row, photoNames: photoNamesOf(cell('photos')) };
    }).filter((p) => BULK_FIELDS.some((f) => f !== 'photos' && p.fields[f as keyof PieceFields] !== null) || p.photoNames.length > 0);
  }

  async function publishProgress(tx: DbOrTx, b: BatchRow, pieceId: number | null): Promise<void> {
    await events.publish(tx, {
      type: 'bulk_upload.progress',
      topics: [userTopic(b.sellerId)],
      payload: { batch_id: b.id, piece_id: pieceId, done: b.done, total: b.total, state: b.state },
    });
  }

  // The seller's live listings for duplicate checks: read once per batch for a minute.
  const liveCache = new Map<number, { at: number; rows: Promise<{ id: number; productId: number | null; title: string }[]> }>();
  function liveListingsOf(batch: BatchRow) {
    const hit = liveCache.get(batch.id);
    if (hit && Date.now() - hit.at < 60_000) return hit.rows;
    const rows = (async () => {
      const out: { id: number; productId: number | null; title: string }[] = [];
      for (const state of ['active', 'in_review'] as const) {
        for (let page = 1; page <= 40; page += 1) {
          const { items, total, page_size } = await deps.selling.mine(batch.sellerId, { state, page });
          for (const l of items) out.push({ id: l.id, productId: l.product?.id ?? null, title: l.title });
          if (page * page_size >= total) break;
        }
      }
      return out;
    })();
    liveCache.set(batch.id, { at: Date.now(), rows });
    if (liveCache.size > 100) liveCache.delete(liveCache.keys().next().value!);
    return rows;
  }

  async function textMatch(fields: PieceFields): Promise<PieceMatch | null> {
    const q = queryOf(fields);
    if (q.length < 2) return null;
    const { body } = await deps.search.instant(q, 5);
    let best: PieceMatch | null = null;
    for (const r of body.results) {
      const confidence = agreement(fields, r);
      if (!best || confidence > best.confidence) {
        best = { product_id: r.id, name: r.name, brand: r.brand, category: r.category, image: r.image_feature, confidence, source: 'text' };
      }
    }
    return best;
  }

  async function photoMatch(photos: { bytes: Buffer; format: string }[]): Promise<PieceMatch | null> {
    if (!deps.imageSearch || photos.length === 0) return null;
    const first = photos.find((p) => p.format !== 'heic');
    if (!first) return null;
    try {
      const answer = await deps.imageSearch.search({ imageUrl: null, imageFile: `data:image/${first.format};base64,${first.bytes.toString('base64')}` });
      const top = answer.matches[0];
      if (!top) return null;
      return { product_id: top.id, name: top.name, brand: top.brand, category: top.category, image: top.image_feature, confidence: Math.round(top.confidence * 100), source: 'photo' };
    } catch {
      return null;
    }
  }

  async function guidanceOf(productId: number): Promise<GuidanceRange | null> {
    try {
      const g = await deps.selling.guidance(productId);
      if (!g.suggested_range) return null;
      const product = await deps.catalog.referenceData(productId);
      const sales = product ? (await deps.pricing.history(product.product_code, '1Y', deps.catalog.hasProductCode)).sales_in_range : 0;
      return { ...g.suggested_range, sales };
    } catch {
      return null;
    }
  }

  function draftOf(piece: PieceRow): DraftInput {
    const f = piece.fields;
    const title = [f.brand ?? piece.match?.brand, f.model ?? piece.match?.name].filter(Boolean).join(' ');
    const sentences = [`${title}${f.reference ? `, reference ${f.reference}` : ''}${f.year ? `, ${f.year}` : ''}.`, f.notes ?? ''].filter((s) => s.trim().length > 0);
    let description = sentences.join(' ').slice(0, 5000);
    if (description.length < 20) description = `${description} Listed from a bulk upload.`.trim();
    const specifics: Record<string, string> = {};
    if (f.reference) specifics.Reference = f.reference;
    if (f.serial) specifics.Serial = f.serial;
    return {
      piece: { kind: 'catalogue', product_id: piece.match!.product_id },
      condition: f.condition,
      year: f.year,
      specifics: Object.keys(specifics).length > 0 ? specifics : null,
      description,
      price: { type: 'fixed', price: f.price!, accept_offers: false },
      ships_from: f.ships_from,
    };
  }

  /** The text on one photo: kept beside it once read, so a job run again does not read it again. */
  async function textOf(photo: PhotoRow, bytes: Buffer, ocr: PhotoReader): Promise<StoredText> {
    const key = `${photo.blobKey}${TEXT_SUFFIX}`;
    const kept = await store.get(key).catch(() => null);
    if (kept) {
      try {
        const parsed = JSON.parse(kept.bytes.toString('utf8')) as StoredText;
        if (('text' in parsed && typeof parsed.text === 'string') || ('failed' in parsed && (parsed.failed === 'timeout' || parsed.failed === 'failed'))) return parsed;
      } catch {
        // Read again below.
      }
    }
    let got: StoredText;
    try {
      got = { text: (await ocr.read(bytes)).slice(0, 20_000) };
    } catch (error) {
      // Closing: the job fails and runs again after the restart, the photo not yet read.
      if (error instanceof OcrError && error.reason === 'closed') throw error;
      got = { failed: error instanceof OcrError && error.reason === 'timeout' ? 'timeout' : 'failed' };
    }
    await store.put(key, Buffer.from(JSON.stringify(got)), 'application/json');
    return got;
  }

  /**
   * Reads the photos that look like text (decision 067): those named so first, then the most
   * text-like, at most OCR_PER_PIECE; none when the sheet already gave the house, the
   * reference, the serial and the year. The first photo to give a field gives it. A photo that
   * cannot be read is a problem of the piece, never of the batch.
   */
  async function readPhotos(sheet: PieceFields, candidates: { photo: PhotoRow; bytes: Buffer; named: boolean; text: number }[], problems: Problem[]): Promise<Reading> {
    const reading: Reading = { values: {}, from: [] };
    const ocr = deps.ocr;
    if (!ocr || candidates.length === 0) return reading;
    if (sheet.brand && sheet.reference && sheet.serial && sheet.year) return reading;
    const chosen = [...candidates].sort((a, b) => Number(b.named) - Number(a.named) || b.text - a.text).slice(0, OCR_PER_PIECE);
    for (const { photo, bytes } of chosen) {
      const got = await textOf(photo, bytes, ocr);
      if ('failed' in got) {
        problems.push({ code: 'photo_text_unreadable', field: 'photos', blocking: false, message: OCR_FAILED[got.failed](photo.fileName) });
        continue;
      }
      const label = readLabel(got.text);
      for (const field of PHOTO_FIELDS) {
        const value = label[field];
        if (value === undefined || reading.values[field] !== undefined) continue;
        const fitted = typeof value === 'number' ? value : clip(value, field === 'model' ? 200 : field === 'brand' ? 100 : 80);
        if (fitted === '') continue;
        (reading.values as Record<string, string | number>)[field] = fitted;
        reading.from.push({ field, file: photo.fileName });
      }
    }
    return reading;
  }

  /**
   * Clusters of the batch's photos that neither the sheet nor a name prefix groups, by look
   * (similarity.ts), as lists of file names. A photo without a signature (one sharp could not
   * read, a HEIC) stays alone. Groups stay within MAX_PHOTOS.
   */
  async function lookAlikes(batch: BatchRow): Promise<string[][]> {
    if (batch.state !== 'open') return [];
    const photos = await repo.photos(batch.id);
    const rows = batch.sheetRows.length > 0 && batch.mappingConfirmed ? piecesFromSheet(batch) : [];
    const alone = ungrouped(groupPhotos(rows.map((r) => ({ photoNames: r.photoNames, reference: r.fields.reference, serial: r.fields.serial })), photos.map((p) => p.fileName)));
    if (alone.length < 2) return [];
    const byName = new Map(photos.map((p) => [p.fileName, p]));
    const signatures: (Signature | null)[] = [];
    for (let i = 0; i < alone.length; i += 16) {
      signatures.push(...(await Promise.all(alone.slice(i, i + 16).map(async (name) => {
        const photo = byName.get(name)!;
        const kept = await store.get(`${photo.blobKey}${SIGNATURE_SUFFIX}`).catch(() => null);
        if (kept) return fromSignatureBytes(kept.bytes);
        const original = await store.get(photo.blobKey).catch(() => null);
        return original ? signatureOf(original.bytes) : null;
      }))));
    }
    const clusters = await clusterBySimilarity(signatures, MAX_PHOTOS);
    return clusters.filter((c) => c.length > 1).map((c) => c.map((i) => alone[i]!));
  }

  /** Reads the sheet (replacing one given before) and guesses its mapping, the seller's saved one first. */
  async function addSheet(sellerId: string, id: number, fileName: string, bytes: Buffer): Promise<Batch> {
    const batch = await own(sellerId, id);
    if (batch.state !== 'open') throw new ConflictError(BULK_MESSAGES.notOpen, 'batch_not_open');
    const name = cleanFileName(fileName);
    const sheet = await readSheet(name, bytes);
    const saved = await repo.savedMapping(sellerId);
    const { mapping, sources } = guessMapping(sheet.headers, sheet.rows.map((r) => r.cells), saved);
    const row = await repo.transaction(async (tx) => {
      const locked = await own(sellerId, id, tx, true);
      if (locked.state !== 'open') throw new ConflictError(BULK_MESSAGES.notOpen, 'batch_not_open');
      return repo.updateBatch(id, {
        sheetName: name, headers: sheet.headers, sheetRows: sheet.rows, cellProblems: sheet.cellProblems, mapping, mappingSources: sources,
        mappingConfirmed: false, fileProblems: [...locked.fileProblems.filter((p) => p.file !== locked.sheetName), ...sheet.fileProblems],
      }, tx);
    });
    return present(row);
  }

  /**
   * Photos, each checked by its bytes; a refused one is named with why, and the rest go on.
   * The photos route and the ZIP route both come through here; a file its reader could not
   * read (a ZIP entry that lies about its size) comes as `refused` and is named the same way.
   */
  async function addPhotos(sellerId: string, id: number, files: AsyncIterable<IncomingPhoto>): Promise<PhotosAnswer> {
    const batch = await own(sellerId, id);
    if (batch.state !== 'open') throw new ConflictError(BULK_MESSAGES.notOpen, 'batch_not_open');
    let count = await repo.photoCount(id);
    const accepted: string[] = [];
    const refused: FileProblem[] = [];
    for await (const file of files) {
      const name = cleanFileName(file.name);
      const got = await file.read();
      if ('refused' in got) { refused.push({ file: name, message: got.refused }); continue; }
      const { bytes, truncated } = got;
      if (truncated || bytes.length > BULK_LIMITS.photoBytes) { refused.push({ file: name, message: BULK_MESSAGES.photoTooLarge(name) }); continue; }
      if (bytes.length === 0) { refused.push({ file: name, message: BULK_MESSAGES.emptyFile(name) }); continue; }
      const format = sniffImage(bytes);
      if (format === null) { refused.push({ file: name, message: BULK_MESSAGES.notAPhoto(name) }); continue; }
      if (format === 'gif' || format === 'avif') { refused.push({ file: name, message: BULK_MESSAGES.unsupported(name, format) }); continue; }
      if (count >= BULK_LIMITS.photos) { refused.push({ file: name, message: BULK_MESSAGES.tooManyPhotos(name) }); continue; }
      const key = `bulk-upload/${id}/${randomBytes(16).toString('hex')}`;
      await store.put(key, bytes, 'application/octet-stream');
      const row = await repo.insertPhoto({ batchId: id, fileName: name, blobKey: key, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), format });
      if (!row) {
        await store.delete(key);
        refused.push({ file: name, message: BULK_MESSAGES.duplicateName(name) });
        continue;
      }
      count += 1;
      accepted.push(name);
      // The look's signature now, while the bytes are here: grouping by look at the start reads only these.
      const signature = await signatureOf(bytes);
      if (signature) await store.put(`${key}${SIGNATURE_SUFFIX}`, toSignatureBytes(signature), 'application/octet-stream');
    }
    return { accepted, refused, photo_count: count };
  }

  /**
   * A ZIP (on disk, as sent) through the same two paths: its photos, judged by their bytes, go
   * through addPhotos under their base names (so grouping by file name works); the first
   * spreadsheet in it goes through addSheet when the batch has none. What is skipped is named
   * with why (zip.ts), and the rest goes on.
   */
  async function addZip(sellerId: string, id: number, zip: { name: string; path: string }, limits: ZipLimits = ZIP_LIMITS): Promise<ZipAnswer> {
    const batch = await own(sellerId, id);
    if (batch.state !== 'open') throw new ConflictError(BULK_MESSAGES.notOpen, 'batch_not_open');
    const zipName = cleanFileName(zip.name);
    const refused: FileProblem[] = [];
    let sheetName: string | null = null;
    let sheetTried: string | null = null;
    /** The sheet's message when one is not read, else null. */
    const takeSheet = async (file: ZipFileEntry, name: string): Promise<string | null> => {
      if (sheetTried) return BULK_MESSAGES.secondSheet(name, sheetTried);
      if (batch.sheetName) return BULK_MESSAGES.hasSheet(name, batch.sheetName);
      sheetTried = name;
      const got = await file.read(BULK_LIMITS.sheetBytes);
      if ('refused' in got) return got.refused;
      if (got.truncated) return SHEET_MESSAGES.tooLarge(name);
      try {
        await addSheet(sellerId, id, name, got.bytes);
        sheetName = name;
        return null;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return error.message;
      }
    };
    const photos = (async function* (): AsyncGenerator<IncomingPhoto> {
      for await (const item of readZip(zipName, zip.path, limits)) {
        if ('refused' in item) { refused.push(item.refused); continue; }
        const { file } = item;
        if (SHEET_FILE.test(file.name)) {
          const name = cleanFileName(file.name);
          const problem = await takeSheet(file, name);
          if (problem) refused.push({ file: name, message: problem });
          continue;
        }
        yield {
          name: file.name,
          read: async () => {
            const got = await file.read(BULK_LIMITS.photoBytes);
            return 'bytes' in got && looksLikeZip(got.bytes) ? { refused: ZIP_MESSAGES.nested(file.path) } : got;
          },
        };
      }
    })();
    const answer = await addPhotos(sellerId, id, photos);
    return { accepted: answer.accepted, refused: [...refused, ...answer.refused], photo_count: answer.photo_count, sheet_name: sheetName };
  }

  return {
    async create(sellerId: string): Promise<Batch> {
      const row = await repo.transaction(async (tx) => {
        if ((await repo.countActive(sellerId, tx)) >= BULK_LIMITS.openBatches) throw new ConflictError(BULK_MESSAGES.tooManyBatches, 'too_many_batches');
        return repo.insertBatch(sellerId, tx);
      });
      return present(row);
    },

    async get(sellerId: string, id: number): Promise<Batch> {
      return present(await own(sellerId, id));
    },

    async list(sellerId: string): Promise<BatchSummary[]> {
      const rows = await repo.batchesOf(sellerId, 20);
      return Promise.all(rows.map(async (b) => ({
        id: b.id, state: b.state, sheet_name: b.sheetName, photo_count: await repo.photoCount(b.id), total: b.total, done: b.done, created_at: b.createdAt.toISOString(),
      })));
    },

    savedMapping: (sellerId: string) => repo.savedMapping(sellerId),

    addSheet,
    addPhotos,
    addZip,

    /** The mapping as the seller confirmed it; kept as theirs for the next sheet. */
    async confirmMapping(sellerId: string, id: number, mapping: ColumnMapping): Promise<Batch> {
      const row = await repo.transaction(async (tx) => {
        const batch = await own(sellerId, id, tx, true);
        if (batch.state !== 'open') throw new ConflictError(BULK_MESSAGES.notOpen, 'batch_not_open');
        const issues: { path: string; message: string }[] = [];
        const used = new Map<string, BulkField>();
        for (const field of BULK_FIELDS) {
          const header = mapping[field];
          if (!header) continue;
          if (!batch.headers.includes(header)) issues.push({ path: field, message: BULK_MESSAGES.unknownHeader(FIELD_LABELS[field], header) });
          const other = used.get(header);
          if (other) issues.push({ path: field, message: `“${header}” is already used for ${FIELD_LABELS[other]}.` });
          used.set(header, field);
        }
        if (issues.length > 0) throw new InvalidError(issues.map((i) => i.message).join(' '), 'invalid_mapping', { issues });
        await repo.saveMapping(sellerId, mapping, tx);
        return repo.updateBatch(id, { mapping, mappingConfirmed: true }, tx);
      });
      return present(row);
    },

    /**
     * Makes the pieces (rows, then photos grouped by the sheet's names, their prefix, or their
     * look) and enqueues one recognition each. The photos no name groups are clustered by look
     * first, outside the transaction (signatures kept since their upload; see similarity.ts).
     */
    async start(sellerId: string, id: number): Promise<Batch> {
      const clusters = await lookAlikes(await own(sellerId, id));
      const row = await repo.transaction(async (tx) => {
        const batch = await own(sellerId, id, tx, true);
        if (batch.state !== 'open') throw new ConflictError(BULK_MESSAGES.notOpen, 'batch_not_open');
        const hasSheet = batch.sheetRows.length > 0;
        if (hasSheet && !batch.mappingConfirmed) throw new ConflictError(BULK_MESSAGES.confirmMapping, 'mapping_not_confirmed');
        const photos = await repo.photos(id, tx);
        const rows = hasSheet ? piecesFromSheet(batch) : [];
        if (rows.length === 0 && photos.length === 0) throw new ConflictError(BULK_MESSAGES.nothingToRecognise, 'batch_empty');
        const grouping = mergeBySimilarity(
          groupPhotos(rows.map((r) => ({ photoNames: r.photoNames, reference: r.fields.reference, serial: r.fields.serial })), photos.map((p) => p.fileName)),
          clusters,
        );
        const total = rows.length + grouping.groups.length;
        if (total > BULK_LIMITS.pieces) throw new DomainTooMany(total);
        const made = await repo.insertPieces([
          ...rows.map((r, i) => ({
            batchId: id, position: i, rowNumber: r.row, groupedBy: grouping.rows[i]!.by, fields: r.fields,
            sheetProblems: [...r.problems, ...grouping.rows[i]!.missing.map((m): Problem => ({ code: 'photo_not_found', field: 'photos', blocking: false, message: `Row ${r.row} names ${m}, which was not uploaded.` }))],
          })),
          // A prefix names the piece ('rolex-sub'); photos grouped by look have only a camera's name.
          ...grouping.groups.map((g, i) => ({
            batchId: id, position: rows.length + i, rowNumber: null, groupedBy: g.by === 'prefix' ? ('prefix' as const) : null,
            fields: { ...emptyFields(), model: g.by === 'prefix' ? clip(g.prefix.replace(/[_-]+/g, ' '), 200) || null : null },
          })),
        ], tx);
        const idOfName = new Map(photos.map((p) => [p.fileName, p.id]));
        const filesOf = [...grouping.rows.map((r) => r.files), ...grouping.groups.map((g) => g.files)];
        for (const [i, piece] of made.entries()) {
          await repo.assignPhotos(filesOf[i]!.map((f) => idOfName.get(f)!), piece.id, tx);
          await deps.enqueueRecognition(piece.id, tx);
        }
        const moved = await repo.updateBatch(id, { state: 'recognising', total, done: 0, startedAt: new Date() }, tx);
        await publishProgress(tx, moved, null);
        return moved;
      });
      return present(row);
    },

    /** Stops recognising: pieces not yet reached stay as drafts without a match. */
    async cancel(sellerId: string, id: number): Promise<Batch> {
      const row = await repo.transaction(async (tx) => {
        const batch = await own(sellerId, id, tx, true);
        if (batch.state !== 'recognising') throw new ConflictError(BULK_MESSAGES.notRecognising, 'batch_not_recognising');
        await repo.cancelPending(id, tx);
        const moved = await repo.updateBatch(id, { state: 'cancelled' }, tx);
        await publishProgress(tx, moved, null);
        return moved;
      });
      return present(row);
    },

    /**
     * Recognises one piece (the job's work). Reads and judges outside any transaction, then
     * writes the result, counts it and tells the seller's pages in one transaction, only if
     * the piece is still pending: a job run again after a crash does nothing twice.
     */
    async recognise(pieceId: number): Promise<void> {
      const piece = await repo.piece(pieceId);
      if (!piece || piece.state !== 'pending') return;
      const batch = await repo.batch(piece.batchId);
      if (!batch || batch.state !== 'recognising') return;
      const allPhotos = await repo.photos(batch.id);
      const photos = allPhotos.filter((p) => p.pieceId === pieceId);
      const problems: Problem[] = [];
      const readable: { bytes: Buffer; format: string }[] = [];
      const textLike: { photo: PhotoRow; bytes: Buffer; named: boolean; text: number }[] = [];
      for (const photo of photos) {
        const blob = await store.get(photo.blobKey);
        const check = blob ? await checkPhoto(photo.fileName, blob.bytes) : null;
        if (!blob || !check) {
          problems.push({ code: 'photo_unreadable', field: 'photos', blocking: false, message: `${photo.fileName} could not be read: the file may be damaged. Remove it or upload it again.` });
          continue;
        }
        problems.push(...check.problems);
        const thumbKey = `${photo.blobKey}-thumb`;
        await store.put(thumbKey, check.thumb, 'image/webp');
        await repo.updatePhoto(photo.id, { thumbKey, width: check.width, height: check.height });
        readable.push({ bytes: blob.bytes, format: photo.format });
        const named = TEXT_NAME.test(photo.fileName);
        if (named || check.text >= TEXT_LIKE) textLike.push({ photo, bytes: blob.bytes, named, text: check.text });
      }
      const read = await readPhotos(piece.fields, textLike, problems);
      const fields = withReading(piece.fields, read);
      // The model a label names is searched too when the field already held another (a file name's prefix, the sheet's words): the better answer counts.
      const asked = read.values.model && read.values.model !== fields.model ? [fields, { ...fields, model: read.values.model }] : [fields];
      const [texts, photo] = await Promise.all([Promise.all(asked.map((f) => textMatch(f).catch(() => null))), photoMatch(readable)]);
      const text = texts.reduce<PieceMatch | null>((best, m) => (m && (!best || m.confidence > best.confidence) ? m : best), null);
      const { match, isNew } = decideMatch(text, photo);
      const guidance = match ? await guidanceOf(match.product_id) : null;
      // Duplicates: the same serial or photo elsewhere in the batch, the same piece already listed.
      const others = (await repo.pieces(batch.id)).filter((p) => p.id !== pieceId);
      const serial = foldId(fields.serial);
      if (serial.length >= 4) {
        const twin = others.find((o) => foldId(o.fields.serial) === serial);
        if (twin) problems.push({ code: 'duplicate_in_batch', field: 'serial', blocking: false, message: `The serial number ${fields.serial} is also on ${pieceName(twin)}: is it the same piece twice?` });
      }
      const sums = new Set(photos.map((p) => p.sha256));
      const samePhoto = allPhotos.find((p) => p.pieceId !== pieceId && p.pieceId !== null && sums.has(p.sha256));
      if (samePhoto) {
        const twin = others.find((o) => o.id === samePhoto.pieceId);
        problems.push({ code: 'duplicate_in_batch', field: 'photos', blocking: false, message: `${samePhoto.fileName} is the same photo as one of ${twin ? pieceName(twin) : 'another piece'}'s.` });
      }
      if (match) {
        const listed = (await liveListingsOf(batch).catch(() => [])).find((l) => l.productId === match.product_id);
        if (listed) problems.push({ code: 'duplicate_listing', field: 'match', blocking: false, message: `You already list ${listed.title} (listing ${listed.id}): is this the same piece?` });
      }
      await repo.transaction(async (tx) => {
        // What was read off the photos fills what is still empty now (the seller may have typed meanwhile).
        const current = await repo.piece(pieceId, tx, true);
        if (!current || current.state !== 'pending') return;
        const moved = await repo.movePiece(pieceId, 'pending', { state: 'recognised', fields: withReading(current.fields, read), match, isNew, guidance, problems, recognisedAt: new Date() }, tx);
        if (!moved) return;
        let counted = await repo.countDone(batch.id, tx);
        if (counted.done >= counted.total && counted.state === 'recognising') counted = await repo.updateBatch(batch.id, { state: 'ready' }, tx);
        await publishProgress(tx, counted, pieceId);
      });
    },

    async editPiece(sellerId: string, id: number, pieceId: number, patch: PiecePatch): Promise<BulkPiece> {
      const product = patch.product_id ? (await deps.catalog.productCardsByIds([patch.product_id])).get(patch.product_id) : undefined;
      if (patch.product_id && !product) {
        throw new InvalidError(`There is no product ${patch.product_id} in the catalogue.`, 'product_not_found', { issues: [{ path: 'product_id', message: 'is not a product in the catalogue' }] });
      }
      const guidance = product ? await guidanceOf(product.id) : undefined;
      const row = await repo.transaction(async (tx) => {
        await own(sellerId, id, tx, true);
        const piece = await repo.piece(pieceId, tx, true);
        if (!piece || piece.batchId !== id) throw new NotFoundError(BULK_MESSAGES.noPiece(pieceId), 'piece_not_found');
        if (piece.state === 'submitted') throw new ConflictError(BULK_MESSAGES.alreadySubmitted(pieceName(piece)), 'piece_submitted');
        const { product_id: productId, ...fieldPatch } = patch;
        const fields = { ...piece.fields, ...Object.fromEntries(Object.entries(fieldPatch).filter(([, v]) => v !== undefined)) } as StoredFields;
        const edited = new Set(Object.keys(fieldPatch));
        // A value the seller typed is theirs, not the photo's.
        const fromPhoto = (piece.fields.read_from_photo ?? []).filter((r) => !edited.has(r.field));
        if (fromPhoto.length > 0) fields.read_from_photo = fromPhoto;
        else delete fields.read_from_photo;
        const change: Parameters<typeof repo.updatePiece>[1] = { fields, sheetProblems: piece.sheetProblems.filter((p) => !p.field || !edited.has(p.field)) };
        if (productId === null) Object.assign(change, { match: null, guidance: null });
        if (product) {
          Object.assign(change, {
            match: { product_id: product.id, name: product.name, brand: product.brand, category: product.category, image: product.image_feature, confidence: 100, source: 'seller' },
            isNew: false,
            guidance: guidance ?? null,
            problems: piece.problems.filter((p) => p.code !== 'duplicate_listing'),
          });
        }
        return repo.updatePiece(pieceId, change, tx);
      });
      return toPiece(id, row, await repo.photos(id));
    },

    /** One value for the chosen pieces: condition, shipping country, or the price as a share of guidance. */
    async apply(sellerId: string, id: number, input: ApplyInput): Promise<Batch> {
      const row = await repo.transaction(async (tx) => {
        const batch = await own(sellerId, id, tx, true);
        const wanted = new Set(input.piece_ids);
        for (const piece of await repo.pieces(id, tx)) {
          if (!wanted.has(piece.id) || piece.state === 'submitted') continue;
          const fields = { ...piece.fields };
          if (input.condition) fields.condition = input.condition;
          if (input.ships_from) fields.ships_from = input.ships_from;
          if (input.price_percent_of_guidance !== undefined && piece.guidance) {
            const middle = (piece.guidance.low + piece.guidance.high) / 2;
            fields.price = Math.max(100, Math.round((middle * input.price_percent_of_guidance) / 100 / 100) * 100);
          }
          const touched = new Set([input.condition && 'condition', input.ships_from && 'ships_from', input.price_percent_of_guidance !== undefined && piece.guidance && 'price'].filter(Boolean));
          await repo.updatePiece(piece.id, { fields, sheetProblems: piece.sheetProblems.filter((p) => !p.field || !touched.has(p.field)) }, tx);
        }
        return batch;
      });
      return present(row);
    },

    /**
     * Each chosen piece through the selling module's own path (create the draft, add its
     * photos, submit to expert review), one after another; one notification for the lot. A
     * piece that cannot go (a blocking problem, a refusal of /sell's rules) is said why and
     * stays a draft here; a listing half-made for it is deleted again.
     */
    async submit(sellerId: string, id: number, pieceIds: number[]): Promise<SubmitAnswer> {
      const batch = await own(sellerId, id);
      const pieces = new Map((await repo.pieces(id)).map((p) => [p.id, p]));
      const photos = await repo.photos(id);
      const submitted: SubmitAnswer['submitted'] = [];
      const refused: SubmitAnswer['refused'] = [];
      for (const pieceId of [...new Set(pieceIds)]) {
        const piece = pieces.get(pieceId);
        if (!piece) { refused.push({ piece_id: pieceId, message: BULK_MESSAGES.noPiece(pieceId) }); continue; }
        if (piece.state === 'submitted') { refused.push({ piece_id: pieceId, message: BULK_MESSAGES.alreadySubmitted(pieceName(piece)) }); continue; }
        if (piece.state === 'pending') { refused.push({ piece_id: pieceId, message: BULK_MESSAGES.stillRecognising(pieceName(piece)) }); continue; }
        const mine = photos.filter((p) => p.pieceId === pieceId);
        const blocking = toPiece(id, piece, photos).problems.filter((p) => p.blocking);
        if (blocking.length > 0) { refused.push({ piece_id: pieceId, message: `${pieceName(piece)}: ${blocking.map((p) => p.message).join(' ')}` }); continue; }
        let listingId: number | null = null;
        try {
          const draft = await deps.selling.createDraft(sellerId, draftOf(piece));
          listingId = draft.id;
          for (const photo of mine) {
            const blob = await store.get(photo.blobKey);
            if (!blob) throw new AppError(422, 'photo_missing', `${photo.fileName} is no longer stored; upload it again.`);
            await deps.photos.upload(sellerId, draft.id, blob.bytes);
          }
          await deps.selling.submit(sellerId, draft.id);
          const moved = await repo.movePiece(pieceId, piece.state, { state: 'submitted', listingId: draft.id });
          if (!moved) throw new ConflictError('This piece changed a moment ago. Please reload the batch.', 'piece_changed');
          submitted.push({ piece_id: pieceId, listing_id: draft.id });
          listingId = null;
          await Promise.allSettled(mine.flatMap((p) => [p.blobKey, `${p.blobKey}${SIGNATURE_SUFFIX}`, `${p.blobKey}${TEXT_SUFFIX}`].map((k) => store.delete(k))));
        } catch (error) {
          if (listingId !== null) await deps.photos.deleteDraft(sellerId, listingId).catch(() => undefined);
          refused.push({ piece_id: pieceId, message: `${pieceName(piece)}: ${error instanceof AppError ? error.message : 'it could not be submitted; please try again.'}` });
          if (!(error instanceof AppError)) throw error;
        }
      }
      if (submitted.length > 0) {
        await repo.transaction(async (tx) => {
          const rest = (await repo.pieces(id, tx)).filter((p) => p.state !== 'submitted');
          if (rest.length === 0) await repo.updateBatch(id, { state: 'closed' }, tx);
          await deps.notifications.raise('bulk_upload_submitted', [{ userId: sellerId, params: { count: submitted.length, batchId: batch.id } }], `bulk_upload:${batch.id}:${submitted[0]!.listing_id}`, tx);
        });
      }
      return { submitted, refused };
    },

    /** The batch as CSV, every cell a spreadsheet could run neutralised. */
    async exportCsv(sellerId: string, id: number): Promise<{ name: string; csv: string }> {
      const batch = await present(await own(sellerId, id));
      const lines = [
        csvLine(['Row', 'Brand', 'Model', 'Reference', 'Serial', 'Year', 'Condition', 'Price (USD)', 'Ships from', 'Notes', 'Photos', 'Match', 'Confidence', 'Guidance low (USD)', 'Guidance high (USD)', 'Sales', 'State', 'Listing', 'Problems']),
        ...batch.pieces.map((p) => csvLine([
          p.row, p.fields.brand, p.fields.model, p.fields.reference, p.fields.serial, p.fields.year, p.fields.condition,
          p.fields.price === null ? null : (p.fields.price / 100).toFixed(2), p.fields.ships_from, p.fields.notes,
          p.photos.map((ph) => ph.file_name).join('; '), p.match ? `${p.match.brand} ${p.match.name}` : null, p.match?.confidence,
          p.guidance ? (p.guidance.low / 100).toFixed(0) : null, p.guidance ? (p.guidance.high / 100).toFixed(0) : null, p.guidance?.sales,
          p.state, p.listing_id, p.problems.map((x) => x.message).join(' '),
        ])),
      ];
      return { name: `patina-bulk-upload-${id}.csv`, csv: `${lines.join('\r\n')}\r\n` };
    },

    /** Ends what the service holds open: the OCR worker. */
    async close(): Promise<void> {
      await deps.ocr?.close();
    },

    /** A photo's thumbnail (the original until it has one), for its seller only. */
    async photo(sellerId: string, id: number, photoId: number): Promise<{ bytes: Buffer; type: string }> {
      await own(sellerId, id);
      const photo = await repo.photo(id, photoId);
      if (!photo) throw new NotFoundError(`This batch has no photo ${photoId}.`, 'photo_not_found');
      const thumb = photo.thumbKey ? await store.get(photo.thumbKey) : null;
      if (thumb) return { bytes: thumb.bytes, type: 'image/webp' };
      const original = await store.get(photo.blobKey);
      if (!original) throw new NotFoundError(`This batch has no photo ${photoId}.`, 'photo_not_found');
      return { bytes: original.bytes, type: `image/${photo.format}` };
    },
  };
}

class DomainTooMany extends AppError {
  constructor(n: number) {
    super(422, 'too_many_pieces', BULK_MESSAGES.tooManyPieces(n));
  }
}

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

export type BulkUploadService = ReturnType<typeof createBulkUploadService>;
