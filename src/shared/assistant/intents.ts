/**
 * Issue #16: what a question to the assistant can be about. The router (router.ts) picks one
 * of these; the server's tools answer each. `member` intents read the asker's own data and
 * need a session; `action` intents change something and always ask for confirmation first.
 */
export const INTENTS = [
  'find_pieces',
  'price_history',
  'policy',
  'my_orders',
  'my_bids',
  'my_offers',
  'my_listings',
  'my_wishlist',
  'save_to_wishlist',
  'watch_lot',
  'contact_seller',
  'concierge',
  'greeting',
] as const;
export type Intent = (typeof INTENTS)[number];

export const MEMBER_INTENTS: readonly Intent[] = ['my_orders', 'my_bids', 'my_offers', 'my_listings', 'my_wishlist'];
export const ACTION_INTENTS: readonly Intent[] = ['save_to_wishlist', 'watch_lot', 'contact_seller'];

/** Below this the answer says it is unsure and offers the concierge (issue #16). */
export const LOW_CONFIDENCE = 0.55;

export function isIntent(value: string): value is Intent {
  return (INTENTS as readonly string[]).includes(value);
}
