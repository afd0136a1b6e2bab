import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  brandIndexParamsSchema, brandIndexQuerySchema, brandIndexResponseSchema, historyQuerySchema, historyResponseSchema,
  marketTrendsQuerySchema, marketTrendsResponseSchema, salesQuerySchema, salesResponseSchema, statsQuerySchema,
  statsResponseSchema,
} from '../../../shared/pricing/contracts.js';
import type { PricingService } from './pricing.service.js';

/** Sales and statistics are for signed-in members (SPEC §1: product details need an account). */
const PRIVATE = 'private, no-store';
/** Aggregates over many sales: the same for everyone, and kept five minutes on the server too. */
const AGGREGATE_CACHE = 'public, max-age=300';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * What pricing's routes ask of the catalogue, by shape: the catalogue's brand page asks pricing
 * for sales counts, so pricing naming the catalog module back would make the two a cycle
 * (patina-modules/no-module-cycle).
 */
export interface PricingCatalog {
  hasProductCode(code: string): Promise<boolean>;
  brandCodes(slug: string): Promise<{ slug: string; name: string; codes: string[] } | null>;
}

export function pricingRoutes(deps: { pricing: PricingService; catalog: PricingCatalog }): FastifyPluginAsyncZod {
  const { pricing, catalog } = deps;
  return async (app) => {
    app.get('/api/pricing/sales', {
      config: { capability: 'view_details' },
      schema: {
        tags: ['pricing'],
        summary: 'A product’s sales, newest first (10 by default, at most 50)',
        querystring: salesQuerySchema,
        response: { 200: salesResponseSchema, ...errors },
      },
    }, async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return { sales: await pricing.recentSales(req.query.product_code, req.query.limit, catalog.hasProductCode) };
    });

    app.get('/api/pricing/history', {
      config: { capability: 'view_details' },
      schema: {
        tags: ['pricing'],
        summary: 'A product’s sales over 1M, 3M, 6M, 1Y or ALL, oldest first, with price statistics',
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errors },
      },
    }, async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return pricing.history(req.query.product_code, req.query.range, catalog.hasProductCode);
    });

    app.get('/api/pricing/stats', {
      config: { capability: 'view_details' },
      schema: {
        tags: ['pricing'],
        summary: 'Price statistics (product_sales_stats) for 1 to 100 comma-separated product codes',
        querystring: statsQuerySchema,
        response: { 200: statsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return { stats: await pricing.statsForCodes(req.query.codes) };
    });

    app.get('/api/pricing/market-trends', {
      config: { capability: 'browse' },
      schema: {
        tags: ['pricing'],
        summary: 'get_market_trends: products whose price moved most over the last days_back days, biggest moves first',
        querystring: marketTrendsQuerySchema,
        response: { 200: marketTrendsResponseSchema, 400: apiErrorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', AGGREGATE_CACHE);
      return { trends: await pricing.marketTrendsMarked(req.query.days_back, req.query.min_sales, req.query.limit) };
    });

    app.get('/api/pricing/brands/:slug/index', {
      config: { capability: 'browse' },
      schema: {
        tags: ['pricing'],
        summary: 'The brand price index: median sale price per month over a range',
        params: brandIndexParamsSchema,
        querystring: brandIndexQuerySchema,
        response: { 200: brandIndexResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', AGGREGATE_CACHE);
      return pricing.brandIndex(req.params.slug, req.query.range, catalog.brandCodes);
    });
  };
}
