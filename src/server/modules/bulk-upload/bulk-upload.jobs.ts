import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';

export const RECOGNISE_JOB = 'bulk-upload.recognise';

/**
 * One job per piece (issue #38), keyed by the piece: enqueueing it again is the same job. Two
 * run at once per instance (the rest of Patina keeps its share of the two cores); a piece a
 * crashed runner left is claimed again when its lease runs out, and the handler writes only
 * a piece still pending, so nothing is done twice.
 */
export function defineRecognitionJob(jobs: Pick<JobRunner, 'define'>, recognise: (pieceId: number) => Promise<void>) {
  const kind = jobs.define(RECOGNISE_JOB, async (job) => recognise(job.payload.piece_id), {
    payload: z.object({ piece_id: z.number().int().positive() }),
    concurrency: 2,
    leaseSeconds: 120,
    maxAttempts: 3,
  });
  return (pieceId: number, tx: DbOrTx) => kind.enqueue({ piece_id: pieceId }, { tx, uniqueKey: `${RECOGNISE_JOB}:${pieceId}` }).then(() => undefined);
}
