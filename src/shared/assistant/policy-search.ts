import { POLICIES, sectionText, type PolicyDocument, type PolicySection } from '../policies/index.js';
import { normalizeQuestion, wordsOf } from './text.js';

/**
 * Issue #16: retrieval over the policy texts (src/shared/policies, the pages' own source).
 * BM25 over sections, titles counted three times, with a light stemmer and a few synonyms
 * for the words members use ('fake' for authentication, 'send it back' for returns).
 */
const STOP = new Set(['the', 'a', 'an', 'of', 'to', 'is', 'are', 'do', 'does', 'i', 'my', 'me', 'you', 'your', 'and', 'or', 'how', 'what',
  'when', 'why', 'who', 'can', 'it', 'in', 'on', 'for', 'be', 'will', 'if', 'this', 'that', 'we', 'our', 'with', 'at', 'by', 'from', 'as', 'there', 'patina']);

const SYNONYMS: Readonly<Record<string, string[]>> = {
  fake: ['authent', 'counterfeit'], real: ['authent'], authent: ['expert'], legit: ['authent', 'escrow'], genuin: ['authent'],
  back: ['return'], refund: ['return'], send: ['return'], return: ['inspect'],
  paid: ['escrow', 'payout'], pay: ['escrow', 'payment'], money: ['escrow'], safe: ['escrow', 'protect'], protect: ['escrow'],
  fee: ['commission', 'fees'], commission: ['fee', 'fees'], cost: ['fee', 'fees'], charg: ['fees'], cut: ['fees'], never: ['delivered', 'refund'], arriv: ['delivered'],
  window: ['inspection', 'period'], percent: ['fees'], day: ['inspection', 'period'], look: ['inspection'], insur: ['insured'], final: ['final'],
  ship: ['shipping', 'deliver', 'delivered'], deliver: ['shipping'], custom: ['duti', 'import'], dutie: ['import'],
  old: ['age', '18'], age: ['18'], cigar: ['age', 'fine'], wine: ['age', 'fine'], 18: ['age'],
  member: ['membership', 'club'], club: ['membership'], join: ['membership'],
  data: ['personal', 'privacy'], privacy: ['personal'], cancel: ['cancel', 'withdraw'], delet: ['close', 'account'],
  passport: ['certificat', 'passport'], certificat: ['passport'], auction: ['bid'], sell: ['seller', 'listing'], inspect: ['inspection', 'window'],
};

/**
 * The topics members ask about and the section that answers each: a question naming one
 * gets that section first; BM25 orders the rest and answers what no topic names.
 */
