/**
 * Issue #39 §2: builds the HELD-OUT set (bench/assistant/heldout/questions.jsonl). Written
 * before the assistant was changed, with sentence frames, spellings, nicknames, languages and
 * budget forms of its own; nothing here is shared with bench/assistant/tuning/ or
 * src/shared/assistant/training.tsv. Never tune on it: the evaluation prints only its
 * aggregate figures. Pieces are drawn from the demo catalogue the evaluation seeds (2,000
 * products, the default seed), so every constraint asked is one a listed piece meets.
 *
 *   npx tsx bench/assistant/heldout/build.ts
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoProductsFor } from '../../../src/server/demo/generate-products.js';
import { brandBySlug } from '../../../src/server/demo/brands.js';
import { colourFamilyOf, materialFamilyOf, rng, roundBudget, sizeOf, type Case, type Expect } from '../cases.js';

const r = rng(39_2_0001);
const catalogue = demoProductsFor(2000);
const out: Case[] = [];
const add = (intent: Case['intent'], text: string, expect: Expect) => out.push({ intent, text: text.replace(/\s+/g, ' ').trim(), expect });

// ---------------------------------------------------------------- find_pieces (held-out frames)
interface Family { brandSlug: string; model: string; say: string[]; houseSay: string[]; omitHouse?: boolean; ref?: Record<string, string[]> }
const FAMILIES: Family[] = [
  { brandSlug: 'rolex', model: 'Submariner', say: ['submariner', 'sub', 'Submariner'], houseSay: ['Rolex', 'rolex', 'ROLEX', 'rolx'], omitHouse: true },
  { brandSlug: 'rolex', model: 'GMT-Master II', say: ['gmt master ii', 'GMT-Master 2', 'gmt master'], houseSay: ['Rolex', 'rolex'], ref: { '126710BLRO': ['pepsi'], '126710BLNR': ['batman'], '126711CHNR': ['root beer'] } },
  { brandSlug: 'rolex', model: 'Cosmograph Daytona', say: ['daytona', 'Daytona', 'cosmograph daytona'], houseSay: ['Rolex', 'rollex'], omitHouse: true },
  { brandSlug: 'rolex', model: 'Datejust', say: ['datejust', 'date-just', 'DJ'], houseSay: ['Rolex', 'rolex'] },
  { brandSlug: 'rolex', model: 'Day-Date', say: ['day date', 'Day-Date', 'president'], houseSay: ['Rolex'] },
  { brandSlug: 'rolex', model: 'Explorer', say: ['explorer', 'Explorer'], houseSay: ['Rolex', 'rolex'] },
  { brandSlug: 'omega', model: 'Speedmaster', say: ['speedy', 'speedmaster', 'moonwatch', 'Speedy'], houseSay: ['Omega', 'omega', 'OMEGA'] },
  { brandSlug: 'omega', model: 'Seamaster', say: ['seamaster', 'Seamaster'], houseSay: ['Omega', 'omega'] },
  { brandSlug: 'patek-philippe', model: 'Nautilus', say: ['nautilus', 'Nautilus', 'naut'], houseSay: ['Patek', 'patek philippe', 'PP', 'Patek Phillipe'], omitHouse: true },
  { brandSlug: 'patek-philippe', model: 'Aquanaut', say: ['aquanaut', 'Aquanaut'], houseSay: ['Patek', 'patek'], omitHouse: true },
  { brandSlug: 'audemars-piguet', model: 'Royal Oak', say: ['royal oak', 'Royal Oak', 'RO'], houseSay: ['AP', 'Audemars', 'audemars piguet'] },
  { brandSlug: 'cartier', model: 'Santos', say: ['santos', 'Santos'], houseSay: ['Cartier', 'cartier'] },
  { brandSlug: 'cartier', model: 'Tank', say: ['tank', 'Tank'], houseSay: ['Cartier', 'cartier'] },
  { brandSlug: 'tudor', model: 'Black Bay', say: ['black bay', 'BB'], houseSay: ['Tudor', 'tudor'] },
  { brandSlug: 'jaeger-lecoultre', model: 'Reverso', say: ['reverso'], houseSay: ['JLC', 'Jaeger-LeCoultre'], omitHouse: true },
  { brandSlug: 'hermes', model: 'Birkin', say: ['birkin', 'Birkin', 'BK'], houseSay: ['Hermès', 'hermes', 'Hermes', 'HERMES'], omitHouse: true },
  { brandSlug: 'hermes', model: 'Kelly', say: ['kelly', 'Kelly'], houseSay: ['Hermès', 'hermes'], omitHouse: true },
  { brandSlug: 'hermes', model: 'Constance', say: ['constance', 'Constance'], houseSay: ['Hermès', 'hermes'] },
  { brandSlug: 'hermes', model: 'Evelyne', say: ['evelyne', 'Evelyne'], houseSay: ['Hermès', 'hermes'] },
  { brandSlug: 'chanel', model: 'Classic Flap', say: ['classic flap', 'Classic Flap', 'timeless flap'], houseSay: ['Chanel', 'chanel', 'channel'] },
  { brandSlug: 'chanel', model: 'Boy Bag', say: ['boy bag', 'Boy'], houseSay: ['Chanel', 'chanel'] },
  { brandSlug: 'chanel', model: 'Wallet on Chain', say: ['woc', 'WOC', 'wallet on chain'], houseSay: ['Chanel', 'chanel'] },
  { brandSlug: 'louis-vuitton', model: 'Neverfull', say: ['neverfull', 'Neverfull'], houseSay: ['LV', 'Louis Vuitton', 'louis vitton'], omitHouse: true },
  { brandSlug: 'louis-vuitton', model: 'Speedy', say: ['speedy', 'Speedy'], houseSay: ['LV', 'Louis Vuitton'] },
  { brandSlug: 'louis-vuitton', model: 'Alma', say: ['alma', 'Alma'], houseSay: ['LV', 'Louis Vuitton'] },
  { brandSlug: 'dior', model: 'Lady Dior', say: ['lady dior', 'Lady Dior'], houseSay: ['Dior'], omitHouse: true },
  { brandSlug: 'dior', model: 'Saddle', say: ['saddle', 'saddle bag'], houseSay: ['Dior', 'dior'] },
  { brandSlug: 'goyard', model: 'Saint Louis', say: ['st louis', 'saint louis', 'St. Louis'], houseSay: ['Goyard', 'goyard'] },
  { brandSlug: 'cartier', model: 'Love Bracelet', say: ['love bracelet', 'love bangle', 'LOVE bracelet'], houseSay: ['Cartier', 'cartier'] },
  { brandSlug: 'cartier', model: 'Juste un Clou', say: ['juste un clou', 'JUC', 'nail bracelet'], houseSay: ['Cartier'] },
  { brandSlug: 'van-cleef-arpels', model: 'Alhambra', say: ['alhambra', 'Alhambra'], houseSay: ['VCA', 'Van Cleef', 'van cleef & arpels'], omitHouse: true },
  { brandSlug: 'bulgari', model: 'Serpenti', say: ['serpenti', 'Serpenti'], houseSay: ['Bulgari', 'Bvlgari', 'bulgary'] },
];

const COLOUR_SAY: Record<string, string[]> = {
  black: ['black', 'noir', 'negro', 'nero', 'schwarz'], blue: ['blue', 'azul', 'bleu', 'blu', 'blau'], white: ['white', 'blanco', 'bianco', 'weiss', 'blanc'],
  red: ['red', 'rojo', 'rosso', 'rouge'], green: ['green', 'verde', 'vert', 'grün'], grey: ['grey', 'gray', 'gris', 'grigio'],
  pink: ['pink', 'rosa'], brown: ['brown', 'marron'], silver: ['silver', 'plata', 'argent'], beige: ['beige'],
};
const MATERIAL_SAY: Record<string, string[]> = {
  steel: ['steel', 'stainless', 'acero', 'acier', 'stainless steel', 'SS'], 'rose gold': ['rose gold', 'everose', 'oro rosa', 'or rose', 'RG'],
  'yellow gold': ['yellow gold', 'oro amarillo', 'YG', 'or jaune'], 'white gold': ['white gold', 'oro blanco', 'WG', 'or gris'],
  platinum: ['platinum', 'platino', 'platine'], titanium: ['titanium', 'titanio', 'titane'], ceramic: ['ceramic', 'cerámica'],
  togo: ['togo'], epsom: ['epsom', 'Epsom'], caviar: ['caviar'], lambskin: ['lambskin', 'lamb'], canvas: ['canvas', 'toile'],
};

/** A round budget at least 30 % above the piece's market price, in the currency asked. */
function budget(usdCents: number): { text: string; maxUsd: number } {
  const cur = r.pick(['USD', 'USD', 'USD', 'EUR', 'EUR', 'GBP', 'NONE', 'NONE']);
  const { n, k, maxUsd } = roundBudget(usdCents, cur, 1.3);
  const grouped = n.toLocaleString('en-US');
  const euro = n.toLocaleString('de-DE');
  const forms: Record<string, string[]> = {
    USD: [`no more than $${grouped}`, `under ${k}k usd`, `max ${n} dollars`, `${k}k max`, `budget is $${grouped}`, `for ≤ $${n}`, `up to ${k} grand`],
    EUR: [`below €${grouped}`, `under ${euro} €`, `max ${k}k eur`, `hasta ${euro} euros`, `moins de ${n} €`, `unter ${euro} EUR`],
    GBP: [`under £${grouped}`, `less than ${k}k gbp`, `£${k}k tops`, `no more than ${n} pounds`],
    NONE: [`under ${k}k`, `below ${grouped}`, `budget ${k}k`, `less than ${k}k`, `${k}k or less`],
  };
  return { text: r.pick(forms[cur]!), maxUsd };
}


