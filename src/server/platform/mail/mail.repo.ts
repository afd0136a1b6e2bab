import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { outbox } from './mail.tables.js';

export type OutboxRow = typeof outbox.$inferSelect;
export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  actionUrl?: string | null;
}
export interface MailRepo {
  enqueue(mail: NewMail, tx?: DbOrTx): Promise<number>;
  /** Sent, on delivery attempt `attempts` (the `mail.deliver` job's). */
  markSent(id: number, attempts: number, tx?: DbOrTx): Promise<void>;
  /** Back to pending after `retryInSeconds`, or failed for good when `retryInSeconds` is null. */
  markFailed(id: number, attempts: number, error: string, retryInSeconds: number | null, tx?: DbOrTx): Promise<void>;
  list(limit: number, tx?: DbOrTx): Promise<OutboxRow[]>;
  get(id: number, tx?: DbOrTx): Promise<OutboxRow | null>;
}

export function createMailRepo(db: Db): MailRepo {
  return {
    async enqueue(mail, tx) {
      const [row] = await (tx ?? db)
        .insert(outbox)
        .values({ ...mail, actionUrl: mail.actionUrl ?? null })
        .returning({ id: outbox.id });
      return row!.id;
    },
    async markSent(id, attempts, tx = db) {
      await tx
        .update(outbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(outbox.id, id));
    },
    async markFailed(id, attempts, error, retryInSeconds, tx = db) {
      await tx
        .update(outbox)
        .set(
          retryInSeconds === null
            ? { status: 'failed', attempts, claimedUntil: null, lastError: error.slice(0, 2000) }
            : {
                status: 'pending',
                attempts,
                claimedUntil: null,
                lastError: error.slice(0, 2000),
                nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
              },
        )
        .where(eq(outbox.id, id));
    },
    async list(limit, tx = db) {
      return tx.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
    async get(id, tx = db) {
      const [row] = await tx.select().from(outbox).where(eq(outbox.id, id));
      return row ?? null;
    },
  };
}
