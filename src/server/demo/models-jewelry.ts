/**
 * Jewellery model lines. Each option is a metal-and-stone combination the house actually
 * sells; sizes are the house's own (Cartier bracelets in cm, rings in French sizes).
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Attributes, Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, yearIn } from './line-kit.js';
import { HERMES, METAL, STONE } from './palette.js';

interface JewelOption {
  label: string;
  metal: string;
  stones: string;
  colour: Colour;
  retail: number;
  /** Overrides the line's resale range (pavé and big stones trade at a deeper discount). */
  resale?: readonly [number, number];
}

interface JewelSpec {
  id?: string;
  brand: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  options: readonly JewelOption[];
  /** Sizes as the house writes them; [] for one-size pieces. */
  sizes: readonly string[];
  resale: readonly [number, number];
  years: readonly [number, number];
  note: string;
}

const opt = (label: string, metal: string, stones: string, colour: Colour, retail: number, resale?: readonly [number, number]): JewelOption =>
  resale === undefined ? { label, metal, stones, colour, retail } : { label, metal, stones, colour, retail, resale };

function jewel(spec: JewelSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const sized = spec.sizes.map((s) => ({ size: s, detail: `Size ${s}` }));
  const prepared = spec.options.map((o) => ({
    o,
    materials: o.stones === 'None' ? [o.metal] : [o.metal, o.stones],
    lead: `${brandName} ${spec.model} in ${o.metal.toLowerCase()}${o.stones === 'None' ? '' : ` set with ${o.stones.charAt(0).toLowerCase()}${o.stones.slice(1)}`}.`,
  }));
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'jewelry', subcategory: spec.sub, model: spec.model, artKind: spec.art, weight: spec.weight, colour: spec.options[0]?.colour ?? METAL.yellowGold },
    (rng) => {
      const p = rng.pick(prepared);
      const o = p.o;
      const s = sized.length > 0 ? rng.pick(sized) : null;
      const range = o.resale ?? spec.resale;
      const certificate = rng.chance(0.72);
      const attributes: Attributes = {
        Metal: o.metal,
        Stones: o.stones,
        Size: s === null ? 'One size' : s.size,
        Year: yearIn(rng, spec.years[0], spec.years[1]),
        'Certificate of authenticity': certificate,
      };
      return {
        variant: o.label,
        detail: s === null ? '' : s.detail,
        reference: null,
        colour: o.colour,
        materials: p.materials,
        attributes,
        retailUsd: o.retail,
        marketUsd: niceUsd(o.retail * between(rng, range[0], range[1]) * (certificate ? 1 : 0.94)),
        description: `${p.lead} ${spec.note}`,
        condition: null,
      };
    },
  );
}

const YG = '18k yellow gold';
const RG = '18k rose gold';
const WG = '18k white gold';
const PT = 'Platinum';
const BRACELET_CM = ['15', '16', '17', '18', '19'];
const RING_FR = ['48', '50', '52', '54', '56', '58'];
const RING_US = ['4', '4.5', '5', '5.5', '6', '6.5', '7'];
const TOPAZ: Colour = { name: 'Blue Topaz', hex: '#7fb3d5' };
const AMETHYST: Colour = { name: 'Amethyst', hex: '#8a5aa6' };
const PRASIOLITE: Colour = { name: 'Prasiolite', hex: '#a9c7a0' };

