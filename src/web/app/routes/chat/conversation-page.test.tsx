import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ATTACHMENT_MAX_BYTES } from '../../../../shared/messaging/constants.js';
import type { FakeSource } from '../../../test/fake-event-source.js';
import { AppProviders } from '../../providers.js';
import { ConversationPage } from './conversation-page.js';
import {
  axeViolations, BIRKIN, CAMILLE, FakeChat, ME, refuse, stubEventSource,
} from '../../../features/messaging/messaging-test-kit.js';

let chat: FakeChat;
let sources: FakeSource[];

beforeEach(() => {
  chat = new FakeChat().install();
  sources = stubEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/chat/:conversationId', element: <main><ConversationPage /></main> }], { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const messages = () => screen.findAllByTestId('message');
const bodies = async () => (await messages()).map((m) => m.querySelector('[data-testid="message-body"]')?.textContent ?? '');
const composer = () => screen.findByRole('textbox', { name: 'Message to Camille D.' });

/** The member's stream, open (the live events host opens it once the viewer is known). */
async function stream(): Promise<FakeSource> {
  await waitFor(() => expect(sources.length).toBeGreaterThan(0));
  const source = sources.at(-1)!;
  act(() => source.open());
  return source;
}

/** A conversation about the Birkin: Camille wrote, the member answered. */
function birkinConversation(over: Parameters<FakeChat['add']>[3] = {}) {
  return chat.add(
    1,
    CAMILLE,
    [
      { body: 'Hello! Is the Birkin still available?\nI am in Paris next week.' },
      { body: 'It is. Happy to show it.', mine: true },
      { body: 'Mail me at [email hidden]', mine: true, masked: ['email'] },
    ],
    { subject: BIRKIN, ...over },
  );
}

describe('/chat/{conversationId}', () => {
  it('shows the other member, what the conversation is about, and the thread as text', async () => {
    birkinConversation();
    renderAt('/chat/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille D.' })).toBeTruthy();
    expect(document.title).toBe('Messages with Camille D. — Patina');

    const card = screen.getByTestId('subject-card');
    expect(within(card).getByText('About this listing')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Hermès Birkin 30 Togo Gold' }).getAttribute('href')).toBe('/product/hermes-birkin-30-togo-gold');
    expect(within(card).getByTestId('subject-price').textContent).toBe('$24,500');
    expect(within(card).getByRole('img', { name: 'Hermès Birkin 30 Togo Gold' }).getAttribute('src')).toBe('/images/catalog/handbag/b8860b.webp?w=200');

    expect(await bodies()).toEqual(['Hello! Is the Birkin still available?\nI am in Paris next week.', 'It is. Happy to show it.', 'Mail me at [email hidden]']);
    const [, , masked] = await messages();
    expect(masked!.textContent).toContain(
      'We hid an email address from this message. Contact details stay on Patina, so every sale stays protected by escrow.',
    );
    expect(within(masked!).getByTestId('receipt').textContent).toBe('Sent');
    expect(screen.getAllByTestId('receipt')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All messages' }).getAttribute('href')).toBe('/chat');
    expect(await axeViolations()).toEqual([]);
  });

  it('renders HTML a member wrote as text', async () => {
    chat.add(1, CAMILLE, [{ body: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }]);
    renderAt('/chat/1');
    expect(await bodies()).toEqual(['<img src=x onerror="alert(1)"><script>alert(2)</script>']);
    expect(screen.getByTestId('thread').querySelector('script, img[src="x"]')).toBeNull();
  });

  it('says Read under the last message once the other member has read it', async () => {
    const c = birkinConversation();
    c.conversation.other_last_read_message_id = c.messages[2]!.id;
    renderAt('/chat/1');
    await messages();
    expect(screen.getByTestId('receipt').textContent).toBe('Read');
  });

  it('marks the conversation read on opening, with the viewer’s id (SPEC §7)', async () => {
    birkinConversation({ unread: 1 });
    renderAt('/chat/1');
    await waitFor(() => expect(chat.callsTo('POST', '/api/chat/conversations/1/read')).toHaveLength(1));
    expect(chat.callsTo('POST', '/api/chat/conversations/1/read')[0]!.body).toEqual({ userId: ME.id });
  });

  it('marks nothing read when nothing is unread', async () => {
    birkinConversation();
    renderAt('/chat/1');
    await messages();
    expect(chat.callsTo('POST', /\/read$/)).toHaveLength(0);
  });

  it('waits until a hidden tab is looked at before marking read', async () => {
    birkinConversation({ unread: 1 });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderAt('/chat/1');
    await messages();
    await new Promise((r) => setTimeout(r, 50));
    expect(chat.callsTo('POST', /\/read$/)).toHaveLength(0);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(chat.callsTo('POST', '/api/chat/conversations/1/read')).toHaveLength(1));
    visibility.mockRestore();
  });

  it('sends on Enter with an Idempotency-Key, Shift+Enter starts a new line', async () => {
    birkinConversation();
    const user = userEvent.setup();
    renderAt('/chat/1');
    const box = await composer();
    await user.type(box, 'Can you hold it{Shift>}{Enter}{/Shift}until Friday?');
    expect((box as HTMLTextAreaElement).value).toBe('Can you hold it\nuntil Friday?');
    expect(chat.callsTo('POST', '/api/chat/conversations/1/messages')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(async () => expect((await bodies()).at(-1)).toBe('Can you hold it\nuntil Friday?'));
    const [send] = chat.callsTo('POST', '/api/chat/conversations/1/messages');
    expect(send!.body).toEqual({ body: 'Can you hold it\nuntil Friday?', attachment_ids: [] });
    expect(send!.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{16,128}$/);
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getByTestId('thread-status').textContent).toBe('Message sent.');
    expect(screen.getAllByTestId('receipt').map((r) => r.textContent)).toEqual(['Sent']);
  });

  it('shows the message at once while it is on its way', async () => {
    birkinConversation();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST' && input.endsWith('/messages')) await held;
      return fetchNow(input, init);
    }));
    const user = userEvent.setup();
    renderAt('/chat/1');
    await user.type(await composer(), 'On my way{Enter}');
    const pending = (await messages()).at(-1)!;
    expect(pending.hasAttribute('data-pending')).toBe(true);
    expect(pending.textContent).toContain('On my way');
    expect(pending.textContent).toContain('Sending…');
    release();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect((await bodies()).filter((b) => b === 'On my way')).toHaveLength(1);
  });

  it('tells the sender what the server hid from the recipient', async () => {
    birkinConversation();
    const user = userEvent.setup();
    renderAt('/chat/1');
    await user.type(await composer(), 'Call me on 415 555 0134{Enter}');
    await waitFor(async () => expect((await bodies()).at(-1)).toBe('Call me on [phone hidden]'));
    const notice = 'We hid a phone number from this message. Contact details stay on Patina, so every sale stays protected by escrow.';
    expect(screen.getByTestId('thread-status').textContent).toBe(notice);
    expect((await messages()).at(-1)!.textContent).toContain(notice);
  });

  it('gives a refused message back with the reason, and a retry reuses its key so it is stored once', async () => {
    birkinConversation();
    chat.override('POST', /\/messages$/, refuse(429, 'rate_limited', 'Too many messages. Please wait a minute and try again.'), true);
    const user = userEvent.setup();
    renderAt('/chat/1');
    const box = await composer();
    await user.type(box, 'Is the strap original?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Your message was not sent. Too many messages. Please wait a minute and try again.');
    expect((box as HTMLTextAreaElement).value).toBe('Is the strap original?');
    expect(screen.queryByText('Sending…')).toBeNull();
    expect((await bodies()).includes('Is the strap original?')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect((await bodies()).at(-1)).toBe('Is the strap original?'));
    const keys = chat.callsTo('POST', '/api/chat/conversations/1/messages').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByRole('alert')).toBeNull();

    // A new message gets a new key.
    await user.type(box, 'Thanks{Enter}');
    await waitFor(() => expect(chat.callsTo('POST', '/api/chat/conversations/1/messages')).toHaveLength(3));
    expect(chat.callsTo('POST', '/api/chat/conversations/1/messages')[2]!.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('checks photos before uploading, uploads them, and sends them with the text', async () => {
    birkinConversation();
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/chat/1');
    await composer();
    const input = screen.getByTestId('photo-input') as HTMLInputElement;

    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('invoice.pdf is not an image we can send. Please choose a JPEG, PNG, WebP or GIF.');
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: ATTACHMENT_MAX_BYTES + 1 });
    await user.upload(input, huge);
    expect((await screen.findByRole('alert')).textContent).toBe('huge.jpg is larger than 10 MB. Please choose a smaller image.');
    expect(chat.callsTo('POST', /\/attachments$/)).toHaveLength(0);

    chat.holdUploads = true;
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'clasp.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByTestId('uploading')).textContent).toBe('Uploading clasp.jpg… 50%');
    // Sending waits for the photo.
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    act(() => chat.releaseUploads());
    const thumb = await screen.findByRole('img', { name: 'clasp.jpg' });
    expect(thumb.getAttribute('src')).toBe('/api/chat/attachments/501');
    const [upload] = chat.callsTo('POST', '/api/chat/conversations/1/attachments');
    expect(((upload!.body as FormData).get('file') as File).name).toBe('clasp.jpg');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(await composer(), 'The clasp{Enter}');
    await waitFor(() => expect(chat.callsTo('POST', '/api/chat/conversations/1/messages')).toHaveLength(1));
    expect(chat.callsTo('POST', '/api/chat/conversations/1/messages')[0]!.body).toEqual({ body: 'The clasp', attachment_ids: [501] });
    const sent = (await messages()).at(-1)!;
    await waitFor(() => expect(within(sent).getByRole('img', { name: 'Photo 1 of 1 from you' }).getAttribute('src')).toBe('/api/chat/attachments/501'));
    expect(screen.queryByRole('img', { name: 'clasp.jpg' })).toBeNull();
  });

  it('says what the server found wrong with a photo', async () => {
    birkinConversation();
    chat.override('POST', /\/attachments$/, refuse(415, 'unsupported_file', 'Only images can be sent in messages: a JPEG, PNG, WebP or GIF file.'), true);
    const user = userEvent.setup();
    renderAt('/chat/1');
    await composer();
    await user.upload(screen.getByTestId('photo-input') as HTMLInputElement, new File(['not really'], 'renamed.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'renamed.jpg could not be added. Only images can be sent in messages: a JPEG, PNG, WebP or GIF file.',
    );
    expect(screen.queryByRole('list', { name: 'Photos to send' })).toBeNull();
  });

  it('loads older messages on request, keeping their order', async () => {
    chat.add(1, CAMILLE, Array.from({ length: 45 }, (_, i) => ({ body: `Note ${i + 1}` })));
    const user = userEvent.setup();
    renderAt('/chat/1');
    await waitFor(async () => expect(await bodies()).toHaveLength(30));
    expect((await bodies())[0]).toBe('Note 16');
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(async () => expect(await bodies()).toHaveLength(45));
    expect(await bodies()).toEqual(Array.from({ length: 45 }, (_, i) => `Note ${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    const asked = chat.callsTo('GET', '/api/chat/conversations/1').map((c) => c.query.get('before'));
    expect(asked).toEqual([null, '116']);
  });

  it('loads older messages when the reader scrolls to the top', async () => {
    chat.add(1, CAMILLE, Array.from({ length: 45 }, (_, i) => ({ body: `Note ${i + 1}` })));
    renderAt('/chat/1');
    await waitFor(async () => expect(await bodies()).toHaveLength(30));
    const thread = screen.getByTestId('thread');
    thread.scrollTop = 0;
    fireEvent.scroll(thread);
    await waitFor(async () => expect(await bodies()).toHaveLength(45));
  });

  it('shows a message arriving live, says it politely, and marks it read (SPEC §7)', async () => {
    birkinConversation();
    renderAt('/chat/1');
    await messages();
    const source = await stream();
    const arrived = chat.receive(1, 'Friday at 3 works for me.');
    act(() => source.emit({ id: '9-1', type: 'message.sent', topics: [`user:${ME.id}`], payload: { conversation_id: 1, message_id: arrived.id } }));
    await waitFor(async () => expect((await bodies()).at(-1)).toBe('Friday at 3 works for me.'));
    const status = screen.getByTestId('thread-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('New message from Camille D.: Friday at 3 works for me.');
    await waitFor(() => expect(chat.callsTo('POST', `/api/chat/messages/${arrived.id}/read`)).toHaveLength(1));
  });

  it('turns Sent into Read live when the other member reads', async () => {
    const c = birkinConversation();
    renderAt('/chat/1');
    expect((await screen.findByTestId('receipt')).textContent).toBe('Sent');
    const source = await stream();
    c.conversation.other_last_read_message_id = c.messages[2]!.id;
    act(() => source.emit({ id: '9-2', type: 'message.read', topics: [`user:${ME.id}`], payload: { conversation_id: 1, message_id: c.messages[2]!.id } }));
    await waitFor(() => expect(screen.getByTestId('receipt').textContent).toBe('Read'));
  });

  it('reports a message behind a dialog that holds focus', async () => {
    birkinConversation();
    const user = userEvent.setup();
    renderAt('/chat/1');
    const report = await screen.findByRole('button', { name: 'Report this message from Camille D.' });
    await user.click(report);
    let dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(report);

    await user.click(report);
    dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose why you are reporting this message.');
    await user.click(within(dialog).getByRole('radio', { name: 'Asks to deal or pay outside Patina' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Wants a bank transfer.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = chat.callsTo('POST', /^\/api\/chat\/messages\/\d+\/report$/);
    expect(call!.path).toBe(`/api/chat/messages/${101}/report`);
    expect(call!.body).toEqual({ reason: 'off_platform', details: 'Wants a bank transfer.' });
    expect(screen.getByTestId('thread-status').textContent).toBe('Thank you. Your report is with the Patina moderators.');
    // One's own messages have nothing to report.
    expect(screen.getAllByRole('button', { name: /^Report this message/ })).toHaveLength(1);
  });

  it('blocks and unblocks the other member', async () => {
    birkinConversation();
    const user = userEvent.setup();
    renderAt('/chat/1');
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Camille D.?' });
    expect(dialog.textContent).toContain('Neither of you will be able to send the other a message until you unblock them.');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect((await screen.findByTestId('cannot-send')).textContent).toBe('You blocked Camille D. Unblock them to send a message.');
    expect(chat.callsTo('POST', '/api/chat/members/member-1/block')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Message to Camille D.' })).toBeNull();
    expect(screen.getByTestId('thread-status').textContent).toBe('You blocked Camille D.');

    await user.click(screen.getByRole('button', { name: 'Unblock Camille D.' }));
    expect(await composer()).toBeTruthy();
    expect(chat.callsTo('DELETE', '/api/chat/members/member-1/block')).toHaveLength(1);
    expect(screen.getByTestId('thread-status').textContent).toBe('You unblocked Camille D.');
  });

  it('says so when the other member cannot receive messages', async () => {
    birkinConversation({ conversation: { can_send: false } });
    renderAt('/chat/1');
    expect((await screen.findByTestId('cannot-send')).textContent).toBe('Camille D. cannot receive messages in this conversation right now.');
  });

  it('is not found for a conversation that is not the member’s (the server answers 404)', async () => {
    renderAt('/chat/42');
    expect(await screen.findByText('There is no conversation “42” in your messages.')).toBeTruthy();
  });

  it('asks nothing for a malformed id', async () => {
    renderAt('/chat/1e30');
    expect(await screen.findByText('There is no conversation “1e30” in your messages.')).toBeTruthy();
    expect(chat.callsTo('GET', /^\/api\/chat\/conversations/)).toHaveLength(0);
  });
});
