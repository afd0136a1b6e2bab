import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test/config.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, STRONG_PASSWORD, mailsTo, uniqueEmail } from '../../test/browser.js';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp.js';
import { createMailer, retryDelaySeconds } from './mailer.js';
import { verificationMail } from './templates.js';

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ config: { mail: { smtpUrl: receiver.url, from: 'Patina <concierge@patina.local>', pollMs: 0 } } });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('outbox sender over SMTP', () => {
  it('delivers the sign-up verification mail to a real SMTP receiver', async () => {
    const email = uniqueEmail('smtp');
    const up = await new Browser(t).post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, firstName: 'Odile', lastName: 'Vernet' });
    expect(up.status).toBe(200);
    const [queued] = await mailsTo(t, email);
    expect(queued!.status).toBe('pending');

    await t.app.mailer.flush();

    const mail = receiver.received.find((r) => r.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}`, 'm'));
    expect(mail!.raw).toMatch(/^Subject: Verify your email for Patina/m);
    expect(mail!.raw).toMatch(/^From: Patina <concierge@patina\.local>/m);
    expect(mail!.raw).toMatch(/multipart\/alternative/);
    expect(decodeQuotedPrintable(mail!.raw)).toContain(queued!.action_url);
    const [sent] = await mailsTo(t, email);
    expect(sent!.status).toBe('sent');
  });

  it('never sends a mail twice when two senders drain the outbox at once', async () => {
    const before = receiver.received.length;
    const emails = Array.from({ length: 6 }, () => uniqueEmail('once'));
    for (const e of emails) await t.app.mailer.enqueue(e, verificationMail('Odile', 'https://patina.example/verify'));
    const log = { warn: () => undefined, error: () => undefined };
    const second = createMailer(t.database.db, { smtpUrl: receiver.url, from: 'Patina <concierge@patina.local>', pollMs: 0, publicUrl: t.config.publicUrl, log });
    await Promise.all([t.app.mailer.flush(), second.flush()]);
    await second.stop();
    const delivered = receiver.received.slice(before).flatMap((r) => r.to);
    expect(delivered.sort()).toEqual([...emails].sort());
  });

  it('puts a mail back with a later attempt time when the server cannot be reached', async () => {
    const log = { warn: () => undefined, error: () => undefined };
    const broken = createMailer(t.database.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'Patina <x@patina.local>', pollMs: 0, publicUrl: t.config.publicUrl, log });
    const email = uniqueEmail('retry');
    const id = await broken.enqueue(email, verificationMail('Odile', 'https://patina.example/verify'));
    await broken.flush();
    await broken.stop();
    const { rows } = await t.database.query<{ status: string; attempts: number; last_error: string | null; later: boolean }>(
      'select status, attempts, last_error, next_attempt_at > now() + interval \'20 seconds\' as later from outbox where id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, later: true });
    expect(rows[0]!.last_error).toBeTruthy();
    expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600]);
  });

  it('writes a mail and its delivery job together: a rolled-back transaction leaves neither', async () => {
    const email = uniqueEmail('rollback');
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.mailer.enqueue(email, verificationMail('Odile', 'https://patina.example/verify'), tx);
        throw new Error('sign-up refused');
      }),
    ).rejects.toThrow('sign-up refused');
    expect(await mailsTo(t, email)).toHaveLength(0);
    const { rows } = await t.database.query(`select 1 from jobs j where kind = 'mail.deliver' and not exists (select 1 from outbox o where j.unique_key = 'mail.deliver:' || o.id)`);
    expect(rows).toHaveLength(0);
  });

  it('never sends again a mail whose delivery job is run a second time', async () => {
    const email = uniqueEmail('twice');
    const id = await t.app.mailer.enqueue(email, verificationMail('Odile', 'https://patina.example/verify'));
    await t.app.mailer.flush();
    // The runner died after sending, before its job was marked done: the lease ran out.
    await t.database.query(`update jobs set status = 'running', locked_until = now() - interval '1 second' where unique_key = $1`, [`mail.deliver:${id}`]);
    await t.app.mailer.flush();
    expect(receiver.received.filter((r) => r.to.includes(email))).toHaveLength(1);
    const { rows } = await t.database.query('select status, attempts from jobs where unique_key = $1', [`mail.deliver:${id}`]);
    expect(rows[0]).toEqual({ status: 'done', attempts: 2 });
  });

  it('leaves mail to MAIL_POLL_MS: the job runner polling on its own runs other kinds, not mail', async () => {
    const config = testConfig({ ...t.config, jobs: { pollMs: 20 }, mail: { ...t.config.mail, pollMs: 0 } });
    const other = await buildApp(config, { database: t.database });
    try {
      let pinged!: () => void;
      const ping = new Promise<void>((resolve) => (pinged = resolve));
      other.jobs.define('test.ping', async () => pinged(), { payload: z.object({}) });
      await other.ready();
      const email = uniqueEmail('unpolled');
      await other.mailer.enqueue(email, verificationMail('Odile', 'https://patina.example/verify'));
      await other.jobs.enqueue('test.ping', {});
      await ping;
      await other.jobs.runDue({ kinds: ['test.ping'] });
      const [mail] = await mailsTo(t, email);
      expect(mail!.status).toBe('pending');
      // Sent now, so no other test finds it waiting.
      await t.app.mailer.flush();
    } finally {
      await other.close();
    }
  });
});