const LEADS = ['', '', 'hunting for a ', 'in the market for a ', 'wanted: ', 'does anyone here sell a ', 'would love a ', 'my husband wants a ', 'on the lookout for a ',
  'need a ', 'got a ', 'any chance of a ', 'trying to track a ', 'pls find ', 'seeking ', 'what ', 'is there one ', 'id like a '];
const TAILS = ['', '', '?', ' pls', ' — anything?', ', what have you got', ' available?', ' in stock?', ' on here?', ' thx', '??', ' for my birthday'];

function findCase(f: Family): void {
  const rows = catalogue.filter((p) => p.brandSlug === f.brandSlug && p.model.toLowerCase().includes(f.model.toLowerCase()));
  if (rows.length === 0) return;
  const p = r.pick(rows);
  const brand = brandBySlug(f.brandSlug).name;
  const e: Extract<Expect, { kind: 'pieces' }> = { kind: 'pieces', brand, model: f.model };
  let modelWords = r.pick(f.say);
  if (f.ref && p.reference && f.ref[p.reference] && r.chance(0.6)) {
    modelWords = r.pick(f.ref[p.reference]!);
    e.reference = p.reference;
  }
  const house = f.omitHouse && r.chance(0.45) ? '' : r.pick(f.houseSay);
  const bits: string[] = [];
  const want = r.pick([0, 1, 1, 2, 2, 3]);
  const kinds = ['colour', 'material', 'size', 'budget'].sort(() => r.next() - 0.5).slice(0, want);
  const isWatch = p.category === 'watches';
  for (const k of kinds) {
    if (k === 'colour') {
      const fam = colourFamilyOf(p.color).find((c) => COLOUR_SAY[c]);
      if (!fam) continue;
      e.colour = fam;
      const w = r.pick(COLOUR_SAY[fam]!);
      bits.push(isWatch ? r.pick([`${w} dial`, `with a ${w} dial`, `dial ${w}`]) : r.pick([w, `in ${w}`, `colour ${w}`]));
    } else if (k === 'material') {
      const fam = materialFamilyOf({ materials: p.materials, full_name: p.fullName }).find((m) => MATERIAL_SAY[m]);
      if (!fam) continue;
      e.material = fam;
      const w = r.pick(MATERIAL_SAY[fam]!);
      bits.push(r.pick([w, `in ${w}`, `${w} version`]));
    } else if (k === 'size') {
      const s = sizeOf(p);
      if (!s) continue;
      e.size = s;
      bits.push(/^[A-Z]+$/.test(s) ? r.pick([s, `size ${s}`, s.toLowerCase()]) : isWatch ? r.pick([`${s}mm`, `${s} mm`, `${s}mm case`]) : r.pick([`${s}`, `size ${s}`, `${s}cm`]));
    } else {
      const b = budget(p.marketPrice);
      e.maxUsd = b.maxUsd;
      bits.push(b.text);
    }
  }
  // A size written after a bag's model reads as the collectors write it ('birkin 30').
  const sizeFirst = e.size && !isWatch && /^\d/.test(e.size) && r.chance(0.5);
  const named = sizeFirst ? `${house} ${modelWords} ${e.size}`.trim() : `${house} ${modelWords}`.trim();
  const rest = sizeFirst ? bits.filter((b) => !b.includes(e.size!)) : bits;
  const joined = rest.length === 0 ? '' : r.chance(0.5) ? ` ${rest.join(' ')}` : `, ${rest.join(', ')}`;
  add('find_pieces', `${r.pick(LEADS)}${named}${joined}${r.pick(TAILS)}`, e);
}
for (let i = 0; i < 160; i++) findCase(r.pick(FAMILIES));

