/**
 * Shoe model lines. Sneakers are priced per colourway against the resale market (a 2015
 * "Chicago" trades at ten times retail); designer shoes as a ratio of their boutique price.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Attributes, Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, yearIn } from './line-kit.js';
import { BOTTEGA, N } from './palette.js';

interface Colourway {
  name: string;
  colour: Colour;
  retail: number;
  market: readonly [number, number];
  year: readonly [number, number];
  styleCode?: string;
}

interface ShoeSpec {
  id?: string;
  brand: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  material: string;
  colourways: readonly Colourway[];
  sizes: readonly string[];
  /** Sneaker colourways are part of the name; designer shoes show their colour only in the full name. */
  colourwayInName: boolean;
  note: string;
}

function shoe(spec: ShoeSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const sized = spec.sizes.map((s) => ({ size: s, label: `EU ${s}` }));
  const materials = [spec.material];
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'shoes', subcategory: spec.sub, model: spec.model, artKind: spec.art, weight: spec.weight, colour: spec.colourways[0]?.colour ?? N.black },
    (rng) => {
      const cw = rng.pick(spec.colourways);
      const s = rng.pick(sized);
      const box = rng.chance(0.8);
      const attributes: Attributes = {
        'Size (EU)': s.size,
        Colourway: cw.name,
        Year: yearIn(rng, cw.year[0], cw.year[1]),
        'Original box': box,
      };
      if (cw.styleCode !== undefined) attributes['Style code'] = cw.styleCode;
      return {
        variant: spec.colourwayInName ? cw.name : '',
        detail: spec.colourwayInName ? s.label : `${cw.name} ${s.label}`,
        reference: cw.styleCode ?? null,
        colour: cw.colour,
        materials,
        attributes,
        retailUsd: cw.retail,
        marketUsd: niceUsd(between(rng, cw.market[0], cw.market[1]) * (box ? 1 : 0.9)),
        description: `${brandName} ${spec.model}${spec.colourwayInName ? ` "${cw.name}"` : ` in ${cw.name.toLowerCase()}`}, EU ${s.size}${box ? ', with original box' : ''}. ${spec.note}`,
        condition: null,
      };
    },
  );
}

/** A colourway of a designer shoe, its resale given as a ratio of retail. */
const dw = (name: string, colour: Colour, retail: number, lo: number, hi: number, from = 2018): Colourway => ({
  name, colour, retail, market: [retail * lo, retail * hi], year: [from, 2025],
});
const sw = (name: string, colour: Colour, styleCode: string, retail: number, lo: number, hi: number, year: number): Colourway => ({
  name, colour, styleCode, retail, market: [lo, hi], year: [year, year],
});

const MEN = ['40', '40.5', '41', '42', '42.5', '43', '44', '44.5', '45', '46'];
const WOMEN = ['35', '35.5', '36', '36.5', '37', '37.5', '38', '38.5', '39', '40'];
const DRESS = ['40', '40.5', '41', '41.5', '42', '42.5', '43', '44', '45'];
const CHICAGO: Colour = { name: 'Varsity Red', hex: '#b3262e' };
const MOCHA: Colour = { name: 'Mocha', hex: '#6b4a35' };
const OLIVE: Colour = { name: 'Olive', hex: '#6b6b3a' };
const ROYAL: Colour = { name: 'Royal Blue', hex: '#2547a0' };
const UNC: Colour = { name: 'University Blue', hex: '#8db4dc' };
const SHADOW: Colour = { name: 'Shadow Grey', hex: '#5e6166' };
const CEMENT: Colour = { name: 'White Cement', hex: '#d9d6cf' };
const PINK: Colour = { name: 'Pink', hex: '#e4a7b4' };
const NUDE: Colour = { name: 'Nude', hex: '#d8b49a' };

