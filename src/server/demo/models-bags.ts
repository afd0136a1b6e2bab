/**
 * Handbag model lines. Retail prices are recent US boutique prices; resale is a ratio of
 * retail by size, because a Birkin 25 and a Birkin 40 trade very differently.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Attributes, Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, words, yearIn } from './line-kit.js';
import { BOTTEGA, CHANEL, GOYARD, HERMES, LV, N } from './palette.js';

interface Size {
  label: string;
  /** What the Size attribute shows. */
  shown: string;
  retail: number;
  resale: readonly [number, number];
}

interface Leather {
  /** As it appears in the name ('Togo'); '' when the canvas is already the colour name. */
  name: string;
  material: string;
  /** Restricts colours, e.g. a canvas that only comes in its own pattern. */
  colours?: readonly Colour[];
  /** Multiplies retail (exotics, special canvases). */
  mult?: number;
}

interface BagSpec {
  id?: string;
  brand: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  sizes: readonly Size[];
  leathers: readonly Leather[];
  colours: readonly Colour[];
  /** Hardware finishes named in the full name; [] when the bag has none worth naming. */
  hardware: readonly string[];
  styles?: readonly string[];
  years: readonly [number, number];
  /** One sentence specific to the line. */
  note: string;
}

const size = (label: string, cm: number | null, retail: number, lo: number, hi: number): Size => ({
  label, shown: cm === null ? label : `${cm} cm`, retail, resale: [lo, hi],
});
const leather = (name: string, material: string, extra: Omit<Leather, 'name' | 'material'> = {}): Leather => ({ name, material, ...extra });

const HARDWARE_MATERIAL: Record<string, string> = {
  Gold: 'Gold-plated hardware', Palladium: 'Palladium-plated hardware', 'Rose Gold': 'Rose gold-plated hardware',
  Silver: 'Silver-tone metal', 'Aged Gold': 'Aged gold-tone metal', Ruthenium: 'Ruthenium-finish metal',
  'Gold-Finish': 'Gold-finish metal', 'Silver-Finish': 'Silver-finish metal', Brass: 'Brass hardware',
  Mixed: 'Gold, silver and ruthenium-tone metal',
};

function bag(spec: BagSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const first = spec.leathers[0]?.colours?.[0] ?? spec.colours[0] ?? N.black;
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'bags', subcategory: spec.sub, model: spec.model, artKind: spec.art, weight: spec.weight, colour: first },
    (rng) => {
      const sz = rng.pick(spec.sizes);
      const lth = rng.pick(spec.leathers);
      const colour = rng.pick(lth.colours ?? spec.colours);
      const hw = spec.hardware.length > 0 ? rng.pick(spec.hardware) : '';
      const style = spec.styles ? rng.pick(spec.styles) : '';
      const retail = niceUsd(sz.retail * (lth.mult ?? 1));
      const market = niceUsd(retail * between(rng, sz.resale[0], sz.resale[1]));
      const surface = lth.name === '' ? lth.material : lth.name;
      const attributes: Attributes = { Size: sz.shown };
      if (lth.name === '') attributes['Material'] = surface;
      else attributes['Leather'] = surface;
      attributes['Colour'] = colour.name;
      attributes['Year'] = yearIn(rng, spec.years[0], spec.years[1]);
      attributes['Dust bag'] = rng.chance(0.85);
      if (hw !== '') attributes['Hardware'] = hw;
      if (style !== '') attributes['Style'] = style;
      return {
        variant: words(sz.label, style, lth.name),
        detail: hw === '' ? colour.name : `${colour.name} ${hw} Hardware`,
        reference: null,
        colour,
        materials: hw === '' ? [lth.material] : [lth.material, HARDWARE_MATERIAL[hw] ?? `${hw} hardware`],
        attributes,
        retailUsd: retail,
        marketUsd: market,
        description: `${brandName} ${spec.model}${sz.label === '' ? '' : ` ${sz.label}`} in ${surface.startsWith(colour.name) ? surface : `${colour.name} ${surface}`}${hw === '' ? '' : ` with ${hw.toLowerCase()} hardware`}. ${spec.note}`,
        condition: null,
      };
    },
  );
}

const H_CLASSIC = [HERMES.noir, HERMES.gold, HERMES.etoupe, HERMES.etain, HERMES.craie, HERMES.nata, HERMES.rougeH, HERMES.rougeCasaque, HERMES.bleuNuit, HERMES.bleuJean, HERMES.vertCriquet, HERMES.roseSakura, HERMES.orange, HERMES.biscuit, HERMES.chai, HERMES.bleuElectrique];
const H_LEATHERS = [leather('Togo', 'Togo calfskin'), leather('Epsom', 'Epsom calfskin'), leather('Clemence', 'Taurillon Clemence'), leather('Swift', 'Swift calfskin')];
const H_HW = ['Gold', 'Palladium', 'Gold', 'Palladium', 'Rose Gold'];
const CH_COLOURS = Object.values(CHANEL);
const CH_HW = ['Gold', 'Silver'];
const LV_CANVAS = [
  leather('', 'Monogram coated canvas', { colours: [LV.monogram] }),
  leather('', 'Damier Ebène coated canvas', { colours: [LV.damierEbene] }),
  leather('', 'Damier Azur coated canvas', { colours: [LV.damierAzur] }),
];
const GOYARDINE = [leather('', 'Goyardine canvas and chevroches calfskin')];
const BV = Object.values(BOTTEGA);

