import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

/**
 * Issue #34, item 9: the development mailbox holds verification and reset links. A page of
 * another site whose name an attacker rebinds to 127.0.0.1 (DNS rebinding) reaches the loopback
 * socket, so the mailbox answers only requests that name this site in Host: loopback's names and
 * the public URL's host. Anything else gets the 404 of a mailbox that is not there.
 */
let t: TestApp;
let mailId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://patina.example.test:8443' } });
  const { rows: [row] } = await t.database.query<{ id: string }>(
    `insert into outbox (kind, "to", subject, html, text, action_url) values ('verify', 'ines@mailbox.test', 'Verify your email for Patina', '<p>Verify my email</p>', 'Verify', 'https://patina.example.test:8443/verify?token=secret-token') returning id::text`,
  );
  mailId = Number(row!.id);
});
afterAll(async () => {
  await t?.close();
});

const read = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
const pages = () => ['/dev/mailbox', `/dev/mailbox/${mailId}`, `/dev/mailbox/${mailId}/html`];

describe('the development mailbox', () => {
  it('answers this site\'s names: loopback\'s and the public URL\'s host, with or without a port', async () => {
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000', 'patina.example.test', 'patina.example.test:8443']) {
      for (const url of pages()) {
        const res = await read(url, host);
        expect(res.statusCode, `${host} ${url}`).toBe(200);
      }
    }
    expect((await read('/dev/mailbox', 'localhost:3000')).body).toContain('ines@mailbox.test');
  });

  it('answers any other Host with the 404 of a mailbox that is not there', async () => {
    for (const host of ['evil.example:3000', 'evil.example', 'localhost.evil.example', 'patina.example.test.evil.example', '127.0.0.1.nip.io:3000', 'localhost@evil.example', 'localhost:3000/x']) {
      for (const url of pages()) {
        const res = await read(url, host);
        expect(res.statusCode, `${host} ${url}`).toBe(404);
        expect(res.body, `${host} ${url}`).not.toContain('secret-token');
        expect(res.json(), `${host} ${url}`).toEqual({ error: { code: 'not_found', message: 'No such page.' } });
      }
    }
  });
});
