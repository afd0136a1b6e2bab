import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { createJobRunner, type JobRunner } from '../jobs/index.js';
import { createMailRepo, type MailRepo, type OutboxRow } from './mail.repo.js';
import type { RenderedMail } from './templates.js';

export interface MailLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Drain interval in ms; 0 starts no timer (tests call flush()). */
  pollMs: number;
  publicUrl: string;
  log: MailLog;
  /** The app's job runner; without one the mailer keeps a runner of its own over the same table. */
  jobs?: JobRunner;
}

export interface Mailer {
  readonly repo: MailRepo;
  /** Puts a mail in the outbox with its delivery job (inside the caller's transaction when given). */
  enqueue(to: string, mail: RenderedMail, tx?: DbOrTx): Promise<number>;
  /** Sends everything due now; resolves when done. Concurrent calls share one pass. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** Delivers one outbox row; its unique key is `mail.deliver:<outbox id>`. */
export const MAIL_DELIVER_JOB = 'mail.deliver';
const LEASE_SECONDS = 300;
const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const repo = createMailRepo(db);
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const ownRunner = options.jobs ? null : createJobRunner(db, { pollMs: 0, log: options.log });
  const jobs = options.jobs ?? ownRunner!;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  let stopped = false;

  async function deliver(mail: OutboxRow): Promise<void> {
    if (!transport) {
      // No SMTP: the development mailbox (loopback only) shows it. The log never carries the
      // link itself: a token in a log is a key left on the doormat.
      options.log.warn(
        { to: mail.to, subject: mail.subject, mailbox: `${options.publicUrl}/dev/mailbox/${mail.id}` },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
      return;
    }
    await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  }

  const deliveries = jobs.define(
    MAIL_DELIVER_JOB,
    async (job) => {
      const mail = await repo.get(job.payload.outboxId);
      // Sent by an attempt that died before its job was marked done: never send twice.
      if (!mail || mail.status === 'sent') return;
      try {
        await deliver(mail);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retry = job.attempts >= job.maxAttempts ? null : retryDelaySeconds(job.attempts);
        options.log.warn({ to: mail.to, subject: mail.subject, attempts: job.attempts, retryInSeconds: retry, err: message }, 'mail not sent');
        await repo.markFailed(mail.id, job.attempts, message, retry);
        throw error;
      }
      await repo.markSent(mail.id, job.attempts);
    },
    {
      payload: z.object({ outboxId: z.number().int().positive() }),
      maxAttempts: MAX_ATTEMPTS,
      backoff: retryDelaySeconds,
      leaseSeconds: LEASE_SECONDS,
      concurrency: 4,
      // MAIL_POLL_MS drives mail, not JOBS_POLL_MS: 0 still means "only when flushed".
      polled: false,
    },
  );

  function flush(): Promise<void> {
    const pass = jobs.runDue({ kinds: [MAIL_DELIVER_JOB] });
    flushing = pass;
    const settle = () => {
      if (flushing === pass) flushing = null;
    };
    void pass.then(settle, settle);
    return pass;
  }

  function schedule(delay: number) {
    if (stopped || options.pollMs <= 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      flush()
        .catch((error: unknown) => options.log.error({ err: error }, 'outbox pass failed'))
        .finally(() => schedule(options.pollMs));
    }, delay);
    timer.unref();
  }

  async function write(to: string, mail: RenderedMail, tx: DbOrTx): Promise<number> {
    const id = await repo.enqueue({ kind: mail.kind, to, subject: mail.subject, html: mail.html, text: mail.text, actionUrl: mail.actionUrl }, tx);
    await deliveries.enqueue({ outboxId: id }, { uniqueKey: `${MAIL_DELIVER_JOB}:${id}`, tx });
    return id;
  }

  return {
    repo,
    async enqueue(to, mail, tx) {
      // The row and its job together, or neither.
      const id = tx ? await write(to, mail, tx) : await db.transaction((own) => write(to, mail, own));
      // Outside a transaction the row is visible now: send it soon rather than at the next tick.
      if (!tx && timer) schedule(50);
      return id;
    },
    flush,
    start() {
      stopped = false;
      schedule(options.pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flushing?.catch(() => undefined);
      await ownRunner?.stop();
      transport?.close();
    },
  };
}
