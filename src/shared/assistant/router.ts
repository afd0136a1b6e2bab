import { classify, type NaiveBayesModel } from './classifier.js';
import { extractEntities, type Entities } from './entities.js';
import { LOW_CONFIDENCE, type Intent } from './intents.js';
import { normalizeQuestion } from './text.js';

/**
 * Issue #16: the intent router. Tested rules first — phrases that mean one thing whoever
 * types them ('my orders', 'talk to the concierge', 'escrow') — then the trained classifier
 * for the rest. A rule answers with confidence 0.97; the classifier with its posterior.
 */
interface Rule { intent: Intent; re: RegExp }

/** Order matters: the member's own affairs and actions before topics that share their words. */
export const RULES: readonly Rule[] = [
  { intent: 'concierge', re: /\b(concierge|human|real person|a person|someone real|an agent|customer service|support team|speak to someone|talk to someone|live agent)\b/ },
  { intent: 'save_to_wishlist', re: /\b(save|add|put|keep)\b.{0,30}\b(to|in|on) (my )?(wishlist|wish list|favou?rites|saved)\b|\b(save|bookmark) (this|it)\b/ },
  { intent: 'watch_lot', re: /\bwatch (this|that|the) (lot|auction)\b|\b(follow|track) (this|that|the) (lot|auction)\b|\badd (this|the) (lot|auction) to (my )?watch ?list\b/ },
  { intent: 'contact_seller', re: /\b(message|contact|write to|email|ask|reach|talk to|chat with) (the|this) (seller|owner|vendor)\b/ },
  { intent: 'my_bids', re: /\bmy (bids?|bidding)\b|\bam i (still )?(winning|outbid|the (highest|top) bidder|ahead)\b|\bhave i been outbid\b|\bbids? of\b|\b(is|are) (he|she|they) (winning|outbid)\b/ },
  { intent: 'my_offers', re: /\bmy offers?\b|\b(offers?) (i|i've|i have) (made|sent)\b|\b(did|has) the seller (accept|answer|respond|reply)\w*\b/ },
  { intent: 'my_orders', re: /\bmy (orders?|purchases?|deliver(y|ies)|parcels?|packages?|shipments?)\b|\bwhere('s| is) my (?!money|payment|data)|\bwhat (did|have) i (buy|bought|ordered)\b|\bmy\b[^?]{0,40}\b(shipped|been sent|delivered|arrived?|inspection (period|window))\b|\bship(ped)? my\b/ },
  { intent: 'my_listings', re: /\bmy (listings?|pieces? (for sale|in review|under review)|items? (for sale|in review))\b|\b(pieces?|items?|things) i('m| am) selling\b/ },
  { intent: 'my_wishlist', re: /\bmy (wishlist|wish list|saved (pieces|items)|favou?rites)\b|\b(pieces|items|things) i (saved|liked)\b/ },
  { intent: 'policy', re: /\b(escrow|authenticat\w*|fees?|commission|shipping|ship\w*|returns?|refunds?|inspection|membership|age gate|age verification|how old|privacy|personal data|terms|buyer protection|counterfeit|fakes?)\b/ },
  { intent: 'price_history', re: /\b(sold for|sell for|sale prices?|price history|sales history|last sold|market value|trend(ing)?|resale value|what'?s it worth|how much (is|are) .{0,40} worth)\b/ },
  { intent: 'greeting', re: /^(hi|hello|hey|hiya|bonjour|hola|ciao|hallo|good (morning|afternoon|evening)|thanks?( you)?( so much)?|thank you|merci|cheers)( there)?[!. ]*$/ },
];

export const RULE_CONFIDENCE = 0.97;

const PRICE_WORDS = /\b(price[sd]?|pric\w*|sold|sales?|sells?|selling|rate|worth|wroth|value|valued|cost|costs|go(es|ing)? for|paid|pay|fetch|resale|market|trend|how much|expensive|cheap|fair|offer)\b/;

export interface Routed {
  intent: Intent;
  confidence: number;
  /** Where the intent came from: a rule, or the classifier. */
  by: 'rule' | 'classifier';
  /** True when the answer must say it is unsure and offer the concierge. */
  low: boolean;
  entities: Entities;
}

export function routeQuestion(model: NaiveBayesModel, question: string): Routed {
  const normalized = normalizeQuestion(question);
  const entities = extractEntities(question);
  for (const rule of RULES) {
    if (rule.re.test(normalized)) return { intent: rule.intent, confidence: RULE_CONFIDENCE, by: 'rule', low: false, entities };
  }
  const p = classify(model, question);
  // A house named with no word of price is a search ('Celine triomphe'), whatever the n-grams say.
  if (entities.brands.length > 0 && p.intent === 'price_history' && !PRICE_WORDS.test(normalized)) {
    return { intent: 'find_pieces', confidence: Math.max(p.ranked.find((r) => r.intent === 'find_pieces')?.p ?? 0, LOW_CONFIDENCE), by: 'classifier', low: false, entities };
  }
  // A house, a price limit or a reference with no other clue is someone looking for a piece.
  if (p.confidence < LOW_CONFIDENCE && (entities.brands.length > 0 || entities.price)) {
    return { intent: 'find_pieces', confidence: LOW_CONFIDENCE, by: 'classifier', low: false, entities };
  }
  return { intent: p.intent, confidence: p.confidence, by: 'classifier', low: p.confidence < LOW_CONFIDENCE, entities };
}
