/**
 * Collectible model lines: cards, comics, coins, sets and designer toys. Value follows the
 * grade far more than the item, so each variant carries its own grade ladder.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Attributes, Colour, Condition, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, pickWeighted } from './line-kit.js';
import { ART, METAL, N } from './palette.js';

interface Grade {
  label: string;
  lo: number;
  hi: number;
  /** Relative frequency of this grade among listings; high grades are rarer. */
  w: number;
}

interface Variant {
  label: string;
  colour: Colour;
  year: number | readonly [number, number];
  edition: string;
  grades: readonly Grade[];
  /** Original issue price, where there was one. */
  retail?: number;
  reference?: string;
}

interface CollectSpec {
  id?: string;
  brand: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  variants: readonly Variant[];
  /** Sealed sets and proof coins are listed as New. */
  condition?: Condition;
  note: string;
}

const GRADERS = new Set(['PSA', 'BGS', 'CGC', 'PCGS', 'NGC', 'AFA']);
const g = (label: string, lo: number, hi: number, w: number): Grade => ({ label, lo, hi, w });

function collectible(spec: CollectSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const prepared = spec.variants.map((v) => ({
    v,
    weights: v.grades.map((x) => x.w),
    materials: [spec.sub === 'coins' ? 'Struck metal' : spec.sub === 'comics' ? 'Newsprint in CGC holder' : spec.sub === 'trading-cards' ? 'Card stock in grading slab' : 'Vinyl, plastic and printed packaging'],
  }));
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'collectibles', subcategory: spec.sub, model: spec.model, artKind: spec.art, weight: spec.weight, colour: spec.variants[0]?.colour ?? N.multicolour },
    (rng) => {
      const p = rng.pick(prepared);
      const v = p.v;
      const grade = pickWeighted(rng, v.grades, p.weights);
      const year = typeof v.year === 'number' ? v.year : rng.int(v.year[0], v.year[1]);
      const attributes: Attributes = { Grade: grade.label, Year: year, Edition: v.edition };
      const service = grade.label.slice(0, grade.label.indexOf(' '));
      const graded = GRADERS.has(service);
      if (graded) attributes['Grading service'] = service;
      return {
        variant: v.label,
        detail: grade.label,
        reference: v.reference ?? null,
        colour: v.colour,
        materials: p.materials,
        attributes,
        retailUsd: v.retail ?? niceUsd(grade.lo),
        marketUsd: niceUsd(between(rng, grade.lo, grade.hi)),
        description: `${brandName} ${spec.model}${v.label === '' ? '' : ` ${v.label}`}, ${year} (${v.edition}), ${graded ? `graded ${grade.label}` : grade.label.toLowerCase()}. ${spec.note}`,
        condition: spec.condition ?? null,
      };
    },
  );
}

const CHARIZARD: Colour = { name: 'Orange', hex: '#d9622b' };
const BLASTOISE: Colour = { name: 'Blue', hex: '#3b6fb6' };
const LUGIA: Colour = { name: 'Silver', hex: '#c7ccd3' };
const UMBREON: Colour = { name: 'Black', hex: '#1f2230' };
const CARD_RED: Colour = { name: 'Red', hex: '#b8332e' };
const CARD_NAVY: Colour = { name: 'Navy', hex: '#1f2d4d' };
const SPECTRA_BLUE: Colour = { name: 'Spectraflame Blue', hex: '#2f6fb8' };
const SPECTRA_RED: Colour = { name: 'Spectraflame Red', hex: '#b8262e' };
const SPECTRA_AQUA: Colour = { name: 'Spectraflame Aqua', hex: '#3fb0b0' };
const LEGO_GREY: Colour = { name: 'Light Bluish Grey', hex: '#a0a5a9' };
const PSA_LADDER = (ten: readonly [number, number], nine: readonly [number, number], eight: readonly [number, number]): Grade[] => [
  g('PSA 10', ten[0], ten[1], 1), g('PSA 9', nine[0], nine[1], 4), g('PSA 8', eight[0], eight[1], 5),
];
const sealed = (lo: number, hi: number): Grade[] => [g('Factory Sealed', lo, hi, 1)];

