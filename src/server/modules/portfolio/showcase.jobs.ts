import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { exponentialBackoff, type JobRunner } from '../../platform/jobs/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ShowcaseNews, ShowcaseService } from './showcase.service.js';

export const SHOWCASE_NOTIFY_JOB = 'community.portfolio_news';

/** Notifications written per transaction when a portfolio's followers hear of a piece. */
export const SHOWCASE_FAN_OUT_BATCH = 500;

const newsSchema = z.object({ kind: z.literal('piece_added'), portfolio_id: z.number().int().positive(), item_id: z.number().int().positive() });

const keyOf = (news: ShowcaseNews) => `${SHOWCASE_NOTIFY_JOB}:${news.kind}:${news.portfolio_id}:${news.item_id}`;

/**
 * `community.portfolio_news`: followers of a public portfolio hear of a piece added, written by
 * the job runner and not in the owner's request (as community.notify does for journals). Each
 * batch is its own transaction; a retried job writes nothing twice (the source key). A piece
 * taken out and put back notifies once (one job per key, ever); one taken out before the job
 * runs, or a portfolio deleted or hidden meanwhile, notifies no one.
 */
export function defineShowcaseNotify(
  jobs: Pick<JobRunner, 'define'>,
  deps: { service: () => Pick<ShowcaseService, 'newsOf'>; notifications: Pick<NotificationsService, 'raise'> },
) {
  const kind = jobs.define(
    SHOWCASE_NOTIFY_JOB,
    async (job) => {
      const news = job.payload as ShowcaseNews;
      const found = await deps.service().newsOf(news);
      if (!found) return;
      const { row, owner, productName, productImage, recipients } = found;
      const params = { memberName: owner.name, memberHandle: owner.handle, portfolioId: row.id, portfolioTitle: row.title, productName };
      for (let at = 0; at < recipients.length; at += SHOWCASE_FAN_OUT_BATCH) {
        const batch = recipients.slice(at, at + SHOWCASE_FAN_OUT_BATCH);
        await deps.notifications.raise(
          'community.portfolio_piece_added',
          batch.map((userId) => ({ userId, params, metadata: { productName, productImage } })),
          keyOf(news),
        );
      }
    },
    { payload: newsSchema, maxAttempts: 8, backoff: exponentialBackoff({ baseSeconds: 2, maxSeconds: 300 }) },
  );
  return async (news: ShowcaseNews, tx: DbOrTx): Promise<void> => {
    await kind.enqueue(news, { uniqueKey: keyOf(news), tx });
  };
}
