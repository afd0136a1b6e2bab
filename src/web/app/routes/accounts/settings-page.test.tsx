import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ME } from '../../../features/messaging/messaging-test-kit.js';
import { renderAt, signedIn, stubApi } from '../orders/orders-test-kit.js';
import { SettingsPage } from './settings-page.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/settings', () => {
  it('links to the member’s public page, as others see it (issue #39)', async () => {
    stubApi(signedIn());
    renderAt([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    const link = await screen.findByRole('link', { name: 'your public page' });
    expect(link.getAttribute('href')).toBe(`/members/${ME.handle}`);
    expect(link.closest('p')?.textContent).toBe('Your name and picture show on your public page.');
  });
});
