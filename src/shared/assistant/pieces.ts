import { BRANDS, brandsIn, priceLimitIn, referencesIn, type PriceLimit } from './entities.js';
import { normalizeQuestion, wordsOf } from './text.js';
import { formatGrouped } from '../text/grouped.js';

/**
 * Issue #39 §2: a request for pieces read as the search box would be asked — the house once,
 * the model (collectors' nicknames read: 'speedy', 'pepsi', 'sub', 'woc'), a reference — and
 * the constraints the search box has no words for, applied to the pieces it returns: a budget
 * in any currency, a material, a size and a colour (with other languages' words for them).
 * Pure: the server's catalogue search runs `query`, then keeps the pieces `fits` accepts.
 */
export interface Nickname {
  /** Normalized words, matched whole. */
  say: string;
  brand: string;
  /** The model as the catalogue names it (searched). */
  model: string;
  reference?: string;
}

/** Collectors' names for models; a name the catalogue uses itself needs no entry. */
export const NICKNAMES: readonly Nickname[] = [
  { say: 'pepsi', brand: 'Rolex', model: 'GMT-Master II', reference: '126710BLRO' },
  { say: 'batman', brand: 'Rolex', model: 'GMT-Master II', reference: '126710BLNR' },
  { say: 'batgirl', brand: 'Rolex', model: 'GMT-Master II', reference: '126710BLNR' },
  { say: 'root beer', brand: 'Rolex', model: 'GMT-Master II', reference: '126711CHNR' },
  { say: 'sprite', brand: 'Rolex', model: 'GMT-Master II', reference: '126720VTNR' },
  { say: 'kermit', brand: 'Rolex', model: 'Submariner', reference: '126610LV' },
  { say: 'starbucks', brand: 'Rolex', model: 'Submariner', reference: '126610LV' },
  { say: 'hulk', brand: 'Rolex', model: 'Submariner' },
  { say: 'subby', brand: 'Rolex', model: 'Submariner' },
  { say: 'subbie', brand: 'Rolex', model: 'Submariner' },
  { say: 'sub', brand: 'Rolex', model: 'Submariner' },
  { say: 'gmt master 2', brand: 'Rolex', model: 'GMT-Master II' },
  { say: 'gmt master ii', brand: 'Rolex', model: 'GMT-Master II' },
  { say: 'gmt master', brand: 'Rolex', model: 'GMT-Master II' },
  { say: 'gmt', brand: 'Rolex', model: 'GMT-Master II' },
  { say: 'daytona', brand: 'Rolex', model: 'Daytona' },
  { say: 'date just', brand: 'Rolex', model: 'Datejust' },
  { say: 'dj', brand: 'Rolex', model: 'Datejust' },
  { say: 'president', brand: 'Rolex', model: 'Day-Date' },
  { say: 'day date', brand: 'Rolex', model: 'Day-Date' },
  { say: 'daydate', brand: 'Rolex', model: 'Day-Date' },
  { say: 'speedy pro', brand: 'Omega', model: 'Speedmaster' },
  { say: 'moonwatch', brand: 'Omega', model: 'Speedmaster' },
  { say: 'moon watch', brand: 'Omega', model: 'Speedmaster' },
  { say: 'speedmaster', brand: 'Omega', model: 'Speedmaster' },
  { say: 'aqua terra', brand: 'Omega', model: 'Seamaster Aqua Terra' },
  { say: 'nautilus', brand: 'Patek Philippe', model: 'Nautilus' },
  { say: 'aquanaut', brand: 'Patek Philippe', model: 'Aquanaut' },
  { say: 'calatrava', brand: 'Patek Philippe', model: 'Calatrava' },
  { say: 'royal oak offshore', brand: 'Audemars Piguet', model: 'Royal Oak Offshore' },
  { say: 'roo', brand: 'Audemars Piguet', model: 'Royal Oak Offshore' },
  { say: 'ro', brand: 'Audemars Piguet', model: 'Royal Oak' },
  { say: 'royal oak', brand: 'Audemars Piguet', model: 'Royal Oak' },
  { say: 'bb58', brand: 'Tudor', model: 'Black Bay Fifty-Eight' },
  { say: 'black bay 58', brand: 'Tudor', model: 'Black Bay Fifty-Eight' },
  { say: 'black bay fifty eight', brand: 'Tudor', model: 'Black Bay Fifty-Eight' },
  { say: 'bb', brand: 'Tudor', model: 'Black Bay' },
  { say: 'reverso', brand: 'Jaeger-LeCoultre', model: 'Reverso' },
  { say: 'juc', brand: 'Cartier', model: 'Juste un Clou' },
  { say: 'nail bracelet', brand: 'Cartier', model: 'Juste un Clou' },
  { say: 'birkin', brand: 'Hermès', model: 'Birkin' },
  { say: 'bk', brand: 'Hermès', model: 'Birkin' },
  { say: 'kelly', brand: 'Hermès', model: 'Kelly' },
  { say: 'constance', brand: 'Hermès', model: 'Constance' },
  { say: 'timeless', brand: 'Chanel', model: 'Classic Flap' },
  { say: 'cf', brand: 'Chanel', model: 'Classic Flap' },
  { say: 'woc', brand: 'Chanel', model: 'Wallet on Chain' },
  { say: 'le boy', brand: 'Chanel', model: 'Boy Bag' },
  { say: 'neverfull', brand: 'Louis Vuitton', model: 'Neverfull' },
  { say: 'nf', brand: 'Louis Vuitton', model: 'Neverfull' },
  { say: 'otg', brand: 'Louis Vuitton', model: 'OnTheGo' },
  { say: 'on the go', brand: 'Louis Vuitton', model: 'OnTheGo' },
  { say: 'lady dior', brand: 'Dior', model: 'Lady Dior' },
  { say: 'alhambra', brand: 'Van Cleef & Arpels', model: 'Alhambra' },
  { say: 'serpenti', brand: 'Bulgari', model: 'Serpenti' },
  // Model names the catalogue uses, so that a model named without its house still finds its house.
  { say: 'submariner', brand: 'Rolex', model: 'Submariner' },
  { say: 'datejust', brand: 'Rolex', model: 'Datejust' },
  { say: 'explorer ii', brand: 'Rolex', model: 'Explorer' },
  { say: 'seamaster', brand: 'Omega', model: 'Seamaster' },
  { say: 'santos', brand: 'Cartier', model: 'Santos' },
  { say: 'tank must', brand: 'Cartier', model: 'Tank' },
  { say: 'panthere', brand: 'Cartier', model: 'Panthère' },
  { say: 'love bracelet', brand: 'Cartier', model: 'Love Bracelet' },
  { say: 'love ring', brand: 'Cartier', model: 'Love Ring' },
  { say: 'juste un clou', brand: 'Cartier', model: 'Juste un Clou' },
  { say: 'black bay', brand: 'Tudor', model: 'Black Bay' },
  { say: 'pelagos', brand: 'Tudor', model: 'Pelagos' },
  { say: 'navitimer', brand: 'Breitling', model: 'Navitimer' },
  { say: 'big bang', brand: 'Hublot', model: 'Big Bang' },
  { say: 'portugieser', brand: 'IWC', model: 'Portugieser' },
  { say: 'big pilot', brand: 'IWC', model: 'Big Pilot' },
  { say: 'evelyne', brand: 'Hermès', model: 'Evelyne' },
  { say: 'picotin', brand: 'Hermès', model: 'Picotin' },
  { say: 'lindy', brand: 'Hermès', model: 'Lindy' },
  { say: 'herbag', brand: 'Hermès', model: 'Herbag' },
  { say: 'classic flap', brand: 'Chanel', model: 'Classic Flap' },
  { say: 'boy bag', brand: 'Chanel', model: 'Boy Bag' },
  { say: 'wallet on chain', brand: 'Chanel', model: 'Wallet on Chain' },
  { say: 'j12', brand: 'Chanel', model: 'J12' },
  { say: 'keepall', brand: 'Louis Vuitton', model: 'Keepall' },
  { say: 'capucines', brand: 'Louis Vuitton', model: 'Capucines' },
  { say: 'pochette metis', brand: 'Louis Vuitton', model: 'Pochette Métis' },
  { say: 'onthego', brand: 'Louis Vuitton', model: 'OnTheGo' },
  { say: 'saddle bag', brand: 'Dior', model: 'Saddle' },
  { say: 'book tote', brand: 'Dior', model: 'Book Tote' },
  { say: 'saint louis', brand: 'Goyard', model: 'Saint Louis' },
  { say: 'st louis', brand: 'Goyard', model: 'Saint Louis' },
  { say: 'st. louis', brand: 'Goyard', model: 'Saint Louis' },
  { say: 'anjou', brand: 'Goyard', model: 'Anjou' },
  { say: 'triomphe', brand: 'Celine', model: 'Triomphe' },
  { say: 'overseas', brand: 'Vacheron Constantin', model: 'Overseas' },
];

