/** Ready-to-wear model lines; resale for clothing sits well below retail, as it does in life. */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, words } from './line-kit.js';
import { CHANEL, HERMES, N } from './palette.js';

interface Cut {
  /** Words added to the model in the name ('Cropped', 'Brides de Gala'); '' for none. */
  name: string;
  composition: string;
  retail: number;
}

interface FashionSpec {
  id?: string;
  brand: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  cuts: readonly Cut[];
  colours: readonly Colour[];
  sizes: readonly string[];
  resale: readonly [number, number];
  note: string;
}

const cut = (name: string, composition: string, retail: number): Cut => ({ name, composition, retail });

function garment(spec: FashionSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const prepared = spec.cuts.map((c) => ({ c, materials: [c.composition], name: words(spec.model, c.name) }));
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'fashion', subcategory: spec.sub, model: spec.model, artKind: spec.art, weight: spec.weight, colour: spec.colours[0] ?? N.black },
    (rng) => {
      const p = rng.pick(prepared);
      const colour = rng.pick(spec.colours);
      const size = rng.pick(spec.sizes);
      return {
        variant: p.c.name,
        detail: `${colour.name} ${size}`,
        reference: null,
        colour,
        materials: p.materials,
        attributes: { Size: size, Colour: colour.name, Composition: p.c.composition },
        retailUsd: p.c.retail,
        marketUsd: niceUsd(p.c.retail * between(rng, spec.resale[0], spec.resale[1])),
        description: `${brandName} ${p.name} in ${colour.name.toLowerCase()} ${p.c.composition.toLowerCase()}, size ${size}. ${spec.note}`,
        condition: null,
      };
    },
  );
}

const FR_W = ['FR 34', 'FR 36', 'FR 38', 'FR 40', 'FR 42'];
const IT_W = ['IT 38', 'IT 40', 'IT 42', 'IT 44', 'IT 46'];
const IT_M = ['IT 46', 'IT 48', 'IT 50', 'IT 52', 'IT 54'];
const LETTER = ['XS', 'S', 'M', 'L', 'XL'];
const QUIET = [N.navy, N.camel, N.grey, N.beige, N.charcoal, N.ivory, N.olive];
const HONEY: Colour = { name: 'Honey', hex: '#b58a4c' };
const STONE_TRENCH: Colour = { name: 'Stone', hex: '#c9bca3' };

