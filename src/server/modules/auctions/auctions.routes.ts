import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  bidResponseSchema, browseQuery, browseResponseSchema, buyNowBody, lotDetailSchema, lotIdParams, lotRefParams, lotStateSchema,
  placeBidBody, secondChanceSchema, voidBidBody,
} from '../../../shared/auctions/contracts.js';
import { requireViewer } from '../accounts/index.js';
import { lotDto, type BiddingService } from './bidding.service.js';
import type { LotsService } from './lots.service.js';
import type { SecondChance } from './second-chance.service.js';
import type { LotRow } from './auctions.repo.js';
import type { DbOrTx } from '../../db/client.js';

const PRIVATE = 'private, no-store';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

export interface AuctionsRoutesDeps {
  bidding: BiddingService;
  lots: LotsService;
  secondChance: Pick<SecondChance, 'offer' | 'accept' | 'decline'>;
  /** Makes the order of a lot bought now (the buying module; null until it is merged). */
  onBoughtNow: (lot: LotRow, price: number, buyerId: string, tx: DbOrTx) => Promise<string | null>;
  audit: { record(tx: DbOrTx, entry: { actorId: string | null; action: string; subjectType: string; subjectId: string; detail?: Record<string, unknown> }): Promise<void> };
  now?: () => Date;
}

/** Live auctions over HTTP (issue #14): browse, a lot, bid, buy now, watch; an admin voids a bid. */
export function auctionsRoutes(deps: AuctionsRoutesDeps): FastifyPluginAsyncZod {
  const { bidding, lots } = deps;
  const now = deps.now ?? (() => new Date());
  return async (app) => {
    app.get('/api/auctions', {
      config: { capability: 'bid' },
      schema: { tags: ['auctions'], summary: 'The /auctions page: live lots filtered (category, house, ending within, price in whole US dollars, no reserve), sorted and paged, with facets; ending soon, upcoming and recent results.', querystring: browseQuery, response: { 200: browseResponseSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return lots.browse(viewer.id, req.query);
    });

    app.get('/api/auctions/:ref', {
      config: { capability: 'view_details' },
      schema: { tags: ['auctions'], summary: 'One lot by id or slug: the piece, the price, the history, the member\'s standing.', params: lotRefParams, response: { 200: lotDetailSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return lots.detail(req.params.ref, viewer.id);
    });

    app.post('/api/auctions/:id/bids', {
      config: { capability: 'bid' },
      schema: {
        tags: ['auctions'],
        summary: 'A maximum bid (minor units, whole units of the currency). The same idempotency key is the same bid.',
        params: lotIdParams, body: placeBidBody, response: { 200: bidResponseSchema, 201: bidResponseSchema, ...errors },
      },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const placed = await bidding.placeBid(req.params.id, { id: viewer.id, isVerified: viewer.isVerified }, req.body.max_amount, req.body.idempotency_key);
      const leads = placed.lot.leaderId === viewer.id;
      reply.code(placed.created ? 201 : 200).header('cache-control', PRIVATE);
      return {
        bid_id: placed.bidId,
        created: placed.created,
        lot: lotDto(placed.lot, now().getTime()),
        // The bidder's own standing from the committed state, without another read (the hot path).
        me: { standing: leads ? 'winning' as const : 'outbid' as const, my_max: leads ? placed.lot.leaderMax : req.body.max_amount, bidder_number: null, watching: false, is_seller: false },
      };
    });

    app.post('/api/auctions/:id/buy-now', {
      config: { capability: 'bid' },
      schema: { tags: ['auctions'], summary: 'Buys the lot at its buy-now price; the lot ends at once.', params: lotIdParams, body: buyNowBody, response: { 200: lotStateSchema, ...errors } },
    }, async (req, reply) => {
      const viewer = await requireViewer(req);
      const lot = await bidding.buyNow(req.params.id, { id: viewer.id, isVerified: viewer.isVerified }, (l, price, tx) => deps.onBoughtNow(l, price, viewer.id, tx));
      reply.header('cache-control', PRIVATE);
      return lotDto(lot, now().getTime());
    });

    const watchSchema = { tags: ['auctions'], params: lotRefParams, response: { 200: z.object({ watching: z.boolean(), watchers: z.number() }), ...errors } };
    app.put('/api/auctions/:ref/watch', { config: { capability: 'view_details' }, schema: { ...watchSchema, summary: 'Watch a lot.' } }, async (req) => {
      const viewer = await requireViewer(req);
      return lots.watch(req.params.ref, viewer.id, true);
    });
    app.delete('/api/auctions/:ref/watch', { config: { capability: 'view_details' }, schema: { ...watchSchema, summary: 'Stop watching a lot.' } }, async (req) => {
      const viewer = await requireViewer(req);
      return lots.watch(req.params.ref, viewer.id, false);
    });

    // Second-chance offers (a lot closed with its reserve unmet): the seller offers, the highest bidder answers.
    const secondChanceRoute = (summary: string, capability: 'sell' | 'bid') => ({
      config: { capability },
      schema: { tags: ['auctions'], summary, params: lotIdParams, response: { 200: secondChanceSchema, 201: secondChanceSchema, ...errors } },
    });
    app.post('/api/auctions/:id/second-chance', secondChanceRoute('The seller offers the unsold lot to its highest bidder at their maximum (once per lot).', 'sell'), async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.code(201).header('cache-control', PRIVATE);
      return deps.secondChance.offer(req.params.id, viewer.id);
    });
    app.post('/api/auctions/:id/second-chance/accept', secondChanceRoute('The highest bidder accepts the second-chance offer: an order at their maximum plus the buyer\'s premium.', 'bid'), async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return deps.secondChance.accept(req.params.id, viewer.id);
    });
    app.post('/api/auctions/:id/second-chance/decline', secondChanceRoute('The highest bidder declines the second-chance offer.', 'bid'), async (req, reply) => {
      const viewer = await requireViewer(req);
      reply.header('cache-control', PRIVATE);
      return deps.secondChance.decline(req.params.id, viewer.id);
    });

    app.post('/api/admin/auctions/:id/bids/:bidId/void', {
      config: { capability: 'administer' },
      schema: {
        tags: ['auctions', 'admin'],
        summary: 'Voids a bid (audited); the lot is recomputed from its log without it.',
        params: lotIdParams.extend({ bidId: z.string().regex(/^[1-9][0-9]{0,14}$/, 'must be a bid id').transform(Number) }),
        body: voidBidBody,
        response: { 200: lotStateSchema, ...errors },
      },
    }, async (req) => {
      const admin = await requireViewer(req);
      const lot = await bidding.voidBid(req.params.id, req.params.bidId, admin.id, req.body.reason, (tx, detail) =>
        deps.audit.record(tx, { actorId: admin.id, action: 'auction.bid_voided', subjectType: 'auction', subjectId: String(req.params.id), detail }));
      return lotDto(lot, now().getTime());
    });
  };
}
