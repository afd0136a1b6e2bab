import { classify, type NaiveBayesModel } from './classifier.js';
import { extractEntities, replaceBrands, type Entities } from './entities.js';
import { LOW_CONFIDENCE, type Intent } from './intents.js';
import { normalizeQuestion } from './text.js';
import { pieceQuery } from './pieces.js';

/**
 * Issue #16: the intent router. Tested rules first — phrases that mean one thing whoever
 * types them ('my orders', 'talk to the concierge', 'escrow') — then the trained classifier
 * for the rest. A rule answers with confidence 0.97; the classifier with its posterior.
 */
interface Rule { intent: Intent; re: RegExp }

/** What a member may be asking about: a catalogue noun, or a piece they point at. */
const CATALOGUE_NOUN = /\b(watch(es)?|bags?|handbags?|totes?|purses?|clutch|backpack|wallet|rings?|bracelets?|bangles?|necklaces?|pendants?|earrings?|jewel\w*|diamonds?|pearls?|emeralds?|sapphires?|rub(y|ies)|gold|pieces?|items?|lots?|art\w*|prints?|paintings?|lithographs?|screenprints?|sculptures?|cars?|jets?|yachts?|wines?|champagnes?|cigars?|sneakers|shoes|loafers|boots|heels|pumps|dress(es)?|coats?|jackets?|scarf|scarves|chairs?|tables?|lamps?|furniture|collectibles?|cards?|toys?|this|that|it|one|gift|something|anything)\b/;