const BY_LENGTH = [...NICKNAMES].sort((a, b) => b.say.length - a.say.length);

/** 'speedy' is Omega's Speedmaster on a wrist and Louis Vuitton's Speedy on an arm. */
const SPEEDY_WATCH = /\b(omega|watch|dial|mm|moon|chrono\w*|pro)\b/;

/** Colour families, with other languages' words; each a test on a piece's colour name. */
export const COLOUR_WORDS: Readonly<Record<string, string>> = {
  black: 'black', noir: 'black', noire: 'black', negro: 'black', negra: 'black', nero: 'black', nera: 'black', schwarz: 'black', preto: 'black', zwart: 'black',
  blauw: 'blue', rood: 'red', geel: 'yellow', grijs: 'grey', roze: 'pink', bruin: 'brown',
  blue: 'blue', bleu: 'blue', bleue: 'blue', azul: 'blue', blu: 'blue', blau: 'blue', azzurro: 'blue', navy: 'blue',
  white: 'white', blanc: 'white', blanche: 'white', blanco: 'white', blanca: 'white', bianco: 'white', bianca: 'white', weiss: 'white', branco: 'white', wit: 'white',
  red: 'red', rouge: 'red', rojo: 'red', roja: 'red', rosso: 'red', rossa: 'red', rot: 'red', vermelho: 'red',
  green: 'green', vert: 'green', verte: 'green', verde: 'green', grun: 'green', gruen: 'green', groen: 'green',
  grey: 'grey', gray: 'grey', gris: 'grey', grigio: 'grey', grau: 'grey', cinza: 'grey',
  pink: 'pink', rosa: 'pink', rosado: 'pink', rose: 'pink',
  brown: 'brown', marron: 'brown', braun: 'brown', marrone: 'brown', chocolate: 'brown',
  silver: 'silver', plata: 'silver', argent: 'silver', argento: 'silver', silber: 'silver',
  beige: 'beige', sand: 'beige',
  orange: 'orange', naranja: 'orange', arancione: 'orange',
  yellow: 'yellow', jaune: 'yellow', amarillo: 'yellow', giallo: 'yellow', gelb: 'yellow',
  champagne: 'champagne', purple: 'purple', violet: 'purple', burgundy: 'burgundy',
};
const COLOUR_TEST: Readonly<Record<string, RegExp>> = {
  black: /black|noir|onyx/i, blue: /blue|bleu|navy|azur|cobalt/i, white: /white|blanc|ivory|craie/i, red: /\bred\b|rouge|coquelicot/i,
  green: /green|vert|malachite|kiwi|olive/i, grey: /grey|gray|gris|etain|slate|charcoal/i, pink: /pink|rose sakura|blush/i,
  brown: /brown|chocolate|mocha|chai/i, silver: /silver/i, beige: /beige|etoupe|biscuit|nata/i, orange: /orange/i, yellow: /yellow/i,
  champagne: /champagne/i, purple: /purple|violet/i, burgundy: /burgundy|bordeaux/i,
};

