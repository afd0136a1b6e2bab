import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import type { Me } from '../../../shared/accounts/contracts.js';
import { maskContactDetails, maskNotice } from '../../../shared/messaging/mask.js';
import type {
  Attachment, Conversation, ConversationSummary, Message, Participant, Subject,
} from '../../../shared/messaging/contracts.js';
import { FakeSource } from '../../test/fake-event-source.js';

/**
 * Messaging's component tests share this: a fake of the /api/chat server (the shapes of
 * src/shared/messaging/contracts.ts, its paging, Idempotency-Key replay and §7 answers), a
 * signed-in member, sample people and a stand-in EventSource the tests play the server on.
 */

// A page's first answer passes through the viewer, the stream and a query: on a machine shared
// with other runs that can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 3000 });

export const ME: Me = {
  id: 'me-1', email: 'sofia@example.com', firstName: 'Sofia', lastName: 'Castellane', avatar: null,
  userType: 'verified_member', isVerified: true, expertise: [], preferredCurrency: 'USD', twoFactorEnabled: false, suspended: false, handle: 'sofia-c-a1b2c3d4e5',
};

export const person = (n: number, over: Partial<Participant> = {}): Participant => ({
  id: `member-${n}`, first_name: `Member${n}`, last_name: 'D.', avatar_url: null, ...over,
});

export const CAMILLE = person(1, { first_name: 'Camille', last_name: 'D.' });

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export const BIRKIN: Subject = {
  kind: 'listing', id: 77, name: 'Hermès Birkin 30 Togo Gold', image_url: '/images/catalog/handbag/b8860b.webp',
  price: 2_450_000, currency: 'USD', href: '/product/hermes-birkin-30-togo-gold',
};

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}
export type Answer = { status: number; body?: unknown };
export const refuse = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message } } });

interface FakeConversation {
  summary: ConversationSummary;
  conversation: Conversation;
  messages: Message[];
}

/** The chat API as the server answers it, over in-memory conversations. */
export class FakeChat {
  me: Me | null = ME;
  readonly calls: Call[] = [];
  readonly conversations: FakeConversation[] = [];
  /** One-off or standing refusals: the first matching rule answers instead of the fake. */
  readonly overrides: { method: string; path: RegExp; answer: Answer | (() => Answer); once: boolean }[] = [];
  private readonly keys = new Map<string, Message>();
  private nextMessageId = 10_000;
  private nextAttachmentId = 500;

  get unreadCount(): number {
    return this.conversations.reduce((n, c) => n + c.conversation.unread_count, 0);
  }

  /** A conversation with `messages` (oldest first); ids count down from the newest, as the list is newest first. */
  add(id: number, other: Participant, messages: Partial<Message>[], over: { unread?: number; subject?: Subject | null; conversation?: Partial<Conversation> } = {}): FakeConversation {
    const full = messages.map((m, i): Message => ({
      id: id * 100 + i + 1, conversation_id: id, sender_id: m.mine ? ME.id : other.id, mine: false, body: '', masked: [], attachments: [],
      created_at: minutesAgo(messages.length - i), read_at: null, ...m,
    }));
    const last = full.at(-1);
    const unread = over.unread ?? 0;
    const fake: FakeConversation = {
      messages: full,
      conversation: {
        conversation_id: id, other_participant: other, subject: over.subject ?? null, unread_count: unread,
        other_last_read_message_id: null, blocked_by_me: false, can_send: true, ...over.conversation,
      },
      summary: {
        conversation_id: id, other_participant: other, last_message: last?.body ?? null, last_message_at: last?.created_at ?? null,
        last_message_attachments: last?.attachments.length ?? 0, last_message_mine: last?.mine ?? false, unread_count: unread, subject: over.subject ?? null,
      },
    };
    this.conversations.push(fake);
    return fake;
  }

  find(id: number): FakeConversation | undefined {
    return this.conversations.find((c) => c.summary.conversation_id === id);
  }

  /** The other member writes, as the server would store it (a live event is the test's to play). */
  receive(conversationId: number, body: string): Message {
    const c = this.find(conversationId)!;
    const message: Message = {
      id: ++this.nextMessageId, conversation_id: conversationId, sender_id: c.conversation.other_participant.id, mine: false,
      body, masked: [], attachments: [], created_at: new Date().toISOString(), read_at: null,
    };
    c.messages.push(message);
    c.conversation.unread_count += 1;
    Object.assign(c.summary, { last_message: body, last_message_at: message.created_at, last_message_mine: false, unread_count: c.conversation.unread_count });
    return message;
  }

