/**
 * The demo catalogue generator: a deterministic stream of believable products. The same
 * (count, seed) always yields the same products, and product i does not depend on count, so
 * a smaller run is a prefix of a larger one.
 */
import type { CategorySlug } from '../../shared/catalog/categories.js';
import { brandBySlug } from './brands.js';
import type { Condition, DemoProduct, ModelLine } from './catalogue-types.js';
import { niceUsd, slugify, slugOf } from './line-kit.js';
import { MODEL_LINES } from './models.js';
import { createRng } from './rng.js';

export const DEFAULT_DEMO_SEED = 1837;
export const FIRST_REF_INT = 100001;

/**
 * Share of listings per category, shaped like a luxury resale house: bags and watches lead,
 * while jets and yachts are rare (about 30 jets and 60 yachts in 20,000 products).
 */
export const CATEGORY_SHARE: Readonly<Record<CategorySlug, number>> = {
  bags: 26,
  watches: 22,
  jewelry: 12,
  shoes: 9,
  fashion: 9,
  art: 7,
  collectibles: 6,
  furniture: 4,
  'fine-living': 3.3,
  vehicles: 1.7,
};

/** Within vehicles and fine living the tabs get fixed shares; elsewhere line weights decide. */
const SUBCATEGORY_SHARE: Partial<Record<CategorySlug, Readonly<Record<string, number>>>> = {
  vehicles: { cars: 250, yachts: 60, jets: 30 },
  'fine-living': { wine: 60, cigars: 40 },
};

const CONDITIONS: Readonly<Record<CategorySlug, readonly (readonly [Condition, number])[]>> = {
  art: [['Excellent', 65], ['Very good', 30], ['Good', 5]],
  bags: [['New', 12], ['Excellent', 40], ['Very good', 33], ['Good', 15]],
  collectibles: [['Excellent', 60], ['Very good', 30], ['Good', 10]],
  fashion: [['New', 25], ['Excellent', 45], ['Very good', 25], ['Good', 5]],
  furniture: [['Excellent', 45], ['Very good', 40], ['Good', 15]],
  jewelry: [['New', 15], ['Excellent', 55], ['Very good', 25], ['Good', 5]],
  shoes: [['New', 30], ['Excellent', 40], ['Very good', 22], ['Good', 8]],
  watches: [['Unworn', 18], ['Excellent', 47], ['Very good', 27], ['Good', 8]],
  vehicles: [['Excellent', 60], ['Very good', 32], ['Good', 8]],
  'fine-living': [['New', 1]],
};

/** What condition does to the price of an otherwise identical item. */
const CONDITION_FACTOR: Readonly<Record<Condition, number>> = { New: 1.06, Unworn: 1.04, Excellent: 1, 'Very good': 0.93, Good: 0.84 };

const CONDITION_NOTE: Readonly<Record<CategorySlug, Partial<Record<Condition, string>>>> = {
  art: {
    Excellent: 'Examined by our specialists: fresh colours and no restoration.',
    'Very good': 'Minor handling wear consistent with age, away from the image.',
    Good: 'Some age-related wear and light toning, reflected in the price.',
  },
  bags: {
    New: 'Unused, with box, dust bag and receipt.',
    Excellent: 'Carried a handful of times; corners, handles and lining are clean.',
    'Very good': 'Light wear to the corners and faint marks inside.',
    Good: 'Visible wear to the corners and handles, priced accordingly.',
  },
  collectibles: {
    New: 'Unopened, exactly as issued.',
    Excellent: 'Kept in a smoke-free collection and handled with gloves.',
    'Very good': 'Minor wear to the holder or box that does not touch the item.',
    Good: 'Visible wear to the packaging or holder.',
  },
  fashion: {
    New: 'New with tags.',
    Excellent: 'Worn once or twice; no pilling, marks or alterations.',
    'Very good': 'Light signs of wear; professionally cleaned.',
    Good: 'Visible wear consistent with regular use.',
  },
  furniture: {
    Excellent: 'Structurally sound, with only faint signs of use.',
    'Very good': 'Light wear to the finish, consistent with age and use.',
    Good: 'Honest wear and some surface marks; structurally sound.',
  },
  jewelry: {
    New: 'Unworn, with box and papers.',
    Excellent: 'Professionally cleaned and polished; no scratches visible to the eye.',
    'Very good': 'Light surface scratches from wear.',
    Good: 'Visible wear to the metal, easily refreshed by the maker.',
  },
  shoes: {
    New: 'Deadstock: never worn, with all packaging.',
    Excellent: 'Tried on indoors only; soles clean.',
    'Very good': 'Worn a few times, with light creasing and sole wear.',
    Good: 'Visible creasing and sole wear, priced accordingly.',
  },
  watches: {
    Unworn: 'Unworn, with the factory protective stickers.',
    Excellent: 'Lightly worn; case and bracelet show only faint hairlines.',
    'Very good': 'Normal hairline scratches; keeps time within specification.',
    Good: 'Visible wear to case and bracelet; serviced and keeping good time.',
  },
  vehicles: {
    Excellent: 'Full documented service history and an independent inspection report.',
    'Very good': 'Documented history with light signs of use.',
    Good: 'Sound and serviced, with cosmetic wear noted in the inspection report.',
  },
  'fine-living': {
    New: 'Stored at controlled temperature and humidity since acquisition.',
  },
};

