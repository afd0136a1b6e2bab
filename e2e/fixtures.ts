import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appReady, axe, baseUrl, describeViolations, launch, openPage, type AxeViolation, type Session } from './browser.js';
import type { ProductCard, ProductListResponse } from '../src/shared/catalog/contracts.js';

/**
 * What the browser tests share: one Chromium per file, a fresh page per test with its
 * console errors asserted, the demo members and how to sign in as them, a freshly joined
 * member, a seeded listing, and axe-core.
 */

/** The members `npm run seed` creates (SPEC §9), one per role. */
export const DEMO = {
  admin: { email: 'admin@patina.demo', password: 'patina-admin-demo', name: 'Adèle Marchand' },
  expert: { email: 'expert@patina.demo', password: 'patina-expert-demo', name: 'Julian Hargreaves' },
  member: { email: 'member@patina.demo', password: 'patina-member-demo', name: 'Sofia Castellane' },
  registered: { email: 'registered@patina.demo', password: 'patina-registered-demo', name: 'Theo Lindqvist' },
} as const;
export type DemoRole = keyof typeof DEMO;
export type Credentials = { email: string; password: string };

export const STRONG_PASSWORD = 'Velvet-Harbour-Lantern-42';

const usedIps = new Set<string>();
/**
 * A client address no other visitor of this run has used. The server limits sign-in and
 * sign-up per address (5 a minute) and trusts X-Forwarded-For (as behind a load balancer),
 * so each visitor sends its own; random, so files that follow each other within the
 * minute never share one.
 */
export function visitorIp(): string {
  for (;;) {
    const [a, b, c] = randomBytes(3);
    const ip = `10.${a}.${b}.${(c! % 250) + 1}`;
    if (!usedIps.has(ip)) {
      usedIps.add(ip);
      return ip;
    }
  }
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: boolean;
}

export interface PagesOptions {
  /** Each page sends its own X-Forwarded-For (files that sign in or join). */
  ownAddress?: boolean;
  /**
   * Console errors the file's flows provoke on purpose: the browser logs every 4xx answer
   * (a guest's 401 from "who am I?", a wrong password's 401) as a console error.
   */
  expectedConsoleErrors?: RegExp;
  /** More Chromium flags for the file's browser (the camera tests' fake media stream). */
  launchArgs?: readonly string[];
}

/**
 * One Chromium for the calling test file (launched before its tests, closed after them) and
 * `withPage`, which runs a test in a fresh context and fails it on any console error or
 * uncaught page error the file did not declare expected.
 */
export function usePages(options: PagesOptions = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(options.launchArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function withPage(fn: (s: Session) => Promise<void>, pageOptions: PageOptions = {}): Promise<void> {
    if (!browser) throw new Error('withPage runs inside a test of a file that called usePages()');
    const session = await openPage(browser, pageOptions.viewport, { ...(pageOptions.reducedMotion !== undefined ? { reducedMotion: pageOptions.reducedMotion } : {}) });
    if (options.ownAddress) await session.context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
    try {
      await fn(session);
      const expected = options.expectedConsoleErrors;
      expect(expected ? session.errors.filter((e) => !expected.test(e)) : session.errors).toEqual([]);
    } finally {
      await session.context.close();
    }
  }

  return { withPage };
}

/** Signs in through the header's Login and the modal, as a person does; waits for the account menu. */
export async function signIn(page: Page, who: Credentials) {
  await page.goto('/');
  // Also for pages of contexts opened without openPage (a second member's browser).
  await appReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password', { exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Account menu for / }).first().waitFor();
}

/** Signs the page's context in through the API (the session cookie lands in the context). */
export async function signInByApi(page: Page, who: Credentials) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: who.email, password: who.password },
    headers: { origin: baseUrl(), 'x-forwarded-for': visitorIp() },
  });
  expect(res.status()).toBe(200);
}

/** Gives the signed-in member a saved card (the test card 4242…) unless they have one: bidders need a card on file. */
export async function ensureSavedCard(page: Page) {
  const headers = { origin: baseUrl(), 'x-forwarded-for': visitorIp() };
  const list = (await (await page.request.get('/api/account/payment-methods', { headers })).json()) as { paymentMethods: unknown[] };
  if (list.paymentMethods.length > 0) return;
  const res = await page.request.post('/api/account/payment-methods', {
    data: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', name: 'Demo Member' },
    headers,
  });
  expect(res.status()).toBe(201);
}

