import { z } from 'zod';
import { INTENTS } from './intents.js';
import { ASSISTANT_MESSAGE_MAX, PAGE_TEXT_MAX } from './constants.js';

/**
 * The assistant's API (issue #16). A question is POSTed and answered as a stream of
 * Server-Sent Events: `meta` (intent, confidence), `token` (text as it is composed) and
 * `done` (the stored answer with its sources and any action awaiting confirmation).
 */
export { ASSISTANT_MESSAGE_MAX, PAGE_TEXT_MAX } from './constants.js';

// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f\ufffd]/;

export const assistantContextSchema = z.object({
  /** The page the widget is on. */
  path: z.string().max(300).regex(/^\//, 'must be a path on this site'),
  /** The product of a product page, whose piece the question is about. */
  product_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** The page's text, read after a one-second wait (SPEC §2): data, never instructions. */
  page_text: z.string().max(PAGE_TEXT_MAX, `must be at most ${PAGE_TEXT_MAX} characters`).optional(),
});
export type AssistantContext = z.infer<typeof assistantContextSchema>;

export const askBodySchema = z.object({
  text: z
    .string({ message: 'is required' })
    .max(ASSISTANT_MESSAGE_MAX, `must be at most ${ASSISTANT_MESSAGE_MAX} characters`)
    .refine((s) => !BINARY.test(s), 'must be text, not binary data')
    .refine((s) => s.trim().length > 0, 'must not be empty'),
  context: assistantContextSchema.optional(),
});
export type AskBody = z.infer<typeof askBodySchema>;

export const assistantSourceSchema = z.object({
  title: z.string().max(300),
  /** A path on this site (never another host). */
  url: z.string().max(500).regex(/^\/(?!\/)/),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('save_to_wishlist'), product_id: z.number().int(), label: z.string() }),
  z.object({ kind: z.literal('watch_lot'), auction_id: z.number().int(), label: z.string() }),
  z.object({ kind: z.literal('contact_seller'), product_id: z.number().int(), label: z.string() }),
]);
export type AssistantAction = z.infer<typeof assistantActionSchema>;

export const assistantMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['member', 'assistant']),
  body: z.string(),
  intent: z.enum(INTENTS).nullable(),
  sources: z.array(assistantSourceSchema),
  /** Proposed, not done: the member confirms it (POST …/confirm). */
  action: assistantActionSchema.nullable(),
  action_done: z.boolean(),
  /** The answer said it was unsure and offered the concierge. */
  low_confidence: z.boolean(),
  created_at: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const conversationResponseSchema = z.object({
  conversation_id: z.number().int().nullable(),
  messages: z.array(assistantMessageSchema),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const metaEventSchema = z.object({ conversation_id: z.number().int(), intent: z.enum(INTENTS), confidence: z.number(), low_confidence: z.boolean() });
export const tokenEventSchema = z.object({ text: z.string() });
export const doneEventSchema = z.object({ message: assistantMessageSchema });

export const confirmResponseSchema = z.object({ message: assistantMessageSchema, result: z.string() });
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

export const conciergeResponseSchema = z.object({ conversation_id: z.number().int(), url: z.string() });
export type ConciergeResponse = z.infer<typeof conciergeResponseSchema>;
