import { ASSISTANT_MODEL } from '../../../shared/assistant/model.js';
import { OUT_OF_SCOPE, routeQuestion, SOURCING, type Routed } from '../../../shared/assistant/router.js';
import { normalizeQuestion } from '../../../shared/assistant/text.js';
import type { Intent } from '../../../shared/assistant/intents.js';
import type { AskBody, AssistantMessage, AssistantSource } from '../../../shared/assistant/contracts.js';
import { DomainRuleError, NotFoundError } from '../../platform/errors.js';
import type { Asker, MessagingService } from '../messaging/index.js';
import type { WishlistService } from '../wishlist/index.js';
import type { LotsService } from '../auctions/index.js';
import type { AssistantMessageRow, AssistantRepo, Owner } from './assistant.repo.js';
import type { ToolAnswer, Tools } from './assistant.tools.js';
import { SYSTEM_PROMPT, type ChatMessage, type ModelClient, type ToolSpec } from './assistant.model.js';
import { extractEntities } from '../../../shared/assistant/entities.js';

/**
 * The assistant (issue #16): routes a question, answers it with a tool and a template (with
 * the pages it came from), keeps the exchange in the owner's conversation, and acts only on
 * a confirmed proposal. Who is asking always comes from the session (`viewer`).
 */
export interface AssistantDeps {
  repo: AssistantRepo;
  tools: Tools;
  wishlist: Pick<WishlistService, 'add'>;
  messaging: Pick<MessagingService, 'start'>;
  /** Watching a lot, through the same service as PUT /api/auctions/:ref/watch. */
  lots: Pick<LotsService, 'watch'>;
  /** Patina's concierge account (found or created), whom the hand-off writes to. */
  conciergeId: () => Promise<string>;
  /** With AI_API_KEY: the model that answers with tool calls; else the offline engine alone. */
  model?: ModelClient | null;
  log?: { warn: (obj: object, msg: string) => void };
}

/** The model's tools: each is one of the offline engine's intents, run the same way. */
const MODEL_TOOLS: (ToolSpec & { intent: Intent })[] = [
  { name: 'search_pieces', intent: 'find_pieces', description: 'Find pieces in the catalogue (or describe the piece of the page when asked about it).', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
  { name: 'price_history', intent: 'price_history', description: 'Sales history and prices of a piece (by name or reference), or of the page’s piece.', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
  { name: 'policy', intent: 'policy', description: 'Patina’s rules: escrow, authentication, fees, shipping, returns, inspection, membership, age gate, privacy.', parameters: { type: 'object', properties: { question: { type: 'string' } }, required: ['question'] } },
  { name: 'my_wishlist', intent: 'my_wishlist', description: 'The signed-in member’s wishlist and its price drops.', parameters: { type: 'object', properties: {} } },
  { name: 'my_listings', intent: 'my_listings', description: 'The signed-in member’s listings, those in review first.', parameters: { type: 'object', properties: {} } },
  { name: 'my_orders', intent: 'my_orders', description: 'The signed-in member’s orders.', parameters: { type: 'object', properties: {} } },
  { name: 'my_offers', intent: 'my_offers', description: 'The signed-in member’s offers.', parameters: { type: 'object', properties: {} } },
  { name: 'my_bids', intent: 'my_bids', description: 'The signed-in member’s bids and whether they are winning.', parameters: { type: 'object', properties: {} } },
  { name: 'propose_save_to_wishlist', intent: 'save_to_wishlist', description: 'Propose saving the page’s piece to the wishlist (the member confirms).', parameters: { type: 'object', properties: {} } },
  { name: 'propose_watch_lot', intent: 'watch_lot', description: 'Propose watching the page’s auction lot (the member confirms).', parameters: { type: 'object', properties: {} } },
  { name: 'propose_contact_seller', intent: 'contact_seller', description: 'Propose writing to the seller of the page’s piece (the member confirms).', parameters: { type: 'object', properties: {} } },
];
const MODEL_ROUNDS = 4;

export interface Answer extends ToolAnswer {
  intent: Intent;
  confidence: number;
  low: boolean;
}

const SIGN_IN: AssistantSource = { title: 'Sign in', url: '/auth/login' };
const CONCIERGE_OFFER = 'If you would rather ask a person, choose “Talk to the concierge”.';
const HISTORY_SHOWN = 50;
/** Issue #39 §2: small talk and questions outside Patina are said to be so, never answered as prices or orders. */
export const OUT_OF_SCOPE_ANSWER = 'That is outside what I can help with. I can find pieces, tell you what they have sold for, explain how Patina works (escrow, authentication, fees, shipping, returns, membership), and look at your wishlist, listings, orders, offers and bids.';
/** Issue #39 §2: a piece to be found that is not listed is the concierge's work. */
export const SOURCING_ANSWER = 'Patina’s concierge can look for that piece for you: choose “Talk to the concierge” and a person will answer in Messages, with this conversation attached.';

export function toMessage(row: AssistantMessageRow): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    body: row.body,
    intent: (row.intent as Intent | null) ?? null,
    sources: row.sources,
    action: row.action ?? null,
    action_done: row.actionDone,
    low_confidence: row.lowConfidence,
    created_at: row.createdAt.toISOString(),
  };
}

