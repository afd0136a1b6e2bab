import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  applySchema, batchSchema, batchSummarySchema, BULK_LIMITS, mappingSchema, photosAnswerSchema, piecePatchSchema, pieceSchema, submitAnswerSchema, submitSchema, zipAnswerSchema,
} from '../../../shared/bulk-upload/contracts.js';
import type { ColumnMapping } from '../../../shared/bulk-upload/mapping.js';
import { AppError, InvalidError } from '../../platform/errors.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { RateLimitedError, requireCapability } from '../accounts/index.js';
import { cleanFileName, type BulkUploadService } from './bulk-upload.service.js';
import { ZIP_LIMITS, ZIP_MESSAGES } from './zip.js';

/** Per seller: batches started a day, sheets, photo rounds (a round is up to 20 photos) and ZIPs an hour. */
export const BULK_UPLOAD_RATES: Record<'batches' | 'sheets' | 'photoRounds' | 'zips', RateLimitRule> = {
  batches: { window: 86_400, max: 20 },
  sheets: { window: 3600, max: 60 },
  photoRounds: { window: 3600, max: 300 },
  zips: { window: 3600, max: 20 },
};

const id = (what: string) => z.coerce.number({ message: `must be a ${what} id` }).int(`must be a ${what} id`).positive(`must be a ${what} id`).max(2_147_483_647);
const batchParams = z.object({ id: id('batch') });
const pieceParams = batchParams.extend({ pieceId: id('piece') });
const photoParams = batchParams.extend({ photoId: id('photo') });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const sell = { capability: 'sell' as const };
const tags = ['bulk-upload'];