/** The newest mail to `to` in the development mailbox, and the link it carries. */
export async function latestMailLink(to: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const list = await (await fetch(`${baseUrl()}/dev/mailbox`)).text();
    const rows = list.split('<tr>').filter((row) => row.includes(to) && subject.test(row));
    const id = rows[0]?.match(/href="\/dev\/mailbox\/(\d+)"/)?.[1];
    if (id) {
      const mail = await (await fetch(`${baseUrl()}/dev/mailbox/${id}`)).text();
      const href = mail.match(/Link: <a href="([^"]+)"/)?.[1];
      if (href) {
        const url = new URL(href.replace(/&amp;/g, '&'));
        // The mail names PUBLIC_URL (localhost); the tests talk to 127.0.0.1.
        return `${baseUrl()}${url.pathname}${url.search}`;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail matching ${subject} to ${to}`);
}

/** A member nobody has used yet: joins through the API and follows the verification mail. */
export async function freshMember(tag: string, fullName = 'Clara Fontaine'): Promise<Credentials & { name: string }> {
  const email = uniqueEmail(tag);
  const [firstName, ...rest] = fullName.split(' ');
  const res = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': visitorIp() },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, name: fullName, firstName, lastName: rest.join(' ') }),
  });
  expect(res.status).toBe(200);
  const link = await latestMailLink(email, /verif/i);
  const verified = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': visitorIp() } });
  expect(verified.status).toBeLessThan(400);
  return { email, password: STRONG_PASSWORD, name: fullName };
}

/** Signs in through the API from Node and answers the session cookie (for calls that need no page). */
export async function sessionCookie(who: Credentials): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': visitorIp() },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * A piece whose price shown is its own `price` (no listing's lowest ask in front of it, SPEC §9),
 * outside Fine Living's age gate: changing that price changes what every page shows. Tests that
 * change prices pick from different categories and orders, so each has a piece of its own.
 */
export async function pieceShowingItsPrice(options: { categories: string[]; sort: 'popular' | 'newest'; above?: number }): Promise<ProductCard> {
  for (const category of options.categories) {
    const res = await fetch(`${baseUrl()}/api/catalog/products?category=${category}&sort=${options.sort}&page_size=60`);
    const list = (await res.json()) as ProductListResponse;
    const found = list.products.find((p) => p.lowest_ask === null && p.price !== null && p.price > (options.above ?? 0));
    if (found) return found;
  }
  throw new Error('no piece without listings but with a price in the demo catalogue');
}

/** A well-traded watch of the seeded catalogue: a price shown (listings), a last sale and a retail price. */
export async function seededListing(): Promise<ProductCard> {
  const res = await fetch(`${baseUrl()}/api/catalog/products?category=watches&sort=popular&page_size=60`);
  const list = (await res.json()) as ProductListResponse;
  const found = list.products.find((p) => p.lowest_ask && p.last_sale && p.retail_price);
  if (!found) throw new Error('no watch with listings and sales in the demo catalogue');
  return found;
}

/**
 * axe-core violations on the page as it stands; with `within`, only those on elements inside
 * that selector (a file judges its own page's content; the header and footer around it are
 * judged once, by their own tests).
 */
export async function accessibilityViolations(page: Page, options: { within?: string } = {}): Promise<AxeViolation[]> {
  const all = await axe(page);
  const within = options.within;
  if (!within) return all;
  const inside: AxeViolation[] = [];
  for (const v of all) {
    const nodes: AxeViolation['nodes'] = [];
    for (const n of v.nodes) {
      const isInside = await page.evaluate(
        ([selector, container]) => document.querySelector(selector!)?.closest(container!) != null,
        [n.target.join(' '), within],
      );
      if (isInside) nodes.push(n);
    }
    if (nodes.length > 0) inside.push({ ...v, nodes });
  }
  return inside;
}

/** Fails the test with axe's own words when the page (or the part `within`) has any violation. */
export async function expectAccessible(page: Page, options: { within?: string } = {}) {
  const violations = await accessibilityViolations(page, options);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * Waits until the server has described the catalogue's pictures (it starts doing so when it
 * opens; global-setup.ts marks the moment). Photo-search tests call it before they search.
 */
export async function photoSearchReady(timeoutMs = 420_000): Promise<void> {
  const file = inject('photoSearchReadyFile');
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`Photo search was not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
