import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { exponentialBackoff, type JobRunner } from '../../platform/jobs/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { CommunityNews, CommunityService } from './community.service.js';

export const COMMUNITY_NOTIFY_JOB = 'community.notify';

/** Notifications written per transaction when a member's followers hear of an entry. */
export const FAN_OUT_BATCH = 500;

const newsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('appreciated'), entry_id: z.number().int().positive(), actor_id: z.string().max(64) }),
  z.object({ kind: z.enum(['commented', 'replied']), entry_id: z.number().int().positive(), actor_id: z.string().max(64), comment_id: z.number().int().positive() }),
  z.object({ kind: z.literal('published'), entry_id: z.number().int().positive(), actor_id: z.string().max(64) }),
]);

const TYPES = {
  appreciated: 'community.appreciated',
  commented: 'community.commented',
  replied: 'community.replied',
  published: 'community.published',
} as const;

/** What names a piece of news once: its job's unique key and its notifications' source. */
function keyOf(news: CommunityNews): string {
  switch (news.kind) {
    case 'appreciated': return `${COMMUNITY_NOTIFY_JOB}:appreciated:${news.entry_id}:${news.actor_id}`;
    case 'published': return `${COMMUNITY_NOTIFY_JOB}:published:${news.entry_id}`;
    default: return `${COMMUNITY_NOTIFY_JOB}:${news.kind}:${news.comment_id}`;
  }
}

/**
 * `community.notify`: the notifications of an appreciation, a comment, a reply or a published
 * entry, written by the job runner and not in the member's request (a member with 10,000
 * followers publishes as fast as one with none). Each batch is its own transaction; a retried
 * job writes nothing twice, since each notification carries the news' source key. An
 * appreciation taken back and given again notifies once (one job per key, ever).
 */
export function defineCommunityNotify(
  jobs: Pick<JobRunner, 'define'>,
  deps: { service: () => Pick<CommunityService, 'newsOf'>; notifications: Pick<NotificationsService, 'raise'> },
) {
  const kind = jobs.define(
    COMMUNITY_NOTIFY_JOB,
    async (job) => {
      const news = job.payload as CommunityNews;
      const found = await deps.service().newsOf(news);
      if (!found) return;
      const { entry, actor, recipients } = found;
      const params = { memberName: actor.name, memberHandle: actor.handle, entryId: entry.id, entryTitle: entry.title };
      for (let at = 0; at < recipients.length; at += FAN_OUT_BATCH) {
        const batch = recipients.slice(at, at + FAN_OUT_BATCH);
        await deps.notifications.raise(TYPES[news.kind], batch.map((userId) => ({ userId, params })), keyOf(news));
      }
    },
    { payload: newsSchema, maxAttempts: 8, backoff: exponentialBackoff({ baseSeconds: 2, maxSeconds: 300 }) },
  );
  return async (news: CommunityNews, tx: DbOrTx): Promise<void> => {
    await kind.enqueue(news, { uniqueKey: keyOf(news), tx });
  };
}
