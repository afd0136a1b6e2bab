import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import { CURRENCY_CODES } from '../../../shared/pricing/currency.js';
import { currenciesResponseSchema, currencyRateSchema } from '../../../shared/pricing/currency-contracts.js';
import type { CurrenciesService } from './currencies.service.js';
import type { Audit } from '../../platform/audit/index.js';
import { requireCapability } from '../accounts/index.js';

const codeParam = z.object({
  code: z.enum(CURRENCY_CODES, { message: `must be one of ${CURRENCY_CODES.join(', ')}` }),
});
const rateBody = z.object({
  per_usd: z.number({ message: 'must be a number' })
    // The column keeps 8 decimals: anything smaller would be stored as 0.
    .min(0.00000001, 'must be at least 0.00000001')
    .max(1_000_000, 'must be at most 1,000,000'),
});

export function currenciesRoutes(deps: { currencies: CurrenciesService; audit: Pick<Audit, 'record'> }): FastifyPluginAsyncZod {
  const { currencies, audit } = deps;
  return async (app) => {
    app.get('/api/currencies', {
      config: { capability: 'browse' },
      schema: {
        tags: ['pricing'],
        summary: 'What one US dollar buys in each currency prices are shown in',
        response: { 200: currenciesResponseSchema },
      },
    }, async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return { base: 'USD' as const, rates: await currencies.rates() };
    });

    app.put('/api/admin/currencies/:code', {
      config: { capability: 'administer' },
      schema: {
        tags: ['admin'],
        summary: 'Set the rate of one currency (admins only)',
        params: codeParam,
        body: rateBody,
        response: { 200: z.object({ rate: currencyRateSchema }), 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    }, async (req, reply) => {
      const admin = await requireCapability(req, 'administer');
      reply.header('cache-control', 'no-store');
      const rate = await currencies.setRate(req.params.code, req.body.per_usd, (tx) => audit.record(tx, {
        actorId: admin.id,
        action: 'currency.rate.set',
        subjectType: 'currency',
        subjectId: req.params.code,
        detail: { perUsd: req.body.per_usd },
      }));
      return { rate };
    });
  };
}
