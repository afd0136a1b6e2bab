import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { exponentialBackoff, type JobRunner } from '../../platform/jobs/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { APPRECIATION_NOTICE_MS, type CommunityNews, type CommunityService } from './community.service.js';

export const COMMUNITY_NOTIFY_JOB = 'community.notify';

/** A window's notification waits this long past its end, for appreciations still committing then. */
const NOTICE_GRACE_MS = 5_000;

/** Notifications written per transaction when a member's followers hear of an entry. */
export const FAN_OUT_BATCH = 500;

const newsSchema = z.union([
  z.object({ kind: z.literal('appreciated'), entry_id: z.number().int().positive(), window: z.number().int().nonnegative() }),
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
    case 'appreciated': return 'window' in news
      ? `${COMMUNITY_NOTIFY_JOB}:appreciated:${news.entry_id}:w${news.window}`
      : `${COMMUNITY_NOTIFY_JOB}:appreciated:${news.entry_id}:${news.actor_id}`;
    case 'published': return `${COMMUNITY_NOTIFY_JOB}:published:${news.entry_id}`;
    default: return `${COMMUNITY_NOTIFY_JOB}:${news.kind}:${news.comment_id}`;
  }
}

/**
 * `community.notify`: the notifications of an appreciation, a comment, a reply or a published
 * entry, written by the job runner and not in the member's request (a member with 10,000
 * followers publishes as fast as one with none). Each batch is its own transaction; a retried
 * job writes nothing twice, since each notification carries the news' source key. An entry's
 * appreciations are told once per window (APPRECIATION_NOTICE_MS), together; one taken back and
 * given again is told once (its first window alone names it).
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
      const { entry, actor, recipients, others } = found;
      const params = { memberName: actor.name, memberHandle: actor.handle, entryId: entry.id, entryTitle: entry.title, ...(others > 0 ? { others } : {}) };
      for (let at = 0; at < recipients.length; at += FAN_OUT_BATCH) {
        const batch = recipients.slice(at, at + FAN_OUT_BATCH);
        await deps.notifications.raise(TYPES[news.kind], batch.map((userId) => ({ userId, params })), keyOf(news));
      }
    },
    { payload: newsSchema, maxAttempts: 8, backoff: exponentialBackoff({ baseSeconds: 2, maxSeconds: 300 }) },
  );
  return async (news: CommunityNews, tx: DbOrTx): Promise<void> => {
    // A window's appreciations are told together once it is over.
    const runAt = news.kind === 'appreciated' && 'window' in news ? new Date((news.window + 1) * APPRECIATION_NOTICE_MS + NOTICE_GRACE_MS) : undefined;
    await kind.enqueue(news, { uniqueKey: keyOf(news), tx, ...(runAt ? { runAt } : {}) });
  };
}

export const COMMUNITY_TALLY_JOB = 'community.tally';

/** How long the appreciations column that lists read may trail the rows. */
export const TALLY_WINDOW_MS = 1_000;

/**
 * `community.tally`: folds an entry's pending appreciation deltas into its column (lists, feeds
 * and the boards read it; the entry itself and each appreciation's answer add what is pending).
 * One job per entry and second, due at the second's end, so a burst of five hundred
 * appreciations a second costs one fold a second and no appreciation waits on the entry's row
 * (decision 062). A fold takes only what is pending, so a retried or late job is harmless.
 */
export function defineCommunityTally(jobs: Pick<JobRunner, 'define'>, deps: { service: () => Pick<CommunityService, 'foldAppreciations'> }) {
  const kind = jobs.define(
    COMMUNITY_TALLY_JOB,
    async (job) => {
      await deps.service().foldAppreciations((job.payload as { entry_id: number }).entry_id);
    },
    { payload: z.object({ entry_id: z.number().int().positive() }), maxAttempts: 8, backoff: exponentialBackoff({ baseSeconds: 1, maxSeconds: 60 }) },
  );
  // The windows this process has already asked a tally for: under a burst, one enqueue a
  // second per entry instead of one per appreciation. Only a shortcut: any instance's job for
  // a window folds whatever is pending, and a later window's job catches up what an enqueue
  // rolled back with its transaction left behind.
  const asked = new Map<number, number>();
  return async (entryId: number, tx: DbOrTx, now = Date.now()): Promise<void> => {
    const window = Math.floor(now / TALLY_WINDOW_MS);
    if (asked.get(entryId) === window) return;
    // Remembered before the insert: requests of the same second arriving meanwhile would
    // otherwise each insert the same key and wait on this transaction's commit to be refused.
    if (asked.size > 10_000) asked.clear();
    asked.set(entryId, window);
    await kind.enqueue({ entry_id: entryId }, { uniqueKey: `${COMMUNITY_TALLY_JOB}:${entryId}:${window}`, runAt: new Date((window + 1) * TALLY_WINDOW_MS), tx });
  };
}