export const POLICY_TOPICS: readonly { words: RegExp; url: string }[] = [
  // Most specific first: the first topic a question names leads; others only help (issue #39 §2).
  { words: /\b(never|not|didn'?t|did not|doesn'?t|does not|fails? to|won'?t)\b.{0,30}\b(ship\w*|sen[dt]|arriv\w*|deliver\w*|come|came|turn(s|ed)? up)\b|\bnot delivered\b|\bnever (arrives?|came|ships?)\b/, url: '/terms#escrow' },
  { words: /\b(replicas?|turns? out|later shown|not genuine|sold me a fake|is fake|a fake)\b/, url: '/terms#authentication' },
  { words: /\b(fees?|commi?ssions?|take rate|cut do you take|charge[sd]? sellers|sellers? pay|cost to sell|pay anything to list|listing fees?|percentage|per ?cent|you keep from|keep from a sale|selling free|free to sell)\b/, url: '/terms#selling' },
  { words: /\b(inspected|specialists?|experts?)\b/, url: '/terms#authentication' },
  { words: /\b(inspect\w*|inspection (period|window)|report a problem|check my (item|piece|purchase)|look (it|the \w+) over|complain\w* after)\b/, url: '/terms#shipping' },
  { words: /\b(retract\w*|withdraw\w*|cancel\w*) (a |my |the )?bids?\b|\breserve\b|\bbuy (it )?now\b|\bshill\b|\bown lots?\b|\b(auctions?|bidding) (work|rules)\b|\brules for bidding\b/, url: '/terms#auctions' },
  { words: /\b(sell|share|shar\w*|given|give|pass) .{0,25}\b(data|details|information|address)\b|\bthird part\w*|\bwho sees my\b/, url: '/privacy#sharing' },
  { words: /\bhow long .{0,25}\b(keep|store|retain|hold)\b|\bretention\b|\bdelete old\b/, url: '/privacy#retention' },
  { words: /\b(copy of (my|everything|all)|erase\w*|erasure|gdpr|access my|correct my|delete my (data|information)|forgotten|hold (on|about) me)\b/, url: '/privacy#rights' },
  { words: /\b(cookies?|track(ing)? me)\b/, url: '/privacy#cookies' },
  { words: /\b(disput\w*|disagree\w*|resolution|governing law|which law|law governs)\b/, url: '/terms#disputes' },
  { words: /\b(currenc\w*|dollars or euros|euros or dollars|in usd|in dollars|charge in)\b/, url: '/terms#marketplace' },
  { words: /\b(delete|close|ban|suspend)\w* (my |your |the )?(patina )?accounts?\b/, url: '/terms#suspension' },
  { words: /\b(share|sharing|two|second|open|have|create) (my |an? )?accounts?\b|\bbecome a member\b|\bmembers?hip\b|\bclub\b|\bminimum age to\b|\b(requirements to|how to|can i) join\b|\baccount to buy\b/, url: '/terms#membership' },
  { words: /\b(binding|card charged|charged for|accepts? my offer)\b/, url: '/terms#buying' },
  { words: /\b(escrow|paid|payout|payments?|pay|money|funds|protected|protection|safe|held)\b/, url: '/terms#escrow' },
  { words: /\b(authentic\w*|authentif\w*|fakes?|counterfeits?|genuine|real|experts?|legit|verif\w*|vetted|checks?)\b/, url: '/terms#authentication' },
  { words: /\b(ship\w*|deliver\w*|customs|duties|import|courier|insured|returns?|refunds?|send (it )?back|give back|not as described|final|changed my mind)\b/, url: '/terms#shipping' },
  { words: /\b(cancel\w*)\b/, url: '/terms#buying' },
  { words: /\b(members?|join|apply)\b/, url: '/terms#membership' },
  { words: /\b(18|17|age|old|adults?|cigars?|wines?|alcohol|tobacco|champagne)\b/, url: '/terms#fine-living' },
  { words: /\b(data|privacy|personal|information)\b/, url: '/privacy#data-we-collect' },
  { words: /\b(auctions?|bid\w*|lots?)\b/, url: '/terms#auctions' },
  { words: /\b(sell|selling|list\w*)\b/, url: '/terms#selling' },
  { words: /\b(passports?|certificates?|provenance)\b/, url: '/terms#content' },
];

export function stem(word: string): string {
  let w = word;
  for (const suffix of ['ication', 'ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ers', 'ed', 'es', 'er', 's', 'e']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

function terms(text: string): string[] {
  return wordsOf(normalizeQuestion(text)).filter((w) => !STOP.has(w)).map(stem);
}

interface Indexed { doc: PolicyDocument; section: PolicySection; tf: Map<string, number>; length: number }

const INDEX: Indexed[] = POLICIES.flatMap((doc) =>
  doc.sections.map((section) => {
    const words = [...terms(section.title), ...terms(section.title), ...terms(section.title), ...terms(sectionText(section))];
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    return { doc, section, tf, length: words.length };
  }),
);
const AVG = INDEX.reduce((a, s) => a + s.length, 0) / INDEX.length;
const DF = new Map<string, number>();
for (const s of INDEX) for (const w of s.tf.keys()) DF.set(w, (DF.get(w) ?? 0) + 1);

export interface PolicyHit {
  document: string;
  section: PolicySection;
  /** The page and anchor: `/terms#escrow`. */
  url: string;
  title: string;
  score: number;
}

/** The best policy sections for a question, best first (none scoring zero). */
export function searchPolicies(question: string, limit = 2): PolicyHit[] {
  const asked = terms(question);
  const expanded = new Map<string, number>();
  for (const w of asked) {
    expanded.set(w, Math.max(expanded.get(w) ?? 0, 1));
    for (const [key, extra] of Object.entries(SYNONYMS)) {
      if (w.startsWith(key)) for (const e of extra) expanded.set(stem(e), Math.max(expanded.get(stem(e)) ?? 0, 0.6));
    }
  }
  const normalized = normalizeQuestion(question);
  const named = POLICY_TOPICS.filter((t) => t.words.test(normalized)).map((t) => t.url);
  const lead = named[0];
  const topical = new Set(named);
  const k1 = 1.2;
  const b = 0.75;
  const scored = INDEX.map((s) => {
    let score = 0;
    for (const [w, weight] of expanded) {
      const f = s.tf.get(w) ?? 0;
      if (f === 0) continue;
      const idf = Math.log(1 + (INDEX.length - (DF.get(w) ?? 0) + 0.5) / ((DF.get(w) ?? 0) + 0.5));
      score += weight * idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * s.length) / AVG)));
    }
    const url = `${s.doc.path}#${s.section.id}`;
    if (url === lead) score += 20;
    else if (topical.has(url)) score += 5;
    return { document: s.doc.title, section: s.section, url, title: `${s.doc.title}: ${s.section.title}`, score };
  });
  return scored.filter((s) => s.score > 0).sort((x, y) => y.score - x.score).slice(0, limit);
}