/** Requests to find a piece that is not listed: the concierge's work (issue #39 §2). */
export const SOURCING = /\b(source|sourcing|hunt (it |one |them )?(down|for)|track (it |one |them )?down|locate|personal(ly)? shop\w*|waiting ?list|wait ?list|reserve (it|one) for me|special (order|request)|not (listed|on the site|on patina|in the catalogue)|isn'?t listed|comes? up|becomes? available|not in a hurry|i can wait|acquire|find (me )?one for me)\b/;

/** Small talk and questions outside Patina: answered as such, never as prices or orders. */
export const OUT_OF_SCOPE = /\b(weather|rain(ing)?|forecast|jokes?|funny|poems?|essay|songs?|sing|homework|capital of|president of|what time is it|flights?|restaurants?|recipe|cook|taxi|movies?|film|football|soccer|election|translate|meaning of life|pizza|coffee|bitcoin|crypto\w*|ethereum|stock (price|market)|per ounce|price of (gold|oil|silver)|houses? (cost|price)|cost of a house|how much does a house|umbrella|my (cat|dog|phone|keys)|bored|dream|how old are you|who (made|built|created) you|your name|are you (a )?(bot|human|robot|real|ai)|nice to meet you|are you open|where are you based|how are you|how is your day|not very clever)\b|\bwhat(?:'s| is) \d+ (times|plus|minus|x|divided by) \d+/;

const SMALL_TALK = /^(hi|hello|hey|hiya|yo|bonjour|hola|ciao|hallo|salut|buongiorno|buonasera|guten (tag|morgen|abend)|hola que tal|good (morning|afternoon|evening|night|day)|thanks?( you)?( so much| a lot| very much)?|thank you|thx|ty|merci( beaucoup)?|gracias|danke|cheers( mate)?|ok( cool| thanks)?|okay|cool|great|nice|lol|bye|goodbye|see you|ok thanks bye|great,? thank you|you are great|who are (you|u)|what can you do|what can you help with|what do you do)( there)?[!.? ]*$/;

/** A question about a rule, not about the member's own affairs: 'what happens if the seller never ships my order'. */
const HYPOTHETICAL = /\b(what happens|what if|what do i do if|what can i do if|in case|suppose|supposing)\b|^if\b|\bif (i|the|a|my|you|it|an?)\b.{0,60}\b(never|not|doesn'?t|didn'?t|don'?t|fails?|turns? out|do i|can i|will i|must i|is there)\b/;

const ORDER_THING = String.raw`(orders?|purchases?|parcels?|packages?|deliver(y|ies)|shipments?|items?|pieces?|stuff|things?|bags?|watch(es)?|rings?|bracelets?|necklaces?|shoes|sneakers|jackets?|coats?|refunds?|_brand_)`;

/** Order matters: the member's own affairs and actions before topics that share their words. */
export const RULES: readonly Rule[] = [
  { intent: 'greeting', re: OUT_OF_SCOPE },
  { intent: 'concierge', re: /\b(concierge|human|humans|real person|a person|person i can talk|someone real|an agent|agent please|get me an agent|customer service|support team|contact support|speak to someone|talk to someone|speak with someone|live agent|member of staff|staff|your team|call me|phone me|escalate)\b/ },
  { intent: 'concierge', re: SOURCING },
  { intent: 'save_to_wishlist', re: /\b(save|add|put|keep)\b.{0,30}\b(to|in|on) (my )?(wishlist|wish list|favou?rites|saved)\b|\b(save|bookmark) (this|it)\b/ },
  { intent: 'watch_lot', re: /\bwatch (this|that|the) (lot|auction)\b|\b(follow|track) (this|that|the) (lot|auction)\b|\badd (this|the) (lot|auction) to (my )?watch ?list\b/ },
  { intent: 'contact_seller', re: /\b(message|contact|write to|email|ask|reach|talk to|chat with) (the|this) (seller|owner|vendor)\b/ },
  { intent: 'policy', re: HYPOTHETICAL },
  { intent: 'policy', re: /\bhow (long|much time|many days)\b.{0,40}\b(inspect\w*|return|report|check|send (it )?back|look (it|the \w+) over)\b|\b(percentage|per ?cent) (you|do you|does patina) (keep|take|charge)|\bselling (free|cost)|\bfree to sell\b|\bcopy of (everything|all|my)\b|\bhold (on|about) me\b|\bright to be forgotten\b|\bdisagree with\b|\brequirements to join\b|\bis my (money|payment|funds) (safe|protected)\b/ },
  { intent: 'my_bids', re: /\bmy (bids?|bidding|(highest|top|max\w*|current|latest|last|live) bids?)\b|\bam i (still )?(winning|leading|outbid|the (highest|top) bidder|(the )?top bidder|highest bidder|ahead)\b|\bhave i been outbid\b|\boutbid me\b|\b(lots?|auctions?) (am )?i('m| am)? (winning|leading|bidding)|\b(i have|i've|i) (bid|placed a bid|been bidding) on\b|\bwhere i (placed|put) a bid\b|\bdid i win\b|\bbids? of\b|\b(is|are) (he|she|they) (winning|outbid)\b/ },
  { intent: 'my_offers', re: /\bmy (counter ?)?offers?\b|\boffers? (have |did )?(i|i've|i have) (made|sent|make|send|out)\b|\boffers? i have\b|\b(did|has) the seller (accept|answer|respond|reply|counter)\w*\b|\bcountered me\b/ },
  { intent: 'my_orders', re: new RegExp(String.raw`\bmy (orders?|purchases?|deliver(y|ies)|parcels?|packages?|shipments?)\b|\bwhere('s| is) (my|the) ${ORDER_THING}|\bwhat (did|have) i (buy|bought|ordered|purchase|purchased)\b|\b(i|i've|i have) (bought|purchased|ordered|paid for)\b|\beverything i (bought|ordered)\b|\bmy\b[^?]{0,40}\b(shipped|been sent|delivered|arrived?|hasn'?t come|inspection (period|window))\b|\bship(ped)? my\b|\b(when|has|have|did|will)\b.{0,20}\bmy (escrow|payment|funds|money|refund)\b|\bmy (escrow|payment|funds|refund)\b.{0,30}\b(released?|through|gone|processed|cleared|work)\b|\b(did|has) the seller (send|sent|ship|shipped|dispatch\w*|post\w*)\b|\b(orders?|purchases?) (do |have )?i\b`) },
  { intent: 'my_listings', re: /\bmy (listings?|submissions?|consignments?|pieces? (for sale|in review|under review)|items? (for sale|in review))\b|\b(pieces?|items?|things|stuff) i('m| am) selling\b|\bam i selling\b|\blistings? i have\b|\bhave i listed\b|\bwhat (have|did) i list(ed)?\b|\bmy .{0,20}\blive (on|yet)\b/ },
  { intent: 'my_wishlist', re: /\bmy (wishlist|wish list|saved (pieces|items)|favou?rites)\b|\b(pieces|items|things) i (saved|liked|hearted)\b|\bi (saved|hearted|favou?rited|bookmarked)\b|^saved (pieces|items)\b|\bwhat i (saved|hearted|liked)\b/ },
  { intent: 'policy', re: /\b(escrow|authenticat\w*|verif(y|ied|ication)|genuine|fees?|commission|take rate|cut do you take|charge[sd]?|shipping|ship\w*|deliver(y|ed)|insured|returns?|refund\w*|send (it )?back|inspection|inspect|membership|members?hip|become a member|club|age gate|age (limit|check|verification)|how old|minimum age|privacy|personal (data|information)|data|gdpr|cookies?|third part\w*|terms|buyer protection|counterfeit|replicas?|safe|protected|fakes?|passports?|accounts?|retract\w*|withdraw\w*|reserve|buy now|buy it now|inspected|specialists?|experts?|join|shill|disput\w*|governing law|which law|currenc\w*|prices? (are )?in (us )?(dollars|usd|euros?)|dollars or euros|euros or dollars|binding|rules)\b/ },
  { intent: 'price_history', re: /\b(sold for|sell for|sale prices?|price history|sales history|last sold|market value|trend(ing)?|resale( value)?|resell|what'?s it worth|how much (is|are) .{0,40} worth|go(es|ing)? for|trading at|trade at|fetch(ed)?|apprecia\w*|depreciat\w*|hold(s|ing)? (its |their )?value|valuation|reali[sz]ed prices?|hammer price|secondary market|cuanto vale|prices? (moved|going up|going down|rising|falling)|average (selling|sale) price|recent (results|sales))\b/ },
  { intent: 'greeting', re: SMALL_TALK },
];

export const RULE_CONFIDENCE = 0.97;

const PRICE_WORDS = /\b(price[sd]?|pric\w*|sold|sales|sell for|rate|worth|wroth|value|valued|cost|costs|go(es|ing)? for|paid|pay|fetch|resale|market value|secondary market|trend|how much|expensive|fair)\b/;

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
  const branded = replaceBrands(normalized, '_brand_');
  const piece = pieceQuery(question);
  const named = entities.brands.length > 0 || piece.model !== null || entities.references.length > 0;
  for (const rule of RULES) {
    if (!rule.re.test(rule.intent === 'my_orders' ? branded : normalized)) continue;
    // A price question needs a piece to price ('what is bitcoin trading at' is not one).
    if (rule.intent === 'price_history' && !named && !CATALOGUE_NOUN.test(normalized)) continue;
    return { intent: rule.intent, confidence: RULE_CONFIDENCE, by: 'rule', low: false, entities };
  }
  const p = classify(model, question);
  // Prices and pieces need a piece: with no house, model, reference or thing named it is out of scope.
  if (p.intent === 'price_history' && !named && !entities.price && !CATALOGUE_NOUN.test(normalized)) {
    return { intent: 'greeting', confidence: p.confidence, by: 'classifier', low: p.confidence < LOW_CONFIDENCE, entities };
  }
  // A house or model named with no word of price is a search ('Celine triomphe'), whatever the n-grams say.
  if (named && p.intent !== 'find_pieces' && !PRICE_WORDS.test(normalized)) {
    return { intent: 'find_pieces', confidence: Math.max(p.ranked.find((r) => r.intent === 'find_pieces')?.p ?? 0, LOW_CONFIDENCE), by: 'classifier', low: false, entities };
  }
  // A house, a price limit or a reference with no other clue is someone looking for a piece.
  if (p.confidence < LOW_CONFIDENCE && (named || entities.price)) {
    return { intent: 'find_pieces', confidence: LOW_CONFIDENCE, by: 'classifier', low: false, entities };
  }
  return { intent: p.intent, confidence: p.confidence, by: 'classifier', low: p.confidence < LOW_CONFIDENCE, entities };
}
