import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { verifiedMember } from '../../test/browser.js';
import { decodeQuotedPrintable, mailPart, startSmtpReceiver } from '../../test/smtp.js';
import { createCatalogRepo, createCatalogService } from '../catalog/index.js';
import { createAccountsRepo } from '../accounts/index.js';
import { createNotificationsRepo } from './notifications.repo.js';
import { createNotificationsService } from './notifications.service.js';
import { sendDigests, utcDay } from './notifications.subscribers.js';

/**
 * The notification mails over real SMTP (smtp-server as the receiver): a family set to
 * "immediately" mails the notification as it happens; one set to "daily" is gathered into one
 * digest per member and day. What arrives is checked as sent: headers and the decoded body.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let productId: number;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ products: 5, config: { mail: { smtpUrl: receiver.url, from: 'Patina <concierge@patina.local>', pollMs: 0 } } });
  const { rows } = await t.database.query<{ id: number }>('select id from products order by id limit 1');
  productId = Number(rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const body = (raw: string) => decodeQuotedPrintable(raw);
const subjects = (email: string) => receiver.to(email).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);

async function member() {
  const m = await verifiedMember(t);
  await t.app.events.drain();
  await t.app.mailer.flush();
  return m;
}

async function setPrices(prices: { lowest_ask: number }) {
  await createCatalogService({ repo: createCatalogRepo(t.database.db), events: t.app.events }).setPrices(productId, prices);
  await t.app.events.drain();
}

describe('notification mails over SMTP', () => {
  it('mails a price drop at once to a member who asked for it immediately', async () => {
    const m = await member();
    await m.browser.put('/api/notifications/preferences', { preferences: [{ family: 'wishlist', in_app: true, email: 'immediately' }] });
    await m.browser.call('PUT', `/api/wishlist/${productId}`);
    await setPrices({ lowest_ask: 4_000_000 });
    await setPrices({ lowest_ask: 3_500_000 });
    await t.app.mailer.flush();

    const mails = receiver.to(m.email).filter((r) => /^Subject: Price drop on your wishlist$/m.test(r.raw));
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    expect(raw).toMatch(/^From: Patina <concierge@patina\.local>/m);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(body(raw)).toMatch(/dropped from \$40,000 to \$35,000\./);
    expect(body(raw)).toContain(`${t.config.publicUrl}/product/`);
  });

  it('sends no mail for a family whose mail is off', async () => {
    const m = await member();
    await m.browser.put('/api/notifications/preferences', { preferences: [{ family: 'wishlist', in_app: true, email: 'off' }] });
    await m.browser.call('PUT', `/api/wishlist/${productId}`);
    await setPrices({ lowest_ask: 3_000_000 });
    await setPrices({ lowest_ask: 2_900_000 });
    await t.app.mailer.flush();
    expect(subjects(m.email)).not.toContain('Price drop on your wishlist');
  });

  it('gathers a day into one digest, delivered once even when two senders run', async () => {
    const m = await member();
    await m.browser.put('/api/notifications/preferences', { preferences: [{ family: 'system', in_app: true, email: 'daily' }] });
    const notifications = createNotificationsService({ repo: createNotificationsRepo(t.database.db), events: t.app.events });
    await t.database.db.transaction((tx) => notifications.notifyMany(tx, [
      { userId: m.userId, type: 'system_announcement', title: 'Vault hours', message: 'The Geneva vault opens on Sunday.' },
      { userId: m.userId, type: 'system_announcement', title: 'New category', message: 'Fine living now lists <b>cigars</b> & wine.' },
    ]));
    const deps = { repo: createNotificationsRepo(t.database.db), mailer: t.app.mailer, accounts: createAccountsRepo(t.database.db), publicUrl: t.config.publicUrl, now: () => new Date() };
    const day = utcDay(new Date());
    await Promise.all([sendDigests(deps, day), sendDigests(deps, day)]);
    await t.app.mailer.flush();
    await sendDigests(deps, day);
    await t.app.mailer.flush();

    const digests = receiver.to(m.email).filter((r) => /^Subject: Your Patina digest: 2 new notifications$/m.test(r.raw));
    expect(digests).toHaveLength(1);
    const text = mailPart(digests[0]!.raw, 'text/plain');
    expect(text).toContain('Vault hours: The Geneva vault opens on Sunday.');
    expect(text).toContain('Fine living now lists <b>cigars</b> & wine.');
    // What a notification says is escaped in the HTML part, never markup.
    const html = mailPart(digests[0]!.raw, 'text/html');
    expect(html).toContain('Fine living now lists &lt;b&gt;cigars&lt;/b&gt; &amp; wine.');
    expect(html).not.toContain('<b>cigars</b>');
    expect(html).toContain('Patina — the members');
  });

  it('puts a followed portfolio’s new piece and an entry’s appreciations in the community digest, titles escaped', async () => {
    const m = await member();
    await m.browser.put('/api/notifications/preferences', { preferences: [{ family: 'community', in_app: true, email: 'daily' }] });
    const notifications = createNotificationsService({ repo: createNotificationsRepo(t.database.db), events: t.app.events });
    const by = { memberName: 'Ines M.', memberHandle: 'ines-m-3f9a0c12de' };
    await notifications.raise('community.portfolio_piece_added', [{ userId: m.userId, params: { ...by, portfolioId: 7, portfolioTitle: 'Cartier <before> 1990 & after', productName: 'Cartier Tank Louis' } }], 'digest-test:piece');
    await notifications.raise('community.appreciated', [{ userId: m.userId, params: { ...by, entryId: 9, entryTitle: 'My first Tank', others: 41 } }], 'digest-test:appreciated');
    const deps = { repo: createNotificationsRepo(t.database.db), mailer: t.app.mailer, accounts: createAccountsRepo(t.database.db), publicUrl: t.config.publicUrl, now: () => new Date() };
    await sendDigests(deps, utcDay(new Date()));
    await t.app.mailer.flush();

    const [digest] = receiver.to(m.email).filter((r) => /^Subject: Your Patina digest: 2 new notifications$/m.test(r.raw));
    expect(digest).toBeDefined();
    const text = mailPart(digest!.raw, 'text/plain');
    expect(text).toContain('New in Cartier <before> 1990 & after: Ines M. added Cartier Tank Louis to "Cartier <before> 1990 & after".');
    expect(text).toContain('Your entry was appreciated: Ines M. and 41 others appreciated "My first Tank".');
    const html = mailPart(digest!.raw, 'text/html');
    expect(html).toContain('New in Cartier &lt;before&gt; 1990 &amp; after');
    expect(html).not.toContain('<before>');
  });
});
