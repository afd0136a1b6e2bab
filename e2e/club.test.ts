import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.js';
import { DEMO, STRONG_PASSWORD, expectAccessible, latestMailLink, signIn, uniqueEmail, usePages } from './fixtures.js';

/**
 * Issue #17: a person who joins Patina today can become a member entirely through the
 * product — join, verify the address, apply (draft saved as it is filled, phone code,
 * identity photo, the rules), an admin approves from /admin, and Sell opens — with the
 * applicant's page following the decision live.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[13]/ });

/** The code of the newest phone-code mail to `to`, from the development mailbox. */
async function phoneCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const list = await (await fetch(`${baseUrl()}/dev/mailbox`)).text();
    const row = list.split('<tr>').find((r) => r.includes(to) && r.includes('Your Patina phone code'));
    const id = row?.match(/href="\/dev\/mailbox\/(\d+)"/)?.[1];
    if (id) {
      const mail = await (await fetch(`${baseUrl()}/dev/mailbox/${id}`)).text();
      const code = mail.match(/is (\d{6})\./)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No phone code mailed to ${to}`);
}

/** A photo of a document: a real JPEG, distinct per run so no duplicate signal fires. */
async function documentPhoto(): Promise<Buffer> {
  const [r, g, b] = [Math.random(), Math.random(), Math.random()].map((x) => Math.floor(x * 255));
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: r!, g: g!, b: b! } } }).jpeg().toBuffer();
}

async function join(page: Page, name: string, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Join', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByTestId('check-inbox').waitFor();
  // The verification mail's link confirms the address and signs the new account in.
  await page.goto(await latestMailLink(email, /verif/i));
  await page.waitForURL((url) => url.pathname === '/');
}

describe('the club', () => {
  it('takes a new account from joining to a member who can sell, through the product alone', async () => {
    const email = uniqueEmail('club');
    const phone = `+4420${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await withPage(async ({ page }) => {
      await join(page, 'Camille Durand', email);

      // Sell is the club's: a registered account is shown the club instead.
      await page.getByRole('banner').getByRole('link', { name: 'Sell', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/membership');
      await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
      await page.getByRole('link', { name: 'Apply', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/membership/apply');

      const form = page.getByRole('form', { name: 'Membership application' });
      await form.getByLabel('Full legal name').fill('Camille Durand');
      await form.getByLabel('Country of residence').selectOption('FR');
      await form.getByLabel('Date of birth').fill('1988-04-12');
      await form.getByLabel('Watches').check();
      await form.getByLabel('Houses you collect').fill('Patek Philippe');
      await form.getByLabel('Houses you collect').press('Enter');
      await form.getByLabel('Your collecting so far').fill('Phillips and Christie’s sales, and two dealers in Geneva.');

      // The draft is kept as it is filled: a reload finds it.
      await page.getByText('Saved', { exact: false }).first().waitFor();
      await page.reload();
      await expect.poll(() => form.getByLabel('Full legal name').inputValue()).toBe('Camille Durand');

      await form.getByLabel('Mobile phone').fill(phone);
      await form.getByRole('button', { name: 'Send code' }).click();
      await form.getByLabel('Code').fill(await phoneCode(email));
      await form.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Your phone number is verified.').waitFor();

      await form.getByLabel('Photo of your identity document').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await documentPhoto() });
      await form.getByRole('button', { name: 'Remove photo' }).waitFor();
      await form.getByLabel('I accept the club rules').check();
      await expectAccessible(page, { within: '#main' });
      await form.getByRole('button', { name: 'Submit application' }).click();
      await page.waitForURL((url) => url.pathname === '/membership');
      await page.getByRole('heading', { name: 'Your application is in review' }).waitFor();

      // An admin approves from the queue, in a browser of their own.
      const admin = await page.context().browser()!.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.7' } });
      try {
        const adminPage = await admin.newPage();
        await signIn(adminPage, DEMO.admin);
        await adminPage.goto('/admin');
        await adminPage.getByRole('link', { name: /Applications/ }).first().click();
        await adminPage.waitForURL((url) => url.pathname === '/admin/applications');
        const row = adminPage.getByRole('row').filter({ hasText: email });
        await row.getByRole('link').first().click();
        await adminPage.waitForURL((url) => /^\/admin\/applications\/[^/]+$/.test(url.pathname));
        await adminPage.getByRole('button', { name: 'Approve' }).click();
        const confirm = adminPage.getByRole('dialog', { name: 'Approve this application?' });
        await confirm.getByRole('button', { name: 'Approve' }).click();
        await adminPage.getByTestId('decision-status').getByText(`Approved. ${email} is now a member and has been told.`).waitFor();
      } finally {
        await admin.close();
      }

      // The applicant's open page follows the decision live, and Sell now opens.
      await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).first().waitFor();
      await expect.poll(async () => page.getByTestId('club-banner').count(), { timeout: 10_000 }).toBe(0);
      await page.getByRole('banner').getByRole('link', { name: 'Sell', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/sell');
      await page.getByRole('heading', { level: 1, name: 'List a piece' }).waitFor();
    });
  }, 120_000);
});