  override(method: string, path: RegExp, answer: Answer | (() => Answer), once = false): void {
    this.overrides.push({ method, path, answer, once });
  }

  private readUpTo(c: FakeConversation, upTo: number): void {
    c.conversation.unread_count = c.messages.filter((m) => !m.mine && m.id > upTo).length;
    c.summary.unread_count = c.conversation.unread_count;
  }

  private count(): Answer {
    return { status: 200, body: { success: true, error: null, data: { unreadCount: this.unreadCount } } };
  }

  handle(call: Call): Answer {
    const { method, path, query, body } = call;
    const rule = this.overrides.find((o) => o.method === method && o.path.test(path));
    if (rule) {
      if (rule.once) this.overrides.splice(this.overrides.indexOf(rule), 1);
      return typeof rule.answer === 'function' ? rule.answer() : rule.answer;
    }
    if (path === '/api/auth/get-session') return { status: 200, body: this.me ? { session: { id: 's' } } : null };
    if (path === '/api/me') return this.me ? { status: 200, body: this.me } : refuse(401, 'unauthorized', 'Please sign in to continue.');
    if (!this.me) return refuse(401, 'unauthorized', 'Please sign in to continue.');
    let m: RegExpExecArray | null;

    if (method === 'GET' && path === '/api/chat/unread-count') {
      if (query.get('userId') !== this.me.id) return refuse(403, 'not_your_messages', 'You can only read and mark your own messages.');
      return this.count();
    }
    if (method === 'GET' && path === '/api/chat/conversations') {
      const limit = Number(query.get('limit') ?? 20);
      const before = Number(query.get('before') ?? 0);
      const ordered = this.conversations.map((c) => c.summary);
      const from = before > 0 ? before : 0;
      const page = ordered.slice(from, from + limit);
      return { status: 200, body: { conversations: page, next_before: from + limit < ordered.length ? from + limit : null } };
    }
    if ((m = /^\/api\/chat\/conversations\/(\d+)$/.exec(path)) && method === 'GET') {
      const c = this.find(Number(m[1]));
      if (!c) return refuse(404, 'conversation_not_found', `There is no conversation ${m[1]}.`);
      const limit = Number(query.get('limit') ?? 30);
      const before = query.get('before') ? Number(query.get('before')) : Infinity;
      const older = c.messages.filter((x) => x.id < before);
      const page = older.slice(-limit);
      return {
        status: 200,
        body: { conversation: { ...c.conversation }, messages: page, older_before: older.length > limit ? page[0]!.id : null },
      };
    }
    if ((m = /^\/api\/chat\/conversations\/(\d+)\/messages$/.exec(path)) && method === 'POST') {
      const c = this.find(Number(m[1]));
      if (!c) return refuse(404, 'conversation_not_found', `There is no conversation ${m[1]}.`);
      const key = call.headers['idempotency-key'];
      const replay = key ? this.keys.get(key) : undefined;
      if (replay) return { status: 200, body: { message: replay, notice: maskNotice(replay.masked) } };
      const input = body as { body: string; attachment_ids: number[] };
      const masked = maskContactDetails(input.body.trim());
      const message: Message = {
        id: ++this.nextMessageId, conversation_id: c.summary.conversation_id, sender_id: this.me.id, mine: true, body: masked.text,
        masked: masked.masked,
        attachments: input.attachment_ids.map((id) => attachment(id)),
        created_at: new Date().toISOString(), read_at: null,
      };
      c.messages.push(message);
      if (key) this.keys.set(key, message);
      Object.assign(c.summary, { last_message: message.body, last_message_at: message.created_at, last_message_mine: true });
      return { status: 201, body: { message, notice: maskNotice(message.masked) } };
    }
    if (/^\/api\/chat\/conversations\/\d+\/attachments$/.test(path) && method === 'POST') {
      const file = (body as FormData).get('file');
      if (!(file instanceof File)) return refuse(400, 'no_file', 'Please choose an image to send.');
      return { status: 201, body: { attachment: attachment(++this.nextAttachmentId) } };
    }
    if ((m = /^\/api\/chat\/conversations\/(\d+)\/read$/.exec(path)) && method === 'POST') {
      const c = this.find(Number(m[1]));
      if (!c) return refuse(404, 'conversation_not_found', `There is no conversation ${m[1]}.`);
      if ((body as { userId?: string }).userId !== this.me.id) return refuse(403, 'not_your_messages', 'You can only read and mark your own messages.');
      this.readUpTo(c, Infinity);
      return this.count();
    }
    if ((m = /^\/api\/chat\/messages\/(\d+)\/read$/.exec(path)) && method === 'POST') {
      const id = Number(m[1]);
      const c = this.conversations.find((x) => x.messages.some((y) => y.id === id));
      if (!c) return refuse(404, 'message_not_found', `There is no message ${id}.`);
      this.readUpTo(c, id);
      return this.count();
    }
    if ((m = /^\/api\/chat\/messages\/(\d+)\/report$/.exec(path)) && method === 'POST') {
      const reason = (body as { reason: string }).reason;
      return { status: 201, body: { report: { id: 1, message_id: Number(m[1]), reason, created_at: new Date().toISOString() } } };
    }
    if ((m = /^\/api\/chat\/members\/([^/]+)\/block$/.exec(path))) {
      const blocked = method === 'POST';
      for (const c of this.conversations) {
        if (c.conversation.other_participant.id !== m[1]) continue;
        c.conversation.blocked_by_me = blocked;
        c.conversation.can_send = !blocked;
      }
      return { status: 200, body: { member_id: m[1], blocked } };
    }
    if (method === 'POST' && path === '/api/chat/conversations') {
      const input = body as { listingId?: number; productId?: number; body: string };
      const id = 900;
      const c = this.find(id) ?? this.add(id, CAMILLE, [], { subject: BIRKIN });
      const message: Message = {
        id: ++this.nextMessageId, conversation_id: id, sender_id: this.me.id, mine: true, body: input.body, masked: [], attachments: [],
        created_at: new Date().toISOString(), read_at: null,
      };
      c.messages.push(message);
      return { status: 201, body: { conversation: c.summary, message, notice: null } };
    }
    return refuse(404, 'not_found', `No such endpoint: ${method} ${path}`);
  }