interface PreparedLine {
  line: ModelLine;
  brandName: string;
  slugBase: string;
  conditions: readonly Condition[];
  conditionCumulative: Float64Array;
  notes: Partial<Record<Condition, string>>;
}

interface Table {
  lines: PreparedLine[];
  cumulative: Float64Array;
}

function prepare(lines: readonly ModelLine[]): Table {
  const groupKey = (l: ModelLine): string => (SUBCATEGORY_SHARE[l.category] ? `${l.category}/${l.subcategory}` : l.category);
  const groupWeight = new Map<string, number>();
  for (const l of lines) groupWeight.set(groupKey(l), (groupWeight.get(groupKey(l)) ?? 0) + l.weight);

  const categoryTotal = Object.values(CATEGORY_SHARE).reduce((a, b) => a + b, 0);
  const prepared: PreparedLine[] = [];
  const probabilities: number[] = [];
  for (const l of lines) {
    const subShares = SUBCATEGORY_SHARE[l.category];
    let subShare = 1;
    if (subShares) {
      const total = Object.values(subShares).reduce((a, b) => a + b, 0);
      subShare = (subShares[l.subcategory] ?? 0) / total;
    }
    const p = (CATEGORY_SHARE[l.category] / categoryTotal) * subShare * (l.weight / (groupWeight.get(groupKey(l)) ?? l.weight));
    const table = CONDITIONS[l.category];
    const conditionCumulative = new Float64Array(table.length);
    let acc = 0;
    table.forEach(([, w], i) => {
      acc += w;
      conditionCumulative[i] = acc;
    });
    prepared.push({
      line: l,
      brandName: brandBySlug(l.brandSlug).name,
      slugBase: `${l.brandSlug}-${slugify(l.model)}`,
      conditions: table.map(([c]) => c),
      conditionCumulative,
      notes: CONDITION_NOTE[l.category],
    });
    probabilities.push(p);
  }
  const cumulative = new Float64Array(probabilities.length);
  let acc = 0;
  probabilities.forEach((p, i) => {
    acc += p;
    cumulative[i] = acc;
  });
  return { lines: prepared, cumulative };
}

let table: Table | null = null;

/** Binary search over the cumulative weights: ~9 steps for the whole catalogue. */
function pickLine(t: Table, r: number): PreparedLine {
  const target = r * (t.cumulative[t.cumulative.length - 1] ?? 1);
  let lo = 0;
  let hi = t.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((t.cumulative[mid] ?? 0) <= target) lo = mid + 1;
    else hi = mid;
  }
  return t.lines[lo] as PreparedLine;
}

function pickCondition(p: PreparedLine, r: number): Condition {
  const cum = p.conditionCumulative;
  const target = r * (cum[cum.length - 1] ?? 1);
  for (let i = 0; i < cum.length; i++) {
    if (target < (cum[i] ?? 0)) return p.conditions[i] as Condition;
  }
  return p.conditions[p.conditions.length - 1] as Condition;
}

export function* generateProducts(count: number, seed: number = DEFAULT_DEMO_SEED): Generator<DemoProduct> {
  table ??= prepare(MODEL_LINES);
  const t = table;
  const rng = createRng(seed);
  for (let i = 0; i < count; i++) {
    const refInt = FIRST_REF_INT + i;
    const p = pickLine(t, rng.next());
    const line = p.line;
    const d = line.draw(rng);
    const fixed = d.condition;
    const condition = fixed ?? pickCondition(p, rng.next());
    const marketUsd = fixed === null ? niceUsd(d.marketUsd * CONDITION_FACTOR[condition]) : d.marketUsd;
    // Recent listings outnumber old ones, as on a live marketplace.
    const ageDays = Math.floor(Math.pow(rng.next(), 1.4) * 541);

    const name = d.variant === '' ? line.model : `${line.model} ${d.variant}`;
    const variantSlug = slugOf(d.variant);
    const detailSlug = slugOf(d.detail);
    let slug = p.slugBase;
    if (variantSlug !== '') slug += `-${variantSlug}`;
    if (detailSlug !== '') slug += `-${detailSlug}`;
    const note = p.notes[condition];

    yield {
      refInt,
      productCode: `PT-${refInt}`,
      slug: `${slug}-${refInt}`,
      name,
      fullName: d.detail === '' ? `${p.brandName} ${name}` : `${p.brandName} ${name} ${d.detail}`,
      brandSlug: line.brandSlug,
      category: line.category,
      subcategory: line.subcategory,
      model: line.model,
      reference: d.reference,
      condition,
      color: d.colour.name,
      colorHex: d.colour.hex,
      materials: d.materials,
      attributes: d.attributes,
      artKind: line.artKind,
      retailPrice: Math.round(d.retailUsd) * 100,
      marketPrice: Math.round(marketUsd) * 100,
      description: note === undefined ? d.description : `${d.description} ${note}`,
      ageDays,
    };
  }
}

export function demoProductsFor(count: number, seed: number = DEFAULT_DEMO_SEED): DemoProduct[] {
  return Array.from(generateProducts(count, seed));
}