/** Material families, longest phrases first, with other languages' words. */
const MATERIAL_WORDS: readonly [string, string][] = ([
  ['stainless steel', 'steel'], ['all steel', 'steel'], ['oystersteel', 'steel'], ['steel', 'steel'], ['stainless', 'steel'], ['acero', 'steel'], ['acier', 'steel'],
  ['stahl', 'steel'], ['inox', 'steel'], ['ss', 'steel'],
  ['rose gold', 'rose gold'], ['pink gold', 'rose gold'], ['everose', 'rose gold'], ['oro rosa', 'rose gold'], ['or rose', 'rose gold'], ['rotgold', 'rose gold'],
  ['rosegold', 'rose gold'], ['rosegoud', 'rose gold'], ['rg', 'rose gold'],
  ['yellow gold', 'yellow gold'], ['oro amarillo', 'yellow gold'], ['oro giallo', 'yellow gold'], ['or jaune', 'yellow gold'], ['gelbgold', 'yellow gold'], ['yg', 'yellow gold'],
  ['white gold', 'white gold'], ['oro blanco', 'white gold'], ['oro bianco', 'white gold'], ['or blanc', 'white gold'], ['or gris', 'white gold'], ['weissgold', 'white gold'],
  ['weißgold', 'white gold'], ['wg', 'white gold'],
  ['platinum', 'platinum'], ['platino', 'platinum'], ['platine', 'platinum'], ['platin', 'platinum'], ['plat', 'platinum'], ['pt950', 'platinum'],
  ['titanium', 'titanium'], ['titanio', 'titanium'], ['titane', 'titanium'], ['titan', 'titanium'], ['ti', 'titanium'],
  ['ceramic', 'ceramic'], ['ceramica', 'ceramic'], ['ceramique', 'ceramic'], ['keramik', 'ceramic'],
  ['togo', 'togo'], ['epsom', 'epsom'], ['clemence', 'clemence'], ['swift', 'swift'], ['caviar', 'caviar'], ['lambskin', 'lambskin'], ['agneau', 'lambskin'], ['lamb', 'lambskin'],
  ['coated canvas', 'canvas'], ['canvas', 'canvas'], ['toile', 'canvas'], ['monogram', 'monogram'], ['damier', 'damier'],
  ['alligator', 'alligator'], ['crocodile', 'crocodile'], ['croc', 'crocodile'], ['silk', 'silk'], ['cashmere', 'cashmere'], ['tweed', 'tweed'], ['suede', 'suede'],
] as [string, string][]).sort((a, b) => b[0].length - a[0].length);
const MATERIAL_TEST: Readonly<Record<string, RegExp>> = {
  steel: /steel/i, 'rose gold': /rose gold|everose|pink gold/i, 'yellow gold': /yellow gold/i, 'white gold': /white gold/i, platinum: /platinum/i,
  titanium: /titan/i, ceramic: /ceramic/i, togo: /togo/i, epsom: /epsom/i, clemence: /clemence/i, swift: /swift/i, caviar: /caviar/i, lambskin: /lambskin/i,
  canvas: /canvas/i, monogram: /monogram/i, damier: /damier/i, alligator: /alligator/i, crocodile: /crocodile|niloticus/i, silk: /silk/i, cashmere: /cashmere/i,
  tweed: /tweed/i, suede: /suede/i,
};