/**
 * The sentences of a section that answer the question, up to about `max` characters, as
 * plain text: the sentence sharing most of the question's words leads (a question about
 * fees gets the fees, not the seller's promises that open the section), then its
 * neighbours in the section's order. With no question, the section's first sentences.
 */
export function excerpt(section: PolicySection, max = 420, question?: string): string {
  const text = sectionText(section).replace(/\s+/g, ' ').trim();
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)(\s|$)/g)?.map((x) => x.trim()).filter(Boolean) ?? [text];
  if (!question) {
    if (text.length <= max) return text;
    let out = '';
    for (const s of sentences) {
      if ((out + s).length > max && out) break;
      out += `${s} `;
    }
    return out.trim();
  }
  const asked = new Map<string, number>();
  for (const w of terms(question)) {
    asked.set(w, 1);
    for (const [key, extra] of Object.entries(SYNONYMS)) if (w.startsWith(key)) for (const e of extra) if (!asked.has(stem(e))) asked.set(stem(e), 0.6);
  }
  const scored = sentences.map((s, i) => {
    const words = new Set(terms(s));
    let score = 0;
    for (const [w, weight] of asked) if (words.has(w)) score += weight * Math.log(1 + INDEX.length / ((DF.get(w) ?? 0) + 1));
    return { s, i, score };
  });
  const best = [...scored].sort((a, b) => b.score - a.score || a.i - b.i)[0]!;
  if (best.score === 0) return excerpt(section, max);
  const keep = new Set([best.i]);
  let length = best.s.length;
  // Then the sentences around it, the next before the previous, while they fit.
  for (let d = 1; d < sentences.length; d++) {
    for (const j of [best.i + d, best.i - d]) {
      const s = sentences[j];
      if (s === undefined || keep.has(j) || length + s.length + 1 > max) continue;
      keep.add(j);
      length += s.length + 1;
    }
  }
  // The answering sentence leads; the others follow in the section's order.
  return [best.i, ...[...keep].filter((j) => j !== best.i).sort((a, b) => a - b)].map((j) => sentences[j]).join(' ');
}
