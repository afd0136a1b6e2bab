import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { exponentialBackoff, type JobRunner } from '../../platform/jobs/index.js';

export const OFFER_EXPIRE_JOB = 'offers.expire';

/**
 * `offers.expire`: one job per open offer and expiry time (an offer made, a counter), run at
 * that time; the handler lapses the offer if it is still open then. It runs its own
 * transaction (it reads the piece first, outside it), and a second run finds nothing to do.
 */
export function defineOfferExpiry(jobs: Pick<JobRunner, 'define'>, expire: (offerId: number) => Promise<void>) {
  const kind = jobs.define(
    OFFER_EXPIRE_JOB,
    async (job) => expire(job.payload.offerId),
    { payload: z.object({ offerId: z.number().int().positive() }), maxAttempts: 8, backoff: exponentialBackoff({ baseSeconds: 5, maxSeconds: 600 }) },
  );
  return (offerId: number, at: Date, tx: DbOrTx) =>
    kind.enqueue({ offerId }, { runAt: at, uniqueKey: `${OFFER_EXPIRE_JOB}:${offerId}:${at.getTime()}`, tx }).then(() => undefined);
}
