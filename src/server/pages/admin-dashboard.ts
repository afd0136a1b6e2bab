import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api-error.js';
import { dashboardSchema, type Dashboard } from '../../shared/membership/contracts.js';
import type { AccountsService } from '../modules/accounts/index.js';
import type { ClubReview } from '../modules/club/index.js';
import type { ListingsService } from '../modules/listings/index.js';

interface Deps {
  club: Pick<ClubReview, 'waiting' | 'approvedSince' | 'settings'>;
  accounts: Pick<AccountsService, 'countCreatedSince'>;
  listings: Pick<ListingsService, 'activeCount'>;
  now?: () => Date;
}

type QueueKey = Dashboard['queues'][number]['key'];

/**
 * Queues whose feature is not built yet: the dashboard names them and says they are not open,
 * rather than showing a zero that means nothing.
 */
const NOT_YET_OPEN: readonly { key: QueueKey; label: string; href: string }[] = [
  { key: 'expert_reviews', label: 'Expert reviews', href: '/admin/expert-approval' },
  { key: 'disputes', label: 'Disputes', href: '/admin/disputes' },
  { key: 'bank_transfers', label: 'Bank transfers to confirm', href: '/admin/bank-transfers' },
  { key: 'reported_messages', label: 'Reported messages', href: '/admin/reported-messages' },
];

/** Midnight UTC of `now`'s day. */
function startOfDayUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The admin dashboard (issue #17): the queues with their counts and ages, today's figures and
 * the club's settings, gathered from the modules that own them. Orders, GMV and escrow are
 * null until the orders issue builds them.
 */
export function createAdminDashboard(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  return async (): Promise<Dashboard> => {
    const today = startOfDayUtc(now());
    const [waiting, newMembers, newAccounts, listingsLive, settings] = await Promise.all([
      deps.club.waiting(),
      deps.club.approvedSince(today),
      deps.accounts.countCreatedSince(today),
      deps.listings.activeCount(),
      deps.club.settings(),
    ]);
    return {
      queues: [
        {
          key: 'membership_applications',
          label: 'Membership applications',
          open: true,
          count: waiting.count,
          oldestHours: waiting.oldestHours,
          href: '/admin/applications',
        },
        ...NOT_YET_OPEN.map((q) => ({ ...q, open: false, count: 0, oldestHours: null })),
      ],
      today: { newMembers, newAccounts, listingsLive, orders: null, gmvUsdCents: null, escrowHeldUsdCents: null },
      settings,
    };
  };
}

export function adminDashboardRoutes(dashboard: () => Promise<Dashboard>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/dashboard', {
      config: { capability: 'administer' },
      schema: {
        tags: ['admin'],
        summary: "The admin dashboard: queues with counts and ages, today's figures (UTC) and the club's settings.",
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard();
    });
  };
}