export const JEWELRY_LINES: ModelLine[] = [
  // Cartier
  jewel({
    brand: 'cartier', model: 'Love Bracelet', sub: 'bracelets', art: 'bracelet', weight: 30, sizes: BRACELET_CM, resale: [0.78, 0.95], years: [2012, 2025],
    note: 'Screwed shut with the supplied screwdriver; serial number and hallmarks engraved inside.',
    options: [
      opt('Yellow Gold', YG, 'None', METAL.yellowGold, 7350), opt('Rose Gold', RG, 'None', METAL.roseGold, 7350), opt('White Gold', WG, 'None', METAL.whiteGold, 7750),
      opt('Yellow Gold 4 Diamonds', YG, '4 brilliant-cut diamonds, 0.42 ct', METAL.yellowGold, 11700), opt('Rose Gold 4 Diamonds', RG, '4 brilliant-cut diamonds, 0.42 ct', METAL.roseGold, 11700),
      opt('White Gold Pavé', WG, '204 brilliant-cut diamonds, 2 ct', STONE.diamond, 65000, [0.55, 0.7]),
    ],
  }),
  jewel({
    brand: 'cartier', model: 'Love Ring', sub: 'rings', art: 'ring', weight: 10, sizes: RING_FR, resale: [0.65, 0.85], years: [2012, 2025],
    note: 'The screw motif of the Love bracelet on a 5.5 mm band.',
    options: [opt('Yellow Gold', YG, 'None', METAL.yellowGold, 2150), opt('Rose Gold', RG, 'None', METAL.roseGold, 2150), opt('White Gold', WG, 'None', METAL.whiteGold, 2250), opt('Rose Gold 3 Diamonds', RG, '3 brilliant-cut diamonds, 0.22 ct', METAL.roseGold, 3500)],
  }),
  jewel({
    brand: 'cartier', model: 'Juste un Clou Bracelet', sub: 'bracelets', art: 'bracelet', weight: 16, sizes: BRACELET_CM, resale: [0.75, 0.9], years: [2012, 2025],
    note: 'Aldo Cipullo\'s nail, bent around the wrist in 1971.',
    options: [opt('Yellow Gold', YG, 'None', METAL.yellowGold, 8650), opt('Rose Gold', RG, 'None', METAL.roseGold, 8650), opt('White Gold', WG, 'None', METAL.whiteGold, 9400), opt('Yellow Gold Diamonds', YG, '374 brilliant-cut diamonds, 2.26 ct', STONE.diamond, 21500, [0.6, 0.78])],
  }),
  jewel({
    brand: 'cartier', model: 'Juste un Clou Ring', sub: 'rings', art: 'ring', weight: 5, sizes: RING_FR, resale: [0.65, 0.8], years: [2014, 2025],
    note: 'A single nail wrapped into a ring.',
    options: [opt('Yellow Gold', YG, 'None', METAL.yellowGold, 2650), opt('Rose Gold', RG, 'None', METAL.roseGold, 2650), opt('White Gold Diamonds', WG, '22 brilliant-cut diamonds, 0.12 ct', STONE.diamond, 4150)],
  }),
  jewel({
    brand: 'cartier', model: 'Trinity Ring', sub: 'rings', art: 'ring', weight: 6, sizes: RING_FR, resale: [0.6, 0.8], years: [2010, 2025],
    note: 'Three interlaced bands in three golds, a Cartier design since 1924.',
    options: [opt('Classic', 'White, yellow and rose gold', 'None', METAL.yellowGold, 1950), opt('Large', 'White, yellow and rose gold', 'None', METAL.roseGold, 3500)],
  }),
  // Van Cleef & Arpels
  jewel({
    brand: 'van-cleef-arpels', model: 'Vintage Alhambra Pendant', sub: 'necklaces', art: 'necklace', weight: 18, sizes: [], resale: [0.9, 1.15], years: [2010, 2025],
    note: 'The four-leaf clover edged with golden beads, on a 42 cm chain.',
    options: [
      opt('Mother-of-Pearl', YG, 'White mother-of-pearl', STONE.motherOfPearl, 3650), opt('Onyx', YG, 'Onyx', STONE.onyx, 3650), opt('Malachite', YG, 'Malachite', STONE.malachite, 4100),
      opt('Carnelian', RG, 'Carnelian', STONE.carnelian, 3650), opt('Turquoise', YG, 'Turquoise', STONE.turquoise, 4500), opt('Pavé Diamonds', WG, 'Round diamonds, 0.48 ct', STONE.diamond, 9250, [0.8, 1.0]),
    ],
  }),
  jewel({
    brand: 'van-cleef-arpels', model: 'Vintage Alhambra Bracelet 5 Motifs', sub: 'bracelets', art: 'bracelet', weight: 16, sizes: [], resale: [0.9, 1.15], years: [2010, 2025],
    note: 'Five clover motifs on an 18.9 cm chain, with the house serial number on the clasp.',
    options: [opt('Mother-of-Pearl', YG, 'White mother-of-pearl', STONE.motherOfPearl, 6900), opt('Onyx', YG, 'Onyx', STONE.onyx, 6900), opt('Malachite', YG, 'Malachite', STONE.malachite, 7300), opt('Carnelian', RG, 'Carnelian', STONE.carnelian, 6900)],
  }),
  jewel({
    brand: 'van-cleef-arpels', model: 'Vintage Alhambra Earrings', sub: 'earrings', art: 'earrings', weight: 8, sizes: [], resale: [0.85, 1.05], years: [2010, 2025],
    note: 'Clip earrings with posts, one clover each.',
    options: [opt('Onyx', YG, 'Onyx', STONE.onyx, 6400), opt('Mother-of-Pearl', YG, 'White mother-of-pearl', STONE.motherOfPearl, 6400), opt('Carnelian', RG, 'Carnelian', STONE.carnelian, 6400)],
  }),
  jewel({
    brand: 'van-cleef-arpels', model: 'Frivole Earrings', sub: 'earrings', art: 'earrings', weight: 4, sizes: [], resale: [0.75, 0.95], years: [2012, 2025],
    note: 'Heart-shaped petals of polished gold around a diamond heart.',
    options: [opt('Small Yellow Gold', YG, '2 round diamonds, 0.10 ct', METAL.yellowGold, 8250), opt('Small White Gold', WG, '2 round diamonds, 0.10 ct', METAL.whiteGold, 8250)],
  }),
  // Tiffany & Co.
  jewel({
    brand: 'tiffany-co', model: 'Tiffany Setting Engagement Ring', sub: 'engagement-rings', art: 'ring', weight: 12, sizes: RING_US, resale: [0.42, 0.6], years: [2008, 2025],
    note: 'The six-prong setting of 1886 lifts the diamond above the band; GIA and Tiffany certificates.',
    options: [
      opt('0.50 ct', PT, 'Round brilliant diamond, 0.50 ct, F VS1', STONE.diamond, 6500), opt('1.00 ct', PT, 'Round brilliant diamond, 1.00 ct, G VS1', STONE.diamond, 18000),
      opt('1.50 ct', PT, 'Round brilliant diamond, 1.51 ct, G VVS2', STONE.diamond, 35000), opt('2.00 ct', PT, 'Round brilliant diamond, 2.02 ct, F VS2', STONE.diamond, 60000),
    ],
  }),
  jewel({
    brand: 'tiffany-co', model: 'HardWear Link Bracelet', sub: 'bracelets', art: 'bracelet', weight: 6, sizes: ['Medium', 'Large'], resale: [0.5, 0.7], years: [2017, 2025],
    note: 'Graduated links inspired by a 1962 piece in the Tiffany archive.',
    options: [opt('Sterling Silver', 'Sterling silver', 'None', METAL.silver, 1050), opt('Yellow Gold', YG, 'None', METAL.yellowGold, 13000)],
  }),
  jewel({
    brand: 'tiffany-co', model: 'Lock Bangle', sub: 'bracelets', art: 'bracelet', weight: 5, sizes: ['Medium', 'Large'], resale: [0.62, 0.8], years: [2022, 2025],
    note: 'A hinged bangle closed by a working padlock motif.',
    options: [opt('Rose Gold', RG, 'None', METAL.roseGold, 7400), opt('Yellow Gold Half Pavé', YG, 'Round brilliant diamonds, 0.43 ct', METAL.yellowGold, 9800)],
  }),
  jewel({
    brand: 'tiffany-co', model: 'Elsa Peretti Bone Cuff', sub: 'bracelets', art: 'bracelet', weight: 4, sizes: ['Small', 'Medium', 'Large'], resale: [0.9, 1.2], years: [2012, 2025],
    note: 'Elsa Peretti\'s sculptural cuff of 1970, shaped to the wrist bone.',
    options: [opt('Sterling Silver', 'Sterling silver', 'None', METAL.silver, 1200)],
  }),
  // Bulgari
  jewel({
    brand: 'bulgari', model: 'Serpenti Viper Bracelet', sub: 'bracelets', art: 'bracelet', weight: 8, sizes: ['S', 'M', 'L'], resale: [0.6, 0.8], years: [2016, 2025],
    note: 'Supple scales that coil once around the wrist.',
    options: [opt('Rose Gold', RG, 'None', METAL.roseGold, 5400), opt('Rose Gold Pavé', RG, 'Pavé diamonds, 1.53 ct', STONE.diamond, 16500, [0.55, 0.72])],
  }),
  jewel({
    brand: 'bulgari', model: 'B.zero1 Ring', sub: 'rings', art: 'ring', weight: 8, sizes: RING_FR, resale: [0.55, 0.75], years: [2010, 2025],
    note: 'The spiral band of 1999, inspired by the Colosseum.',
    options: [opt('Four-Band Rose Gold', RG, 'None', METAL.roseGold, 2500), opt('Two-Band Yellow Gold', YG, 'None', METAL.yellowGold, 1850), opt('Four-Band Rose Gold Ceramic', 'Rose gold and black ceramic', 'None', STONE.onyx, 1950)],
  }),
  jewel({
    brand: 'bulgari', model: 'Divas\' Dream Necklace', sub: 'necklaces', art: 'necklace', weight: 5, sizes: [], resale: [0.6, 0.8], years: [2015, 2025],
    note: 'A fan motif drawn from the mosaics of the Baths of Caracalla.',
    options: [opt('Mother-of-Pearl', RG, 'Mother-of-pearl and a diamond', STONE.motherOfPearl, 3650), opt('Malachite', RG, 'Malachite and a diamond', STONE.malachite, 3650)],
  }),
  // Diamond houses
  jewel({
    brand: 'graff', model: 'Round Diamond Solitaire', sub: 'engagement-rings', art: 'ring', weight: 5, sizes: RING_US, resale: [0.5, 0.68], years: [2008, 2025],
    note: 'Cut and polished in Graff\'s own workshops, with its GIA report and Graff certificate.',
    options: [opt('1.01 ct', PT, 'Round brilliant diamond, 1.01 ct, D VVS1', STONE.diamond, 45000), opt('2.02 ct', PT, 'Round brilliant diamond, 2.02 ct, E VS1', STONE.diamond, 160000), opt('3.01 ct', PT, 'Round brilliant diamond, 3.01 ct, F VVS2', STONE.diamond, 320000)],
  }),
  jewel({
    brand: 'graff', model: 'Classic Butterfly Pendant', sub: 'necklaces', art: 'necklace', weight: 3, sizes: [], resale: [0.55, 0.72], years: [2014, 2025],
    note: 'A butterfly in pavé diamonds on a fine chain.',
    options: [opt('White Gold', WG, 'Pavé diamonds, 0.45 ct', STONE.diamond, 7500)],
  }),
  jewel({
    brand: 'graff', model: 'Diamond Stud Earrings', sub: 'earrings', art: 'earrings', weight: 3, sizes: [], resale: [0.45, 0.6], years: [2010, 2025],
    note: 'A matched pair of round brilliants in four-claw settings.',
    options: [opt('1.00 ct Total', PT, 'Two round diamonds, 1.00 ct total, E VS1', STONE.diamond, 18000), opt('2.00 ct Total', PT, 'Two round diamonds, 2.00 ct total, E VVS2', STONE.diamond, 55000)],
  }),
  jewel({
    brand: 'harry-winston', model: 'Classic Winston Solitaire', sub: 'engagement-rings', art: 'ring', weight: 4, sizes: RING_US, resale: [0.5, 0.65], years: [2008, 2025],
    note: 'A platinum setting designed to show as little metal as possible.',
    options: [opt('1.00 ct', PT, 'Round brilliant diamond, 1.01 ct, E VVS2', STONE.diamond, 40000), opt('2.00 ct', PT, 'Round brilliant diamond, 2.03 ct, E VS1', STONE.diamond, 130000)],
  }),
  jewel({
    brand: 'harry-winston', model: 'Sunflower Earrings', sub: 'earrings', art: 'earrings', weight: 3, sizes: [], resale: [0.5, 0.7], years: [2012, 2025],
    note: 'Marquise and round diamonds arranged as a flower.',
    options: [opt('Small', PT, 'Marquise and round diamonds, 1.10 ct total', STONE.diamond, 14000)],
  }),
  // Other houses
  jewel({
    brand: 'chopard', model: 'Happy Hearts Pendant', sub: 'necklaces', art: 'necklace', weight: 5, sizes: [], resale: [0.55, 0.75], years: [2014, 2025],
    note: 'A diamond moves freely inside the heart, after Happy Diamonds of 1976.',
    options: [opt('Rose Gold', RG, 'One moving diamond, 0.05 ct', METAL.roseGold, 2350), opt('Rose Gold Red Stone', RG, 'Red stone and one moving diamond', STONE.ruby, 2350)],
  }),
  jewel({
    brand: 'chopard', model: 'Ice Cube Ring', sub: 'rings', art: 'ring', weight: 4, sizes: RING_FR, resale: [0.55, 0.72], years: [2014, 2025],
    note: 'Faceted cubes in ethically sourced gold.',
    options: [opt('Rose Gold', RG, 'None', METAL.roseGold, 1650), opt('White Gold Diamonds', WG, 'Pavé diamonds, 0.54 ct', STONE.diamond, 8000)],
  }),
  jewel({
    brand: 'boucheron', model: 'Quatre Classique Ring', sub: 'rings', art: 'ring', weight: 5, sizes: RING_FR, resale: [0.55, 0.75], years: [2010, 2025],
    note: 'Four bands in four textures, from grosgrain to clous de Paris.',
    options: [opt('Large', 'Yellow, white and pink gold with brown PVD', 'None', METAL.yellowGold, 4200), opt('White Edition', 'White gold and white ceramic', 'None', METAL.whiteGold, 3900)],
  }),
  jewel({
    brand: 'boucheron', model: 'Serpent Bohème Pendant', sub: 'necklaces', art: 'necklace', weight: 3, sizes: [], resale: [0.55, 0.75], years: [2012, 2025],
    note: 'The serpent\'s head as a drop of gold beads.',
    options: [opt('Diamond', YG, 'One diamond', METAL.yellowGold, 2700), opt('Malachite', YG, 'Malachite', STONE.malachite, 2700)],
  }),
  jewel({
    brand: 'chanel', model: 'Coco Crush Ring', sub: 'rings', art: 'ring', weight: 6, sizes: RING_FR, resale: [0.6, 0.8], years: [2015, 2025],
    note: 'The quilting of Chanel bags engraved into gold.',
    options: [opt('Medium Yellow Gold', YG, 'None', METAL.yellowGold, 3300), opt('Medium Beige Gold', '18k beige gold', 'None', METAL.roseGold, 3300), opt('White Gold Diamonds', WG, 'Diamonds, 0.10 ct', STONE.diamond, 6950)],
  }),
  jewel({
    brand: 'hermes', model: 'Clic H Bracelet', sub: 'bracelets', art: 'bracelet', weight: 8, sizes: ['PM', 'GM'], resale: [0.8, 1.1], years: [2010, 2025],
    note: 'An enamel bangle that opens by turning the H.',
    options: [
      opt('Noir Gold', 'Enamel and gold-plated metal', 'None', HERMES.noir, 780), opt('Rouge H Palladium', 'Enamel and palladium-plated metal', 'None', HERMES.rougeH, 780),
      opt('Craie Gold', 'Enamel and gold-plated metal', 'None', HERMES.craie, 780), opt('Bleu Nuit Palladium', 'Enamel and palladium-plated metal', 'None', HERMES.bleuNuit, 780),
    ],
  }),
  jewel({
    brand: 'hermes', model: 'Chaîne d\'Ancre Bracelet', sub: 'bracelets', art: 'bracelet', weight: 3, sizes: ['TPM', 'PM', 'MM'], resale: [0.75, 0.95], years: [2010, 2025],
    note: 'Robert Dumas\'s anchor chain of 1938.',
    options: [opt('Sterling Silver', 'Sterling silver', 'None', METAL.silver, 1900)],
  }),
  jewel({
    brand: 'dior', model: 'Rose des Vents Necklace', sub: 'necklaces', art: 'necklace', weight: 4, sizes: [], resale: [0.5, 0.7], years: [2014, 2025],
    note: 'The compass rose Christian Dior considered a lucky star.',
    options: [opt('Mother-of-Pearl', YG, 'Mother-of-pearl and a diamond', STONE.motherOfPearl, 3500), opt('Malachite', YG, 'Malachite and a diamond', STONE.malachite, 3500)],
  }),
  jewel({
    brand: 'david-yurman', model: 'Cable Classic Bracelet', sub: 'bracelets', art: 'bracelet', weight: 6, sizes: ['S', 'M', 'L'], resale: [0.4, 0.55], years: [2010, 2025],
    note: 'The twisted cable that has defined the brand since the 1980s.',
    options: [opt('Sterling Silver 5 mm', 'Sterling silver', 'None', METAL.silver, 495), opt('Silver and Gold 5 mm', 'Sterling silver and 14k yellow gold', 'None', METAL.yellowGold, 695), opt('Silver Pavé 5 mm', 'Sterling silver', 'Pavé diamonds, 0.36 ct', STONE.diamond, 2800)],
  }),
  jewel({
    brand: 'messika', model: 'Move Uno Bracelet', sub: 'bracelets', art: 'bracelet', weight: 4, sizes: [], resale: [0.5, 0.7], years: [2016, 2025],
    note: 'A single diamond slides between two gold rails.',
    options: [opt('Pink Gold', RG, 'One diamond', METAL.roseGold, 1750), opt('White Gold', WG, 'One diamond', METAL.whiteGold, 1750)],
  }),
  jewel({
    brand: 'pomellato', model: 'Nudo Ring', sub: 'rings', art: 'ring', weight: 5, sizes: RING_FR, resale: [0.55, 0.75], years: [2010, 2025],
    note: 'A faceted gem set without visible prongs.',
    options: [opt('Classic Blue Topaz', 'Rose and white gold', 'London blue topaz', TOPAZ, 2900), opt('Petit Amethyst', 'Rose and white gold', 'Amethyst', AMETHYST, 1900), opt('Maxi Prasiolite', 'Rose and white gold', 'Prasiolite', PRASIOLITE, 4200)],
  }),
  jewel({
    brand: 'buccellati', model: 'Opera Tulle Pendant', sub: 'necklaces', art: 'necklace', weight: 2, sizes: [], resale: [0.55, 0.72], years: [2019, 2025],
    note: 'Hand-engraved gold tulle framing a stone motif.',
    options: [opt('Mother-of-Pearl', 'Yellow and white gold', 'Mother-of-pearl', STONE.motherOfPearl, 3900), opt('Onyx', 'Yellow and white gold', 'Onyx', STONE.onyx, 3900)],
  }),
  jewel({
    brand: 'chaumet', model: 'Joséphine Aigrette Ring', sub: 'rings', art: 'ring', weight: 3, sizes: RING_FR, resale: [0.5, 0.7], years: [2012, 2025],
    note: 'The V-shaped aigrette recalls the tiaras of the Empress Joséphine.',
    options: [opt('White Gold Diamonds', WG, 'Pear-shaped and brilliant diamonds, 0.61 ct', STONE.diamond, 5800)],
  }),
  jewel({
    brand: 'piaget', model: 'Possession Ring', sub: 'rings', art: 'ring', weight: 4, sizes: RING_FR, resale: [0.55, 0.75], years: [2012, 2025],
    note: 'The outer band turns freely around the ring.',
    options: [opt('Rose Gold', RG, 'None', METAL.roseGold, 1950), opt('Rose Gold Diamond', RG, 'One diamond', METAL.roseGold, 2900)],
  }),
  jewel({
    brand: 'mikimoto', model: 'Akoya Pearl Strand', sub: 'necklaces', art: 'necklace', weight: 4, sizes: ['18 in'], resale: [0.45, 0.65], years: [2008, 2025],
    note: 'Hand-matched Akoya pearls with the Mikimoto clasp.',
    options: [opt('7.0-7.5 mm', '18k white gold clasp', 'Akoya cultured pearls, A+ grade', STONE.pearl, 6000), opt('7.5-8.0 mm', '18k white gold clasp', 'Akoya cultured pearls, A+ grade', STONE.pearl, 8500)],
  }),
];

