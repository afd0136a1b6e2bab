import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api-error.js';
import { adminOverviewSchema, type AdminOverview } from '../../shared/accounts/contracts.js';
import type { AccountsService } from '../modules/accounts/index.js';
import type { CatalogService } from '../modules/catalog/index.js';
import type { AuctionsService } from '../modules/auctions/index.js';

interface Deps {
  accounts: Pick<AccountsService, 'memberCounts'>;
  catalog: Pick<CatalogService, 'productCount'>;
  auctions: Pick<AuctionsService, 'liveCount'>;
}

/** The admin dashboard's headline figures, gathered from three modules. */
export function createAdminOverview(deps: Deps) {
  return async (): Promise<AdminOverview> => {
    const [members, products, liveAuctions] = await Promise.all([
      deps.accounts.memberCounts(),
      deps.catalog.productCount(),
      deps.auctions.liveCount(),
    ]);
    return { members, products, liveAuctions };
  };
}

export function adminOverviewRoutes(overview: () => Promise<AdminOverview>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/overview', {
      config: { capability: 'administer' },
      schema: {
        tags: ['admin'],
        summary: 'Members by type, products and live auctions (admins only).',
        response: { 200: adminOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return overview();
    });
  };
}
