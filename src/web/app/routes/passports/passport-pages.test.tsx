import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PassportsPage, PassportVerificationPage } from './passport-pages.js';
import { axeViolations, refuse, renderAt, stubApi } from '../selling/selling-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/dashboard/passports', element: <PassportsPage /> },
  { path: '/passport/:code', element: <PassportVerificationPage /> },
];

const verification = {
  genuine: true, code: 'PT7K-9QXD-M4WR', product: { slug: 'rolex-daytona', name: 'Daytona 116500LN', brand: 'Rolex', category: 'watches' },
  reference: '116500LN', serial: '••••••••7Q21', condition: 'Excellent', photo_fingerprints: ['a'.repeat(60) + 'beef', 'c'.repeat(64)],
  expert: 'Marc Laurent', issued_at: '2026-11-02T10:00:00.000Z', current_owner: 'Sofia C.', owner_since: '2026-11-02T10:00:00.000Z', transfers: 0,
};

describe('passports', () => {
  it('verifies a passport for anyone: genuine and current, the serial masked, the photos’ fingerprints', async () => {
    const calls = stubApi([['GET', /^\/api\/passports\/PT7K-9QXD-M4WR$/, () => ({ status: 200, body: verification })]]);
    // Typed in lower case without dashes: read as the code.
    renderAt(routes, '/passport/pt7k9qxdm4wr');
    expect((await screen.findByText(/^Genuine and current/)).textContent).toBe('Genuine and current: this passport was issued by Patina and is held by its present owner.');
    const dl = screen.getByTestId('verification');
    expect(dl.textContent).toContain('SerialXXXXXXXX7Q21'.replace('XXXXXXXX', '••••••••'));
    expect(dl.textContent).toContain('OwnerSofia C., since November 2, 2026');
    expect(within(screen.getByTestId('fingerprints')).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['aaaaaaaaaaaa…beef', 'cccccccccccc…cccc']);
    expect(calls.map((c) => c.path)).toEqual(['/api/passports/PT7K-9QXD-M4WR']);
    expect(await axeViolations()).toEqual([]);
  });

  it('says plainly when no passport has the code, without asking the server for a code that cannot be one', async () => {
    const calls = stubApi([['GET', /^\/api\/passports\//, () => refuse(404, 'passport_not_found', 'No passport has this code.')]]);
    renderAt(routes, '/passport/not-a-code');
    expect(screen.getByRole('heading', { name: 'No passport has this code' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('answers 404 from the server the same way', async () => {
    stubApi([['GET', /^\/api\/passports\//, () => refuse(404, 'passport_not_found', 'No passport has this code.')]]);
    renderAt(routes, '/passport/PT7K-9QXD-M4WX');
    expect(await screen.findByRole('heading', { name: 'No passport has this code' })).toBeTruthy();
  });

  it('lists the owner’s passports with their verification links', async () => {
    stubApi([['GET', /^\/api\/passports\/mine$/, () => ({
      status: 200,
      body: { passports: [{ code: 'PT7K-9QXD-M4WR', product: { id: 42, slug: 'rolex-daytona', name: 'Daytona 116500LN', brand: 'Rolex', category: 'watches' }, reference: '116500LN', serial: 'X81J7Q21', condition: 'Excellent', photo_fingerprints: [], expert: 'Marc Laurent', issued_at: '2026-11-02T10:00:00.000Z', owners: [], verify_url: 'http://localhost/passport/PT7K-9QXD-M4WR' }] },
    })]]);
    renderAt(routes, '/dashboard/passports');
    const card = await screen.findByTestId('passport');
    expect(card.textContent).toContain('PassportPT7K-9QXD-M4WR');
    expect(within(card).getByRole('link', { name: 'Verification page of passport PT7K-9QXD-M4WR' }).getAttribute('href')).toBe('/passport/PT7K-9QXD-M4WR');
  });
});
