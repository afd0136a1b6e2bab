import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { MenuResponse } from '../../../../shared/catalog/contracts.js';
import { AppProviders } from '../../providers.js';
import { loadHeaderMenus, SiteHeader } from './site-header.js';

const section = (key: string, names: string[]) => ({
  key,
  popular: names.map((name) => ({ name, href: `/brand/${name.toLowerCase()}` })),
  see_all_href: `/category/${key}`,
  tiles: names.map((name) => ({ name: `${name} tile`, href: `/search?q=${name}`, image: '/images/catalog/handbag/000000.webp' })),
});

const MENU: MenuResponse = {
  sections: [
    section('bags', ['Hermès', 'Chanel']),
    section('watches', ['Rolex']),
    section('vehicles/cars', ['Ferrari']),
    section('vehicles/jets', ['Gulfstream']),
    section('vehicles/yachts', ['Riva']),
  ],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderHeader(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <><SiteHeader /><Where /></> }], { initialEntries: [path] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

// The menus load after the first paint in the app (#10 item 17); here they are there from the start.
beforeAll(() => loadHeaderMenus(), 30_000);

beforeEach(() => {
  // A guest: no session; every other call is the menu.
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) =>
    String(input instanceof Request ? input.url : input).includes('/api/auth/')
      ? new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify(MENU), { status: 200 }),
  ));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site header', () => {
  it('marks the active section of SPEC §2', () => {
    renderHeader('/brand/hermes');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Marketplace' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'Journal' }).getAttribute('aria-current')).toBeNull();
  });

  it('searches on Enter with the trimmed text, page 1', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const [box] = screen.getAllByRole('searchbox', { name: 'Search' });
    await user.type(box!, '   {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/');
    await user.type(box!, '  Rolex {Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search?q=Rolex&page=1');
  });

  it('opens one mega-menu on hover, switches on hover and closes on Escape', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const bar = screen.getByRole('navigation', { name: 'Categories' });
    await user.hover(within(bar).getByRole('link', { name: 'Bags' }));
    const panel = await screen.findByTestId('mega-menu');
    await within(panel).findByRole('heading', { name: 'POPULAR' });
    expect((await within(panel).findByRole('link', { name: 'Hermès' })).getAttribute('href')).toBe('/brand/hermès');
    expect(within(panel).getByRole('link', { name: 'SEE ALL' }).getAttribute('href')).toBe('/category/bags');

    await user.hover(within(bar).getByRole('link', { name: 'Vehicles' }));
    await screen.findByRole('tab', { name: 'Jets' });
    expect(screen.getAllByTestId('mega-menu')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cars', 'Jets', 'Yachts']);

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mega-menu')).toBeNull();
  });

  it('opens a menu from the keyboard and returns focus on Escape', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const bar = screen.getByRole('navigation', { name: 'Categories' });
    const watches = within(bar).getByRole('link', { name: 'Watches' });
    watches.focus();
    await user.keyboard('{ArrowDown}');
    const panel = await screen.findByTestId('mega-menu');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mega-menu')).toBeNull();
    expect(document.activeElement).toBe(watches);
  });

  it('opens the mobile menu with its four sections and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    for (const title of ['Navigate', 'Browse Categories', 'Your Account', 'Get Started']) {
      within(dialog).getByRole('heading', { name: title });
    }
    expect(within(dialog).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
    expect(within(dialog).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/auth/register');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