/** Bulk upload (issue #38): see src/shared/bulk-upload/contracts.ts. Every route needs `sell`. */
export function bulkUploadRoutes(deps: { bulkUpload: BulkUploadService; rateLimiter: RateLimiter }): FastifyPluginAsyncZod {
  const { bulkUpload, rateLimiter } = deps;
  const limit = async (rule: keyof typeof BULK_UPLOAD_RATES, userId: string) => {
    const { allowed, retryAfter } = await rateLimiter.consume(`bulk-upload-${rule}|user:${userId}`, BULK_UPLOAD_RATES[rule]);
    if (!allowed) throw new RateLimitedError(retryAfter);
  };
  return async (app) => {
    // The OCR worker (a thread) ends with the app.
    app.addHook('onClose', async () => bulkUpload.close());
    // Sheets up to 20 MB; the photo route narrows each file to 10 MB, the ZIP route widens its one file to 1 GB. Oversize is truncated, then refused by name.
    await app.register(multipart, {
      limits: { fileSize: BULK_LIMITS.sheetBytes, files: BULK_LIMITS.photosPerRequest, fields: 4, parts: BULK_LIMITS.photosPerRequest + 4, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: false,
    });
    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.post('/api/bulk-upload/batches', {
      config: sell,
      schema: { tags, summary: 'Starts a bulk upload batch.', response: { 201: batchSchema, ...errors, 429: apiErrorSchema } },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'sell');
      await limit('batches', viewer.id);
      return reply.code(201).send(await bulkUpload.create(viewer.id));
    });

    app.get('/api/bulk-upload/batches', {
      config: sell,
      schema: { tags, summary: "The seller's latest batches, newest first.", response: { 200: z.object({ batches: z.array(batchSummarySchema) }), ...errors } },
    }, async (req) => ({ batches: await bulkUpload.list((await requireCapability(req, 'sell')).id) }));

    app.get('/api/bulk-upload/mapping', {
      config: sell,
      schema: { tags, summary: "The seller's saved column mapping, or null.", response: { 200: z.object({ mapping: mappingSchema.nullable() }), ...errors } },
    }, async (req) => ({ mapping: await bulkUpload.savedMapping((await requireCapability(req, 'sell')).id) }));

    app.get('/api/bulk-upload/batches/:id', {
      config: sell,
      schema: { tags, summary: 'The batch with its pieces, problems and progress.', params: batchParams, response: { 200: batchSchema, ...errors } },
    }, async (req) => bulkUpload.get((await requireCapability(req, 'sell')).id, req.params.id));

    app.post('/api/bulk-upload/batches/:id/sheet', {
      config: sell,
      schema: {
        tags, summary: 'The spreadsheet (multipart, one file in field `file`: CSV or XLSX, at most 20 MB and 500 rows); answers the batch with the guessed mapping.',
        consumes: ['multipart/form-data'], params: batchParams, response: { 200: batchSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'sell');
      await bulkUpload.get(viewer.id, req.params.id);
      await limit('sheets', viewer.id);
      if (!req.isMultipart()) throw new AppError(415, 'not_multipart', 'Please send the spreadsheet as multipart/form-data, in a field named file.');
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw new InvalidError('Please attach the spreadsheet in a field named file.', 'no_file');
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError(413, 'sheet_too_large', `${file.filename} is larger than 20 MB; a spreadsheet may be at most 20 MB.`);
      return bulkUpload.addSheet(viewer.id, req.params.id, file.filename, bytes);
    });

    app.post('/api/bulk-upload/batches/:id/photos', {
      config: sell,
      schema: {
        tags, summary: 'Photos (multipart, up to 20 files in fields named `files`: JPG, PNG, WebP or HEIC by their bytes, 10 MB each, 2,000 a batch); each refused one is named with why.',
        consumes: ['multipart/form-data'], params: batchParams, response: { 200: photosAnswerSchema, ...errors, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'sell');
      await bulkUpload.get(viewer.id, req.params.id);
      await limit('photoRounds', viewer.id);
      if (!req.isMultipart()) throw new AppError(415, 'not_multipart', 'Please send the photos as multipart/form-data, in fields named files.');
      const parts = req.files({ limits: { fileSize: BULK_LIMITS.photoBytes, files: BULK_LIMITS.photosPerRequest } });
      const files = (async function* () {
        for await (const part of parts) {
          yield {
            name: part.filename,
            read: async () => {
              const bytes = await part.toBuffer();
              return { bytes, truncated: part.file.truncated };
            },
          };
        }
      })();
      return bulkUpload.addPhotos(viewer.id, req.params.id, files);
    });

    app.post('/api/bulk-upload/batches/:id/zip', {
      config: sell,
      schema: {
        tags, summary: 'A ZIP of photos and perhaps the spreadsheet (multipart, one file in field `file`: 1 GB as sent and unpacked); its photos go as the photos route takes them, under their own names, its first sheet as the sheet when the batch has none; each entry skipped is named with why.',
        consumes: ['multipart/form-data'], params: batchParams, response: { 200: zipAnswerSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'sell');
      await bulkUpload.get(viewer.id, req.params.id);
      await limit('zips', viewer.id);
      if (!req.isMultipart()) throw new AppError(415, 'not_multipart', 'Please send the ZIP as multipart/form-data, in a field named file.');
      const limits = { ...ZIP_LIMITS };
      const file = await req.file({ limits: { fileSize: limits.uploadBytes, files: 1 } });
      if (!file || file.fieldname !== 'file') throw new InvalidError('Please attach the ZIP in a field named file.', 'no_file');
      const name = cleanFileName(file.filename);
      // The ZIP is read from disk (its directory is at its end), and the copy is gone whatever happens.
      const dir = await mkdtemp(join(tmpdir(), 'patina-zip-'));
      try {
        const path = join(dir, 'upload.zip');
        await pipeline(file.file, createWriteStream(path, { mode: 0o600 }));
        if (file.file.truncated) throw new AppError(413, 'zip_too_large', ZIP_MESSAGES.tooLarge(name, limits.uploadBytes));
        return await bulkUpload.addZip(viewer.id, req.params.id, { name, path }, limits);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    app.put('/api/bulk-upload/batches/:id/mapping', {
      config: sell,
      schema: { tags, summary: 'The mapping as the seller confirmed it (field -> header); saved for their next sheet.', params: batchParams, body: mappingSchema, response: { 200: batchSchema, ...errors } },
    }, async (req) => bulkUpload.confirmMapping((await requireCapability(req, 'sell')).id, req.params.id, req.body as ColumnMapping));

    app.post('/api/bulk-upload/batches/:id/start', {
      config: sell,
      schema: { tags, summary: 'Groups the photos into pieces and starts recognising them.', params: batchParams, response: { 200: batchSchema, ...errors } },
    }, async (req) => bulkUpload.start((await requireCapability(req, 'sell')).id, req.params.id));

    app.post('/api/bulk-upload/batches/:id/cancel', {
      config: sell,
      schema: { tags, summary: 'Stops recognising; pieces not reached stay as drafts.', params: batchParams, response: { 200: batchSchema, ...errors } },
    }, async (req) => bulkUpload.cancel((await requireCapability(req, 'sell')).id, req.params.id));

    app.patch('/api/bulk-upload/batches/:id/pieces/:pieceId', {
      config: sell,
      schema: { tags, summary: 'Edits a piece (null clears a field; product_id replaces the match).', params: pieceParams, body: piecePatchSchema, response: { 200: pieceSchema, ...errors } },
    }, async (req) => bulkUpload.editPiece((await requireCapability(req, 'sell')).id, req.params.id, req.params.pieceId, req.body));

    app.post('/api/bulk-upload/batches/:id/apply', {
      config: sell,
      schema: { tags, summary: 'One value for the chosen pieces: condition, shipping country, or price as a percentage of guidance.', params: batchParams, body: applySchema, response: { 200: batchSchema, ...errors } },
    }, async (req) => bulkUpload.apply((await requireCapability(req, 'sell')).id, req.params.id, req.body));

    app.post('/api/bulk-upload/batches/:id/submit', {
      config: sell,
      schema: { tags, summary: 'Sends the chosen pieces to expert review, each through the /sell path; says why for each one that could not go.', params: batchParams, body: submitSchema, response: { 200: submitAnswerSchema, ...errors } },
    }, async (req) => bulkUpload.submit((await requireCapability(req, 'sell')).id, req.params.id, req.body.piece_ids));

    app.get('/api/bulk-upload/batches/:id/export.csv', {
      config: sell,
      schema: { tags, summary: 'The batch as CSV (cells a spreadsheet would run are neutralised).', params: batchParams, response: { 200: z.string(), ...errors } },
    }, async (req, reply) => {
      const { name, csv } = await bulkUpload.exportCsv((await requireCapability(req, 'sell')).id, req.params.id);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
    });

    app.get('/api/bulk-upload/batches/:id/photos/:photoId', {
      config: sell,
      schema: { tags, summary: "A photo's thumbnail, for its seller.", params: photoParams, response: { 200: z.unknown(), ...errors } },
    }, async (req, reply) => {
      const { bytes, type } = await bulkUpload.photo((await requireCapability(req, 'sell')).id, req.params.id, req.params.photoId);
      return reply.header('content-type', type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=300').send(bytes);
    });
  };
}