export function createAssistantService(deps: AssistantDeps) {
  const { repo, tools, wishlist, messaging } = deps;

  async function compose(routed: Routed, body: AskBody, viewer: Asker | null): Promise<ToolAnswer> {
    const question = body.text;
    const ctx = body.context;
    const member = (what: string, run: (id: string) => Promise<ToolAnswer>) =>
      viewer ? run(viewer.id) : Promise.resolve({ body: `Sign in and I can look at ${what} for you.`, sources: [SIGN_IN] });

    switch (routed.intent) {
      case 'greeting':
        if (OUT_OF_SCOPE.test(normalizeQuestion(question))) return { body: OUT_OF_SCOPE_ANSWER, sources: [{ title: 'Terms of Service: How the marketplace works', url: '/terms#marketplace' }] };
        return {
          body: 'Hello, I am Patina’s assistant. I can find pieces, tell you what they have sold for, explain how Patina works (escrow, authentication, fees, shipping, returns, membership), and look at your wishlist, listings, orders, offers and bids.',
          sources: [{ title: 'Terms of Service: How the marketplace works', url: '/terms#marketplace' }],
        };
      case 'concierge':
        if (SOURCING.test(normalizeQuestion(question))) return { body: SOURCING_ANSWER, sources: [{ title: 'Messages', url: '/chat' }] };
        return { body: 'Patina’s concierge can take it from here: choose “Talk to the concierge” and a person will answer in Messages, with this conversation attached.', sources: [{ title: 'Messages', url: '/chat' }] };
      case 'policy':
        return tools.policy(question) ?? { body: `I could not find that in Patina’s policies. ${CONCIERGE_OFFER}`, sources: [{ title: 'Terms of Service', url: '/terms' }] };
      case 'price_history':
        return tools.priceHistory(question, routed.entities, ctx);
      case 'find_pieces': {
        const aboutThis = ctx && routed.entities.brands.length === 0 && !routed.entities.price ? await tools.aboutPiece(ctx) : null;
        return aboutThis ?? tools.findPieces(question, routed.entities);
      }
      case 'my_wishlist':
        return member('your wishlist', tools.myWishlist);
      case 'my_listings':
        return member('your listings', tools.myListings);
      case 'my_orders':
        return member('your orders', (id) => tools.affair('orders', id));
      case 'my_offers':
        return member('your offers', (id) => tools.affair('offers', id));
      case 'my_bids':
        return member('your bids', tools.myBids);
      case 'save_to_wishlist':
      case 'contact_seller': {
        if (!viewer) return { body: 'Sign in and I can do that for you.', sources: [SIGN_IN] };
        const p = await tools.productOf(ctx);
        if (!p) return { body: 'Open the piece’s page and ask me there, so I know which piece you mean.', sources: [{ title: 'Search', url: '/search' }] };
        const source = { title: p.full_name, url: `/product/${p.slug}` };
        return routed.intent === 'save_to_wishlist'
          ? { body: `Shall I save ${p.full_name} to your wishlist? Confirm and I will.`, sources: [source], action: { kind: 'save_to_wishlist', product_id: p.id, label: `Save ${p.full_name} to my wishlist` } }
          : { body: `Shall I open a conversation with the seller of ${p.full_name}? Confirm and I will.`, sources: [source], action: { kind: 'contact_seller', product_id: p.id, label: `Write to the seller of ${p.full_name}` } };
      }
      case 'watch_lot': {
        if (!viewer) return { body: 'Sign in and I can do that for you.', sources: [SIGN_IN] };
        const lot = await tools.lotOf(ctx);
        if (!lot) return { body: 'Open the lot’s page and ask me there, so I know which lot you mean.', sources: [{ title: 'Auctions', url: '/auctions' }] };
        return {
          body: `Shall I watch ${lot.name} for you? You will hear before it ends. Confirm and I will.`,
          sources: [{ title: lot.name, url: `/auction/${lot.slug}` }],
          action: { kind: 'watch_lot', auction_id: lot.id, label: `Watch ${lot.name}` },
        };
      }
    }
  }

  /**
   * The model path: the question as the user's message; the page (if any) as the result of a
   * `read_page` call already made; each tool call run by `compose` for the session's member.
   */
  async function modelAnswer(model: ModelClient, body: AskBody, viewer: Asker | null): Promise<Answer> {
    const messages: ChatMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: body.text }];
    if (body.context) {
      messages.push(
        { role: 'assistant', content: null, tool_calls: [{ id: 'page', type: 'function', function: { name: 'read_page', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'page', content: JSON.stringify({ path: body.context.path, page_text: body.context.page_text ?? null }) },
      );
    }
    const sources: AssistantSource[] = [];
    let action: ToolAnswer['action'];
    let lastIntent: Intent = 'greeting';
    for (let round = 0; round < MODEL_ROUNDS; round++) {
      const reply = await model.complete(messages, MODEL_TOOLS.map(({ name, description, parameters }) => ({ name, description, parameters })));
      const calls = reply.tool_calls ?? [];
      if (calls.length === 0) {
        return { body: (reply.content ?? '').slice(0, 4000), sources, ...(action ? { action } : {}), intent: lastIntent, confidence: 1, low: false };
      }
      messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
      for (const call of calls.slice(0, 4)) {
        const tool = MODEL_TOOLS.find((t) => t.name === call.function.name);
        let args: { query?: unknown; question?: unknown } = {};
        try { args = JSON.parse(call.function.arguments || '{}') as typeof args; } catch { args = {}; }
        let result: ToolAnswer;
        if (!tool) result = { body: `There is no tool ${call.function.name}.`, sources: [] };
        else {
          const text = String(args.query ?? args.question ?? body.text).slice(0, 500);
          result = await compose({ intent: tool.intent, confidence: 1, by: 'rule', low: false, entities: extractEntities(text) }, { ...body, text }, viewer);
          lastIntent = tool.intent;
        }
        for (const s of result.sources) if (!sources.some((x) => x.url === s.url)) sources.push(s);
        if (result.action) action = result.action;
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new Error('the model kept calling tools');
  }

  return {
    /** Routes and answers a question (no writes): the model when configured, else (or when it fails) the offline engine. */
    async answer(body: AskBody, viewer: Asker | null): Promise<Answer> {
      if (deps.model) {
        try {
          return await modelAnswer(deps.model, body, viewer);
        } catch (err) {
          deps.log?.warn({ err }, 'assistant: the model failed; answering offline');
        }
      }
      const routed = routeQuestion(ASSISTANT_MODEL, body.text);
      if (routed.low) {
        // Unsure of the intent, but a policy the question plainly names is still worth quoting.
        const guess = tools.policy(body.text);
        const lead = 'I am not sure I understood that.';
        const answer = guess && routed.entities.brands.length === 0
          ? { body: `${lead} If you are asking about Patina’s rules: ${guess.body}\n${CONCIERGE_OFFER}`, sources: guess.sources }
          : { body: `${lead} I can find pieces, quote sales, explain escrow, authentication, fees, shipping and returns, or look at your wishlist. ${CONCIERGE_OFFER}`, sources: [{ title: 'Terms of Service', url: '/terms' }] };
        return { ...answer, intent: routed.intent, confidence: routed.confidence, low: true };
      }
      const composed = await compose(routed, body, viewer);
      return { ...composed, intent: routed.intent, confidence: routed.confidence, low: false };
    },

    /** Keeps the question and its answer in the owner's conversation, in one transaction. */
    async record(owner: Owner, question: string, answer: Answer): Promise<{ conversationId: number; message: AssistantMessage }> {
      return repo.transaction(async (tx) => {
        const conversationId = await repo.ensureConversation(owner, tx);
        const [, reply] = await repo.insertMessages([
          { conversationId, role: 'member', body: question },
          { conversationId, role: 'assistant', body: answer.body, intent: answer.intent, sources: answer.sources, action: answer.action ?? null, lowConfidence: answer.low },
        ], tx);
        return { conversationId, message: toMessage(reply!) };
      });
    },

    async conversation(owner: Owner): Promise<{ conversation_id: number | null; messages: AssistantMessage[] }> {
      const id = await repo.conversationOf(owner);
      if (id === null) return { conversation_id: null, messages: [] };
      return { conversation_id: id, messages: (await repo.messages(id, HISTORY_SHOWN)).map(toMessage) };
    },

    async remove(owner: Owner): Promise<void> {
      await repo.deleteConversation(owner);
    },

    /**
     * Does what an answer proposed, for the member it was proposed to. Each action is
     * idempotent (saving or watching twice keeps one entry; the conversation carries an idempotency key),
     * so a confirmation sent twice does it once; each runs in its own module's transaction.
     */
    async confirm(viewer: Asker, messageId: number): Promise<{ message: AssistantMessage; result: string }> {
      const row = await repo.ownMessage({ userId: viewer.id }, messageId);
      if (!row || !row.action) throw new NotFoundError(`There is no proposal ${messageId} to confirm.`, 'proposal_not_found');
      const action = row.action;
      let result: string;
      if (action.kind === 'save_to_wishlist') {
        await wishlist.add(viewer.id, action.product_id);
        result = 'Saved to your wishlist.';
      } else if (action.kind === 'contact_seller') {
        const started = await messaging.start(viewer, { productId: action.product_id, body: 'Hello, I have a question about this piece.' }, `assistant-${row.id}`);
        result = `Conversation opened: /chat/${started.answer.conversation.conversation_id}`;
      } else {
        // The same service and rules as PUT /api/auctions/:ref/watch (a seller cannot watch their own lot).
        await deps.lots.watch(String(action.auction_id), viewer.id, true);
        result = 'You are watching this lot.';
      }
      return { message: toMessage(await repo.markActionDone(row.id)), result };
    },

    /** Opens (or continues) a conversation with Patina's concierge, the transcript attached. */
    async handOff(viewer: Asker, owner: Owner): Promise<{ conversation_id: number; url: string }> {
      const id = await repo.conversationOf(owner);
      const rows = id === null ? [] : await repo.transcript(id);
      const transcript = rows.slice(-20).map((r) => `${r.role === 'member' ? 'Me' : 'Assistant'}: ${r.body}`).join('\n');
      const body = `Hello, I would like help from the concierge.${transcript ? `\n\nMy conversation with the assistant:\n${transcript}` : ''}`.slice(0, 3900);
      const conciergeId = await deps.conciergeId();
      if (conciergeId === viewer.id) throw new DomainRuleError('You are the concierge.', 'own_conversation');
      const started = await messaging.start(viewer, { recipientId: conciergeId, body }, null);
      const conversationId = started.answer.conversation.conversation_id;
      return { conversation_id: conversationId, url: `/chat/${conversationId}` };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