/** Indicative rates (units per US dollar) for budgets written in another currency. */
export const PER_USD: Readonly<Record<PriceLimit['currency'], number>> = { USD: 1, EUR: 0.86, GBP: 0.76 };

/** Words that ask, point or fill: never searched. */
const FILLER = new Set(`a an the some any anything one ones of for to in on at with without by from and or but please pls plz thx thanks thank you u me my i im i'm id i'd
 we our us your mine is are be been was were do does did have has had got get can could would will shall should may might must want wants wanted wanting need needs needed
 like would looking look lookout hunting hunt seeking seek searching search find finding show showing see buy buying purchase get after sell sale sales selling
 available availability stock instock listed here there site patina marketplace what which who where whats how much many anyone someone something anybody else
 new used preowned pre-owned owned vintage nice good great cheap cheapest best real authentic genuine original full set box papers
 market wife husband gift present birthday anniversary christmas her him his she he it this that these those them they
 trying track chance just also too very really so more less than under below over above max maximum min minimum budget up tops at most least
 or so around about approx approximately roughly between within not no only still yet
 colour color colours colors dial dials case cases size sizes version edition model models ref reference mm cm inch inches
 watch watches bag bags handbag handbags purse piece pieces item items thing things jewelry jewellery
 cherche busco quiero suche voglio cerco en em im ein eine uno un una une el la le les los las de del des da di per con avec mit und et y o para por
 reloj relojes montre montres uhr orologio sac bolso borsa tasche face faces asap soon preferably wanted luck somewhere carry saw
 trying budget tight really anniversary help hello hi hey please right now today`.split(/\s+/));