// ---------------------------------------------------------------- price_history
const PRICE_FRAMES = [
  (n: string) => `what's a ${n} going for these days`,
  (n: string) => `how have ${n} prices moved`,
  (n: string) => `${n} — recent results?`,
  (n: string) => `is the ${n} appreciating`,
  (n: string) => `cuánto vale un ${n}`,
  (n: string) => `what would I pay for a ${n} on the secondary market`,
  (n: string) => `average selling price ${n}`,
  (n: string) => `what did ${n} fetch lately`,
  (n: string) => `${n} valuation pls`,
  (n: string) => `${n}: what are they trading at`,
  (n: string) => `realised prices for ${n}`,
  (n: string) => `how much do ${n}s resell for`,
  (n: string) => `is ${n} holding value`,
  (n: string) => `last hammer price ${n}`,
];
const PRICE_FAMILIES = FAMILIES.filter((f) => !['Speedy', 'Boy Bag'].includes(f.model));
for (let i = 0; i < 110; i++) {
  const f = r.pick(PRICE_FAMILIES);
  const rows = catalogue.filter((p) => p.brandSlug === f.brandSlug && p.model.toLowerCase().includes(f.model.toLowerCase()));
  if (rows.length === 0) continue;
  const p = r.pick(rows);
  const brand = brandBySlug(f.brandSlug).name;
  const byRef = p.reference && r.chance(0.35);
  const name = byRef ? r.pick([`${p.reference}`, `ref ${p.reference}`, `${r.pick(f.houseSay)} ${p.reference}`]) : `${r.pick(f.houseSay)} ${r.pick(f.say)}`;
  add('price_history', r.pick(PRICE_FRAMES)(name), { kind: 'price', brand, model: f.model, ...(byRef ? { reference: p.reference! } : {}) });
}

