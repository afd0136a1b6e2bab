import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium through playwright-core; `npx playwright install` cannot work here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** `extraArgs`: e.g. Chromium's fake camera (`--use-fake-device-for-media-stream`). */
export async function launch(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage', ...extraArgs],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A fresh context; console errors and failed requests are collected so tests can assert none. */
export async function openPage(browser: Browser, viewport = DESKTOP, options: { reducedMotion?: boolean } = {}): Promise<Session> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** Waits until the page's app runs, for a page the server drew (a full load the test did not start itself, e.g. after signing out). */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('patina-state') || document.documentElement.dataset.app === 'ready', null, { timeout: 30_000 });
}

/**
 * A page the server drew (decision 043) shows before its app runs; a click then would go
 * nowhere. Loads (goto, reload) wait for the app, as a person waits for a page to respond.
 */
function waitForAppOnLoad(page: Page) {
  const ready = () => appReady(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  page.goBack = async (options) => {
    const response = await goBack(options);
    await ready();
    return response;
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') await ready();
    return response;
  };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it is now; returns the violations (tests expect none). */
export async function axe(page: Page): Promise<AxeViolation[]> {
  // The page as it settles: a dialog fading in (the mobile search overlay) lets the page behind
  // show through for a moment, and axe then read the contrast of rows the overlay covers. Finite
  // animations are waited for (2 s at most); endless ones (a spinner) are not.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } };
    return w.axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`).join('\n');
}