export interface PieceQuery {
  brand: string | null;
  /** The model as searched (the catalogue's words), when one was named. */
  model: string | null;
  reference: string | null;
  /** The words sent to the catalogue search: house once, model, reference, nothing else. */
  query: string;
  /** Shorter queries to try, in order, when the full one finds nothing. */
  fallbacks: string[];
  colour: string | null;
  material: string | null;
  /** '30', '41', 'MM': the size asked for (a bag's centimetres, a case's millimetres, LV's PM/MM/GM). */
  size: string | null;
  /** Whole US dollars, converted from the currency asked. */
  maxUsd: number | null;
  minUsd: number | null;
  /** The budget as asked, in its currency (minor units), for the answer's words. */
  price: PriceLimit | null;
}

function removeSpan(text: string, start: number, end: number): string {
  return `${text.slice(0, start)} ${' '.repeat(Math.max(0, end - start - 1))}${text.slice(end)}`;
}

function wholeWord(text: string, phrase: string): RegExp {
  return new RegExp(`(^|\\s)${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`);
}

/** Budgets written the way people type them, rewritten for priceLimitIn ('15k max' -> 'under 15k'). */
export function budgetText(normalized: string): string {
  return normalized
    .replace(/(?:≤|<=|<)\s*/g, ' under ')
    .replace(/\b(?:hasta|bis|jusqu'?a|fino a|not more than|not over|no higher than|sub)\s+(?=[$€£]?\d)/g, ' under ')
    .replace(/([$€£]?\s?\d[\d.,]*\s?(?:k|m|grand|thousand)?\s?(?:\$|€|£|usd|eur|euros?|gbp|pounds?|dollars?)?)\s+(?:max(?:imum)?|tops|or less|or under|at most|maximum|and under|or below)\b(?!\s*[$€£]?\s?\d)/g, ' under $1 ');
}

/** Words of a question about prices, never searched ('what did the Kelly sell for'). */
export const PRICE_FILLER: ReadonlySet<string> = new Set(`sold sell sells selling sale sales price prices priced pricing history trend trends trending value values valued
 valuation worth wroth cost costs paid pay fetch fetched fetches going go goes gone rate rates resale resell resells secondary market markets recent recently
 last lately latest year years month months now today nowadays days these those trading trade traded appreciating appreciate appreciated depreciating holding hold
 hold held moved move moving up down average median highest lowest high low realised realized results result hammer auction auctions comparable comps
 cuanto cuánto vale combien coute kostet quanto costa much`.split(/\s+/));

/** Reads a request for pieces; `extra` words are dropped too (a price question's own words). */
export function pieceQuery(question: string, extra: ReadonlySet<string> = new Set()): PieceQuery {
  // Commas and stops between words separate constraints ('kelly, epsom, 25cm'); within numbers they stay ('$15,000', '2.55').
  let text = ` ${budgetText(normalizeQuestion(question.replace(/[≤<]/g, ' under ')).replace(/,(?!\d)|(?<!\d),|\.(?=\s|$)|[;:!?…]/g, ' '))} `;
  const { price, spans } = priceLimitIn(text.trim());
  // Budget words and amounts are not searched.
  for (const [a, b] of [...spans].sort((x, y) => y[0] - x[0])) text = removeSpan(text, a + 1, b + 1);
  const refs = referencesIn(text.trim());
  const reference0 = refs[0] ?? null;
  for (const r of refs) text = text.replace(wholeWord(text, r.toLowerCase()), ' ');

  const brands = brandsIn(text.trim());
  let brand: string | null = brands[0] ?? null;
  let model: string | null = null;
  let reference = reference0;
  let colour: string | null = null;
  let material: string | null = null;
  let size: string | null = null;

  // Materials before colours: 'rose gold' is a metal, 'rose' alone a colour.
  for (const [say, family] of MATERIAL_WORDS) {
    const re = wholeWord(text, say);
    if (re.test(text)) {
      material ??= family;
      text = text.replace(re, ' ');
    }
  }
  // Sizes: '41mm', '30 cm', 'size 30', 'birkin 30', 'PM/MM/GM' (not a millimetre after a number).
  const sized = /(?:^|\s)(?:size\s)?(\d{2}(?:\.\d)?)\s?(mm|cm)(?=\s|$)/.exec(text) ?? /(?:^|\s)size\s(\d{1,2}(?:\.5)?|xs|s|m|l|xl|pm|mm|gm|bb)(?=\s|$)/.exec(text);
  if (sized) {
    size = sized[1]!.toUpperCase() === sized[1]!.toLowerCase() ? sized[1]! : sized[1]!.toUpperCase();
    text = removeSpan(text, sized.index, sized.index + sized[0].length);
  } else {
    const lv = (brand === 'Louis Vuitton' ? /(?:^|\s)(pm|mm|gm|bb)(?=\s|$)/ : /(?:^|\s)(pm|mm|gm)(?=\s|$)/).exec(text);
    if (lv && !/\d\s?$/.test(text.slice(0, lv.index))) {
      size = lv[1]!.toUpperCase();
      text = removeSpan(text, lv.index, lv.index + lv[0].length);
    }
  }
  // Collectors' names, longest first.
  for (const n of BY_LENGTH) {
    const re = new RegExp(`(^|\\s)${n.say.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(s|es)?(?=\\s|$)`);
    if (!re.test(text)) continue;
    if (brand && brand !== n.brand) continue;
    brand ??= n.brand;
    model = n.model;
    reference ??= n.reference ?? null;
    text = text.replace(re, ' ');
    break;
  }
  if (!model && /(^|\s)speedy(\s|$)/.test(text)) {
    const watch = brand === 'Omega' || (!brand && SPEEDY_WATCH.test(text));
    brand ??= watch ? 'Omega' : 'Louis Vuitton';
    model = watch ? 'Speedmaster' : 'Speedy';
    text = text.replace(/(^|\s)speedy(?=\s|$)/, ' ');
  }

  for (const w of wordsOf(text.trim())) {
    const c = COLOUR_WORDS[w];
    if (c) {
      colour ??= c;
      text = text.replace(wholeWord(text, w), ' ');
    }
  }

  // What is left, less the house's own words and filler, is the model as typed.
  let rest = text;
  for (const b of brands) rest = rest.replace(new RegExp(`(^|\\s)(${houseWords(b)})(?=\\s|$)`, 'g'), ' ');
  // Numbers of one or two digits are sizes; longer ones ('2.55', '5711', '911') name models.
  const words = wordsOf(rest.trim()).filter((w) => !FILLER.has(w) && !extra.has(w) && !/^[$€£]/.test(w) && !/^\d{1,2}$/.test(w) && !/^\d+(\.\d+)?[km]$/.test(w));
  // A bare two-digit number left next to a model is its size ('birkin 30', 'datejust 41').
  const bare = wordsOf(rest.trim()).find((w) => /^\d{2}(\.\d)?$/.test(w) && Number(w) >= 15 && Number(w) <= 60);
  if (!size && bare) size = bare;
  const modelWords = words;
  const modelText = [model, ...modelWords.filter((w) => !(model ?? '').toLowerCase().split(/[\s-]+/).includes(w))].filter(Boolean).join(' ');
  const parts = [brand, modelText, reference && !modelText.toLowerCase().includes(reference.toLowerCase()) ? reference : null].filter((p): p is string => Boolean(p));
  const query = parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, 190);
  const fallbacks: string[] = [];
  const push = (q: string) => { const t = q.replace(/\s+/g, ' ').trim(); if (t && t !== query && !fallbacks.includes(t)) fallbacks.push(t); };
  if (model) push([brand, model].filter(Boolean).join(' '));
  for (let n = modelWords.length - 1; n >= 1; n--) push([brand, model, ...modelWords.slice(0, n)].filter(Boolean).join(' '));
  if (brand && modelWords.length > 0 && !model) push(modelWords.join(' '));
  if (brand) push(brand);

  const toUsd = (cents: number | undefined) => (cents === undefined || !price ? null : Math.floor(cents / 100 / PER_USD[price.currency]));
  return {
    brand, model, reference, query, fallbacks, colour, material, size,
    maxUsd: toUsd(price?.max), minUsd: price?.min !== undefined ? Math.ceil((price.min / 100) / PER_USD[price.currency]) : null, price,
  };
}

const HOUSE_WORDS: Record<string, string> = {};
function houseWords(brand: string): string {
  const aliases = BRANDS.find((b) => b.name === brand)?.aliases ?? [];
  const words = [...[...aliases].sort((a, b) => b.length - a.length), ...normalizeQuestion(brand).split(/[\s&.]+/)].filter((w) => w.length > 0);
  HOUSE_WORDS[brand] ??= words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return HOUSE_WORDS[brand]!;
}

/** What a piece must show for `fits` (the catalogue's own fields). */
export interface PieceFacts {
  full_name: string;
  color: string;
  materials?: readonly string[];
  attributes?: Readonly<Record<string, unknown>>;
}

/** Whether the piece can be judged from its card alone (no material or size asked). */
export function needsDetail(q: PieceQuery): boolean {
  return q.material !== null || q.size !== null;
}

/** Whether a piece meets the colour, material and size asked (the budget is the search's filter). */
export function fits(q: PieceQuery, p: PieceFacts): boolean {
  if (q.colour) {
    const test = COLOUR_TEST[q.colour];
    if (test && !test.test(p.color)) return false;
  }
  if (q.material) {
    const test = MATERIAL_TEST[q.material];
    if (test && !test.test(`${(p.materials ?? []).join(' | ')} | ${p.full_name}`)) return false;
  }
  if (q.size) {
    const text = `${p.full_name} | ${Object.values(p.attributes ?? {}).map(String).join(' | ')}`;
    const re = new RegExp(`(^|[\\s|])${q.size.replace(/[.]/g, '\\.')}(\\s?(mm|cm)|\\s|\\||$)`, 'i');
    if (!re.test(text)) return false;
  }
  return true;
}

/** The constraints in words, for the answer ('in rose gold, 41 mm, blue, under €20,000'). */
export function describeConstraints(q: PieceQuery, money: (cents: number) => string): string {
  const bits: string[] = [];
  if (q.material) bits.push(`in ${q.material}`);
  if (q.colour) bits.push(q.colour);
  if (q.size) bits.push(`size ${q.size}`);
  const amount = (cents: number) => (q.price?.currency === 'USD' ? money(cents) : `${q.price?.currency === 'EUR' ? '€' : '£'}${formatGrouped(cents / 100)}`);
  if (q.price?.max !== undefined) bits.push(`under ${amount(q.price.max)}`);
  if (q.price?.min !== undefined) bits.push(`over ${amount(q.price.min)}`);
  return bits.join(', ');
}
