import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client.js';
import { createMailRepo, type ClaimedMail, type MailRepo } from './mail.repo.js';
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
}

export interface Mailer {
  readonly repo: MailRepo;
  /** Puts a mail in the outbox (inside the caller's transaction when given). */
  enqueue(to: string, mail: RenderedMail, tx?: DbOrTx): Promise<number>;
  /** Sends everything due now; resolves when done. Concurrent calls share one pass. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 20;
const CLAIM_SECONDS = 300;
const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const repo = createMailRepo(db);
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(mail: ClaimedMail): Promise<void> {
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

  async function pass(): Promise<void> {
    for (;;) {
      const batch = await repo.claim(BATCH, CLAIM_SECONDS);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await deliver(mail);
          await repo.markSent(mail.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retry = mail.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(mail.attempts);
          options.log.warn({ to: mail.to, subject: mail.subject, attempts: mail.attempts, retryInSeconds: retry, err: message }, 'mail not sent');
          await repo.markFailed(mail.id, message, retry);
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
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

  return {
    repo,
    async enqueue(to, mail, tx) {
      const id = await repo.enqueue({ kind: mail.kind, to, subject: mail.subject, html: mail.html, text: mail.text, actionUrl: mail.actionUrl }, tx);
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
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
