import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
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
export interface ClaimedMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  actionUrl: string | null;
  attempts: number;
}

export interface MailRepo {
  enqueue(mail: NewMail, tx?: DbOrTx): Promise<number>;
  /** Takes up to `limit` due rows for `claimSeconds`; rows another instance holds are skipped. */
  claim(limit: number, claimSeconds: number, tx?: DbOrTx): Promise<ClaimedMail[]>;
  markSent(id: number, tx?: DbOrTx): Promise<void>;
  /** Back to pending after `retryInSeconds`, or failed for good when `retryInSeconds` is null. */
  markFailed(id: number, error: string, retryInSeconds: number | null, tx?: DbOrTx): Promise<void>;
  list(limit: number, tx?: DbOrTx): Promise<OutboxRow[]>;
  get(id: number, tx?: DbOrTx): Promise<OutboxRow | null>;
}

export function createMailRepo(db: Db): MailRepo {
  return {
    async enqueue(mail, tx = db) {
      const [row] = await tx
        .insert(outbox)
        .values({ ...mail, actionUrl: mail.actionUrl ?? null })
        .returning({ id: outbox.id });
      return row!.id;
    },
    async claim(limit, claimSeconds, tx = db) {
      // One statement: the CTE locks due rows, skipping those locked by another instance's
      // claim in flight, and the update marks them ours until the claim expires.
      const rows = await queryRows(tx, sql`
        with due as (
          select id from outbox
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and claimed_until < now())
          order by id
          limit ${limit}
          for update skip locked
        )
        update outbox o
        set status = 'sending', attempts = o.attempts + 1,
            claimed_until = now() + make_interval(secs => ${claimSeconds})
        from due where o.id = due.id
        returning o.id, o.kind, o."to", o.subject, o.html, o.text, o.action_url, o.attempts`);
      return rows
        .map((r) => ({
          id: Number(r.id),
          kind: String(r.kind),
          to: String(r.to),
          subject: String(r.subject),
          html: String(r.html),
          text: String(r.text),
          actionUrl: r.action_url == null ? null : String(r.action_url),
          attempts: Number(r.attempts),
        }))
        .sort((a, b) => a.id - b.id);
    },
    async markSent(id, tx = db) {
      await tx
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(outbox.id, id));
    },
    async markFailed(id, error, retryInSeconds, tx = db) {
      await tx
        .update(outbox)
        .set(
          retryInSeconds === null
            ? { status: 'failed', claimedUntil: null, lastError: error.slice(0, 2000) }
            : {
                status: 'pending',
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
