import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import {
  paymentIssueListSchema, paymentIssueSchema, paymentIssuesQuerySchema, reconcileReportSchema, resolvePaymentIssueSchema,
} from '../../../shared/orders/admin.js';
import { requireCapability } from '../accounts/index.js';
import type { Audit } from '../../platform/audit/index.js';
import type { Reconciler } from './payments.reconcile.js';
import type { PaymentsService } from './payments.service.js';

export const SIMULATED_WEBHOOK_PATH = '/api/payments/webhooks/simulated';

const webhookReplySchema = z.object({ received: z.literal(true), duplicate: z.boolean(), applied: z.boolean() });

/**
 * The processor's webhooks. No session and no capability: the signature is the credential
 * (listed among the self-guarded routes of the access walk). The body is read as the exact
 * bytes that were signed, never re-serialised.
 */
export function paymentsRoutes(deps: { payments: PaymentsService; reconciler: Reconciler; audit: Pick<Audit, 'record'> }): FastifyPluginAsyncZod {
  const admin = { capability: 'administer' as const };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
  return async (app) => {
    // The admins' queue (issue 34): what the payment checks found, with the evidence; closed by a person.
    app.get('/api/admin/payments/issues', {
      config: admin,
      schema: { tags: ['admin'], summary: 'Payment problems found by the checks, newest first (open ones by default).', querystring: paymentIssuesQuerySchema, response: { 200: paymentIssueListSchema, ...errors } },
    }, async (req) => {
      await requireCapability(req, 'administer');
      return { issues: await deps.payments.issues({ status: req.query.status ?? 'open', limit: 200 }) };
    });

    app.post('/api/admin/payments/issues/:id/resolve', {
      config: admin,
      schema: {
        tags: ['admin'], summary: 'An admin closes a payment problem, saying what was done.',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }), body: resolvePaymentIssueSchema, response: { 200: paymentIssueSchema, ...errors },
      },
    }, async (req) => {
      const viewer = await requireCapability(req, 'administer');
      return deps.payments.resolveIssue(req.params.id, viewer.id, req.body.resolution, (tx, issue) =>
        deps.audit.record(tx, { actorId: viewer.id, action: 'payment_issue.resolve', subjectType: 'payment_issue', subjectId: String(issue.id), detail: { resolution: req.body.resolution, kind: issue.kind } }));
    });

    app.post('/api/admin/payments/reconcile', {
      config: admin,
      schema: { tags: ['admin'], summary: "Runs the payments' reconciliation now (it also runs every 10 minutes) and answers what it found.", response: { 200: reconcileReportSchema, ...errors } },
    }, async (req) => {
      const viewer = await requireCapability(req, 'administer');
      const report = await deps.reconciler.run();
      await deps.payments.record((tx) => deps.audit.record(tx, { actorId: viewer.id, action: 'payments.reconcile', subjectType: 'payments', subjectId: 'all', detail: { checked: report.checked, repaired: report.repaired, flagged: report.flagged } }));
      return report;
    });

    // The webhook reads its body as the exact bytes that were signed: a parser of its own, in a scope of its own.
    await app.register(async (hooks) => {
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
      hooks.post(SIMULATED_WEBHOOK_PATH, {
        schema: {
          tags: ['payments'],
          summary: 'A signed webhook of the simulated card processor: moves the payment and holds the money in escrow, once.',
          response: { 200: webhookReplySchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      }, async (req) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        return deps.payments.handleCardWebhook(raw, req.headers);
      });
    });
  };
}
