import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  changePriceSchema, draftInputSchema, photoOrderSchema, feeQuoteSchema, feesQuerySchema, guidanceSchema, sellerListingSchema, sellerListingsQuerySchema, type SellerListing,
  sellerListingsSchema, sellerStatsSchema,
} from '../../../shared/listings/selling.js';
import { approveSchema, rejectSchema, requestChangesSchema, reviewDetailSchema, reviewQueueQuerySchema, reviewQueueSchema } from '../../../shared/listings/review.js';
import { AppError, InvalidError } from '../../platform/errors.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/index.js';
import { MAX_PHOTO_BYTES } from '../../platform/media/index.js';
import { RateLimitedError, requireCapability } from '../accounts/index.js';
import type { SellingService } from './selling.service.js';
import type { ReviewService } from './review.service.js';
import type { PhotosService } from './photos.service.js';

/** Photos one seller may upload in an hour: each is decoded in full (12 photos for each of several drafts). */
export const PHOTO_UPLOADS_PER_HOUR: RateLimitRule = { window: 3600, max: 120 };

const idParams = z.object({ id: z.coerce.number({ message: 'must be a listing id' }).int('must be a listing id').positive('must be a listing id').max(Number.MAX_SAFE_INTEGER) });
const photoParams = idParams.extend({ photoId: z.coerce.number({ message: 'must be a photo id' }).int('must be a photo id').positive('must be a photo id').max(Number.MAX_SAFE_INTEGER) });
const productParams = z.object({ productId: z.coerce.number({ message: 'must be a product id' }).int().positive().max(Number.MAX_SAFE_INTEGER) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const sell = { capability: 'sell' as const };
const review = { capability: 'review_items' as const };

/** Selling (issue #12): the seller's drafts and listings (sell), and expert review (review_items). See shared/listings/selling.ts. */
export function sellingRoutes(deps: {
  selling: SellingService; review: ReviewService; photos: PhotosService; rateLimiter: RateLimiter;
  /** The submit-listing workflow (src/server/workflows/submit-listing.ts). */
  submitListing: (sellerId: string, id: number) => Promise<SellerListing>;
}): FastifyPluginAsyncZod {
  const { selling, review: reviews, photos, rateLimiter, submitListing } = deps;
  return async (app) => {
    // Only the photo upload reads multipart bodies: one file, nothing else, at most 10 MB of it.
    await app.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: false,
    });

    app.addHook('onSend', async (_req, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.post('/api/selling/drafts', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Starts a draft (several may be kept); any part of it may be given.', body: draftInputSchema, response: { 201: sellerListingSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'sell');
      return reply.code(201).send(await selling.createDraft(viewer.id, req.body));
    });

    app.get('/api/selling/drafts', {
      config: sell,
      schema: { tags: ['selling'], summary: "The member's drafts, last changed first.", response: { 200: z.object({ drafts: z.array(sellerListingSchema) }), ...errors } },
    }, async (req) => ({ drafts: await selling.drafts((await requireCapability(req, 'sell')).id) }));

    app.get('/api/selling/listings', {
      config: sell,
      schema: { tags: ['selling'], summary: "The member's listings by state, with counts per state.", querystring: sellerListingsQuerySchema, response: { 200: sellerListingsSchema, ...errors } },
    }, async (req) => selling.mine((await requireCapability(req, 'sell')).id, req.query));

    app.get('/api/selling/stats', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Seller stats: active, sold, in review, drafts, average days to sell.', response: { 200: sellerStatsSchema, ...errors } },
    }, async (req) => selling.stats((await requireCapability(req, 'sell')).id));

    app.get('/api/selling/fees', {
      config: sell,
      schema: { tags: ['selling'], summary: 'The seller fee and payout for a price (cents) in a category.', querystring: feesQuerySchema, response: { 200: feeQuoteSchema, ...errors } },
    }, async (req) => selling.fees(req.query.price, req.query.category));

    app.get('/api/selling/guidance/:productId', {
      config: sell,
      schema: { tags: ['selling'], summary: "Price guidance from the piece's own sales: recent sales, last sale, trend, volatility, lowest ask, recommended price, a range.", params: productParams, response: { 200: guidanceSchema, ...errors } },
    }, async (req) => selling.guidance(req.params.productId));

    app.get('/api/selling/listings/:id', {
      config: sell,
      schema: { tags: ['selling'], summary: 'One of my listings, in any state (another member\'s is 404).', params: idParams, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => selling.get((await requireCapability(req, 'sell')).id, req.params.id));

    app.patch('/api/selling/listings/:id', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Autosaves a draft (or a listing sent back for changes): given fields replace, null clears.', params: idParams, body: draftInputSchema, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => selling.update((await requireCapability(req, 'sell')).id, req.params.id, req.body));

    app.delete('/api/selling/listings/:id', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Deletes a draft and its photos.', params: idParams, response: { 204: z.null(), ...errors } },
    }, async (req, reply) => {
      await photos.deleteDraft((await requireCapability(req, 'sell')).id, req.params.id);
      return reply.code(204).send(null);
    });

    app.post('/api/selling/listings/:id/photos', {
      config: sell,
      schema: {
        tags: ['selling'],
        summary: 'Adds a photo (multipart, one file in field `file`: JPG, PNG, WebP or HEIC by its bytes, at most 10 MB and 50 megapixels; at most 12 a listing); answers the listing.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: sellerListingSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    }, async (req, reply) => {
      const viewer = await requireCapability(req, 'sell');
      // The listing is checked before the body is read: another member's draft is a 404 whatever is sent.
      await selling.own(viewer.id, req.params.id);
      const { allowed, retryAfter } = await rateLimiter.consume(`selling-photo|user:${viewer.id}`, PHOTO_UPLOADS_PER_HOUR);
      if (!allowed) throw new RateLimitedError(retryAfter);
      if (!req.isMultipart()) {
        throw new AppError(415, 'not_multipart', 'Please send the photo as multipart/form-data, in a field named file.');
      }
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw new InvalidError('Please attach a photo in a field named file.', 'no_file');
      const bytes = await file.toBuffer();
      if (file.file.truncated) {
        throw new AppError(413, 'too_large', 'This photo is larger than 10 MB; a photo may be at most 10 MB.');
      }
      if (bytes.length === 0) throw new InvalidError('The file is empty. Please attach a photo.', 'no_file');
      return reply.code(201).send(await photos.upload(viewer.id, req.params.id, bytes));
    });

    app.put('/api/selling/listings/:id/photos/order', {
      config: sell,
      schema: { tags: ['selling'], summary: "Puts the listing's photos in this order (every photo id once); answers the listing.", params: idParams, body: photoOrderSchema, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => photos.reorder((await requireCapability(req, 'sell')).id, req.params.id, req.body.order));

    app.delete('/api/selling/listings/:id/photos/:photoId', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Takes a photo off the listing and removes its files; answers the listing.', params: photoParams, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => photos.remove((await requireCapability(req, 'sell')).id, req.params.id, req.params.photoId));

    app.post('/api/selling/listings/:id/submit', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Sends the draft to expert review (or resubmits after changes); 422 names what is missing.', params: idParams, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => submitListing((await requireCapability(req, 'sell')).id, req.params.id));

    app.post('/api/selling/listings/:id/price', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Changes the price of a live fixed-price listing (a drop alerts wishlists).', params: idParams, body: changePriceSchema, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => selling.changePrice((await requireCapability(req, 'sell')).id, req.params.id, req.body.price));

    app.post('/api/selling/listings/:id/withdraw', {
      config: sell,
      schema: { tags: ['selling'], summary: 'Withdraws a listing (draft, in review, changes requested or live).', params: idParams, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => selling.withdraw((await requireCapability(req, 'sell')).id, req.params.id));

    app.post('/api/selling/listings/:id/relist', {
      config: sell,
      schema: { tags: ['selling'], summary: 'A withdrawn or expired listing becomes a draft again, to be reviewed again.', params: idParams, response: { 200: sellerListingSchema, ...errors } },
    }, async (req) => selling.relist((await requireCapability(req, 'sell')).id, req.params.id));

    app.get('/api/experts/review', {
      config: review,
      schema: { tags: ['experts'], summary: 'Listings waiting for review in the categories the expert covers (admins: all), oldest first.', querystring: reviewQueueQuerySchema, response: { 200: reviewQueueSchema, ...errors } },
    }, async (req) => reviews.queue(await requireCapability(req, 'review_items'), req.query));

    app.get('/api/experts/review/:id', {
      config: review,
      schema: { tags: ['experts'], summary: 'One submission with photos, catalogue reference data, recent sales, checklist and history.', params: idParams, response: { 200: reviewDetailSchema, ...errors } },
    }, async (req) => reviews.detail(await requireCapability(req, 'review_items'), req.params.id));

    app.post('/api/experts/review/:id/approve', {
      config: review,
      schema: { tags: ['experts'], summary: 'Approves: the listing goes live and its digital passport is issued.', params: idParams, body: approveSchema, response: { 200: reviewDetailSchema, ...errors } },
    }, async (req) => reviews.approve(await requireCapability(req, 'review_items'), req.params.id, req.body.checklist));

    app.post('/api/experts/review/:id/request-changes', {
      config: review,
      schema: { tags: ['experts'], summary: 'Sends the listing back to its seller with notes.', params: idParams, body: requestChangesSchema, response: { 200: reviewDetailSchema, ...errors } },
    }, async (req) => reviews.requestChanges(await requireCapability(req, 'review_items'), req.params.id, req.body.notes));

    app.post('/api/experts/review/:id/reject', {
      config: review,
      schema: { tags: ['experts'], summary: 'Rejects the listing with a reason.', params: idParams, body: rejectSchema, response: { 200: reviewDetailSchema, ...errors } },
    }, async (req) => reviews.reject(await requireCapability(req, 'review_items'), req.params.id, req.body.reason));
  };
}