  /** Uploads the page sent through XMLHttpRequest, held until `releaseUploads` when `holdUploads` is set. */
  holdUploads = false;
  private held: (() => void)[] = [];
  releaseUploads(): void {
    for (const go of this.held.splice(0)) go();
  }

  /** Replaces fetch (and XMLHttpRequest, which uploads use for their progress) with this fake. */
  install(): this {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the stand-in classes below answer from this fake
    const fake = this;
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private method = 'GET';
      private url = '';
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader() {}
      abort() {
        this.onabort?.();
      }
      send(form: FormData) {
        const url = new URL(this.url, 'http://local');
        const call: Call = { method: this.method, path: url.pathname, query: url.searchParams, body: form, headers: {} };
        fake.calls.push(call);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const finish = () => {
          const answer = fake.handle(call);
          this.status = answer.status;
          this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
          this.onload?.();
        };
        if (fake.holdUploads) fake.held.push(finish);
        else queueMicrotask(finish);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://local');
      const method = init?.method ?? 'GET';
      const raw = init?.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      const call: Call = { method, path: url.pathname, query: url.searchParams, body, headers };
      this.calls.push(call);
      const answer = this.handle(call);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }));
    return this;
  }

  callsTo(method: string, path: string | RegExp): Call[] {
    return this.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  }
}

function attachment(id: number): Attachment {
  return { id, url: `/api/chat/attachments/${id}`, content_type: 'image/jpeg', size: 120_000, width: 800, height: 600 };
}

/** Every EventSource the page opens, newest last; jsdom has none of its own. */
export function stubEventSource(): FakeSource[] {
  const made: FakeSource[] = [];
  class StubSource extends FakeSource {
    constructor(url: string) {
      super(url);
      made.push(this);
    }
  }
  vi.stubGlobal('EventSource', StubSource);
  return made;
}

/**
 * axe-core on the page as rendered (jsdom cannot compute colours, so contrast is left to the
 * browser tests); answers "rule: target" lines, none expected.
 */
export async function axeViolations(): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  } finally {
    getContext.mockRestore();
  }
}
