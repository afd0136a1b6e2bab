import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { Browser, verifiedMember } from '../../test/browser.js';
import { seedDemoMembers } from '../../demo/seed.js';
import type { CurrenciesResponse } from '../../../shared/pricing/currency.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers(t.database);
});
afterAll(async () => t?.close());

describe('GET /api/currencies', () => {
  it('answers the eight currencies with their rate per US dollar, cacheable', async () => {
    const r = await new Browser(t).get<CurrenciesResponse>('/api/currencies');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toContain('public');
    expect(r.body.base).toBe('USD');
    expect(r.body.rates.map((x) => x.code)).toEqual(['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'HKD', 'SGD', 'AED']);
    expect(r.body.rates.find((x) => x.code === 'USD')).toMatchObject({ per_usd: 1, name: 'US dollar' });
    expect(r.body.rates.find((x) => x.code === 'AED')?.per_usd).toBe(3.6725);
  });
});

describe('PUT /api/admin/currencies/{code}', () => {
  it('answers 401 to a guest and 403 to a member', async () => {
    expect((await new Browser(t).put('/api/admin/currencies/EUR', { per_usd: 0.9 })).status).toBe(401);
    const { browser } = await verifiedMember(t);
    const r = await browser.put('/api/admin/currencies/EUR', { per_usd: 0.9 });
    expect(r.status).toBe(403);
  });

  it('lets an admin set a rate, which GET then answers', async () => {
    const admin = new Browser(t);
    expect((await admin.signIn('admin@patina.demo', 'patina-admin-demo')).status).toBe(200);
    const r = await admin.put<{ rate: { code: string; per_usd: number } }>('/api/admin/currencies/CHF', { per_usd: 0.7912 });
    expect(r.status).toBe(200);
    expect(r.body.rate).toMatchObject({ code: 'CHF', per_usd: 0.7912 });
    const all = await admin.get<CurrenciesResponse>('/api/currencies');
    expect(all.body.rates.find((x) => x.code === 'CHF')?.per_usd).toBe(0.7912);

    expect((await admin.put('/api/admin/currencies/XYZ', { per_usd: 1 })).status).toBe(400);
    for (const bad of [{ per_usd: 0 }, { per_usd: -2 }, { per_usd: 'lots' }, {}, { per_usd: 1e9 }, { per_usd: 1e-9 }]) {
      const b = await admin.put<{ error: { message: string } }>('/api/admin/currencies/EUR', bad);
      expect(b.status, JSON.stringify(bad)).toBe(400);
      expect(b.body.error.message).toContain('per_usd');
    }
    const usd = await admin.put<{ error: { code: string } }>('/api/admin/currencies/USD', { per_usd: 2 });
    expect(usd.status).toBe(422);
    expect(usd.body.error.code).toBe('usd_is_base');
  });
});