export const FASHION_LINES: ModelLine[] = [
  garment({
    brand: 'chanel', model: 'Tweed Jacket', sub: 'outerwear', art: 'jacket', weight: 14, sizes: FR_W, resale: [0.45, 0.7],
    colours: [CHANEL.black, N.ivory, CHANEL.navy, CHANEL.lightPink, N.multicolour],
    cuts: [cut('', 'Wool-blend tweed with silk lining', 7900), cut('Cropped', 'Cotton-blend tweed', 6800)],
    note: 'Chain-weighted hem and CC buttons, made in the Chanel ateliers.',
  }),
  garment({
    brand: 'chanel', model: 'Cashmere Cardigan', sub: 'knitwear', art: 'jacket', weight: 5, sizes: FR_W, resale: [0.4, 0.6],
    colours: [CHANEL.black, N.ivory, CHANEL.navy, CHANEL.beigeClair], cuts: [cut('', 'Cashmere', 3800)],
    note: 'Contrast trim and CC buttons.',
  }),
  garment({
    brand: 'chanel', model: 'Tweed Dress', sub: 'dresses', art: 'dress', weight: 4, sizes: FR_W, resale: [0.4, 0.6],
    colours: [CHANEL.black, N.ivory, CHANEL.lightPink], cuts: [cut('', 'Wool-blend tweed', 6500)],
    note: 'Sleeveless with a fitted waist.',
  }),
  garment({
    brand: 'hermes', model: 'Carré 90', sub: 'scarves', art: 'scarf', weight: 16, sizes: ['90 x 90 cm'], resale: [0.55, 0.85],
    colours: [HERMES.orange, HERMES.bleuNuit, HERMES.rougeH, HERMES.craie, HERMES.vertCriquet, HERMES.roseSakura, HERMES.gold],
    cuts: [cut('Brides de Gala', 'Silk twill', 590), cut('Jungle Love', 'Silk twill', 590), cut('Les Cavaliers d\'Or', 'Silk twill', 590), cut('Cheval Turc', 'Silk twill', 590), cut('Chasse en Inde', 'Silk twill', 590)],
    note: 'Hand-rolled hem, printed in Lyon with up to forty colour screens.',
  }),
  garment({
    brand: 'hermes', model: 'Shawl 140', sub: 'scarves', art: 'scarf', weight: 5, sizes: ['140 x 140 cm'], resale: [0.5, 0.75],
    colours: [HERMES.bleuNuit, HERMES.etoupe, HERMES.rougeH, HERMES.noir, HERMES.craie],
    cuts: [cut('Brides de Gala', 'Cashmere and silk', 1725), cut('Les Cavaliers d\'Or', 'Cashmere and silk', 1725)],
    note: 'A large, light cashmere-and-silk square.',
  }),
  garment({
    brand: 'dior', model: 'Bar Jacket', sub: 'outerwear', art: 'jacket', weight: 6, sizes: FR_W, resale: [0.5, 0.7],
    colours: [N.black, N.ivory, N.grey, N.navy], cuts: [cut('', 'Wool and silk', 5600)],
    note: 'The nipped waist and padded hips of the 1947 New Look.',
  }),
  garment({
    brand: 'gucci', model: 'GG Wool Cardigan', sub: 'knitwear', art: 'jacket', weight: 4, sizes: LETTER, resale: [0.35, 0.55],
    colours: [N.beige, N.navy, N.burgundy], cuts: [cut('', 'Wool jacquard', 1900)],
    note: 'Web stripe trim and GG buttons.',
  }),
  garment({
    brand: 'gucci', model: 'Horsebit Silk Dress', sub: 'dresses', art: 'dress', weight: 3, sizes: IT_W, resale: [0.35, 0.5],
    colours: [N.green, N.red, N.black], cuts: [cut('', 'Silk crêpe de Chine', 3500)],
    note: 'Printed with the house horsebit motif.',
  }),
  garment({
    brand: 'prada', model: 'Re-Nylon Gabardine Jacket', sub: 'outerwear', art: 'jacket', weight: 4, sizes: IT_M, resale: [0.35, 0.55],
    colours: [N.black, N.navy, N.khaki], cuts: [cut('', 'Re-Nylon regenerated gabardine', 2600)],
    note: 'With the enamelled triangle logo on the pocket.',
  }),
  garment({
    brand: 'saint-laurent', model: 'Le Smoking Tuxedo Jacket', sub: 'tailoring', art: 'jacket', weight: 5, sizes: FR_W, resale: [0.42, 0.6],
    colours: [N.black], cuts: [cut('', 'Wool grain de poudre with satin lapels', 3900)],
    note: 'The tuxedo Yves Saint Laurent cut for women in 1966.',
  }),
  garment({
    brand: 'saint-laurent', model: 'Motorcycle Jacket', sub: 'outerwear', art: 'jacket', weight: 4, sizes: FR_W, resale: [0.4, 0.58],
    colours: [N.black], cuts: [cut('', 'Lambskin', 5990)],
    note: 'A slim biker with asymmetric zip and silver-tone hardware.',
  }),
  garment({
    brand: 'balenciaga', model: 'Oversized Hoodie', sub: 'knitwear', art: 'jacket', weight: 4, sizes: LETTER, resale: [0.3, 0.5],
    colours: [N.black, N.grey, N.white], cuts: [cut('', 'Cotton fleece', 1150)],
    note: 'Dropped shoulders and an exaggerated, boxy fit.',
  }),
  garment({
    brand: 'balenciaga', model: 'Hourglass Blazer', sub: 'tailoring', art: 'jacket', weight: 3, sizes: FR_W, resale: [0.35, 0.5],
    colours: [N.black, N.grey], cuts: [cut('', 'Wool gabardine', 2950)],
    note: 'Sculpted shoulders and a cinched waist.',
  }),
  garment({
    brand: 'loro-piana', model: 'Baby Cashmere Crewneck', sub: 'knitwear', art: 'jacket', weight: 8, sizes: LETTER, resale: [0.35, 0.55],
    colours: QUIET, cuts: [cut('', 'Baby cashmere', 1750)],
    note: 'Knitted from the undercoat of young Hircus goats.',
  }),
  garment({
    brand: 'loro-piana', model: 'Traveller Jacket', sub: 'outerwear', art: 'jacket', weight: 5, sizes: IT_M, resale: [0.38, 0.55],
    colours: [N.navy, N.olive, N.camel], cuts: [cut('', 'Wool with Storm System finish', 4800)],
    note: 'Water-repellent, with the many pockets of a travelling jacket.',
  }),
  garment({
    brand: 'brunello-cucinelli', model: 'Cashmere Cardigan', sub: 'knitwear', art: 'jacket', weight: 5, sizes: IT_W, resale: [0.3, 0.5],
    colours: QUIET, cuts: [cut('', 'Cashmere with Monili bead trim', 3900)],
    note: 'Made in Solomeo, trimmed with the house\'s Monili beads.',
  }),
  garment({
    brand: 'brunello-cucinelli', model: 'Deconstructed Blazer', sub: 'tailoring', art: 'jacket', weight: 4, sizes: IT_M, resale: [0.3, 0.48],
    colours: QUIET, cuts: [cut('', 'Wool, silk and linen', 4300)],
    note: 'Unlined and soft-shouldered.',
  }),
  garment({
    brand: 'the-row', model: 'Double-Faced Cashmere Coat', sub: 'outerwear', art: 'jacket', weight: 5, sizes: LETTER, resale: [0.45, 0.65],
    colours: [N.camel, N.black, N.charcoal, N.ivory], cuts: [cut('', 'Double-faced cashmere', 6500)],
    note: 'Hand-finished seams, unlined.',
  }),
  garment({
    brand: 'the-row', model: 'Cashmere Sweater', sub: 'knitwear', art: 'jacket', weight: 3, sizes: LETTER, resale: [0.45, 0.62],
    colours: [N.black, N.ivory, N.grey], cuts: [cut('', 'Cashmere', 1800)],
    note: 'A relaxed, heavy-gauge knit.',
  }),
  garment({
    brand: 'tom-ford', model: 'Shelton Velvet Dinner Jacket', sub: 'tailoring', art: 'jacket', weight: 4, sizes: IT_M, resale: [0.3, 0.45],
    colours: [N.black, N.burgundy, N.navy, N.green], cuts: [cut('', 'Cotton velvet with satin peak lapels', 5500)],
    note: 'Peak lapels and a single button, made in Italy.',
  }),
  garment({
    brand: 'tom-ford', model: 'O\'Connor Suit', sub: 'tailoring', art: 'jacket', weight: 4, sizes: IT_M, resale: [0.3, 0.45],
    colours: [N.navy, N.charcoal, N.grey], cuts: [cut('', 'Wool', 5900)],
    note: 'Strong shoulders and a slim waist.',
  }),
  garment({
    brand: 'bottega-veneta', model: 'Leather Shirt', sub: 'outerwear', art: 'jacket', weight: 3, sizes: IT_M, resale: [0.35, 0.5],
    colours: [N.black, N.brown, N.olive], cuts: [cut('', 'Lambskin', 6500)],
    note: 'Leather cut and finished like a shirt.',
  }),
  garment({
    brand: 'valentino', model: 'Crepe Couture Dress', sub: 'dresses', art: 'dress', weight: 5, sizes: IT_W, resale: [0.35, 0.55],
    colours: [N.red, N.black, N.pink], cuts: [cut('', 'Crepe Couture (wool and silk)', 3900)],
    note: 'In Valentino\'s house fabric.',
  }),
  garment({
    brand: 'alexander-mcqueen', model: 'Skull Scarf', sub: 'scarves', art: 'scarf', weight: 5, sizes: ['140 x 140 cm'], resale: [0.4, 0.6],
    colours: [N.black, N.ivory, N.red, N.grey], cuts: [cut('', 'Silk chiffon', 450)],
    note: 'The skull print that became a house signature in 2003.',
  }),
  garment({
    brand: 'alexander-mcqueen', model: 'Tailored Blazer', sub: 'tailoring', art: 'jacket', weight: 3, sizes: IT_W, resale: [0.35, 0.5],
    colours: [N.black, N.ivory], cuts: [cut('', 'Wool', 2900)],
    note: 'Savile Row cutting with a sharp shoulder.',
  }),
  garment({
    brand: 'burberry', model: 'Heritage Trench Coat', sub: 'outerwear', art: 'jacket', weight: 10, sizes: ['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14'], resale: [0.4, 0.6],
    colours: [HONEY, N.black, STONE_TRENCH],
    cuts: [cut('Kensington', 'Cotton gabardine', 2490), cut('Chelsea', 'Cotton gabardine', 2490), cut('Waterloo', 'Cotton gabardine', 2590)],
    note: 'Gabardine woven in Castleford, with epaulettes and storm shield.',
  }),
  garment({
    brand: 'max-mara', model: 'Icon Coat', sub: 'outerwear', art: 'jacket', weight: 8, sizes: ['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14'], resale: [0.45, 0.62],
    colours: [N.camel, N.black, N.navy],
    cuts: [cut('101801', 'Wool and cashmere', 4290), cut('Manuela', 'Camel hair', 3390)],
    note: 'Kimono sleeves and a wrap silhouette.',
  }),
  garment({
    brand: 'moncler', model: 'Down Jacket', sub: 'outerwear', art: 'jacket', weight: 8, sizes: ['0', '1', '2', '3', '4'], resale: [0.45, 0.65],
    colours: [N.black, N.navy, N.white, N.olive],
    cuts: [cut('Maya', 'Lacquered nylon laqué with down filling', 1950), cut('Hermine', 'Nylon with down filling', 2250)],
    note: 'With the felt cockerel patch on the sleeve.',
  }),
  garment({
    brand: 'zegna', model: 'Trofeo Suit', sub: 'tailoring', art: 'jacket', weight: 3, sizes: IT_M, resale: [0.25, 0.4],
    colours: [N.navy, N.charcoal, N.grey], cuts: [cut('', 'Trofeo wool', 4000)],
    note: 'Cut from Zegna\'s own Trofeo cloth.',
  }),
  garment({
    brand: 'kiton', model: 'Cashmere Sport Coat', sub: 'tailoring', art: 'jacket', weight: 2, sizes: IT_M, resale: [0.25, 0.4],
    colours: [N.camel, N.navy, N.brown], cuts: [cut('', 'Cashmere', 7500)],
    note: 'Hand-sewn in Arzano, with a Neapolitan shoulder.',
  }),
  garment({
    brand: 'brioni', model: 'Brunico Suit', sub: 'tailoring', art: 'jacket', weight: 2, sizes: IT_M, resale: [0.25, 0.4],
    colours: [N.navy, N.charcoal], cuts: [cut('', 'Super 160s wool', 7000)],
    note: 'Made in Penne, Abruzzo.',
  }),
];