// ---------------------------------------------------------------- policy
const POLICY: { urls: string[]; quote?: string; asks: string[] }[] = [
  { urls: ['/terms#selling'], quote: 'fees', asks: ['what cut do you take when I sell', 'seller commission rate?', 'how much does patina charge sellers', 'are there listing fees', 'whats the take rate for sellers', 'do sellers pay a fee on each sale', 'fees for selling a bag'] },
  { urls: ['/terms#shipping', '/terms#buying'], quote: 'inspection period', asks: ['how long do I have to inspect a piece once it arrives', 'inspection window length?', 'how many days to check my item after delivery', 'what is the inspection period', 'time limit to report a problem after delivery'] },
  { urls: ['/terms#escrow', '/terms#buying'], quote: 'escrow', asks: ['who holds my money until the bag arrives', 'explain escrow to me', 'is the payment held somewhere until delivery', 'when does a seller receive the funds', 'how is the buyer’s money protected'] },
  { urls: ['/terms#escrow'], quote: 'not delivered', asks: ['what happens if the seller never ships my order', 'seller didnt send the item, do I get refunded?', 'what if my purchase never arrives', 'if the parcel is never delivered what happens to my money'] },
  { urls: ['/terms#authentication'], quote: 'expert', asks: ['how do you verify a watch is genuine', 'who checks the pieces are not counterfeit', 'is everything authenticated before shipping', 'how are bags authenticated', 'do experts inspect each item'] },
  { urls: ['/terms#authentication'], quote: 'refund', asks: ['what if a bag turns out to be a replica later', 'you sold me a fake, what now', 'if the brand says my watch is not genuine do I get my money back'] },
  { urls: ['/terms#shipping'], quote: 'insured', asks: ['is delivery insured', 'how are items shipped', 'do you ship tracked and insured', 'how does the piece get to me'] },
  { urls: ['/terms#shipping'], quote: 'final', asks: ['can I return something I changed my mind on', 'whats the returns policy', 'are sales final', 'can I send back a bag I dont like'] },
  { urls: ['/terms#membership'], asks: ['who can become a member', 'how do I get into the club', 'is there a minimum age to open an account', 'can I share my account with my wife', 'membership requirements?'] },
  { urls: ['/terms#fine-living'], quote: '18', asks: ['can I buy wine if I am 17', 'age limit for cigars', 'why do you ask my age for champagne', 'is there an age check for alcohol'] },
  { urls: ['/privacy#data-we-collect', '/privacy#purposes'], asks: ['what personal information do you store about me', 'what data do you collect', 'do you keep my date of birth'] },
  { urls: ['/privacy#sharing'], quote: 'never sell', asks: ['do you sell my data to advertisers', 'who do you share my details with', 'is my address given to third parties'] },
  { urls: ['/privacy#retention'], asks: ['how long do you keep my messages', 'data retention period?', 'how long are order records kept'] },
  { urls: ['/privacy#cookies'], asks: ['do you use tracking cookies', 'cookie policy?', 'what cookies does the site set'] },
  { urls: ['/privacy#rights'], asks: ['can I get a copy of my data', 'how do I get my personal data erased', 'gdpr request, where?'] },
  { urls: ['/terms#auctions'], asks: ['can I retract a bid', 'what happens if the reserve is not met', 'can a seller bid on his own lot', 'how does buy now work on auctions', 'rules for bidding'] },
  { urls: ['/terms#suspension'], asks: ['how can I delete my account', 'close my patina account, how?', 'can you ban my account'] },
  { urls: ['/terms#content'], quote: 'passport', asks: ['what is a digital passport', 'does the passport transfer when I buy', 'what does the piece passport record'] },
  { urls: ['/terms#disputes'], asks: ['how are disputes between buyer and seller resolved', 'I have a dispute with a seller, what is the process', 'which law governs the terms'] },
  { urls: ['/terms#marketplace'], quote: 'US dollars', asks: ['what currency are prices in', 'am I charged in euros or dollars', 'are prices in USD'] },
  { urls: ['/terms#buying'], asks: ['are offers binding', 'if the seller accepts my offer do I have to pay', 'when is my card charged for a purchase'] },
];
const POLICY_WRAP = [(q: string) => q, (q: string) => `${q}?`, (q: string) => `quick question: ${q}`, (q: string) => `hi, ${q}`, (q: string) => q.toUpperCase().slice(0, 1) + q.slice(1), (q: string) => `${q} thanks`];
for (const topic of POLICY) for (const ask of topic.asks) {
  add('policy', r.pick(POLICY_WRAP)(ask), { kind: 'policy', urls: topic.urls, ...(topic.quote ? { quote: topic.quote } : {}) });
  add('policy', r.pick(POLICY_WRAP)(ask), { kind: 'policy', urls: topic.urls, ...(topic.quote ? { quote: topic.quote } : {}) });
}

