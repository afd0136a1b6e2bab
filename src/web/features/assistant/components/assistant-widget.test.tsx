import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AssistantMessage } from '../../../../shared/assistant/contracts.js';
import { AssistantWidget } from './assistant-widget.js';

let asked: { text: string; context?: { path: string; page_text?: string } }[];

const answer: AssistantMessage = {
  id: 2, role: 'assistant', body: 'Your payment waits in escrow until you accept the piece.', intent: 'policy',
  sources: [{ title: 'Terms of Service: Payments and escrow', url: '/terms#escrow' }], action: null, action_done: false, low_confidence: false,
  created_at: '2026-11-25T12:00:00.000Z',
};

function sse(frames: [string, unknown][]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const enc = new TextEncoder();
      for (const [event, data] of frames) controller.enqueue(enc.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://local').pathname;
    if (path === '/api/assistant/conversation') {
      const messages = asked.length === 0 ? [] : [{ ...answer, id: 1, role: 'member', body: asked[0]!.text, sources: [] }, answer];
      return new Response(JSON.stringify({ conversation_id: asked.length === 0 ? null : 1, messages }), { status: 200 });
    }
    if (path === '/api/assistant/messages') {
      asked.push(JSON.parse(String(init?.body)));
      return sse([
        ['meta', { intent: 'policy', confidence: 0.97, low_confidence: false }],
        ['token', { text: 'Your payment waits ' }],
        ['token', { text: 'in escrow until you accept the piece.' }],
        ['done', { conversation_id: 1, message: answer }],
      ]);
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'no' } }), { status: 404 });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWidget(placement: 'widget' | 'product', pathname: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[pathname]}>
        <main id="main"><h1>Rolex Submariner Date 126610LN</h1><p>Steel, black dial.</p></main>
        <AssistantWidget placement={placement} pathname={pathname} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the assistant widget', () => {
  it('opens with focus in the question, answers with its source, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderWidget('widget', '/');
    const launcher = screen.getByRole('button', { name: 'Ask Patina' });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Patina assistant' });
    const input = screen.getByLabelText('Your question');
    expect(document.activeElement).toBe(input);
    await user.type(input, 'How does escrow work?{Enter}');
    expect(await screen.findByText('Your payment waits in escrow until you accept the piece.', { selector: 'li p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service: Payments and escrow' }).getAttribute('href')).toBe('/terms#escrow');
    expect(asked[0]).toEqual({ text: 'How does escrow work?', context: { path: '/' } });
    expect(dialog.querySelector('[aria-live="polite"]')).not.toBeNull();
    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(launcher);
  });

  it('asks about the piece on a product page, with the page read after a second as context', async () => {
    const user = userEvent.setup();
    renderWidget('product', '/product/rolex-submariner-date-126610ln');
    await user.click(screen.getByRole('button', { name: 'Ask about this piece' }));
    await new Promise((r) => setTimeout(r, 1100));
    await user.type(screen.getByLabelText('Your question'), 'Is it steel?{Enter}');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.context!.path).toBe('/product/rolex-submariner-date-126610ln');
    expect(asked[0]!.context!.page_text).toContain('Rolex Submariner Date 126610LN');
  });
});
