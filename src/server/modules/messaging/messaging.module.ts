import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/index.js';
import { createMessagingRepo } from './messaging.repo.js';
import { createMessagingService, type MessagingService, type MessagingServiceDeps } from './messaging.service.js';

/** An image uploaded but never sent is deleted after a day. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 3600 * 1000;
export const ATTACHMENT_EXPIRY_JOB = 'messaging.attachment_expiry';

/**
 * The messaging module put together: its repo, the private store for its images, and the
 * job that forgets images never sent.
 */
export function createMessaging(
  deps: Omit<MessagingServiceDeps, 'repo' | 'scheduleExpiry'> & { db: Db; jobs: Pick<JobRunner, 'define'> },
): MessagingService {
  // The job and the service need each other: the handler reaches the service once it exists.
  let service: MessagingService | null = null;
  const expiry = deps.jobs.define(
    ATTACHMENT_EXPIRY_JOB,
    async (job) => {
      await service!.expireAttachment(job.payload.attachment_id);
    },
    { payload: z.object({ attachment_id: z.number().int().positive() }) },
  );
  service = createMessagingService({
    repo: createMessagingRepo(deps.db),
    accounts: deps.accounts,
    catalog: deps.catalog,
    listings: deps.listings,
    events: deps.events,
    store: deps.store,
    ...(deps.orderSubjects ? { orderSubjects: deps.orderSubjects } : {}),
    scheduleExpiry: async (attachmentId, tx) => {
      await expiry.enqueue({ attachment_id: attachmentId }, { uniqueKey: `chat-attachment:${attachmentId}`, delayMs: UNSENT_ATTACHMENT_TTL_MS, tx });
    },
  });
  return service;
}