export const SHOE_LINES: ModelLine[] = [
  shoe({
    brand: 'jordan', model: 'Air Jordan 1 Retro High OG', sub: 'sneakers', art: 'sneaker', weight: 30, material: 'Leather upper, rubber sole', sizes: MEN, colourwayInName: true,
    note: 'Peter Moore\'s design of 1985, checked for stitching, box label and tongue tag.',
    colourways: [
      sw('Chicago (2015)', CHICAGO, '555088-101', 160, 1600, 2600, 2015), sw('Chicago Lost & Found', CHICAGO, 'DZ5485-612', 180, 300, 480, 2022),
      sw('Bred Toe', CHICAGO, '555088-610', 160, 350, 550, 2018), sw('Royal (2017)', ROYAL, '555088-007', 160, 500, 800, 2017),
      sw('Shadow (2018)', SHADOW, '555088-013', 160, 300, 450, 2018), sw('University Blue', UNC, '555088-134', 170, 250, 400, 2021),
      sw('Dark Mocha', MOCHA, '555088-105', 170, 450, 700, 2020),
    ],
  }),
  shoe({
    brand: 'jordan', model: 'Air Jordan 1 x Travis Scott', sub: 'sneakers', art: 'sneaker', weight: 10, material: 'Suede and leather upper, rubber sole', sizes: MEN, colourwayInName: true,
    note: 'The reversed Swoosh and hidden stash pocket of the Cactus Jack collaboration.',
    colourways: [
      sw('Low OG Mocha', MOCHA, 'CQ4277-001', 150, 1000, 1500, 2019), sw('High OG Mocha', MOCHA, 'CD4487-100', 175, 1300, 2000, 2019),
      sw('Low OG Reverse Mocha', MOCHA, 'DM7866-162', 150, 800, 1200, 2022), sw('Low OG Olive', OLIVE, 'DZ4137-106', 150, 500, 800, 2023),
    ],
  }),
  shoe({
    brand: 'jordan', model: 'Air Jordan 1 High OG x Dior', sub: 'sneakers', art: 'sneaker', weight: 2, material: 'Italian leather upper with Dior Oblique Swoosh', sizes: MEN, colourwayInName: false,
    note: 'Made in Italy in a run of about 8,500 pairs.',
    colourways: [sw('Wolf Grey', N.grey, 'CN8607-002', 2000, 6000, 10000, 2020)],
  }),
  shoe({
    brand: 'jordan', model: 'Air Jordan 4 Retro', sub: 'sneakers', art: 'sneaker', weight: 8, material: 'Leather and nubuck upper, rubber sole', sizes: MEN, colourwayInName: true,
    note: 'Tinker Hatfield\'s 1989 design with mesh side panels.',
    colourways: [
      sw('Military Black', N.black, 'DH6927-111', 210, 250, 380, 2022), sw('White Cement (2016)', CEMENT, '840606-192', 190, 300, 450, 2016),
      sw('Travis Scott Cactus Jack', ROYAL, '308497-406', 225, 800, 1200, 2018),
    ],
  }),
  shoe({
    brand: 'jordan', model: 'Air Jordan 11 Retro', sub: 'sneakers', art: 'sneaker', weight: 5, material: 'Patent leather and mesh upper', sizes: MEN, colourwayInName: true,
    note: 'The patent-leather mudguard Michael Jordan wore in 1995-96.',
    colourways: [sw('Concord (2018)', N.white, '378037-100', 220, 300, 450, 2018), sw('Bred (2019)', N.black, '378037-061', 220, 280, 400, 2019)],
  }),
  shoe({
    brand: 'nike', model: 'Dunk Low', sub: 'sneakers', art: 'sneaker', weight: 10, material: 'Leather upper, rubber sole', sizes: MEN, colourwayInName: true,
    note: 'The 1985 college basketball shoe.',
    colourways: [sw('Panda', N.black, 'DD1391-100', 110, 100, 160, 2021), sw('Grey Fog', N.grey, 'DD1391-103', 110, 100, 140, 2021)],
  }),
  shoe({
    brand: 'nike', model: 'SB Dunk Low', sub: 'sneakers', art: 'sneaker', weight: 8, material: 'Suede and canvas upper, Zoom Air insole', sizes: MEN, colourwayInName: true,
    note: 'The skateboarding Dunk with padded tongue.',
    colourways: [
      sw('Travis Scott', MOCHA, 'CT5053-001', 150, 1200, 1800, 2020), sw('Strangelove Skateboards', PINK, 'CT2552-800', 110, 1500, 2500, 2020),
      sw('Chunky Dunky', UNC, 'CU3244-100', 100, 1200, 2000, 2020),
    ],
  }),
  shoe({
    brand: 'nike', model: 'Air Force 1 Low', sub: 'sneakers', art: 'sneaker', weight: 5, material: 'Leather upper, rubber sole', sizes: MEN, colourwayInName: true,
    note: 'Bruce Kilgore\'s basketball shoe of 1982.',
    colourways: [sw('Off-White The Ten', N.white, 'AO4606-100', 170, 1500, 2500, 2017), sw('Triple White', N.white, 'CW2288-111', 115, 90, 120, 2023)],
  }),
  shoe({
    brand: 'nike', model: 'Air Max 1', sub: 'sneakers', art: 'sneaker', weight: 3, material: 'Suede and mesh upper', sizes: MEN, colourwayInName: true,
    note: 'With the visible Air window introduced in 1987.',
    colourways: [sw('Patta Waves Monarch', { name: 'Monarch Orange', hex: '#c9752c' }, 'DH1348-001', 160, 250, 400, 2021)],
  }),
  shoe({
    brand: 'adidas', model: 'Samba OG', sub: 'sneakers', art: 'sneaker', weight: 6, material: 'Leather upper, gum rubber sole', sizes: MEN, colourwayInName: true,
    note: 'The indoor football trainer of 1950.',
    colourways: [sw('Cloud White Core Black', N.white, 'B75806', 100, 90, 140, 2023), sw('Core Black', N.black, 'B75807', 100, 85, 130, 2023)],
  }),
  shoe({
    brand: 'adidas', model: 'Yeezy Boost 350 V2', sub: 'sneakers', art: 'sneaker', weight: 6, material: 'Primeknit upper, Boost sole', sizes: MEN, colourwayInName: true,
    note: 'Primeknit upper on a full-length Boost midsole.',
    colourways: [sw('Zebra', N.white, 'CP9654', 220, 250, 350, 2017), sw('Beluga Reflective', N.grey, 'GW1229', 230, 250, 350, 2021), sw('Bred', N.black, 'CP9652', 220, 300, 450, 2017)],
  }),
  shoe({
    brand: 'new-balance', model: 'Made in USA', sub: 'sneakers', art: 'sneaker', weight: 5, material: 'Pigskin suede and mesh upper', sizes: MEN, colourwayInName: true,
    note: 'Made in New Balance\'s New England factories.',
    colourways: [sw('990v6 Grey', N.grey, 'M990GL6', 200, 170, 230, 2022)],
  }),
  shoe({
    brand: 'new-balance', model: '550', sub: 'sneakers', art: 'sneaker', weight: 4, material: 'Leather upper, rubber sole', sizes: MEN, colourwayInName: true,
    note: 'A 1989 basketball shoe revived by Aimé Leon Dore in 2020.',
    colourways: [sw('Aimé Leon Dore White Green', N.green, 'BB550ALE', 130, 200, 400, 2020)],
  }),
  shoe({
    brand: 'new-balance', model: '2002R', sub: 'sneakers', art: 'sneaker', weight: 3, material: 'Suede and mesh upper, N-Ergy sole', sizes: MEN, colourwayInName: true,
    note: 'The deconstructed Protection Pack edition.',
    colourways: [sw('Protection Pack Rain Cloud', N.grey, 'M2002RDA', 150, 150, 250, 2021)],
  }),
  shoe({
    brand: 'louis-vuitton', model: 'LV Trainer', sub: 'sneakers', art: 'sneaker', weight: 4, material: 'Grained calfskin upper, rubber sole', sizes: MEN, colourwayInName: false,
    note: 'Inspired by vintage basketball shoes and made in Italy.',
    colourways: [dw('White', N.white, 1390, 0.5, 0.8), dw('Black', N.black, 1390, 0.5, 0.75), dw('Monogram Denim', N.blue, 1500, 0.55, 0.85)],
  }),
  shoe({
    brand: 'christian-louboutin', model: 'So Kate 120', sub: 'heels', art: 'heel', weight: 10, material: 'Patent calfskin, red leather sole', sizes: WOMEN, colourwayInName: false,
    note: 'A 120 mm stiletto with the lacquered red sole.',
    colourways: [dw('Black Patent', N.black, 795, 0.35, 0.55), dw('Nude Patent', NUDE, 795, 0.35, 0.55), dw('Red Patent', N.red, 795, 0.35, 0.52)],
  }),
  shoe({
    brand: 'christian-louboutin', model: 'Pigalle Follies 100', sub: 'heels', art: 'heel', weight: 4, material: 'Patent calfskin, red leather sole', sizes: WOMEN, colourwayInName: false,
    note: 'A pointed 100 mm pump with a low-cut vamp.',
    colourways: [dw('Black Patent', N.black, 795, 0.35, 0.5), dw('Nude Patent', NUDE, 795, 0.35, 0.5)],
  }),
  shoe({
    brand: 'christian-louboutin', model: 'Louis Junior Spikes', sub: 'sneakers', art: 'sneaker', weight: 3, material: 'Calfskin with studs', sizes: MEN, colourwayInName: false,
    note: 'A high-top covered in hand-set spikes.',
    colourways: [dw('Black', N.black, 1395, 0.3, 0.5), dw('White', N.white, 1395, 0.3, 0.48)],
  }),
  shoe({
    brand: 'manolo-blahnik', model: 'Hangisi 105', sub: 'heels', art: 'heel', weight: 8, material: 'Satin with crystal buckle', sizes: WOMEN, colourwayInName: false,
    note: 'The jewel-buckled pump made famous in 2008.',
    colourways: [dw('Royal Blue Satin', ROYAL, 1295, 0.3, 0.5), dw('Black Satin', N.black, 1295, 0.3, 0.5), dw('Ivory Satin', N.ivory, 1295, 0.3, 0.48), dw('Pink Satin', PINK, 1295, 0.3, 0.48)],
  }),
  shoe({
    brand: 'manolo-blahnik', model: 'BB 105', sub: 'heels', art: 'heel', weight: 4, material: 'Suede', sizes: WOMEN, colourwayInName: false,
    note: 'The classic Manolo pointed pump.',
    colourways: [dw('Black Suede', N.black, 745, 0.3, 0.45), dw('Nude Suede', NUDE, 745, 0.3, 0.45)],
  }),
  shoe({
    brand: 'jimmy-choo', model: 'Romy 85', sub: 'heels', art: 'heel', weight: 5, material: 'Patent leather', sizes: WOMEN, colourwayInName: false,
    note: 'An 85 mm pointed pump.',
    colourways: [dw('Black Patent', N.black, 725, 0.3, 0.45), dw('Ballet Pink Patent', PINK, 725, 0.3, 0.45)],
  }),
  shoe({
    brand: 'jimmy-choo', model: 'Bing 100', sub: 'heels', art: 'heel', weight: 3, material: 'Satin with crystal strap', sizes: WOMEN, colourwayInName: false,
    note: 'A pointed mule with a crystal-embellished strap.',
    colourways: [dw('Black Satin', N.black, 1095, 0.3, 0.45), dw('Silver Glitter', N.silver, 1095, 0.3, 0.45)],
  }),
  shoe({
    brand: 'gucci', model: 'Horsebit 1953 Loafer', sub: 'loafers', art: 'loafer', weight: 8, material: 'Leather, leather sole', sizes: DRESS, colourwayInName: false,
    note: 'The horsebit loafer of 1953, in the MoMA design collection.',
    colourways: [dw('Black Leather', N.black, 890, 0.45, 0.65), dw('Brown Leather', N.brown, 890, 0.45, 0.65), dw('Burgundy Leather', N.burgundy, 890, 0.42, 0.6)],
  }),
  shoe({
    brand: 'gucci', model: 'Princetown Slipper', sub: 'flats', art: 'loafer', weight: 4, material: 'Leather with horsebit, backless', sizes: WOMEN, colourwayInName: false,
    note: 'The backless horsebit loafer.',
    colourways: [dw('Black Leather', N.black, 950, 0.4, 0.6), dw('Black Fur-Lined', N.black, 1250, 0.35, 0.55)],
  }),
  shoe({
    brand: 'gucci', model: 'Ace Sneaker', sub: 'sneakers', art: 'sneaker', weight: 4, material: 'Leather upper, rubber sole', sizes: MEN, colourwayInName: false,
    note: 'Low-top with the web stripe.',
    colourways: [dw('White Bee', N.white, 750, 0.35, 0.5), dw('White Web', N.white, 750, 0.35, 0.5)],
  }),
  shoe({
    brand: 'dior', model: 'B23 High-Top Sneaker', sub: 'sneakers', art: 'sneaker', weight: 4, material: 'Dior Oblique canvas upper', sizes: MEN, colourwayInName: false,
    note: 'Transparent Dior Oblique canvas over white.',
    colourways: [dw('White Oblique', N.white, 1100, 0.4, 0.6), dw('Black Oblique', N.black, 1100, 0.4, 0.6)],
  }),
  shoe({
    brand: 'dior', model: 'J\'Adior Slingback Pump', sub: 'heels', art: 'heel', weight: 4, material: 'Patent calfskin with embroidered ribbon', sizes: WOMEN, colourwayInName: false,
    note: 'The J\'ADIOR ribbon across the vamp.',
    colourways: [dw('Black Patent', N.black, 1150, 0.35, 0.55), dw('Nude Patent', NUDE, 1150, 0.35, 0.55)],
  }),
  shoe({
    brand: 'balenciaga', model: 'Triple S', sub: 'sneakers', art: 'sneaker', weight: 5, material: 'Leather, nubuck and mesh upper', sizes: MEN, colourwayInName: false,
    note: 'The stacked triple sole that defined the chunky sneaker in 2017.',
    colourways: [dw('Black', N.black, 1150, 0.35, 0.55), dw('White', N.white, 1150, 0.35, 0.55), dw('Grey', N.grey, 1150, 0.35, 0.52)],
  }),
  shoe({
    brand: 'balenciaga', model: 'Speed Trainer', sub: 'sneakers', art: 'sneaker', weight: 3, material: 'Knit upper, moulded sole', sizes: MEN, colourwayInName: false,
    note: 'A sock-like knit trainer.',
    colourways: [dw('Black', N.black, 895, 0.3, 0.5), dw('White', N.white, 895, 0.3, 0.48)],
  }),
  shoe({
    brand: 'bottega-veneta', model: 'Puddle Boot', sub: 'boots', art: 'boot', weight: 4, material: 'Biodegradable rubber', sizes: WOMEN, colourwayInName: false,
    note: 'A one-piece ankle boot in biodegradable rubber.',
    colourways: [dw('Parakeet', BOTTEGA.parakeet, 750, 0.4, 0.6), dw('Black', N.black, 750, 0.4, 0.6), dw('Fondant', BOTTEGA.fondant, 750, 0.4, 0.58)],
  }),
  shoe({
    brand: 'bottega-veneta', model: 'Tire Chelsea Boot', sub: 'boots', art: 'boot', weight: 3, material: 'Calfskin, rubber lug sole', sizes: DRESS, colourwayInName: false,
    note: 'A Chelsea boot on a deep-lugged sole.',
    colourways: [dw('Black', N.black, 1550, 0.4, 0.55), dw('Fondant', BOTTEGA.fondant, 1550, 0.4, 0.55)],
  }),
  shoe({
    brand: 'prada', model: 'Monolith Loafer', sub: 'loafers', art: 'loafer', weight: 4, material: 'Brushed leather, rubber lug sole', sizes: WOMEN, colourwayInName: false,
    note: 'The chunky lug-soled loafer with enamel triangle.',
    colourways: [dw('Black Brushed Leather', N.black, 1250, 0.4, 0.6), dw('White Brushed Leather', N.white, 1250, 0.38, 0.55)],
  }),
  shoe({
    brand: 'saint-laurent', model: 'Wyatt Harness Boot', sub: 'boots', art: 'boot', weight: 3, material: 'Calfskin with harness strap', sizes: DRESS, colourwayInName: false,
    note: 'A Cuban-heeled harness boot.',
    colourways: [dw('Black Leather', N.black, 1350, 0.35, 0.5), dw('Black Suede', N.black, 1350, 0.33, 0.48)],
  }),
  shoe({
    brand: 'saint-laurent', model: 'Opyum Pump 110', sub: 'heels', art: 'heel', weight: 3, material: 'Patent leather with YSL heel', sizes: WOMEN, colourwayInName: false,
    note: 'The Cassandre logo forms the heel.',
    colourways: [dw('Black Patent', N.black, 1195, 0.35, 0.5)],
  }),
  shoe({
    brand: 'chanel', model: 'Ballerina Flats', sub: 'flats', art: 'loafer', weight: 6, material: 'Lambskin with grosgrain', sizes: WOMEN, colourwayInName: false,
    note: 'Cap-toe ballerinas with the CC on the vamp.',
    colourways: [dw('Black and Beige', N.beige, 1100, 0.5, 0.75), dw('Black', N.black, 1100, 0.5, 0.75), dw('Navy', N.navy, 1100, 0.5, 0.72)],
  }),
  shoe({
    brand: 'chanel', model: 'Slingback Pumps', sub: 'heels', art: 'heel', weight: 5, material: 'Goatskin and grosgrain', sizes: WOMEN, colourwayInName: false,
    note: 'The two-tone slingback of 1957.',
    colourways: [dw('Beige and Black', N.beige, 1300, 0.6, 0.85)],
  }),
  shoe({
    brand: 'hermes', model: 'Oran Sandal', sub: 'flats', art: 'loafer', weight: 6, material: 'Box calfskin, leather sole', sizes: WOMEN, colourwayInName: false,
    note: 'The H-cut sandal designed by Pierre Hardy in 1997.',
    colourways: [dw('Gold', { name: 'Gold', hex: '#a8743d' }, 740, 0.8, 1.1), dw('Noir', N.black, 740, 0.8, 1.05), dw('Blanc', N.white, 740, 0.8, 1.05)],
  }),
  shoe({
    brand: 'hermes', model: 'Bouncing Sneaker', sub: 'sneakers', art: 'sneaker', weight: 3, material: 'Suede goatskin and calfskin', sizes: MEN, colourwayInName: false,
    note: 'A running-inspired sneaker with the H on the side.',
    colourways: [dw('Blanc', N.white, 1150, 0.45, 0.65), dw('Noir', N.black, 1150, 0.45, 0.65)],
  }),
  shoe({
    brand: 'valentino', model: 'Rockstud Pump 100', sub: 'heels', art: 'heel', weight: 4, material: 'Calfskin with platinum-finish studs', sizes: WOMEN, colourwayInName: false,
    note: 'Pyramid studs along the ankle strap and heel.',
    colourways: [dw('Black', N.black, 1150, 0.3, 0.45), dw('Poudre', NUDE, 1150, 0.3, 0.45)],
  }),
  shoe({
    brand: 'alexander-mcqueen', model: 'Oversized Sneaker', sub: 'sneakers', art: 'sneaker', weight: 4, material: 'Calfskin upper, rubber sole', sizes: MEN, colourwayInName: false,
    note: 'An exaggerated rubber sole with a contrast heel tab.',
    colourways: [dw('White and Black', N.white, 650, 0.3, 0.5), dw('White', N.white, 650, 0.3, 0.5)],
  }),
  shoe({
    brand: 'john-lobb', model: 'City II Oxford', sub: 'oxfords', art: 'loafer', weight: 4, material: 'Calfskin, Goodyear-welted leather sole', sizes: DRESS, colourwayInName: false,
    note: 'A five-eyelet cap-toe oxford made in Northampton.',
    colourways: [dw('Black Calf', N.black, 1650, 0.35, 0.5), dw('Dark Brown Calf', N.chocolate, 1650, 0.35, 0.5)],
  }),
  shoe({
    brand: 'john-lobb', model: 'William Double Monk', sub: 'oxfords', art: 'loafer', weight: 3, material: 'Calfskin, Goodyear-welted leather sole', sizes: DRESS, colourwayInName: false,
    note: 'The double monk strap designed in 1945 for William Lobb.',
    colourways: [dw('Dark Brown Calf', N.chocolate, 1880, 0.35, 0.5), dw('Black Calf', N.black, 1880, 0.35, 0.5)],
  }),
  shoe({
    brand: 'john-lobb', model: 'Lopez Loafer', sub: 'loafers', art: 'loafer', weight: 2, material: 'Calfskin, leather sole', sizes: DRESS, colourwayInName: false,
    note: 'A one-piece apron loafer with a split toe.',
    colourways: [dw('Dark Brown Calf', N.chocolate, 1600, 0.35, 0.5), dw('Black Calf', N.black, 1600, 0.35, 0.5)],
  }),
  shoe({
    brand: 'berluti', model: 'Alessandro Démesure Oxford', sub: 'oxfords', art: 'loafer', weight: 3, material: 'Venezia leather, Goodyear-welted', sizes: DRESS, colourwayInName: false,
    note: 'A wholecut oxford cut from a single piece of Venezia leather.',
    colourways: [dw('Tobacco', N.cognac, 2400, 0.3, 0.45), dw('Nero Grigio', N.charcoal, 2400, 0.3, 0.45)],
  }),
  shoe({
    brand: 'berluti', model: 'Andy Loafer', sub: 'loafers', art: 'loafer', weight: 3, material: 'Venezia leather', sizes: DRESS, colourwayInName: false,
    note: 'The Andy loafer, hand-patinated in Paris.',
    colourways: [dw('Tobacco', N.cognac, 1850, 0.3, 0.45), dw('Black', N.black, 1850, 0.3, 0.45)],
  }),
  shoe({
    brand: 'roger-vivier', model: 'Belle Vivier Pump', sub: 'heels', art: 'heel', weight: 4, material: 'Patent leather with metal buckle', sizes: WOMEN, colourwayInName: false,
    note: 'The square buckle of 1965.',
    colourways: [dw('Black Patent', N.black, 950, 0.3, 0.45), dw('Red Patent', N.red, 950, 0.3, 0.45)],
  }),
  shoe({
    brand: 'roger-vivier', model: 'Belle Vivier Ballerinas', sub: 'flats', art: 'loafer', weight: 3, material: 'Patent leather with metal buckle', sizes: WOMEN, colourwayInName: false,
    note: 'The buckle ballerina made famous by Catherine Deneuve.',
    colourways: [dw('Black Patent', N.black, 795, 0.32, 0.48), dw('Navy Patent', N.navy, 795, 0.32, 0.48)],
  }),
  shoe({
    brand: 'church-s', model: 'Shannon Derby', sub: 'oxfords', art: 'loafer', weight: 3, material: 'Polished binder calf, double leather sole', sizes: DRESS, colourwayInName: false,
    note: 'A Goodyear-welted derby made in Northampton.',
    colourways: [dw('Black Polished Binder', N.black, 850, 0.35, 0.5), dw('Walnut Polished Binder', N.brown, 850, 0.35, 0.5)],
  }),
];
