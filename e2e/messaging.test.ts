import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Me } from '../src/shared/accounts/contracts.js';
import type { StartConversationResponse } from '../src/shared/messaging/contracts.js';
import { baseUrl } from './browser.js';
import { DEMO, expectAccessible, signIn, usePages } from './fixtures.js';

/**
 * Two members message each other in two browsers (issue #11): each sees the other's message
 * arrive live, the header's badge follows, and each sees the other's read receipt turn to
 * Read without reloading. axe-core on the thread.
 *
 * Sign-in is limited per client address, so each context sends its own X-Forwarded-For.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 401/ });

/** Letters only: a run of digits in a message would be masked as a phone number. */
function tag(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function me(page: Page): Promise<Me> {
  const res = await page.request.get('/api/me');
  expect(res.status()).toBe(200);
  return (await res.json()) as Me;
}

function thread(page: Page) {
  return page.getByTestId('thread');
}

/** The newest message in the thread with this text. */
function message(page: Page, text: string) {
  return thread(page).getByTestId('message').filter({ has: page.getByTestId('message-body').getByText(text, { exact: true }) });
}

describe('messages between two members', () => {
  it('arrive live on the other side, with the badge and read receipts following', async () => {
    await withPage(async ({ page: sofia }) => {
      await withPage(async ({ page: julian }) => {
        await signIn(sofia, DEMO.member);
        await signIn(julian, DEMO.expert);
        const julianId = (await me(julian)).id;
        const before = await (await julian.request.get(`/api/chat/unread-count?userId=${julianId}`)).json() as { data: { unreadCount: number } };
        const unreadBefore = before.data.unreadCount;

        // Sofia writes first (a conversation between two members, about nothing in particular).
        const opening = `Hello Julian, a question about a Patek (${tag()})`;
        const started = await sofia.request.post('/api/chat/conversations', {
          data: { recipientId: julianId, body: opening },
          headers: { origin: baseUrl() },
        });
        expect([200, 201]).toContain(started.status());
        const { conversation } = (await started.json()) as StartConversationResponse;
        const path = `/chat/${conversation.conversation_id}`;

        // Julian's header counts it.
        await julian.goto('/');
        const bell = julian.getByRole('banner').getByRole('button', { name: /^Messages/ });
        await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/^Messages, \d+ unread messages?$/);
        const countOf = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
        expect(await countOf()).toBe(unreadBefore + 1);

        // Sofia opens the thread and writes again; Julian's badge follows live.
        await sofia.goto(path);
        await message(sofia, opening).waitFor();
        const question = 'Is the Nautilus still available? I can view it on Friday.';
        await sofia.getByRole('textbox', { name: /^Message to / }).fill(question);
        await sofia.keyboard.press('Enter');
        await message(sofia, question).getByTestId('receipt').getByText('Sent', { exact: true }).waitFor();
        await expect.poll(countOf, { timeout: 10_000 }).toBe(unreadBefore + 2);

        // Julian opens it from the drop-down: both messages, and reading them tells Sofia.
        await bell.click();
        const menu = julian.getByRole('menu', { name: 'Messages' });
        await menu.getByRole('menuitem').filter({ hasText: 'Sofia' }).first().click();
        await julian.waitForURL(`**${path}`);
        await message(julian, opening).waitFor();
        await message(julian, question).waitFor();
        await message(sofia, question).getByTestId('receipt').getByText('Read', { exact: true }).waitFor({ timeout: 10_000 });
        await expect.poll(countOf, { timeout: 10_000 }).toBe(unreadBefore);
        await expectAccessible(julian, { within: '#main' });

        // Julian answers; Sofia sees it arrive live, hears it, and her reading it tells Julian.
        const answer = 'Yes, it is. Friday at three suits me.';
        await julian.getByRole('textbox', { name: /^Message to / }).fill(answer);
        await julian.keyboard.press('Enter');
        await message(sofia, answer).waitFor({ timeout: 10_000 });
        await expect.poll(() => sofia.getByTestId('thread-status').textContent()).toContain(`: ${answer}`);
        await message(julian, answer).getByTestId('receipt').getByText('Read', { exact: true }).waitFor({ timeout: 10_000 });
        await expectAccessible(sofia, { within: '#main' });

        // Contact details stay on Patina: Julian sees them hidden, Sofia is told why.
        await sofia.getByRole('textbox', { name: /^Message to / }).fill('Or call me on 415 555 0134');
        await sofia.keyboard.press('Enter');
        await message(julian, 'Or call me on [phone hidden]').waitFor({ timeout: 10_000 });
        await message(sofia, 'Or call me on [phone hidden]')
          .getByText('We hid a phone number from this message. Contact details stay on Patina, so every sale stays protected by escrow.')
          .waitFor();
      });
    });
    // Two sign-ins, two pages and five round trips between them.
  }, 120_000);
});