export const COLLECTIBLE_LINES: ModelLine[] = [
  // Trading cards
  collectible({
    brand: 'pokemon', model: 'Charizard Holo #4', sub: 'trading-cards', art: 'trading-card', weight: 18,
    note: 'The hobby\'s benchmark card, in a tamper-evident PSA slab.',
    variants: [
      { label: 'Base Set 1st Edition', colour: CHARIZARD, year: 1999, edition: '1st Edition', grades: PSA_LADDER([220000, 400000], [40000, 70000], [15000, 25000]) },
      { label: 'Base Set Shadowless', colour: CHARIZARD, year: 1999, edition: 'Shadowless', grades: PSA_LADDER([50000, 90000], [8000, 14000], [3000, 5500]) },
      { label: 'Base Set Unlimited', colour: CHARIZARD, year: [1999, 2000], edition: 'Unlimited', grades: PSA_LADDER([15000, 25000], [1800, 3000], [800, 1300]) },
    ],
  }),
  collectible({
    brand: 'pokemon', model: 'Blastoise Holo #2', sub: 'trading-cards', art: 'trading-card', weight: 6,
    note: 'One of the three original starter evolutions of the Base Set.',
    variants: [
      { label: 'Base Set 1st Edition', colour: BLASTOISE, year: 1999, edition: '1st Edition', grades: PSA_LADDER([40000, 70000], [8000, 15000], [3000, 5000]) },
      { label: 'Base Set Unlimited', colour: BLASTOISE, year: [1999, 2000], edition: 'Unlimited', grades: PSA_LADDER([2500, 4500], [500, 900], [200, 350]) },
    ],
  }),
  collectible({
    brand: 'pokemon', model: 'Lugia Holo #9', sub: 'trading-cards', art: 'trading-card', weight: 4,
    note: 'From Neo Genesis, the first set of the second generation.',
    variants: [{ label: 'Neo Genesis 1st Edition', colour: LUGIA, year: 2000, edition: '1st Edition', grades: PSA_LADDER([100000, 160000], [4000, 8000], [1500, 2800]) }],
  }),
  collectible({
    brand: 'pokemon', model: 'Umbreon VMAX Alternate Art #215', sub: 'trading-cards', art: 'trading-card', weight: 8,
    note: 'The "Moonbreon" that leads the modern Pokémon market.',
    variants: [{ label: 'Evolving Skies', colour: UMBREON, year: 2021, edition: 'Secret rare', grades: PSA_LADDER([1200, 1800], [600, 900], [450, 650]) }],
  }),
  collectible({
    brand: 'pokemon', model: 'Sealed Product', sub: 'trading-cards', art: 'trading-card', weight: 6, condition: 'New',
    note: 'Unopened, in the original factory shrink wrap.',
    variants: [
      { label: 'Evolving Skies Booster Box', colour: UMBREON, year: 2021, edition: 'English print run', grades: sealed(700, 1100), retail: 144 },
      { label: 'Hidden Fates Elite Trainer Box', colour: CHARIZARD, year: 2019, edition: 'English print run', grades: sealed(250, 400), retail: 50 },
    ],
  }),
  collectible({
    brand: 'topps', model: '1952 Topps Mickey Mantle #311', sub: 'trading-cards', art: 'trading-card', weight: 1,
    note: 'The most famous postwar baseball card, from the high-number series.',
    variants: [{ label: '', colour: CARD_RED, year: 1952, edition: 'High-number series', grades: [g('PSA 1', 70000, 100000, 3), g('PSA 3', 150000, 250000, 2), g('PSA 5', 450000, 700000, 1)] }],
  }),
  collectible({
    brand: 'topps', model: 'Rookie Card', sub: 'trading-cards', art: 'trading-card', weight: 10,
    note: 'A key modern rookie, centred and sharp-cornered.',
    variants: [
      { label: '2011 Update Mike Trout #US175', colour: CARD_NAVY, year: 2011, edition: 'Base', grades: PSA_LADDER([2500, 5000], [300, 500], [150, 250]) },
      { label: '2018 Chrome Shohei Ohtani #150', colour: CARD_RED, year: 2018, edition: 'Base', grades: PSA_LADDER([600, 1200], [150, 300], [90, 150]) },
      { label: '2003 Chrome LeBron James #111', colour: CARD_RED, year: 2003, edition: 'Base', grades: PSA_LADDER([15000, 30000], [3000, 6000], [1500, 2500]) },
    ],
  }),
  collectible({
    brand: 'panini', model: 'Prizm Rookie Card', sub: 'trading-cards', art: 'trading-card', weight: 10,
    note: 'Panini\'s chromium flagship, where modern rookies are priced.',
    variants: [
      { label: '2018 Luka Dončić #280', colour: BLASTOISE, year: 2018, edition: 'Base', grades: PSA_LADDER([1500, 3500], [300, 600], [150, 300]) },
      { label: '2019 Zion Williamson #248', colour: CARD_RED, year: 2019, edition: 'Base', grades: PSA_LADDER([300, 700], [90, 180], [50, 100]) },
      { label: '2014 World Cup Lionel Messi #12', colour: BLASTOISE, year: 2014, edition: 'Base', grades: PSA_LADDER([1000, 2500], [250, 500], [120, 250]) },
    ],
  }),
  collectible({
    brand: 'fleer', model: '1986 Fleer Michael Jordan #57', sub: 'trading-cards', art: 'trading-card', weight: 4,
    note: 'The defining basketball rookie card.',
    variants: [{ label: 'Rookie', colour: CARD_RED, year: 1986, edition: 'Base', grades: [g('PSA 10', 200000, 350000, 1), g('PSA 9', 25000, 40000, 4), g('PSA 8', 7000, 12000, 6), g('PSA 7', 4000, 6000, 5)] }],
  }),
  collectible({
    brand: 'upper-deck', model: '1989 Upper Deck Ken Griffey Jr. #1', sub: 'trading-cards', art: 'trading-card', weight: 4,
    note: 'Card number one of Upper Deck\'s first set.',
    variants: [{ label: 'Rookie', colour: CARD_NAVY, year: 1989, edition: 'Base', grades: PSA_LADDER([2000, 4000], [150, 250], [70, 120]) }],
  }),
  collectible({
    brand: 'wizards-of-the-coast', model: 'Black Lotus', sub: 'trading-cards', art: 'trading-card', weight: 2,
    note: 'The most powerful card of Magic: The Gathering, printed only in 1993.',
    variants: [
      { label: 'Alpha', colour: UMBREON, year: 1993, edition: 'Limited Edition Alpha', grades: [g('PSA 7', 150000, 250000, 1)] },
      { label: 'Beta', colour: UMBREON, year: 1993, edition: 'Limited Edition Beta', grades: [g('PSA 7', 50000, 90000, 2)] },
      { label: 'Unlimited', colour: UMBREON, year: 1993, edition: 'Unlimited', grades: [g('PSA 8', 25000, 40000, 1), g('PSA 7', 15000, 22000, 2)] },
    ],
  }),
  // Comics
  collectible({
    brand: 'marvel-comics', model: 'Amazing Fantasy #15', sub: 'comics', art: 'comic', weight: 2,
    note: 'The first appearance of Spider-Man, by Stan Lee and Steve Ditko.',
    variants: [{ label: '', colour: ART.cobalt, year: 1962, edition: 'First print', grades: [g('CGC 2.0', 35000, 55000, 3), g('CGC 4.0', 70000, 110000, 2), g('CGC 6.0', 150000, 250000, 1)] }],
  }),
  collectible({
    brand: 'marvel-comics', model: 'The Incredible Hulk #181', sub: 'comics', art: 'comic', weight: 4,
    note: 'The first full appearance of Wolverine.',
    variants: [{ label: '', colour: ART.green, year: 1974, edition: 'First print', grades: [g('CGC 9.0', 12000, 20000, 1), g('CGC 8.0', 4500, 7000, 2), g('CGC 6.0', 2000, 3000, 3)] }],
  }),
  collectible({
    brand: 'marvel-comics', model: 'Giant-Size X-Men #1', sub: 'comics', art: 'comic', weight: 4,
    note: 'The first appearance of Storm, Colossus and Nightcrawler.',
    variants: [{ label: '', colour: ART.yellow, year: 1975, edition: 'First print', grades: [g('CGC 9.4', 10000, 15000, 1), g('CGC 8.0', 2500, 4000, 2), g('CGC 6.0', 1200, 1800, 3)] }],
  }),
  collectible({
    brand: 'marvel-comics', model: 'The Amazing Spider-Man #300', sub: 'comics', art: 'comic', weight: 6,
    note: 'The first full appearance of Venom, drawn by Todd McFarlane.',
    variants: [{ label: '', colour: ART.monochrome, year: 1988, edition: 'First print', grades: [g('CGC 9.8', 3500, 5000, 1), g('CGC 9.6', 1000, 1500, 3), g('CGC 9.0', 400, 600, 3)] }],
  }),
  collectible({
    brand: 'marvel-comics', model: 'X-Men #1', sub: 'comics', art: 'comic', weight: 2,
    note: 'The first appearance of the X-Men and Magneto.',
    variants: [{ label: '', colour: ART.cobalt, year: 1963, edition: 'First print', grades: [g('CGC 4.0', 15000, 22000, 2), g('CGC 6.0', 25000, 40000, 1)] }],
  }),
  collectible({
    brand: 'dc-comics', model: 'Batman Adventures #12', sub: 'comics', art: 'comic', weight: 4,
    note: 'Harley Quinn\'s first comic-book appearance.',
    variants: [{ label: '', colour: ART.red, year: 1993, edition: 'First print', grades: [g('CGC 9.8', 4000, 7000, 1), g('CGC 9.6', 1500, 2500, 2)] }],
  }),
  collectible({
    brand: 'dc-comics', model: 'House of Secrets #92', sub: 'comics', art: 'comic', weight: 2,
    note: 'The first appearance of Swamp Thing, by Len Wein and Bernie Wrightson.',
    variants: [{ label: '', colour: ART.green, year: 1971, edition: 'First print', grades: [g('CGC 9.0', 10000, 18000, 1), g('CGC 6.0', 2000, 4000, 2)] }],
  }),
  collectible({
    brand: 'dc-comics', model: 'Batman: The Killing Joke', sub: 'comics', art: 'comic', weight: 4,
    note: 'Alan Moore and Brian Bolland\'s one-shot.',
    variants: [{ label: '', colour: ART.green, year: 1988, edition: 'First print', grades: [g('CGC 9.8', 800, 1300, 1), g('CGC 9.6', 250, 400, 2)] }],
  }),
  collectible({
    brand: 'dc-comics', model: 'The Dark Knight Returns #1', sub: 'comics', art: 'comic', weight: 3,
    note: 'Frank Miller\'s older, harder Batman.',
    variants: [{ label: '', colour: ART.monochrome, year: 1986, edition: 'First print', grades: [g('CGC 9.8', 600, 1000, 1), g('CGC 9.6', 200, 350, 2)] }],
  }),
  // Coins
  collectible({
    brand: 'united-states-mint', model: 'American Gold Eagle 1 oz Proof', sub: 'coins', art: 'coin', weight: 6, condition: 'New',
    note: 'Struck at West Point in 22-karat gold with a mirror finish.',
    variants: [{ label: '', colour: METAL.yellowGold, year: [2006, 2024], edition: 'Proof', grades: [g('PCGS PR70 DCAM', 3000, 3600, 2), g('PCGS PR69 DCAM', 2700, 3100, 3)] }],
  }),
  collectible({
    brand: 'united-states-mint', model: 'Saint-Gaudens Double Eagle', sub: 'coins', art: 'coin', weight: 5,
    note: 'Augustus Saint-Gaudens\'s striding Liberty, often called the most beautiful American coin.',
    variants: [
      { label: '$20 Gold', colour: METAL.yellowGold, year: [1924, 1928], edition: 'Circulation strike', grades: [g('PCGS MS63', 2800, 3500, 4), g('PCGS MS65', 4000, 6000, 2), g('PCGS MS66', 6000, 10000, 1)] },
      { label: '1907 High Relief', colour: METAL.yellowGold, year: 1907, edition: 'High relief', grades: [g('NGC MS63', 30000, 45000, 1)] },
    ],
  }),
  collectible({
    brand: 'united-states-mint', model: 'Morgan Silver Dollar', sub: 'coins', art: 'coin', weight: 5,
    note: 'George T. Morgan\'s design, struck from 1878 to 1904 and again in 1921.',
    variants: [
      { label: '1881-S', colour: METAL.silver, year: 1881, edition: 'San Francisco Mint', grades: [g('PCGS MS65', 250, 350, 3), g('PCGS MS66', 400, 600, 1)] },
      { label: '1893-S', colour: METAL.silver, year: 1893, edition: 'San Francisco Mint', grades: [g('PCGS VF20', 4500, 7000, 1)] },
      { label: '1921', colour: METAL.silver, year: 1921, edition: 'Philadelphia Mint', grades: [g('NGC MS64', 80, 120, 2)] },
    ],
  }),
  collectible({
    brand: 'united-states-mint', model: 'Lincoln Cent', sub: 'coins', art: 'coin', weight: 2,
    note: 'The first-year Lincoln cent with the designer\'s initials, minted in San Francisco.',
    variants: [{ label: '1909-S VDB', colour: { name: 'Copper', hex: '#b06a3b' }, year: 1909, edition: 'San Francisco Mint', grades: [g('PCGS VF20', 1200, 1600, 2), g('PCGS MS63 RB', 2000, 3000, 1)] }],
  }),
  collectible({
    brand: 'royal-mint', model: 'Gold Sovereign', sub: 'coins', art: 'coin', weight: 4,
    note: 'Benedetto Pistrucci\'s St George and the dragon, struck in 22-carat gold.',
    variants: [
      { label: 'Bullion', colour: METAL.yellowGold, year: [2000, 2024], edition: 'Bullion', grades: [g('NGC MS63', 600, 700, 2)], reference: 'Sovereign' },
      { label: 'Proof', colour: METAL.yellowGold, year: [2000, 2024], edition: 'Proof', grades: [g('NGC PF70 Ultra Cameo', 900, 1200, 1)], reference: 'Sovereign' },
    ],
  }),
  // Toys and sets
  collectible({
    brand: 'lego', model: 'Star Wars Ultimate Collector Series', sub: 'toys', art: 'figure', weight: 8, condition: 'New',
    note: 'Factory-sealed box with no shelf wear to the corners.',
    variants: [
      { label: '75192 Millennium Falcon', colour: LEGO_GREY, year: 2017, edition: 'Sealed', grades: sealed(780, 950), retail: 850, reference: '75192' },
      { label: '10179 Millennium Falcon', colour: LEGO_GREY, year: 2007, edition: 'Sealed', grades: sealed(3500, 6500), retail: 500, reference: '10179' },
      { label: '10188 Death Star', colour: LEGO_GREY, year: 2008, edition: 'Sealed', grades: sealed(700, 1100), retail: 400, reference: '10188' },
      { label: '75313 AT-AT', colour: LEGO_GREY, year: 2021, edition: 'Sealed', grades: sealed(850, 1100), retail: 850, reference: '75313' },
    ],
  }),
  collectible({
    brand: 'lego', model: 'Icons', sub: 'toys', art: 'figure', weight: 4, condition: 'New',
    note: 'Factory-sealed box with no shelf wear to the corners.',
    variants: [
      { label: '10294 Titanic', colour: N.black, year: 2021, edition: 'Sealed', grades: sealed(650, 800), retail: 680, reference: '10294' },
      { label: '21309 NASA Apollo Saturn V', colour: N.white, year: 2017, edition: 'Sealed', grades: sealed(200, 320), retail: 120, reference: '21309' },
    ],
  }),
  collectible({
    brand: 'hot-wheels', model: 'Redline', sub: 'toys', art: 'car', weight: 5,
    note: 'Spectraflame paint over polished zinc, on red-striped tyres.',
    variants: [
      { label: 'Custom Camaro', colour: SPECTRA_BLUE, year: 1968, edition: 'Sweet Sixteen', grades: [g('Mint in Blister', 1500, 4000, 1), g('Loose Excellent', 150, 400, 3)] },
      { label: 'Custom Camaro', colour: SPECTRA_AQUA, year: 1968, edition: 'Sweet Sixteen', grades: [g('Mint in Blister', 1500, 4000, 1), g('Loose Excellent', 150, 400, 3)] },
      { label: 'Volkswagen Beach Bomb', colour: SPECTRA_RED, year: 1969, edition: 'Production, side-loading', grades: [g('Mint in Blister', 600, 1200, 1), g('Loose Excellent', 100, 250, 3)] },
    ],
  }),
  collectible({
    brand: 'hot-wheels', model: 'Super Treasure Hunt', sub: 'toys', art: 'car', weight: 4,
    note: 'Spectraflame paint and Real Riders rubber tyres, hidden in mainline cases.',
    variants: [
      { label: 'Nissan Skyline GT-R (R34)', colour: SPECTRA_BLUE, year: [2019, 2024], edition: 'Super Treasure Hunt', grades: [g('Carded', 80, 300, 1)], retail: 1 },
      { label: 'Datsun 510', colour: SPECTRA_RED, year: [2016, 2023], edition: 'Super Treasure Hunt', grades: [g('Carded', 60, 200, 1)], retail: 1 },
    ],
  }),
  collectible({
    brand: 'kenner', model: 'Star Wars Carded Figure', sub: 'toys', art: 'figure', weight: 3,
    note: 'Original 3¾-inch figure on its unpunched card, encapsulated by AFA.',
    variants: [
      { label: 'Boba Fett 21 Back', colour: { name: 'Green', hex: '#4a6a4a' }, year: 1979, edition: 'Original card', grades: [g('AFA 80', 5000, 8000, 2), g('AFA 85', 10000, 18000, 1)] },
      { label: 'Darth Vader 12 Back', colour: N.black, year: 1978, edition: 'Original card', grades: [g('AFA 80', 2500, 4000, 1)] },
      { label: 'Luke Skywalker 12 Back', colour: N.khaki, year: 1978, edition: 'Original card', grades: [g('AFA 80', 2000, 4000, 1)] },
    ],
  }),
  // Designer toys
  collectible({
    brand: 'medicom-toy', model: 'Be@rbrick 1000%', sub: 'designer-toys', art: 'figure', weight: 6,
    note: 'The 70 cm Be@rbrick in its original box.',
    variants: [
      { label: 'Jean-Michel Basquiat #1', colour: ART.multicolour, year: 2015, edition: 'Limited release', grades: [g('Boxed Complete', 800, 1400, 1)], retail: 600 },
      { label: 'Andy Warhol Marilyn Monroe', colour: ART.popPink, year: 2018, edition: 'Limited release', grades: [g('Boxed Complete', 900, 1600, 1)], retail: 650 },
      { label: 'Hajime Sorayama Silver', colour: METAL.silver, year: 2020, edition: 'Limited release', grades: [g('Boxed Complete', 3000, 4500, 1)], retail: 1200 },
      { label: 'Keith Haring #5', colour: ART.yellow, year: 2019, edition: 'Limited release', grades: [g('Boxed Complete', 700, 1200, 1)], retail: 600 },
    ],
  }),
  collectible({
    brand: 'medicom-toy', model: 'Be@rbrick 400% + 100% Set', sub: 'designer-toys', art: 'figure', weight: 8,
    note: 'The 28 cm figure with its 7 cm companion, boxed.',
    variants: [
      { label: 'Andy Warhol Campbell\'s Soup', colour: ART.red, year: 2019, edition: 'Limited release', grades: [g('Boxed Complete', 250, 450, 1)], retail: 170 },
      { label: 'Keith Haring #5', colour: ART.yellow, year: 2019, edition: 'Limited release', grades: [g('Boxed Complete', 200, 350, 1)], retail: 170 },
      { label: 'BAPE Camo Shark', colour: N.olive, year: 2018, edition: 'Limited release', grades: [g('Boxed Complete', 250, 500, 1)], retail: 180 },
      { label: 'Hajime Sorayama Future Silver', colour: METAL.silver, year: 2021, edition: 'Limited release', grades: [g('Boxed Complete', 900, 1500, 1)], retail: 400 },
    ],
  }),
  collectible({
    brand: 'kaws', model: 'Companion Open Edition', sub: 'designer-toys', art: 'figure', weight: 8,
    note: 'Produced with Medicom Toy; box and hang tag present.',
    variants: [
      { label: 'Grey', colour: N.grey, year: 2016, edition: 'Open edition', grades: [g('Boxed Complete', 600, 1100, 1)], retail: 220 },
      { label: 'Black', colour: N.black, year: 2016, edition: 'Open edition', grades: [g('Boxed Complete', 650, 1200, 1)], retail: 220 },
      { label: 'Flayed Grey', colour: N.grey, year: 2016, edition: 'Open edition', grades: [g('Boxed Complete', 700, 1200, 1)], retail: 220 },
      { label: 'Gone Black and White', colour: N.black, year: 2019, edition: 'Open edition', grades: [g('Boxed Complete', 1000, 1600, 1)], retail: 350 },
      { label: 'What Party Black', colour: N.black, year: 2020, edition: 'Open edition', grades: [g('Boxed Complete', 400, 700, 1)], retail: 250 },
    ],
  }),
  collectible({
    brand: 'funko', model: 'Pop! Vinyl', sub: 'designer-toys', art: 'figure', weight: 4,
    note: 'Protector case included; box has no creases.',
    variants: [
      { label: 'Freddy Funko Convention Exclusive', colour: N.red, year: [2011, 2016], edition: 'Convention exclusive', grades: [g('Boxed Mint', 400, 2500, 1)], retail: 15 },
      { label: 'Chase Variant', colour: N.blue, year: [2014, 2023], edition: 'Chase', grades: [g('Boxed Mint', 60, 250, 1)], retail: 12 },
    ],
  }),
];

