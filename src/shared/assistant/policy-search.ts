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
  fee: ['commission'], commission: ['fee'], cost: ['fee'],
  ship: ['shipping', 'deliver'], deliver: ['shipping'], custom: ['duti', 'import'], dutie: ['import'],
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
  { words: /\b(escrow|paid|payout|payments?|pay|money|protected|protection|safe|held)\b/, url: '/terms#escrow' },
  { words: /\b(authentic\w*|authentif\w*|fakes?|counterfeits?|genuine|real|experts?|legit|verif\w*|vetted|checks?)\b/, url: '/terms#authentication' },
  { words: /\b(fees?|commi?ssions?|charges?)\b/, url: '/terms#selling' },
  { words: /\b(ship\w*|deliver\w*|customs|duties|import|courier|returns?|refunds?|send (it )?back|give back|inspection|not as described)\b/, url: '/terms#shipping' },
  { words: /\b(cancel\w*)\b/, url: '/terms#buying' },
  { words: /\b(members?|membership|club|join|apply)\b/, url: '/terms#membership' },
  { words: /\b(18|age|old|adults?|cigars?|wines?|alcohol|tobacco)\b/, url: '/terms#fine-living' },
  { words: /\b(data|privacy|personal|cookies?)\b/, url: '/privacy#data-we-collect' },
  { words: /\b(auctions?|bid\w*|lots?)\b/, url: '/terms#auctions' },
  { words: /\b(sell|selling|list\w*)\b/, url: '/terms#selling' },
  { words: /\b(passports?|certificates?|provenance)\b/, url: '/terms#content' },
  { words: /\b(delete|close) (my )?account\b/, url: '/terms#suspension' },
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
  const topical = new Set(POLICY_TOPICS.filter((t) => t.words.test(normalized)).map((t) => t.url));
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
    if (topical.has(url)) score += 10;
    return { document: s.doc.title, section: s.section, url, title: `${s.doc.title}: ${s.section.title}`, score };
  });
  return scored.filter((s) => s.score > 0).sort((x, y) => y.score - x.score).slice(0, limit);
}

/** The first sentences of a section, up to about `max` characters, as plain text. */
export function excerpt(section: PolicySection, max = 420): string {
  const text = sectionText(section).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let out = '';
  for (const s of sentences) {
    if ((out + s).length > max && out) break;
    out += s;
  }
  return out.trim();
}
