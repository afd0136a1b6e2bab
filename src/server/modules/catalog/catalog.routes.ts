import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandDetailSchema, categorySchema, menuResponseSchema, productListQuerySchema, productListResponseSchema,
  productPricesBodySchema, productPricesResponseSchema, type MenuSection,
} from '../../../shared/catalog/contracts.js';
import { apiErrorSchema } from '../../../shared/api-error.js';
import type { CatalogService } from './catalog.service.js';
import type { PricingService } from '../pricing/index.js';
import type { Audit } from '../../platform/audit/index.js';
import { requireCapability } from '../accounts/index.js';

const slugParam = z.object({
  slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/, 'must be a lower-case slug'),
});

const productIdParam = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,14}$/, 'must be a product id: a whole number from 1').transform(Number),
});

const SHORT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** `menu` is the curated mega-menu, already in the API's shape (see menu.ts). */
export function catalogRoutes(deps: {
  catalog: CatalogService; pricing: PricingService; menu: readonly MenuSection[]; audit: Pick<Audit, 'record'>;
}): FastifyPluginAsyncZod {
  const { catalog, pricing, audit } = deps;
  return async (app) => {
    app.get('/api/catalog/categories', {
      config: { capability: 'browse' },
      schema: { tags: ['catalog'], summary: 'The ten categories with subcategories and counts', response: { 200: z.object({ categories: z.array(categorySchema) }) } },
    }, async (_req, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return { categories: await catalog.categories() };
    });

    app.get('/api/catalog/categories/:slug', {
      config: { capability: 'browse' },
      schema: { tags: ['catalog'], summary: 'One category', params: slugParam, response: { 200: z.object({ category: categorySchema }) } },
    }, async (req, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return { category: await catalog.category(req.params.slug) };
    });

    app.get('/api/catalog/products', {
      config: { capability: 'browse' },
      schema: {
        tags: ['catalog'],
        summary: 'Products filtered by category, subcategory, brand, condition, price and text; sorted and paged',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return catalog.listProducts(req.query);
    });

    app.get('/api/catalog/brands/:slug', {
      config: { capability: 'browse' },
      schema: { tags: ['catalog'], summary: 'A brand with its story and top products', params: slugParam, response: { 200: z.object({ brand: brandDetailSchema }) } },
    }, async (req, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return { brand: await catalog.brand(req.params.slug, pricing.salesCountForCodes) };
    });

    app.get('/api/catalog/menu', {
      config: { capability: 'browse' },
      schema: { tags: ['catalog'], summary: 'The mega-menu: POPULAR names, SEE ALL links and image tiles', response: { 200: menuResponseSchema } },
    }, async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { sections: [...deps.menu] };
    });

    app.put('/api/admin/products/:id/prices', {
      config: { capability: 'administer' },
      schema: {
        tags: ['admin'],
        summary: "Set a product's reference and recommended prices, USD cents (admins only). Search, wishlists and live pages follow.",
        params: productIdParam,
        body: productPricesBodySchema,
        response: { 200: productPricesResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    }, async (req, reply) => {
      const admin = await requireCapability(req, 'administer');
      reply.header('cache-control', 'no-store');
      const shown = await catalog.setPrices(req.params.id, req.body, (tx, s) => audit.record(tx, {
        actorId: admin.id,
        action: 'catalog.prices.set',
        subjectType: 'product',
        subjectId: String(req.params.id),
        detail: { prices: req.body, shownBefore: s.before, shownAfter: s.after },
      }));
      return { product_id: req.params.id, shown_before: shown.before, shown_after: shown.after };
    });
  };
}
