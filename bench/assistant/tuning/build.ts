/**
 * Issue #39 §2: builds the TUNING set (bench/assistant/tuning/questions.jsonl): the questions
 * the assistant may be tuned on and whose misses may be read. Its sentence frames, spellings
 * and budget forms are its own, written apart from bench/assistant/heldout/ (which is never
 * read to tune). Same oracle (bench/assistant/cases.ts), same demo catalogue, another seed.
 *
 *   npx tsx bench/assistant/tuning/build.ts
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoProductsFor } from '../../../src/server/demo/generate-products.js';
import { brandBySlug } from '../../../src/server/demo/brands.js';
import { colourFamilyOf, materialFamilyOf, rng, roundBudget, sizeOf, type Case, type Expect } from '../cases.js';

const r = rng(7_000_123);
const catalogue = demoProductsFor(2000);
const out: Case[] = [];
const add = (intent: Case['intent'], text: string, expect: Expect) => out.push({ intent, text: text.replace(/\s+/g, ' ').trim(), expect });

interface Family { brandSlug: string; model: string; say: string[]; houseSay: string[]; bare?: boolean; ref?: Record<string, string[]> }
const FAMILIES: Family[] = [
  { brandSlug: 'rolex', model: 'Submariner', say: ['Submariner', 'submariner date', 'sub'], houseSay: ['Rolex', 'Rolexx'], bare: true, ref: { '126610LV': ['kermit', 'starbucks'] } },
  { brandSlug: 'rolex', model: 'GMT-Master II', say: ['GMT Master II', 'gmt'], houseSay: ['Rolex'], ref: { '126720VTNR': ['sprite'], '126710BLRO': ['pepsi'] } },
  { brandSlug: 'rolex', model: 'Cosmograph Daytona', say: ['Daytona'], houseSay: ['Rolex', 'rolec'], bare: true },
  { brandSlug: 'rolex', model: 'Datejust', say: ['Datejust', 'datejust 41'], houseSay: ['Rolex'] },
  { brandSlug: 'rolex', model: 'Explorer', say: ['Explorer II', 'explorer'], houseSay: ['Rolex'] },
  { brandSlug: 'omega', model: 'Speedmaster', say: ['Speedmaster', 'speedy pro', 'moon watch'], houseSay: ['Omega'] },
  { brandSlug: 'omega', model: 'Seamaster', say: ['Seamaster 300M', 'aqua terra'], houseSay: ['Omega'] },
  { brandSlug: 'patek-philippe', model: 'Nautilus', say: ['Nautilus', '5711'], houseSay: ['Patek Philippe', 'patek'], bare: true },
  { brandSlug: 'patek-philippe', model: 'Calatrava', say: ['Calatrava'], houseSay: ['Patek Philippe', 'Patek'] },
  { brandSlug: 'audemars-piguet', model: 'Royal Oak', say: ['Royal Oak', 'royal oak offshore', 'ROO'], houseSay: ['Audemars Piguet', 'AP'] },
  { brandSlug: 'tudor', model: 'Black Bay', say: ['Black Bay GMT', 'black bay 58', 'BB58'], houseSay: ['Tudor'] },
  { brandSlug: 'chanel', model: 'J12', say: ['J12'], houseSay: ['Chanel'] },
  { brandSlug: 'iwc', model: 'Pilot', say: ['big pilot'], houseSay: ['IWC'] },
  { brandSlug: 'hermes', model: 'Birkin', say: ['Birkin', 'birkin bag'], houseSay: ['Hermès', 'Hermess'], bare: true },
  { brandSlug: 'hermes', model: 'Kelly', say: ['Kelly', 'kelly retourne'], houseSay: ['Hermès'], bare: true },
  { brandSlug: 'hermes', model: 'Picotin', say: ['Picotin', 'picotin lock'], houseSay: ['Hermès'] },
  { brandSlug: 'hermes', model: 'Lindy', say: ['Lindy'], houseSay: ['Hermes'] },
  { brandSlug: 'chanel', model: 'Classic Flap', say: ['classic flap bag', 'CF'], houseSay: ['Chanel', 'chanelle'] },
  { brandSlug: 'chanel', model: '2.55', say: ['2.55 reissue', '2.55'], houseSay: ['Chanel'] },
  { brandSlug: 'louis-vuitton', model: 'Neverfull', say: ['Neverfull tote', 'NF'], houseSay: ['Louis Vuitton', 'LV'] },
  { brandSlug: 'louis-vuitton', model: 'Keepall', say: ['Keepall', 'keepall bandouliere'], houseSay: ['Louis Vuitton', 'LV'] },
  { brandSlug: 'louis-vuitton', model: 'Capucines', say: ['Capucines'], houseSay: ['Louis Vuitton'] },
  { brandSlug: 'dior', model: 'Book Tote', say: ['Book Tote'], houseSay: ['Dior', 'Christian Dior'] },
  { brandSlug: 'goyard', model: 'Anjou', say: ['Anjou'], houseSay: ['Goyard'] },
  { brandSlug: 'celine', model: 'Triomphe', say: ['Triomphe'], houseSay: ['Celine'] },
  { brandSlug: 'cartier', model: 'Love', say: ['Love ring', 'LOVE'], houseSay: ['Cartier'] },
  { brandSlug: 'cartier', model: 'Trinity', say: ['Trinity ring'], houseSay: ['Cartier'] },
  { brandSlug: 'van-cleef-arpels', model: 'Alhambra', say: ['Vintage Alhambra', 'alhambra 5 motifs'], houseSay: ['Van Cleef & Arpels', 'VCA'] },
  { brandSlug: 'tiffany-co', model: 'Lock', say: ['Lock bangle'], houseSay: ['Tiffany', 'Tiffany & Co.'] },
];
const COLOUR_SAY: Record<string, string[]> = {
  black: ['black', 'noire', 'preto'], blue: ['blue', 'azzurro', 'bleue'], white: ['white', 'branco'], red: ['red', 'roja'], green: ['green', 'grün', 'verte'],
  grey: ['grey', 'grau'], pink: ['pink', 'rosé'], brown: ['brown', 'braun'], silver: ['silver', 'silber'], beige: ['beige', 'sand'],
};
const MATERIAL_SAY: Record<string, string[]> = {
  steel: ['steel', 'all steel', 'stahl', 'inox'], 'rose gold': ['rose gold', 'pink gold', 'rotgold'], 'yellow gold': ['yellow gold', 'gelbgold'],
  'white gold': ['white gold', 'weißgold'], platinum: ['platinum', 'plat'], titanium: ['titanium', 'ti'], ceramic: ['ceramic', 'ceramica'],
  togo: ['togo leather'], epsom: ['epsom leather'], caviar: ['caviar leather'], lambskin: ['lambskin', 'agneau'], canvas: ['canvas', 'coated canvas'],
};

function budget(usdCents: number): { text: string; maxUsd: number } {
  const cur = r.pick(['USD', 'USD', 'EUR', 'GBP', 'NONE']);
  const { n, k, maxUsd } = roundBudget(usdCents, cur, 1.35);
  const forms: Record<string, string[]> = {
    USD: [`under $${k}k`, `less than ${n.toLocaleString('en-US')} USD`, `at most $${n}`, `within $${k}K`, `<$${k}k`],
    EUR: [`under €${k}k`, `below ${n} euros`, `max €${n.toLocaleString('en-US')}`, `menos de ${n} €`],
    GBP: [`below £${k}k`, `max £${n}`, `under ${n.toLocaleString('en-US')} GBP`],
    NONE: [`under ${n.toLocaleString('en-US')}`, `max ${k}k`, `below ${k}K`, `cheaper than ${k}k`],
  };
  return { text: r.pick(forms[cur]!), maxUsd };
}
const FRAMES = [
  (x: string) => `show me ${x}`, (x: string) => `do you have a ${x}`, (x: string) => `looking for a ${x}`, (x: string) => `I want to buy a ${x}`,
  (x: string) => `find me a ${x}`, (x: string) => `any ${x} for sale?`, (x: string) => `${x}`, (x: string) => `have you got a ${x}`, (x: string) => `searching a ${x}`,
  (x: string) => `I'm after a ${x}`, (x: string) => `can I get a ${x}`, (x: string) => `a ${x} please`,
];
for (let i = 0; i < 170; i++) {
  const f = r.pick(FAMILIES);
  const rows = catalogue.filter((p) => p.brandSlug === f.brandSlug && p.model.toLowerCase().includes(f.model.toLowerCase()));
  if (rows.length === 0) continue;
  let words = r.pick(f.say);
  // A name that picks out a sub-model ('aqua terra', 'offshore', '300M') is asked of a piece of that sub-model.
  const own = (w: string) => rows.some((p) => p.fullName.toLowerCase().includes(w.toLowerCase()));
  const told = words.split(' ').filter(own);
  const p = r.pick(rows.filter((x) => told.every((w) => x.fullName.toLowerCase().includes(w.toLowerCase()))).concat(told.length === 0 ? [] : []).length > 0
    ? rows.filter((x) => told.every((w) => x.fullName.toLowerCase().includes(w.toLowerCase())))
    : rows);
  const e: Extract<Expect, { kind: 'pieces' }> = { kind: 'pieces', brand: brandBySlug(f.brandSlug).name, model: f.model };
  if (f.ref && p.reference && f.ref[p.reference] && r.chance(0.6)) { words = r.pick(f.ref[p.reference]!); e.reference = p.reference; }
  const house = f.bare && r.chance(0.4) ? '' : r.pick(f.houseSay);
  const isWatch = p.category === 'watches';
  const bits: string[] = [];
  for (const k of ['colour', 'material', 'size', 'budget'].filter(() => r.chance(0.4))) {
    if (k === 'colour') {
      const fam = colourFamilyOf(p.color).find((c) => COLOUR_SAY[c]);
      if (!fam) continue;
      e.colour = fam;
      const w = r.pick(COLOUR_SAY[fam]!);
      bits.push(isWatch ? `${w} dial` : w);
    } else if (k === 'material') {
      const fam = materialFamilyOf({ materials: p.materials, full_name: p.fullName }).find((m) => MATERIAL_SAY[m]);
      if (!fam) continue;
      e.material = fam;
      bits.push(`in ${r.pick(MATERIAL_SAY[fam]!)}`);
    } else if (k === 'size') {
      const s = sizeOf(p);
      if (!s) continue;
      e.size = s;
      bits.push(/^[A-Z]+$/.test(s) ? s : isWatch ? `${s}mm` : `size ${s}`);
    } else {
      const b = budget(p.marketPrice);
      e.maxUsd = b.maxUsd;
      bits.push(b.text);
    }
  }
  const order = r.chance(0.5) ? [...bits.filter((b) => !b.startsWith('in ')), `${house} ${words}`, ...bits.filter((b) => b.startsWith('in '))] : [`${house} ${words}`, ...bits];
  add('find_pieces', r.pick(FRAMES)(order.join(' ')), e);
}

// A second batch, written to be harder: chatty leads, three or four constraints, sizes and budgets in other forms.
const CHATTY = [
  (x: string) => `hello! my budget is tight but I'd really like a ${x}`, (x: string) => `so… is there any ${x} on patina right now`,
  (x: string) => `for our anniversary: ${x}`, (x: string) => `pls help me find ${x}`, (x: string) => `${x}, preferably soon`,
  (x: string) => `Quiero un ${x}`, (x: string) => `je cherche ${x}`, (x: string) => `any luck with a ${x}?`, (x: string) => `I saw a ${x} somewhere, do you carry one`,
  (x: string) => `need ${x} asap`, (x: string) => `${x} wanted`, (x: string) => `hi i'm trying to buy ${x}`,
];
const COLOUR2: Record<string, string[]> = { black: ['zwart', 'negra', 'nera'], blue: ['navy blue', 'azul', 'blauw'], white: ['blanca', 'wit'], red: ['rosso', 'vermelho'],
  green: ['verde'], grey: ['gris', 'cinza'], pink: ['rosa'], brown: ['marrone'], silver: ['argento'], beige: ['beige'] };
const MATERIAL2: Record<string, string[]> = { steel: ['stainless', 'oystersteel', 'SS'], 'rose gold': ['everose', 'RG', 'oro rosa'], 'yellow gold': ['YG', 'oro giallo'],
  'white gold': ['WG', 'oro bianco'], platinum: ['platino', 'pt950'], titanium: ['titane'], ceramic: ['keramik'], togo: ['togo'], epsom: ['epsom'], caviar: ['caviar'],
  lambskin: ['lamb'], canvas: ['toile'] };
for (let i = 0; i < 130; i++) {
  const f = r.pick(FAMILIES);
  const rows = catalogue.filter((p) => p.brandSlug === f.brandSlug && p.model.toLowerCase().includes(f.model.toLowerCase()));
  if (rows.length === 0) continue;
  const words = r.pick(f.say);
  const own = (w: string) => rows.some((p) => p.fullName.toLowerCase().includes(w.toLowerCase()));
  const told = words.split(' ').filter(own);
  const fitting = rows.filter((x) => told.every((w) => x.fullName.toLowerCase().includes(w.toLowerCase())));
  const p = r.pick(fitting.length > 0 ? fitting : rows);
  const e: Extract<Expect, { kind: 'pieces' }> = { kind: 'pieces', brand: brandBySlug(f.brandSlug).name, model: f.model };
  const isWatch = p.category === 'watches';
  const bits: string[] = [];
  for (const k of ['colour', 'material', 'size', 'budget'].filter(() => r.chance(0.6))) {
    if (k === 'colour') {
      const fam = colourFamilyOf(p.color).find((c) => COLOUR2[c]);
      if (!fam) continue;
      e.colour = fam;
      bits.push(isWatch ? `${r.pick(COLOUR2[fam]!)} face` : r.pick(COLOUR2[fam]!));
    } else if (k === 'material') {
      const fam = materialFamilyOf({ materials: p.materials, full_name: p.fullName }).find((m) => MATERIAL2[m]);
      if (!fam) continue;
      e.material = fam;
      bits.push(r.pick(MATERIAL2[fam]!));
    } else if (k === 'size') {
      const sz = sizeOf(p);
      if (!sz) continue;
      e.size = sz;
      bits.push(/^[A-Z]+$/.test(sz) ? sz.toLowerCase() : isWatch ? `${sz} mm` : `${sz}cm`);
    } else {
      const b = budget(p.marketPrice);
      e.maxUsd = b.maxUsd;
      bits.push(b.text);
    }
  }
  const house = r.chance(0.3) ? r.pick(f.houseSay).toLowerCase() : r.pick(f.houseSay);
  add('find_pieces', r.pick(CHATTY)([`${house} ${words.toLowerCase()}`, ...bits].join(r.pick([' ', ', ']))), e);
}

const PRICE_FRAMES = [
  (n: string) => `what did the ${n} sell for`, (n: string) => `price history of ${n}`, (n: string) => `how much is a ${n} worth`, (n: string) => `${n} market value`,
  (n: string) => `recent sales ${n}`, (n: string) => `what is the going rate for a ${n}`, (n: string) => `are ${n} prices going up`, (n: string) => `last sold price ${n}`,
  (n: string) => `what's the resale value of a ${n}`, (n: string) => `price trend for the ${n}`,
];
for (let i = 0; i < 110; i++) {
  const f = r.pick(FAMILIES);
  const rows = catalogue.filter((p) => p.brandSlug === f.brandSlug && p.model.toLowerCase().includes(f.model.toLowerCase()));
  if (rows.length === 0) continue;
  const p = r.pick(rows);
  const byRef = p.reference && r.chance(0.3);
  const name = byRef ? `${p.reference}` : `${r.pick(f.houseSay)} ${r.pick(f.say)}`;
  add('price_history', r.pick(PRICE_FRAMES)(name), { kind: 'price', brand: brandBySlug(f.brandSlug).name, model: f.model, ...(byRef ? { reference: p.reference! } : {}) });
}

const POLICY: { urls: string[]; quote?: string; asks: string[] }[] = [
  { urls: ['/terms#selling'], quote: 'fees', asks: ['what are the selling fees', 'how much commission do you take', 'seller fee?', 'do I pay anything to list', 'what does it cost to sell on patina'] },
  { urls: ['/terms#shipping', '/terms#buying'], quote: 'inspection period', asks: ['how long is the inspection period', 'inspection window?', 'how much time to inspect my purchase'] },
  { urls: ['/terms#escrow', '/terms#buying'], quote: 'escrow', asks: ['how does escrow work', 'when does the seller get paid', 'where is my money held', 'is my payment safe'] },
  { urls: ['/terms#escrow'], quote: 'not delivered', asks: ['what if my item is never delivered', 'seller never sent it, refund?', 'what happens when an order is not delivered'] },
  { urls: ['/terms#authentication'], quote: 'expert', asks: ['how do you authenticate', 'are items checked for fakes', 'who authenticates the watches', 'is it genuine'] },
  { urls: ['/terms#authentication'], quote: 'refund', asks: ['what if it turns out to be fake later', 'refund if counterfeit?'] },
  { urls: ['/terms#shipping'], quote: 'insured', asks: ['how does shipping work', 'is shipping insured', 'do you ship worldwide'] },
  { urls: ['/terms#shipping'], quote: 'final', asks: ['return policy', 'can I return an item', 'do you accept returns'] },
  { urls: ['/terms#membership'], asks: ['how do I become a member', 'membership rules', 'can I have two accounts'] },
  { urls: ['/terms#fine-living'], quote: '18', asks: ['age limit for wine', 'do I need to be 18 to buy cigars', 'why the age gate'] },
  { urls: ['/privacy#data-we-collect', '/privacy#purposes'], asks: ['what data do you keep about me', 'what information do you collect'] },
  { urls: ['/privacy#sharing'], quote: 'never sell', asks: ['do you sell my data', 'who sees my personal data'] },
  { urls: ['/privacy#cookies'], asks: ['what cookies do you use', 'do you track me with cookies'] },
  { urls: ['/terms#auctions'], asks: ['can I cancel a bid', 'what is a reserve price', 'how do auctions work'] },
  { urls: ['/terms#suspension'], asks: ['how do I close my account', 'delete my account'] },
  { urls: ['/terms#content'], quote: 'passport', asks: ['what is a passport', 'digital passport meaning'] },
  { urls: ['/terms#marketplace'], quote: 'US dollars', asks: ['which currency do you charge in', 'are prices in dollars'] },
  { urls: ['/terms#selling'], quote: 'fees', asks: ['percentage you keep from a sale', 'is selling free', 'commission on watches?'] },
  { urls: ['/terms#shipping', '/terms#buying'], quote: 'inspection period', asks: ['how many days do I get to look the item over', 'window for complaints after it arrives'] },
  { urls: ['/terms#escrow'], quote: 'not delivered', asks: ['the seller never shipped, what now', 'what if the courier loses it and it never arrives'] },
  { urls: ['/terms#authentication'], quote: 'expert', asks: ['who examines the bags', 'are pieces inspected by specialists', 'how can I trust it is authentic'] },
  { urls: ['/privacy#retention'], asks: ['how long do you store my data', 'when do you delete old orders'] },
  { urls: ['/privacy#rights'], asks: ['I want a copy of everything you hold on me', 'right to be forgotten'] },
  { urls: ['/terms#disputes'], asks: ['what if I disagree with the seller', 'dispute process'] },
  { urls: ['/terms#auctions'], asks: ['can I undo a bid', 'is there a buy it now price on lots'] },
  { urls: ['/terms#membership'], asks: ['requirements to join', 'do I need an account to buy'] },
];
for (const t of POLICY) for (const a of t.asks) {
  add('policy', a, { kind: 'policy', urls: t.urls, ...(t.quote ? { quote: t.quote } : {}) });
  add('policy', `${a}?`, { kind: 'policy', urls: t.urls, ...(t.quote ? { quote: t.quote } : {}) });
}

const OWN: { intent: Case['intent']; page: string; asks: string[] }[] = [
  { intent: 'my_orders', page: '/profile/buying', asks: ['where is my order', 'my orders', 'has my bag shipped', 'when will my watch arrive', 'order status', 'when is my payment released to the seller for my order', 'when does my inspection period end', 'what did I buy', 'track my parcel', 'did my order pass authentication', 'my purchases'] },
  { intent: 'my_bids', page: '/auctions', asks: ['am I winning', 'my bids', 'was I outbid', 'did I win the lot', 'auctions I bid on'] },
  { intent: 'my_offers', page: '/profile/buying', asks: ['my offers', 'was my offer accepted', 'did the seller counter my offer', 'pending offers'] },
  { intent: 'my_listings', page: '/profile/selling', asks: ['my listings', 'is my listing live', 'what am I selling', 'my pieces in review'] },
  { intent: 'my_wishlist', page: '/wishlist', asks: ['my wishlist', 'what did I save', 'price drops on my saved items', 'show my favorites'] },
];
for (const o of OWN) for (const a of o.asks) { add(o.intent, a, { kind: 'own', page: o.page }); add(o.intent, `${a}?`, { kind: 'own', page: o.page }); add(o.intent, `please, ${a}`, { kind: 'own', page: o.page }); }

const PERSON = ['talk to a human', 'can I speak to someone', 'I want the concierge', 'real person please', 'contact support', 'let me talk to an agent'];
for (const p of PERSON) { add('concierge', p, { kind: 'concierge' }); add('concierge', `${p}!`, { kind: 'concierge' }); }
const SOURCING = [(n: string) => `can you source a ${n}`, (n: string) => `can you find me a ${n} that is not on the site`, (n: string) => `please look for a ${n} for me, I can wait`,
  (n: string) => `I'd like you to source a ${n}`, (n: string) => `could you hunt for a ${n}`, (n: string) => `sourcing request: ${n}`, (n: string) => `let me know when a ${n} becomes available`];
for (let i = 0; i < 60; i++) { const f = r.pick(FAMILIES); add('concierge', r.pick(SOURCING)(`${r.pick(f.houseSay)} ${r.pick(f.say)}`), { kind: 'concierge' }); }

const CHAT = ['hi', 'hello', 'hey', 'good afternoon', 'bonjour', 'ciao', 'thanks', 'thank you', 'cheers', 'who are you', 'what can you help with', 'how are you',
  'what is the weather today', 'tell me something funny', 'what is the time', 'who won the election', 'what is the price of oil', 'how much is a pizza', 'write an essay',
  'where is my phone', 'what is ethereum worth', 'best pizza in rome', 'are you human', 'ok thanks bye', 'how much does a house cost in paris', 'what is 2 plus 2'];
for (const c of CHAT) { add('greeting', c, { kind: 'chat' }); add('greeting', `${c}?`, { kind: 'chat' }); }

const seen = new Set<string>();
const unique = out.filter((c) => (seen.has(c.text.toLowerCase()) ? false : (seen.add(c.text.toLowerCase()), true)));
const file = fileURLToPath(new URL('./questions.jsonl', import.meta.url));
fs.writeFileSync(file, `${unique.map((c) => JSON.stringify(c)).join('\n')}\n`);
const counts = new Map<string, number>();
for (const c of unique) counts.set(c.intent, (counts.get(c.intent) ?? 0) + 1);
console.log(`${unique.length} tuning questions -> ${file}`, Object.fromEntries(counts));