// ---------------------------------------------------------------- the member's own data
const OWN: { intent: Case['intent']; page: string; asks: string[] }[] = [
  { intent: 'my_orders', page: '/profile/buying', asks: ['when is my escrow released', 'has the kelly I bought shipped yet', 'any update on my purchase', 'where is the watch I paid for', 'did my order clear authentication', 'tracking for my last order?', 'when will I get the bag I bought', 'what did I purchase last month', 'list everything I bought', 'status of my recent order', 'is my order on its way', 'my package hasnt come', 'what orders do I have open', 'has my payment for the order gone through', 'show me what I ordered', 'when does the inspection period on my order end', 'my purchase history pls', 'i bought a rolex, where is it', 'did the seller send my order', 'order update?'] },
  { intent: 'my_bids', page: '/auctions', asks: ['am I still top bidder', 'how are my bids doing', 'did someone outbid me on the daytona lot', 'which lots am I winning', 'show the auctions I have bid on', 'my current bids', 'am I leading anywhere', 'did I win the auction last night', 'whats my highest bid', 'lots where I placed a bid'] },
  { intent: 'my_offers', page: '/profile/buying', asks: ['did anyone accept my offer', 'what offers have I sent', 'any counter offers on my offers', 'is my offer on the birkin still pending', 'the offer I made yesterday, any reply', 'offers I have out', 'my open offers', 'has the seller countered me', 'show my offers', 'status of offers I made'] },
  { intent: 'my_listings', page: '/profile/selling', asks: ['is my listing approved yet', 'how many things am I selling', 'which of my pieces are still in review', 'show my listings', 'my items for sale', 'did my submission pass review', 'listings I have in draft', 'what have I listed', 'is my watch live on the site', 'status of the pieces I am selling'] },
  { intent: 'my_wishlist', page: '/wishlist', asks: ['show the pieces I saved', 'what is on my wish list', 'did anything on my wishlist drop in price', 'my favourites', 'open my saved items', 'list what I hearted', 'any price cuts on things I saved', 'how many items are in my wishlist', 'my wishlist', 'saved pieces please'] },
];
const OWN_WRAP = [(q: string) => q, (q: string) => `${q}?`, (q: string) => `hey, ${q}`, (q: string) => `can you check: ${q}`, (q: string) => `${q} please`];
for (const o of OWN) {
  const times = o.intent === 'my_orders' ? 3 : 3;
  for (const ask of o.asks) for (let i = 0; i < times; i++) add(o.intent, r.pick(OWN_WRAP)(ask), { kind: 'own', page: o.page });
}

