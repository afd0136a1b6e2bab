import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { Job, JobRunner } from '../../platform/jobs/index.js';

/**
 * The order's clocks as jobs (issue 13, decision 023): each runs in a transaction with the
 * job's completion, so the order, the ledger and the job move together. Keys are per order
 * (and per deadline, for a deadline that moved): enqueueing twice changes nothing.
 */
export const ORDER_JOBS = {
  lapse: 'orders.lapse-unpaid',
  shipBy: 'orders.ship-deadline',
  inspection: 'orders.inspection-end',
  refund: 'orders.card-refund',
} as const;

const orderPayload = z.object({ orderId: z.string().min(1).max(100) });
const refundPayload = orderPayload.extend({ amount: z.number().int().positive() });
/** The deadline this job was planned for: a later deadline on the order has its own job. */
const lapsePayload = orderPayload.extend({ deadline: z.string().datetime() });

export interface OrderTimerHandlers {
  /** An unpaid order's reservation ran out. `deadline`: the one this job was planned for. */
  lapse(orderId: string, deadline: Date, tx: DbOrTx): Promise<void>;
  shippingMissed(orderId: string, tx: DbOrTx): Promise<void>;
  inspectionElapsed(orderId: string, tx: DbOrTx): Promise<void>;
  /** Outside the database (the processor): no transaction, idempotent by the payment's key. */
  refundCard(orderId: string, amount: number): Promise<void>;
}

export function defineOrderTimers(jobs: JobRunner, handlers: OrderTimerHandlers) {
  const tx = (ctx: { tx: DbOrTx }) => ctx.tx;
  const lapse = jobs.define(ORDER_JOBS.lapse, (job: Job<{ orderId: string; deadline: string }>, ctx) => handlers.lapse(job.payload.orderId, new Date(job.payload.deadline), tx(ctx)), {
    payload: lapsePayload, transaction: true,
  });
  const shipBy = jobs.define(ORDER_JOBS.shipBy, (job: Job<{ orderId: string }>, ctx) => handlers.shippingMissed(job.payload.orderId, tx(ctx)), {
    payload: orderPayload, transaction: true,
  });
  const inspection = jobs.define(ORDER_JOBS.inspection, (job: Job<{ orderId: string }>, ctx) => handlers.inspectionElapsed(job.payload.orderId, tx(ctx)), {
    payload: orderPayload, transaction: true,
  });
  const refund = jobs.define(ORDER_JOBS.refund, (job: Job<{ orderId: string; amount: number }>) => handlers.refundCard(job.payload.orderId, job.payload.amount), {
    payload: refundPayload, maxAttempts: 8,
  });
  return {
    lapseAt: (orderId: string, runAt: Date, t: DbOrTx) =>
      lapse.enqueue({ orderId, deadline: runAt.toISOString() }, { runAt, uniqueKey: `${ORDER_JOBS.lapse}:${orderId}:${runAt.getTime()}`, tx: t }),
    shipByAt: (orderId: string, runAt: Date, t: DbOrTx) => shipBy.enqueue({ orderId }, { runAt, uniqueKey: `${ORDER_JOBS.shipBy}:${orderId}`, tx: t }),
    inspectionEndsAt: (orderId: string, runAt: Date, t: DbOrTx) =>
      inspection.enqueue({ orderId }, { runAt, uniqueKey: `${ORDER_JOBS.inspection}:${orderId}`, tx: t }),
    refundCard: (orderId: string, amount: number, t: DbOrTx) => refund.enqueue({ orderId, amount }, { uniqueKey: `${ORDER_JOBS.refund}:${orderId}`, tx: t }),
    cancel: (key: string, t: DbOrTx) => jobs.cancel(key, t),
  };
}

export type OrderTimers = ReturnType<typeof defineOrderTimers>;
