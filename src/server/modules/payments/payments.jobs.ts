import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import type { SimulatedWebhookBody } from './simulated-processor.js';
import { sign, SIGNATURE_HEADER } from './webhook-signature.js';

export const WEBHOOK_DELIVERY_JOB = 'payments.simulated-webhook';

const payload = z.object({
  body: z.object({
    id: z.string(),
    type: z.enum(['charge.captured', 'charge.capture_failed', 'charge.refunded']),
    created: z.number().int(),
    data: z.object({ ref: z.string(), failure: z.object({ code: z.string(), message: z.string() }).optional(), amount: z.number().int().positive().optional(), refunded: z.number().int().nonnegative().optional() }),
  }),
});

/**
 * The simulated processor's webhook deliveries: a job per event POSTs it over real HTTP to
 * the app, signed at each attempt (a fresh timestamp), retried with backoff until a 2xx, as
 * a real processor retries. One job per event id: the processor never queues one twice.
 */
export function defineWebhookDelivery(jobs: JobRunner, options: { url: () => string; secret: string; now: () => Date }) {
  const kind = jobs.define(
    WEBHOOK_DELIVERY_JOB,
    async (job) => {
      const raw = JSON.stringify(job.payload.body);
      const res = await fetch(options.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(raw, options.secret, options.now()) },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`webhook ${job.payload.body.id} answered ${res.status}`);
    },
    { payload, maxAttempts: 8 },
  );
  return (body: SimulatedWebhookBody) => kind.enqueue({ body }, { uniqueKey: `${WEBHOOK_DELIVERY_JOB}:${body.id}` }).then(() => undefined);
}

export const REFUND_UNAPPLIED_JOB = 'payments.refund-unapplied';

/**
 * The refund of a capture its order refused (issue 34): asked of the processor by a job, so a
 * crash or a refusing processor is retried; one job per payment.
 */
export function defineRefundUnapplied(jobs: JobRunner, refund: (paymentId: string) => Promise<'requested' | 'not_card' | 'failed' | 'nothing_owed'>) {
  const kind = jobs.define(
    REFUND_UNAPPLIED_JOB,
    async (job) => {
      if ((await refund(job.payload.paymentId)) === 'failed') throw new Error(`the processor refused the refund of ${job.payload.paymentId}`);
    },
    { payload: z.object({ paymentId: z.string() }), maxAttempts: 8 },
  );
  return (tx: DbOrTx, paymentId: string) => kind.enqueue({ paymentId }, { uniqueKey: `${REFUND_UNAPPLIED_JOB}:${paymentId}`, tx }).then(() => undefined);
}