// ---------------------------------------------------------------- concierge: a person, or sourcing a piece
const PERSON = ['I would like to speak with a human being', 'put me through to a real person', 'is there a person I can talk to', 'get me an agent', 'I need help from your team', 'can a member of staff call me', 'connect me with the concierge please', 'i want to talk to someone', 'this bot is useless, human please', 'escalate this to a person'];
const SOURCING = [
  (n: string) => `can you source a ${n} for me`,
  (n: string) => `could your team hunt down a ${n}`,
  (n: string) => `please track down a ${n} for me, not in a hurry`,
  (n: string) => `I want you to find me a ${n} that isn't listed`,
  (n: string) => `do you do personal shopping? looking to acquire a ${n}`,
  (n: string) => `can the concierge locate a ${n}`,
  (n: string) => `if a ${n} comes up, can someone reserve it for me`,
  (n: string) => `special request: sourcing a ${n}`,
  (n: string) => `put me on a waiting list for a ${n}`,
];
for (const p of PERSON) for (let i = 0; i < 3; i++) add('concierge', r.pick(OWN_WRAP)(p), { kind: 'concierge' });
for (let i = 0; i < 75; i++) {
  const f = r.pick(FAMILIES);
  add('concierge', r.pick(SOURCING)(`${r.pick(f.houseSay)} ${r.pick(f.say)}`), { kind: 'concierge' });
}

// ---------------------------------------------------------------- small talk and out of scope
const CHAT = ['hey there', 'good morning!', 'hola que tal', 'buongiorno', 'guten tag', 'thx', 'thanks a lot', 'ok cool', 'lol', 'great, thank you!', 'bye', 'good night',
  'how is your day going', 'tell me a joke', 'are you a bot', 'what is your name', 'you are great', 'who made you', 'what can you do?', 'what is the weather in paris',
  'who won the football last night', 'write me a poem about summer', 'what is 17 times 23', 'recommend a restaurant in milan', 'what is bitcoin trading at',
  'how much is a flight to tokyo', 'what is the price of gold per ounce today', 'my cat is sick what should I do', 'where is my umbrella', 'translate hello into japanese',
  'whats the capital of australia', 'can you help me with my homework', 'how much does a coffee cost in london', 'what time is it in new york', 'sing me a song',
  'who is the president of france', 'do you dream', 'where are you based', 'are you open on sundays', 'i am bored',
  'merci beaucoup', 'yo', 'nice to meet you', 'how old are you', 'what is the meaning of life', 'book me a taxi', 'whats a good movie tonight',
  'cheers mate', 'you are not very clever', 'how do I cook risotto', 'is it going to rain tomorrow', 'what is the stock price of lvmh'];
for (const c of CHAT) for (let i = 0; i < 3; i++) add('greeting', r.pick([(q: string) => q, (q: string) => `${q}?`.replace('??', '?'), (q: string) => `${q}!`.replace('!!', '!'), (q: string) => q.toLowerCase()])(c), { kind: 'chat' });

// One case per text: a frame drawn twice with the same words counts once.
const seen = new Set<string>();
const unique = out.filter((c) => (seen.has(c.text.toLowerCase()) ? false : (seen.add(c.text.toLowerCase()), true)));
const file = fileURLToPath(new URL('./questions.jsonl', import.meta.url));
fs.writeFileSync(file, `${unique.map((c) => JSON.stringify(c)).join('\n')}\n`);
const counts = new Map<string, number>();
for (const c of unique) counts.set(c.intent, (counts.get(c.intent) ?? 0) + 1);
console.log(`${unique.length} held-out questions -> ${file}`, Object.fromEntries(counts));