export const BAG_LINES: ModelLine[] = [
  // Hermès
  bag({
    brand: 'hermes', model: 'Birkin', sub: 'handbags', art: 'handbag', weight: 60,
    sizes: [size('25', 25, 11400, 1.9, 2.6), size('30', 30, 12100, 1.65, 2.3), size('35', 35, 13000, 1.35, 1.85), size('40', 40, 14100, 1.05, 1.45)],
    leathers: H_LEATHERS, colours: H_CLASSIC, hardware: H_HW, years: [2012, 2025],
    note: 'Stamped with its year letter and craftsperson mark under the strap, and sold with lock, keys and clochette.',
  }),
  bag({
    id: 'hermes-birkin-exotic', brand: 'hermes', model: 'Birkin', sub: 'handbags', art: 'handbag', weight: 6,
    sizes: [size('25', 25, 52000, 1.6, 2.3), size('30', 30, 58000, 1.45, 2.0), size('35', 35, 64000, 1.25, 1.7)],
    leathers: [leather('Porosus Crocodile', 'Shiny Porosus crocodile'), leather('Niloticus Crocodile', 'Matte Niloticus crocodile', { mult: 0.9 }), leather('Alligator', 'Matte alligator', { mult: 0.95 })],
    colours: [HERMES.noir, HERMES.rougeH, HERMES.bleuNuit, HERMES.gold, HERMES.etoupe], hardware: ['Gold', 'Palladium'], years: [2010, 2025],
    note: 'Exotic skin with its CITES documentation, which limits shipping to some countries.',
  }),
  bag({
    brand: 'hermes', model: 'Kelly', sub: 'handbags', art: 'handbag', weight: 40,
    sizes: [size('25', 25, 10900, 1.8, 2.5), size('28', 28, 11400, 1.6, 2.2), size('32', 32, 12000, 1.3, 1.8)],
    styles: ['Sellier', 'Retourne'], leathers: [leather('Epsom', 'Epsom calfskin'), leather('Togo', 'Togo calfskin'), leather('Box', 'Box calfskin')],
    colours: H_CLASSIC, hardware: H_HW, years: [2010, 2025],
    note: 'Comes with its shoulder strap, lock, keys and clochette.',
  }),
  bag({
    id: 'hermes-kelly-pochette', brand: 'hermes', model: 'Kelly Pochette', sub: 'clutches', art: 'clutch', weight: 8,
    sizes: [size('', 22, 7700, 2.0, 2.7)], leathers: [leather('Swift', 'Swift calfskin'), leather('Epsom', 'Epsom calfskin')],
    colours: H_CLASSIC, hardware: ['Gold', 'Palladium'], years: [2014, 2025],
    note: 'The miniature Kelly clutch, among the hardest Hermès pieces to buy in boutique.',
  }),
  bag({
    brand: 'hermes', model: 'Constance', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 18,
    sizes: [size('18', 18, 9400, 1.6, 2.2), size('24', 24, 10700, 1.2, 1.6)],
    leathers: [leather('Epsom', 'Epsom calfskin'), leather('Swift', 'Swift calfskin'), leather('Box', 'Box calfskin')],
    colours: H_CLASSIC, hardware: ['Gold', 'Palladium'], years: [2012, 2025],
    note: 'Closed by the H clasp that gives the bag its silhouette.',
  }),
  bag({
    brand: 'hermes', model: 'Evelyne', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 16,
    sizes: [size('TPM', 16, 2300, 1.0, 1.35), size('PM', 29, 3600, 0.95, 1.25), size('GM', 33, 4200, 0.85, 1.1)],
    leathers: [leather('Clemence', 'Taurillon Clemence'), leather('Epsom', 'Epsom calfskin')],
    colours: H_CLASSIC, hardware: ['Palladium', 'Gold'], years: [2012, 2025],
    note: 'Perforated H on the front and an adjustable canvas strap.',
  }),
  bag({
    brand: 'hermes', model: 'Picotin Lock', sub: 'handbags', art: 'handbag', weight: 12,
    sizes: [size('18', 18, 3225, 1.05, 1.4), size('22', 22, 3700, 0.95, 1.3)],
    leathers: [leather('Clemence', 'Taurillon Clemence'), leather('Swift', 'Swift calfskin')],
    colours: H_CLASSIC, hardware: ['Palladium', 'Gold'], years: [2013, 2025],
    note: 'An open bucket with the signature cadenas closing its strap.',
  }),
  bag({
    brand: 'hermes', model: 'Lindy', sub: 'handbags', art: 'handbag', weight: 7,
    sizes: [size('26', 26, 8600, 1.0, 1.35), size('30', 30, 9400, 0.95, 1.25)],
    leathers: [leather('Clemence', 'Taurillon Clemence'), leather('Swift', 'Swift calfskin')],
    colours: H_CLASSIC, hardware: ['Palladium', 'Gold'], years: [2012, 2025],
    note: 'Carried by its twin handles or crossbody on the detachable strap.',
  }),
  bag({
    brand: 'hermes', model: 'Garden Party', sub: 'totes', art: 'tote', weight: 8,
    sizes: [size('30', 30, 3300, 0.75, 0.95), size('36', 36, 3650, 0.7, 0.9)],
    leathers: [leather('Negonda', 'Negonda calfskin'), leather('Toile', 'Toile H canvas with leather trim')],
    colours: [HERMES.noir, HERMES.etoupe, HERMES.gold, HERMES.bleuNuit, HERMES.craie], hardware: [], years: [2012, 2025],
    note: 'A roomy, understated tote with a single press-stud closure.',
  }),
  // Chanel
  bag({
    brand: 'chanel', model: 'Classic Flap', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 50,
    sizes: [size('Small', 23, 10400, 0.9, 1.12), size('Medium', 25, 11300, 0.88, 1.1), size('Jumbo', 30, 12200, 0.8, 1.0), size('Maxi', 33, 13000, 0.72, 0.92)],
    leathers: [leather('Caviar', 'Grained calfskin (Caviar)'), leather('Lambskin', 'Lambskin')],
    colours: CH_COLOURS, hardware: CH_HW, years: [2008, 2025],
    note: 'Double flap with the CC turn-lock and interwoven chain; serial sticker and authenticity card match.',
  }),
  bag({
    brand: 'chanel', model: 'Boy Bag', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 16,
    sizes: [size('Old Medium', 25, 7000, 0.6, 0.8), size('New Medium', 28, 7700, 0.55, 0.75)],
    leathers: [leather('Lambskin', 'Lambskin'), leather('Caviar', 'Grained calfskin (Caviar)'), leather('Calfskin', 'Smooth calfskin')],
    colours: CH_COLOURS, hardware: ['Ruthenium', 'Gold', 'Silver'], years: [2011, 2025],
    note: 'The boyish Chanel introduced in 2011, with its chunky chain and push-lock.',
  }),
  bag({
    brand: 'chanel', model: '2.55 Reissue', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 10,
    sizes: [size('225', 24, 9200, 0.8, 1.0), size('226', 28, 10600, 0.75, 0.95), size('227', 31, 11400, 0.7, 0.9)],
    leathers: [leather('Aged Calfskin', 'Aged calfskin')],
    colours: [CHANEL.black, CHANEL.darkGrey, CHANEL.navy, CHANEL.beigeClair], hardware: ['Aged Gold', 'Ruthenium'], years: [2009, 2025],
    note: 'The February 1955 design, with its rectangular Mademoiselle lock and all-metal chain.',
  }),
  bag({
    brand: 'chanel', model: 'Chanel 19', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 12,
    sizes: [size('Small', 26, 6100, 0.62, 0.82), size('Large', 30, 6800, 0.6, 0.8), size('Maxi', 36, 7400, 0.55, 0.72)],
    leathers: [leather('Lambskin', 'Goatskin-lined lambskin'), leather('Tweed', 'Tweed', { mult: 0.95 })],
    colours: CH_COLOURS, hardware: ['Mixed'], years: [2019, 2025],
    note: 'The last bag designed by Karl Lagerfeld with Virginie Viard, in soft oversized quilting.',
  }),
  bag({
    brand: 'chanel', model: 'Wallet on Chain', sub: 'shoulder-bags', art: 'clutch', weight: 18,
    sizes: [size('', 19, 3800, 0.9, 1.15)],
    leathers: [leather('Caviar', 'Grained calfskin (Caviar)'), leather('Lambskin', 'Lambskin')],
    colours: CH_COLOURS, hardware: CH_HW, years: [2010, 2025],
    note: 'Card slots and a zipped pocket inside the flap; worn crossbody or as a clutch.',
  }),
  bag({
    brand: 'chanel', model: 'Deauville Tote', sub: 'totes', art: 'tote', weight: 6,
    sizes: [size('Medium', 38, 4600, 0.7, 0.9), size('Large', 47, 5100, 0.65, 0.85)],
    leathers: [leather('', 'Mixed fibres and calfskin')],
    colours: [N.beige, N.navy, N.black, N.ivory], hardware: ['Silver'], years: [2014, 2025],
    note: 'A canvas shopper with the Chanel Paris logo and leather-threaded chain handles.',
  }),
  bag({
    brand: 'chanel', model: 'Gabrielle Backpack', sub: 'backpacks', art: 'backpack', weight: 4,
    sizes: [size('', 22, 4700, 0.5, 0.7)],
    leathers: [leather('Calfskin', 'Aged calfskin and smooth calfskin')],
    colours: [CHANEL.black, CHANEL.beigeClair, CHANEL.darkGrey], hardware: ['Mixed'], years: [2017, 2025],
    note: 'Quilted backpack on the Gabrielle base, with chain and leather straps.',
  }),
  // Louis Vuitton
  bag({
    brand: 'louis-vuitton', model: 'Speedy Bandoulière', sub: 'handbags', art: 'handbag', weight: 30,
    sizes: [size('20', 20, 2380, 0.78, 0.98), size('25', 25, 2400, 0.75, 0.95), size('30', 30, 2480, 0.7, 0.9)],
    leathers: LV_CANVAS, colours: [LV.monogram], hardware: [], years: [2012, 2025],
    note: 'Natural cowhide trim and a detachable strap; the Vachetta develops a honey patina with use.',
  }),
  bag({
    brand: 'louis-vuitton', model: 'Neverfull', sub: 'totes', art: 'tote', weight: 32,
    sizes: [size('MM', 31, 2100, 0.8, 1.0), size('GM', 39, 2200, 0.75, 0.95)],
    leathers: LV_CANVAS, colours: [LV.monogram], hardware: [], years: [2010, 2025],
    note: 'Side laces cinch the tote; the removable zipped pochette is included.',
  }),
  bag({
    brand: 'louis-vuitton', model: 'Alma', sub: 'handbags', art: 'handbag', weight: 12,
    sizes: [size('BB', 24, 2050, 0.72, 0.92), size('PM', 32, 2250, 0.68, 0.88)],
    leathers: [...LV_CANVAS, leather('Epi', 'Epi grained cowhide', { colours: [LV.epiNoir, LV.epiRouge], mult: 1.3 })],
    colours: [LV.monogram], hardware: [], years: [2010, 2025],
    note: 'The Art Deco dome shape of the 1930s, named after the Pont de l\'Alma.',
  }),
  bag({
    brand: 'louis-vuitton', model: 'Capucines', sub: 'handbags', art: 'handbag', weight: 10,
    sizes: [size('BB', 27, 6800, 0.68, 0.85), size('MM', 31, 7900, 0.62, 0.8)],
    leathers: [leather('Taurillon', 'Taurillon leather')],
    colours: [LV.taurillonNoir, LV.galet, N.cream, N.pink, N.navy], hardware: [], years: [2013, 2025],
    note: 'Named after the rue Neuve-des-Capucines, where the first Louis Vuitton shop opened in 1854.',
  }),
  bag({
    brand: 'louis-vuitton', model: 'Keepall Bandoulière', sub: 'travel', art: 'tote', weight: 12,
    sizes: [size('45', 45, 2700, 0.72, 0.9), size('50', 50, 2850, 0.7, 0.88), size('55', 55, 3000, 0.68, 0.85)],
    leathers: [...LV_CANVAS.slice(0, 2), leather('', 'Monogram Eclipse coated canvas', { colours: [LV.monogramEclipse] }), leather('', 'Damier Graphite coated canvas', { colours: [LV.damierGraphite] })],
    colours: [LV.monogram], hardware: [], years: [2010, 2025],
    note: 'The soft weekend bag of 1930, with padlock, name tag and shoulder strap.',
  }),
  bag({
    brand: 'louis-vuitton', model: 'Pochette Métis', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 10,
    sizes: [size('', 25, 3250, 0.85, 1.05)],
    leathers: [leather('', 'Monogram and Monogram Reverse coated canvas', { colours: [LV.monogramReverse] }), leather('', 'Monogram Empreinte leather', { colours: [LV.empreinteNoir, LV.empreinteCreme], mult: 1.2 })],
    colours: [LV.monogram], hardware: [], years: [2016, 2025],
    note: 'S-lock flap, top handle and adjustable strap.',
  }),
  bag({
    brand: 'louis-vuitton', model: 'OnTheGo', sub: 'totes', art: 'tote', weight: 8,
    sizes: [size('MM', 35, 3750, 0.75, 0.92), size('GM', 41, 4050, 0.7, 0.88)],
    leathers: [leather('', 'Monogram Reverse coated canvas', { colours: [LV.monogramReverse] }), leather('', 'Monogram Empreinte leather', { colours: [LV.empreinteNoir, LV.empreinteCreme], mult: 1.15 })],
    colours: [LV.monogram], hardware: [], years: [2019, 2025],
    note: 'A structured tote with both short handles and long shoulder straps.',
  }),
  bag({
    brand: 'louis-vuitton', model: 'Christopher Backpack', sub: 'backpacks', art: 'backpack', weight: 5,
    sizes: [size('PM', 38, 3750, 0.62, 0.8), size('MM', 44, 4100, 0.6, 0.78)],
    leathers: [leather('', 'Monogram Eclipse coated canvas', { colours: [LV.monogramEclipse] }), leather('Taiga', 'Taiga leather', { colours: [N.black, N.navy] })],
    colours: [LV.monogram], hardware: [], years: [2016, 2025],
    note: 'Drawstring backpack inspired by the brand\'s early mountaineering bags.',
  }),
  // Dior
  bag({
    brand: 'dior', model: 'Lady Dior', sub: 'handbags', art: 'handbag', weight: 22,
    sizes: [size('Mini', 17, 5100, 0.65, 0.85), size('Small', 20, 5900, 0.62, 0.8), size('Medium', 24, 6500, 0.6, 0.78), size('Large', 32, 7300, 0.55, 0.72)],
    leathers: [leather('Cannage Lambskin', 'Cannage lambskin'), leather('Patent', 'Cannage patent calfskin')],
    colours: [N.black, N.blush, N.white, N.navy, N.red, N.grey], hardware: ['Gold-Finish', 'Silver-Finish'], years: [2012, 2025],
    note: 'Topstitched Cannage quilting and the dangling D.I.O.R. charms.',
  }),
  bag({
    brand: 'dior', model: 'Saddle', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 14,
    sizes: [size('', 25, 4300, 0.65, 0.85)],
    leathers: [leather('Oblique', 'Dior Oblique jacquard', { colours: [N.blue, N.beige] }), leather('Grained Calfskin', 'Grained calfskin')],
    colours: [N.black, N.tan, N.blush, N.burgundy], hardware: ['Gold-Finish'], years: [2018, 2025],
    note: 'John Galliano\'s kidney-shaped design of 1999, reissued by Maria Grazia Chiuri in 2018.',
  }),
  bag({
    brand: 'dior', model: 'Book Tote', sub: 'totes', art: 'tote', weight: 16,
    sizes: [size('Small', 26, 3400, 0.68, 0.88), size('Medium', 36, 3700, 0.65, 0.85), size('Large', 42, 4100, 0.62, 0.8)],
    leathers: [leather('Oblique', 'Embroidered Dior Oblique canvas', { colours: [N.blue, N.beige, N.black] }), leather('Toile de Jouy', 'Embroidered Toile de Jouy canvas', { colours: [N.navy, N.beige] })],
    colours: [N.blue], hardware: [], years: [2018, 2025],
    note: 'Embroidered canvas tote, personalised with initials on request at purchase.',
  }),
  bag({
    brand: 'dior', model: '30 Montaigne', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 6,
    sizes: [size('', 24, 4200, 0.58, 0.76)],
    leathers: [leather('Grained Calfskin', 'Grained calfskin'), leather('Oblique', 'Dior Oblique jacquard', { colours: [N.blue] })],
    colours: [N.black, N.tan, N.white], hardware: ['Gold-Finish'], years: [2019, 2025],
    note: 'The CD clasp recalls the house address at 30 avenue Montaigne.',
  }),
  // Goyard
  bag({
    brand: 'goyard', model: 'Saint Louis', sub: 'totes', art: 'tote', weight: 16,
    sizes: [size('PM', 34, 2000, 1.0, 1.3), size('GM', 48, 2300, 0.95, 1.25)],
    leathers: GOYARDINE, colours: Object.values(GOYARD), hardware: [], years: [2012, 2025],
    note: 'Reversible Goyardine tote with its pouch; sold only in Goyard boutiques.',
  }),
  bag({
    brand: 'goyard', model: 'Anjou', sub: 'totes', art: 'tote', weight: 8,
    sizes: [size('PM', 35, 2750, 0.98, 1.28), size('GM', 47, 3200, 0.95, 1.22)],
    leathers: GOYARDINE, colours: Object.values(GOYARD), hardware: [], years: [2016, 2025],
    note: 'Reversible: Goyardine on one side, smooth calfskin on the other.',
  }),
  bag({
    brand: 'goyard', model: 'Artois', sub: 'totes', art: 'tote', weight: 6,
    sizes: [size('PM', 39, 2900, 0.95, 1.2), size('MM', 50, 3300, 0.9, 1.15)],
    leathers: GOYARDINE, colours: Object.values(GOYARD), hardware: [], years: [2012, 2025],
    note: 'A zip-top tote with a reinforced base.',
  }),
  bag({
    brand: 'goyard', model: 'Saïgon', sub: 'handbags', art: 'handbag', weight: 5,
    sizes: [size('PM', 27, 5200, 0.9, 1.2), size('MM', 33, 6100, 0.85, 1.1)],
    leathers: GOYARDINE, colours: [GOYARD.black, GOYARD.blackTan, GOYARD.grey, GOYARD.green, GOYARD.navy, GOYARD.red], hardware: ['Brass'], years: [2019, 2025],
    note: 'A structured top-handle bag with a detachable strap.',
  }),
  bag({
    brand: 'goyard', model: 'Alpin', sub: 'backpacks', art: 'backpack', weight: 3,
    sizes: [size('MM', 40, 3200, 0.85, 1.1)],
    leathers: GOYARDINE, colours: [GOYARD.black, GOYARD.blackTan, GOYARD.grey, GOYARD.navy], hardware: [], years: [2015, 2025],
    note: 'Flap backpack with drawstring and leather trim.',
  }),
  // Bottega Veneta
  bag({
    brand: 'bottega-veneta', model: 'Cassette', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 8,
    sizes: [size('', 23, 3800, 0.52, 0.72)], leathers: [leather('Intrecciato', 'Padded intrecciato nappa')],
    colours: BV, hardware: ['Gold'], years: [2019, 2025], note: 'Padded maxi intrecciato on a crossbody strap.',
  }),
  bag({
    brand: 'bottega-veneta', model: 'Jodie', sub: 'handbags', art: 'handbag', weight: 8,
    sizes: [size('Teen', 28, 3500, 0.55, 0.75), size('Small', 24, 3300, 0.55, 0.75)], leathers: [leather('Intrecciato', 'Intrecciato nappa')],
    colours: BV, hardware: [], years: [2020, 2025], note: 'A knotted hobo in hand-woven leather.',
  }),
  bag({
    brand: 'bottega-veneta', model: 'Andiamo', sub: 'handbags', art: 'handbag', weight: 6,
    sizes: [size('Small', 25, 5400, 0.55, 0.72), size('Medium', 32, 6200, 0.52, 0.7)], leathers: [leather('Intrecciato', 'Intrecciato calfskin')],
    colours: BV, hardware: ['Gold'], years: [2023, 2025], note: 'Finished with a knotted metal clasp and a crossbody strap.',
  }),
  bag({
    brand: 'bottega-veneta', model: 'Arco Tote', sub: 'totes', art: 'tote', weight: 5,
    sizes: [size('Medium', 34, 4000, 0.5, 0.7)], leathers: [leather('Intrecciato', 'Intrecciato calfskin')],
    colours: BV, hardware: [], years: [2019, 2025], note: 'A structured tote in maxi weave.',
  }),
  bag({
    brand: 'bottega-veneta', model: 'The Pouch', sub: 'clutches', art: 'clutch', weight: 5,
    sizes: [size('', 38, 2900, 0.5, 0.7)], leathers: [leather('Butter Calf', 'Gathered butter calfskin')],
    colours: BV, hardware: [], years: [2019, 2025], note: 'The gathered oversized clutch that opened Daniel Lee\'s era.',
  }),
  // Celine
  bag({
    brand: 'celine', model: 'Triomphe', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 8,
    sizes: [size('Teen', 22, 3600, 0.6, 0.8), size('Medium', 25, 4100, 0.58, 0.78)], leathers: [leather('Shiny Calfskin', 'Shiny calfskin')],
    colours: [N.black, N.tan, N.navy, N.white, N.burgundy], hardware: ['Gold'], years: [2019, 2025], note: 'Closed by the gold Triomphe clasp.',
  }),
  bag({
    brand: 'celine', model: 'Luggage', sub: 'handbags', art: 'handbag', weight: 7,
    sizes: [size('Nano', 20, 2750, 0.55, 0.75), size('Micro', 26, 3500, 0.52, 0.72)], leathers: [leather('Drummed Calfskin', 'Drummed calfskin')],
    colours: [N.black, N.tan, N.grey, N.camel, N.navy], hardware: [], years: [2012, 2025], note: 'The winged-face Luggage bag of 2010.',
  }),
  bag({
    brand: 'celine', model: 'Classic Box', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 5,
    sizes: [size('Teen', 24, 4800, 0.55, 0.75)], leathers: [leather('Box Calfskin', 'Box calfskin')],
    colours: [N.black, N.tan, N.burgundy, N.navy], hardware: ['Gold'], years: [2012, 2025], note: 'A structured flap bag with the signature box clasp.',
  }),
  // Fendi
  bag({
    brand: 'fendi', model: 'Baguette', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 9,
    sizes: [size('Mini', 20, 3200, 0.45, 0.65), size('', 27, 3700, 0.45, 0.65)],
    leathers: [leather('Nappa', 'Nappa leather'), leather('FF Jacquard', 'FF jacquard fabric', { colours: [N.brown, N.tan] }), leather('Sequin', 'Sequins', { mult: 1.2 })],
    colours: [N.black, N.pink, N.beige, N.green, N.silver], hardware: ['Gold', 'Silver'], years: [2019, 2025], note: 'Carried tucked under the arm like a French loaf.',
  }),
  bag({
    brand: 'fendi', model: 'Peekaboo ISeeU', sub: 'handbags', art: 'handbag', weight: 6,
    sizes: [size('Medium', 33, 5700, 0.45, 0.62), size('Small', 25, 4900, 0.45, 0.62)], leathers: [leather('Calfskin', 'Calfskin')],
    colours: [N.black, N.beige, N.grey, N.white], hardware: ['Palladium'], years: [2018, 2025], note: 'Two compartments and the twist lock on both sides.',
  }),
  // Prada
  bag({
    brand: 'prada', model: 'Re-Edition 2005', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 10,
    sizes: [size('', 22, 1750, 0.6, 0.8)], leathers: [leather('Re-Nylon', 'Re-Nylon regenerated nylon')],
    colours: [N.black, N.navy, N.white, N.pink, N.khaki], hardware: ['Silver'], years: [2019, 2025], note: 'With the detachable coin purse and the triangle logo.',
  }),
  bag({
    brand: 'prada', model: 'Galleria', sub: 'handbags', art: 'handbag', weight: 7,
    sizes: [size('Small', 28, 3600, 0.45, 0.65), size('Medium', 33, 4300, 0.42, 0.62)], leathers: [leather('Saffiano', 'Saffiano calfskin')],
    colours: [N.black, N.beige, N.navy, N.red, N.white], hardware: ['Gold'], years: [2010, 2025], note: 'Named after Milan\'s Galleria, where Prada opened in 1913.',
  }),
  // Gucci
  bag({
    brand: 'gucci', model: 'Jackie 1961', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 9,
    sizes: [size('Small', 28, 3200, 0.45, 0.62), size('Medium', 35, 3900, 0.42, 0.6)],
    leathers: [leather('Calfskin', 'Calfskin'), leather('GG Supreme', 'GG Supreme canvas', { colours: [N.beige] })],
    colours: [N.black, N.white, N.red, N.green, N.tan], hardware: ['Gold'], years: [2020, 2025], note: 'The piston-clasp hobo named for Jacqueline Kennedy Onassis.',
  }),
  bag({
    brand: 'gucci', model: 'Horsebit 1955', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 8,
    sizes: [size('', 25, 2900, 0.42, 0.6)],
    leathers: [leather('GG Supreme', 'GG Supreme canvas', { colours: [N.beige] }), leather('Calfskin', 'Calfskin')],
    colours: [N.black, N.tan, N.burgundy, N.white], hardware: ['Gold'], years: [2019, 2025], note: 'Closed by the equestrian horsebit introduced in 1955.',
  }),
  bag({
    brand: 'gucci', model: 'Dionysus', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 6,
    sizes: [size('Small', 25, 3300, 0.4, 0.58)],
    leathers: [leather('GG Supreme', 'GG Supreme canvas', { colours: [N.beige] }), leather('Suede', 'Suede')],
    colours: [N.black, N.pink, N.beige], hardware: ['Silver'], years: [2015, 2025], note: 'The tiger-head spur closure refers to the god Dionysus.',
  }),
  bag({
    brand: 'gucci', model: 'Bamboo 1947', sub: 'handbags', art: 'handbag', weight: 4,
    sizes: [size('Small', 21, 4500, 0.45, 0.62)], leathers: [leather('Calfskin', 'Calfskin')],
    colours: [N.black, N.white, N.green, N.tan], hardware: ['Gold'], years: [2021, 2025], note: 'Heat-bent bamboo handle, first used in 1947 when leather was rationed.',
  }),
  // Saint Laurent
  bag({
    brand: 'saint-laurent', model: 'Loulou', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 9,
    sizes: [size('Small', 23, 2800, 0.42, 0.6), size('Medium', 32, 3200, 0.4, 0.58)], leathers: [leather('Matelassé', 'Y-quilted calfskin')],
    colours: [N.black, N.beige, N.grey, N.burgundy], hardware: ['Gold', 'Silver'], years: [2016, 2025], note: 'Y-quilted leather with the Cassandre logo.',
  }),
  bag({
    brand: 'saint-laurent', model: 'Sac de Jour', sub: 'handbags', art: 'handbag', weight: 6,
    sizes: [size('Nano', 22, 2900, 0.42, 0.6), size('Small', 26, 3600, 0.4, 0.58)], leathers: [leather('Grained Calfskin', 'Grained calfskin')],
    colours: [N.black, N.tan, N.grey, N.navy], hardware: ['Silver'], years: [2013, 2025], note: 'An architectural tote with accordion sides.',
  }),
  bag({
    brand: 'saint-laurent', model: 'Kate', sub: 'clutches', art: 'clutch', weight: 6,
    sizes: [size('Medium', 24, 2800, 0.4, 0.58)], leathers: [leather('Calfskin', 'Smooth calfskin'), leather('Croc-Embossed', 'Crocodile-embossed calfskin')],
    colours: [N.black, N.red, N.white], hardware: ['Gold', 'Silver'], years: [2014, 2025], note: 'A slim chain bag with a tassel and the Cassandre logo.',
  }),
  bag({
    brand: 'saint-laurent', model: 'Icare', sub: 'totes', art: 'tote', weight: 5,
    sizes: [size('Maxi', 58, 4600, 0.45, 0.62)], leathers: [leather('Quilted Lambskin', 'Quilted lambskin')],
    colours: [N.black, N.beige], hardware: ['Silver'], years: [2022, 2025], note: 'An oversized quilted shopper.',
  }),
  // Loewe
  bag({
    brand: 'loewe', model: 'Puzzle', sub: 'handbags', art: 'handbag', weight: 9,
    sizes: [size('Small', 24, 3600, 0.55, 0.75), size('Medium', 29, 4200, 0.52, 0.72)], leathers: [leather('Classic Calfskin', 'Classic calfskin')],
    colours: [N.black, N.tan, N.grey, N.green, N.camel], hardware: [], years: [2015, 2025], note: 'Cut from geometric panels so it folds flat.',
  }),
  bag({
    brand: 'loewe', model: 'Hammock', sub: 'handbags', art: 'handbag', weight: 5,
    sizes: [size('Small', 29, 3300, 0.5, 0.7)], leathers: [leather('Classic Calfskin', 'Classic calfskin')],
    colours: [N.black, N.tan, N.beige], hardware: [], years: [2016, 2025], note: 'Side panels unfold to change the shape.',
  }),
  bag({
    brand: 'loewe', model: 'Flamenco Clutch', sub: 'clutches', art: 'clutch', weight: 5,
    sizes: [size('', 30, 3300, 0.5, 0.7)], leathers: [leather('Nappa', 'Nappa lambskin')],
    colours: [N.black, N.tan, N.khaki], hardware: [], years: [2018, 2025], note: 'A gathered clutch knotted at both ends.',
  }),
  // Other houses
  bag({
    brand: 'miu-miu', model: 'Wander', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 6,
    sizes: [size('', 25, 2250, 0.58, 0.8)], leathers: [leather('Matelassé Nappa', 'Matelassé nappa')],
    colours: [N.black, N.blush, N.white, N.brown], hardware: ['Gold'], years: [2021, 2025], note: 'A quilted hobo with a ring zip pull.',
  }),
  bag({
    brand: 'miu-miu', model: 'Arcadie', sub: 'handbags', art: 'handbag', weight: 4,
    sizes: [size('', 27, 3100, 0.55, 0.75)], leathers: [leather('Matelassé Nappa', 'Matelassé nappa')],
    colours: [N.black, N.cream, N.brown], hardware: ['Gold'], years: [2023, 2025], note: 'A top-handle bowling bag in quilted leather.',
  }),
  bag({
    brand: 'delvaux', model: 'Brillant', sub: 'handbags', art: 'handbag', weight: 4,
    sizes: [size('PM', 24, 5900, 0.5, 0.7), size('MM', 29, 6600, 0.5, 0.68)], leathers: [leather('Box Calf', 'Box calfskin')],
    colours: [N.black, N.cognac, N.navy, N.white], hardware: ['Gold'], years: [2012, 2025], note: 'The trapezoid bag of 1958 with its D-buckle.',
  }),
  bag({
    brand: 'moynat', model: 'Réjane', sub: 'handbags', art: 'handbag', weight: 2,
    sizes: [size('PM', 26, 6500, 0.5, 0.7)], leathers: [leather('Taurillon', 'Taurillon Gex calfskin')],
    colours: [N.black, N.cognac, N.navy, N.burgundy], hardware: ['Palladium'], years: [2012, 2025], note: 'Named for the actress Réjane, a client of Pauline Moynat.',
  }),
  bag({
    brand: 'the-row', model: 'Margaux', sub: 'handbags', art: 'handbag', weight: 7,
    sizes: [size('10', 25, 4650, 0.75, 0.95), size('15', 38, 5700, 0.72, 0.92), size('17', 43, 6300, 0.7, 0.9)],
    leathers: [leather('Saddle Leather', 'Saddle leather'), leather('Suede', 'Suede')],
    colours: [N.black, N.chocolate, N.camel, N.grey], hardware: [], years: [2018, 2025], note: 'Belted side handles and a removable zip pouch.',
  }),
  bag({
    brand: 'balenciaga', model: 'Le Cagole', sub: 'shoulder-bags', art: 'shoulder-bag', weight: 5,
    sizes: [size('Small', 33, 2650, 0.38, 0.55)], leathers: [leather('Lambskin', 'Arena lambskin')],
    colours: [N.black, N.white, N.pink, N.grey], hardware: ['Silver'], years: [2021, 2025], note: 'Studs, buckles and a heart mirror, after the City bag of 2001.',
  }),
  bag({
    brand: 'balenciaga', model: 'City', sub: 'handbags', art: 'handbag', weight: 4,
    sizes: [size('', 38, 2200, 0.35, 0.52)], leathers: [leather('Arena Lambskin', 'Arena lambskin')],
    colours: [N.black, N.grey, N.tan, N.red], hardware: ['Silver'], years: [2008, 2025], note: 'The motorcycle bag that Nicolas Ghesquière introduced in 2001.',
  }),
];
