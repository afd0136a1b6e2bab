/**
 * Cigars by the box and wine by the bottle. Both are sold sealed, so their condition is
 * always New; value comes from the vintage, the box date and the provenance instead.
 */
import { brandBySlug } from './brands.js';
import type { Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, pickWeighted, yearIn } from './line-kit.js';
import { WINE, WRAPPER } from './palette.js';

// ---- Cigars ---------------------------------------------------------------------------------

interface Vitola {
  /** Name of the cigar within the line ('BHK 52'); '' when the line is a single cigar. */
  name: string;
  /** The factory shape ('Robusto', 'Pirámide'). */
  vitola: string;
  ring: number;
  length: string;
  boxOf: number;
  retail: number;
  market: readonly [number, number];
}

interface CigarSpec {
  brand: string;
  model: string;
  weight: number;
  origin: string;
  vitolas: readonly Vitola[];
  wrappers: readonly Colour[];
  boxYears: readonly [number, number];
  note: string;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function cigar(spec: CigarSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const prepared = spec.vitolas.map((v) => ({ v, detail: `Box of ${v.boxOf}`, materials: [`${spec.origin} tobacco`, 'Cedar box'] }));
  return line(
    { brandSlug: spec.brand, category: 'fine-living', subcategory: 'cigars', model: spec.model, artKind: 'cigar-box', weight: spec.weight, colour: spec.wrappers[0] ?? WRAPPER.colorado },
    (rng) => {
      const p = rng.pick(prepared);
      const v = p.v;
      const wrapper = rng.pick(spec.wrappers);
      const boxYear = yearIn(rng, spec.boxYears[0], spec.boxYears[1]);
      const boxDate = `${MONTHS[rng.int(0, 11)] ?? 'JAN'} ${boxYear}`;
      // Boxes gain a little value as they age, as collectors pay for rest.
      const aged = 1 + 0.02 * Math.min(10, 2025 - boxYear);
      return {
        variant: v.name,
        detail: p.detail,
        reference: null,
        colour: wrapper,
        materials: p.materials,
        attributes: { Vitola: v.vitola, 'Ring gauge': v.ring, Length: v.length, 'Box of': v.boxOf, Wrapper: wrapper.name, Origin: spec.origin, 'Box date': boxDate },
        retailUsd: v.retail,
        marketUsd: niceUsd(between(rng, v.market[0], v.market[1]) * aged),
        description: `Sealed box of ${v.boxOf} ${brandName} ${spec.model}${v.name === '' ? '' : ` ${v.name}`}, ${v.vitola.toLowerCase()} of ${v.length} by ${v.ring} ring gauge, box dated ${boxDate}. ${spec.note}`,
        condition: 'New',
      };
    },
  );
}

const vit = (name: string, vitola: string, ring: number, length: string, boxOf: number, retail: number, lo: number, hi: number): Vitola => ({
  name, vitola, ring, length, boxOf, retail, market: [lo, hi],
});
const CUBA = [WRAPPER.colorado, WRAPPER.coloradoMaduro, WRAPPER.claro];
const NEW_WORLD = [WRAPPER.natural, WRAPPER.colorado, WRAPPER.maduro];

export const CIGAR_LINES: ModelLine[] = [
  cigar({ brand: 'cohiba', model: 'Behike', weight: 8, origin: 'Cuban', wrappers: [WRAPPER.coloradoMaduro, WRAPPER.colorado], boxYears: [2015, 2024], note: 'Each band carries a hologram; the box is sealed with the Habanos warranty.',
    vitolas: [vit('BHK 52', 'Laguito No. 4', 52, '119 mm', 10, 1800, 1800, 2600), vit('BHK 54', 'Laguito No. 5', 54, '144 mm', 10, 2200, 2200, 3000), vit('BHK 56', 'Laguito No. 6', 56, '166 mm', 10, 2600, 2600, 3600)] }),
  cigar({ brand: 'cohiba', model: 'Siglo VI', weight: 5, origin: 'Cuban', wrappers: CUBA, boxYears: [2015, 2024], note: 'The largest cigar of the Línea 1492.',
    vitolas: [vit('', 'Cañonazo', 52, '150 mm', 25, 1500, 1400, 1900)] }),
  cigar({ brand: 'cohiba', model: 'Robustos', weight: 6, origin: 'Cuban', wrappers: CUBA, boxYears: [2015, 2024], note: 'From the Línea Clásica, with the triple-fermented filler.',
    vitolas: [vit('', 'Robusto', 50, '124 mm', 25, 1100, 1000, 1400)] }),
  cigar({ brand: 'cohiba', model: 'Esplendidos', weight: 3, origin: 'Cuban', wrappers: CUBA, boxYears: [2015, 2024], note: 'The Línea Clásica Churchill.',
    vitolas: [vit('', 'Julieta No. 2', 47, '178 mm', 25, 1500, 1400, 1900)] }),
  cigar({ brand: 'montecristo', model: 'No. 2', weight: 6, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'The benchmark torpedo.',
    vitolas: [vit('', 'Pirámide', 52, '156 mm', 25, 550, 500, 700)] }),
  cigar({ brand: 'montecristo', model: 'No. 4', weight: 4, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'Among the best-selling Habanos ever made.',
    vitolas: [vit('', 'Mareva', 42, '129 mm', 25, 380, 350, 480)] }),
  cigar({ brand: 'montecristo', model: 'Edmundo', weight: 3, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'Named after Edmond Dantès.',
    vitolas: [vit('', 'Edmundo', 52, '135 mm', 25, 500, 450, 620)] }),
  cigar({ brand: 'arturo-fuente', model: 'Fuente Fuente OpusX', weight: 5, origin: 'Dominican', wrappers: [WRAPPER.colorado, WRAPPER.coloradoMaduro], boxYears: [2016, 2024], note: 'Rosado wrapper grown at Chateau de la Fuente; allocations are small.',
    vitolas: [vit('Robusto', 'Robusto', 50, '5 1/4 in', 29, 700, 750, 1100), vit('Perfecxion No. 2', 'Torpedo', 52, '6 3/8 in', 32, 900, 950, 1400)] }),
  cigar({ brand: 'arturo-fuente', model: 'Hemingway', weight: 4, origin: 'Dominican', wrappers: [WRAPPER.natural, WRAPPER.colorado], boxYears: [2018, 2024], note: 'A perfecto shape rolled with Cameroon wrapper.',
    vitolas: [vit('Short Story', 'Perfecto', 49, '4 in', 25, 250, 260, 350), vit('Signature', 'Perfecto', 47, '6 in', 25, 300, 300, 380)] }),
  cigar({ brand: 'padron', model: '1964 Anniversary Series', weight: 5, origin: 'Nicaraguan', wrappers: [WRAPPER.natural, WRAPPER.maduro], boxYears: [2018, 2024], note: 'Box-pressed and aged for at least four years.',
    vitolas: [vit('Exclusivo', 'Robusto', 50, '5 1/2 in', 25, 400, 380, 480), vit('Imperial', 'Toro', 54, '6 in', 25, 460, 430, 540)] }),
  cigar({ brand: 'padron', model: 'Family Reserve 45 Years', weight: 2, origin: 'Nicaraguan', wrappers: [WRAPPER.natural, WRAPPER.maduro], boxYears: [2018, 2024], note: 'Made from ten-year-aged tobacco.',
    vitolas: [vit('', 'Toro', 54, '6 in', 10, 300, 300, 380)] }),
  cigar({ brand: 'davidoff', model: 'Winston Churchill', weight: 2, origin: 'Dominican', wrappers: NEW_WORLD, boxYears: [2018, 2024], note: 'A blend built around the character of Sir Winston.',
    vitolas: [vit('The Late Hour Churchill', 'Churchill', 48, '7 in', 20, 520, 480, 580)] }),
  cigar({ brand: 'davidoff', model: 'Aniversario', weight: 2, origin: 'Dominican', wrappers: NEW_WORLD, boxYears: [2018, 2024], note: 'Davidoff\'s long-aged anniversary blend.',
    vitolas: [vit('No. 3', 'Toro', 50, '6 in', 10, 300, 280, 340)] }),
  cigar({ brand: 'romeo-y-julieta', model: 'Churchills', weight: 4, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'The size that bears Sir Winston\'s name.',
    vitolas: [vit('', 'Julieta No. 2', 47, '178 mm', 25, 650, 600, 800)] }),
  cigar({ brand: 'romeo-y-julieta', model: 'Short Churchills', weight: 3, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'The robusto of the Churchill family.',
    vitolas: [vit('', 'Robusto', 50, '124 mm', 25, 480, 450, 600)] }),
  cigar({ brand: 'partagas', model: 'Serie D No. 4', weight: 5, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'The best-selling Cuban robusto.',
    vitolas: [vit('', 'Robusto', 50, '124 mm', 25, 500, 450, 650)] }),
  cigar({ brand: 'partagas', model: 'Lusitanias', weight: 2, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'A double corona for a long evening.',
    vitolas: [vit('', 'Prominente', 49, '194 mm', 25, 850, 800, 1100)] }),
  cigar({ brand: 'hoyo-de-monterrey', model: 'Epicure No. 2', weight: 3, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'Mild, creamy and well balanced.',
    vitolas: [vit('', 'Robusto', 50, '124 mm', 25, 450, 420, 580)] }),
  cigar({ brand: 'hoyo-de-monterrey', model: 'Double Coronas', weight: 1, origin: 'Cuban', wrappers: CUBA, boxYears: [2014, 2024], note: 'Sold in a cabinet of fifty.',
    vitolas: [vit('', 'Prominente', 49, '194 mm', 50, 1800, 1700, 2400)] }),
  cigar({ brand: 'trinidad', model: 'Fundadores', weight: 2, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'Long, slim and closed with a pigtail cap.',
    vitolas: [vit('', 'Laguito Especial', 40, '192 mm', 24, 900, 850, 1150)] }),
  cigar({ brand: 'trinidad', model: 'Reyes', weight: 2, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'A short smoke with the Trinidad pigtail.',
    vitolas: [vit('', 'Reyes', 40, '110 mm', 24, 320, 300, 420)] }),
  cigar({ brand: 'h-upmann', model: 'Magnum', weight: 3, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'Sold in a varnished box.',
    vitolas: [vit('46', 'Corona Gorda', 46, '143 mm', 25, 450, 420, 560), vit('50', 'Doble', 50, '160 mm', 25, 520, 480, 650)] }),
  cigar({ brand: 'bolivar', model: 'Belicosos Finos', weight: 3, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'Full-bodied, with a tapered head.',
    vitolas: [vit('', 'Campana', 52, '140 mm', 25, 480, 450, 620)] }),
  cigar({ brand: 'bolivar', model: 'Royal Coronas', weight: 2, origin: 'Cuban', wrappers: CUBA, boxYears: [2016, 2024], note: 'Bolívar\'s robusto.',
    vitolas: [vit('', 'Robusto', 50, '124 mm', 25, 420, 400, 540)] }),
  cigar({ brand: 'oliva', model: 'Serie V Melanio', weight: 2, origin: 'Nicaraguan', wrappers: [WRAPPER.natural, WRAPPER.maduro], boxYears: [2019, 2024], note: 'Sumatra-seed wrapper grown in Ecuador.',
    vitolas: [vit('Figurado', 'Figurado', 52, '6 1/2 in', 10, 140, 130, 160), vit('Robusto', 'Robusto', 50, '5 in', 10, 130, 120, 150)] }),
  cigar({ brand: 'my-father', model: 'Le Bijou 1922', weight: 2, origin: 'Nicaraguan', wrappers: [WRAPPER.maduro, WRAPPER.coloradoMaduro], boxYears: [2019, 2024], note: 'A dark, box-pressed Nicaraguan puro.',
    vitolas: [vit('Torpedo', 'Torpedo', 52, '6 1/8 in', 23, 260, 250, 300)] }),
  cigar({ brand: 'ashton', model: 'VSG', weight: 2, origin: 'Dominican', wrappers: [WRAPPER.coloradoMaduro], boxYears: [2019, 2024], note: 'Virgin Sun Grown wrapper, rolled by the Fuente family.',
    vitolas: [vit('Robusto', 'Robusto', 50, '5 1/2 in', 24, 380, 360, 420)] }),
  cigar({ brand: 'plasencia', model: 'Alma Fuerte', weight: 1, origin: 'Nicaraguan', wrappers: [WRAPPER.colorado], boxYears: [2019, 2024], note: 'Pressed into a hexagonal shape.',
    vitolas: [vit('Robustus I', 'Robusto', 58, '5 in', 10, 220, 210, 250)] }),
];

// ---- Wine -----------------------------------------------------------------------------------

interface Vintage {
  /** A year, or an edition name for non-vintage Champagne. */
  label: string;
  year: number | null;
  /** Release (en primeur or cellar-door) price per 750 ml bottle. */
  retail: number;
  market: readonly [number, number];
  /** Old and legendary vintages appear less often. */
  w: number;
}

interface WineSpec {
  id?: string;
  brand: string;
  model: string;
  weight: number;
  style: 'red' | 'white' | 'champagne' | 'rose';
  region: string;
  grapes: string;
  vintages: readonly Vintage[];
  note: string;
}

const PROVENANCE = ['Château release', 'Bonded warehouse, London', 'Private temperature-controlled cellar', 'Négociant, Bordeaux', 'Bonded warehouse, Geneva'];
const MAGNUM = 2.15;

function wine(spec: WineSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const colour = spec.style === 'champagne' ? WINE.champagne : spec.style === 'rose' ? WINE.rose : spec.style === 'white' ? WINE.white : WINE.red;
  const art = spec.style === 'champagne' || spec.style === 'rose' ? 'champagne-bottle' : 'wine-bottle';
  const weights = spec.vintages.map((v) => v.w);
  const materials = [spec.grapes];
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'fine-living', subcategory: 'wine', model: spec.model, artKind: art, weight: spec.weight, colour },
    (rng) => {
      const v = pickWeighted(rng, spec.vintages, weights);
      const magnum = rng.chance(0.12);
      const volume = magnum ? '1.5 l' : '750 ml';
      const provenance = rng.pick(PROVENANCE);
      const factor = magnum ? MAGNUM : 1;
      return {
        variant: v.label,
        detail: magnum ? 'Magnum' : '750 ml',
        reference: null,
        colour,
        materials,
        attributes: { Vintage: v.year ?? 'NV', Volume: volume, Region: spec.region, Grapes: spec.grapes, Provenance: provenance, 'Original wooden case': magnum || rng.chance(0.4) },
        retailUsd: niceUsd(v.retail * factor),
        marketUsd: niceUsd(between(rng, v.market[0], v.market[1]) * factor),
        description: `${magnum ? 'A magnum' : 'A bottle'} of ${brandName} ${spec.model} ${v.label}, ${spec.region}. ${spec.note}`,
        condition: 'New',
      };
    },
  );
}

const vin = (year: number, retail: number, lo: number, hi: number, w = 3): Vintage => ({ label: String(year), year, retail, market: [lo, hi], w });

export const WINE_LINES: ModelLine[] = [
  wine({ brand: 'chateau-margaux', model: 'Grand Vin', weight: 8, style: 'red', region: 'Margaux, Bordeaux', grapes: 'Cabernet Sauvignon, Merlot, Petit Verdot, Cabernet Franc', note: 'Premier Grand Cru Classé in 1855.',
    vintages: [vin(2000, 400, 1300, 1700, 1), vin(2005, 600, 1000, 1300), vin(2009, 700, 900, 1150), vin(2010, 800, 900, 1100), vin(2015, 600, 850, 1050), vin(2016, 550, 750, 950), vin(2018, 600, 700, 900)] }),
  wine({ id: 'chateau-margaux-pavillon-rouge', brand: 'chateau-margaux', model: 'Pavillon Rouge', weight: 3, style: 'red', region: 'Margaux, Bordeaux', grapes: 'Cabernet Sauvignon, Merlot', note: 'The second wine of Château Margaux.',
    vintages: [vin(2015, 150, 250, 330), vin(2016, 150, 230, 300), vin(2018, 170, 220, 280)] }),
  wine({ brand: 'chateau-lafite-rothschild', model: 'Grand Vin', weight: 8, style: 'red', region: 'Pauillac, Bordeaux', grapes: 'Cabernet Sauvignon, Merlot, Cabernet Franc, Petit Verdot', note: 'Premier Grand Cru Classé in 1855.',
    vintages: [vin(1982, 50, 4500, 6000, 1), vin(2000, 300, 1400, 1800, 1), vin(2009, 1000, 1100, 1400), vin(2010, 1200, 1000, 1250), vin(2016, 600, 750, 950), vin(2018, 650, 700, 900)] }),
  wine({ id: 'chateau-lafite-rothschild-carruades', brand: 'chateau-lafite-rothschild', model: 'Carruades de Lafite', weight: 3, style: 'red', region: 'Pauillac, Bordeaux', grapes: 'Cabernet Sauvignon, Merlot', note: 'The second wine of Lafite, named after a plateau of the estate.',
    vintages: [vin(2016, 250, 350, 450), vin(2018, 260, 320, 420)] }),
  wine({ brand: 'chateau-latour', model: 'Grand Vin', weight: 6, style: 'red', region: 'Pauillac, Bordeaux', grapes: 'Cabernet Sauvignon, Merlot', note: 'Released by the château only when judged ready to drink.',
    vintages: [vin(1982, 50, 2500, 3400, 1), vin(2000, 300, 1300, 1700, 1), vin(2005, 500, 1000, 1300), vin(2010, 900, 1000, 1250)] }),
  wine({ id: 'chateau-latour-les-forts', brand: 'chateau-latour', model: 'Les Forts de Latour', weight: 2, style: 'red', region: 'Pauillac, Bordeaux', grapes: 'Cabernet Sauvignon, Merlot', note: 'The second wine of Latour.',
    vintages: [vin(2015, 200, 280, 360), vin(2016, 210, 270, 340)] }),
  wine({ brand: 'chateau-mouton-rothschild', model: 'Grand Vin', weight: 6, style: 'red', region: 'Pauillac, Bordeaux', grapes: 'Cabernet Sauvignon, Merlot, Cabernet Franc', note: 'With the artist\'s label of its year.',
    vintages: [vin(1945, 10, 18000, 30000, 0.1), vin(1982, 40, 1800, 2400, 1), vin(2000, 300, 1400, 1800, 1), vin(2009, 600, 800, 1000), vin(2010, 800, 750, 950), vin(2016, 450, 600, 780)] }),
  wine({ brand: 'chateau-haut-brion', model: 'Grand Vin', weight: 5, style: 'red', region: 'Pessac-Léognan, Bordeaux', grapes: 'Merlot, Cabernet Sauvignon, Cabernet Franc', note: 'Premier Grand Cru Classé in 1855.',
    vintages: [vin(1989, 60, 1600, 2200, 1), vin(2005, 450, 900, 1150), vin(2009, 700, 1000, 1250), vin(2010, 800, 900, 1100), vin(2015, 500, 650, 800)] }),
  wine({ brand: 'petrus', model: 'Pomerol', weight: 4, style: 'red', region: 'Pomerol, Bordeaux', grapes: 'Merlot', note: 'From eleven hectares of blue clay.',
    vintages: [vin(1990, 300, 6500, 8500, 1), vin(2000, 600, 6000, 7500, 1), vin(2009, 2500, 5500, 7000), vin(2010, 3000, 5500, 7000), vin(2015, 2500, 4500, 5800), vin(2016, 2500, 4200, 5200)] }),
  wine({ brand: 'domaine-de-la-romanee-conti', model: 'Romanée-Conti Grand Cru', weight: 2, style: 'red', region: 'Vosne-Romanée, Burgundy', grapes: 'Pinot Noir', note: 'From the 1.8-hectare monopole; each bottle is individually numbered.',
    vintages: [vin(1990, 500, 35000, 50000, 1), vin(2005, 1500, 25000, 35000, 2), vin(2010, 2500, 25000, 35000, 2), vin(2015, 3500, 28000, 40000, 2), vin(2018, 4500, 20000, 28000, 2)] }),
  wine({ id: 'domaine-de-la-romanee-conti-la-tache', brand: 'domaine-de-la-romanee-conti', model: 'La Tâche Grand Cru', weight: 3, style: 'red', region: 'Vosne-Romanée, Burgundy', grapes: 'Pinot Noir', note: 'The Domaine\'s second monopole.',
    vintages: [vin(2010, 900, 5000, 7000), vin(2015, 1200, 5500, 7500), vin(2018, 1500, 4000, 5500)] }),
  wine({ brand: 'screaming-eagle', model: 'Cabernet Sauvignon', weight: 3, style: 'red', region: 'Oakville, Napa Valley', grapes: 'Cabernet Sauvignon, Merlot, Cabernet Franc', note: 'Allocated to a mailing list with a long wait.',
    vintages: [vin(1992, 50, 8000, 12000, 0.5), vin(2010, 750, 3500, 4500), vin(2012, 750, 3500, 4500), vin(2015, 850, 3200, 4200), vin(2019, 1000, 3000, 4000)] }),
  wine({ brand: 'opus-one', model: 'Napa Valley Red Wine', weight: 6, style: 'red', region: 'Oakville, Napa Valley', grapes: 'Cabernet Sauvignon, Merlot, Cabernet Franc, Petit Verdot, Malbec', note: 'The Mondavi-Rothschild Bordeaux blend.',
    vintages: [vin(2010, 225, 400, 500), vin(2013, 250, 400, 520), vin(2015, 300, 380, 480), vin(2018, 400, 380, 460), vin(2019, 420, 400, 480)] }),
  wine({ brand: 'sassicaia', model: 'Bolgheri Sassicaia', weight: 5, style: 'red', region: 'Bolgheri, Tuscany', grapes: 'Cabernet Sauvignon, Cabernet Franc', note: 'The original Super Tuscan.',
    vintages: [vin(1985, 30, 3000, 5000, 0.5), vin(2015, 200, 280, 360), vin(2016, 220, 400, 550), vin(2018, 230, 230, 290), vin(2019, 240, 230, 300)] }),
  wine({ brand: 'dom-perignon', model: 'Vintage', weight: 8, style: 'champagne', region: 'Champagne', grapes: 'Chardonnay, Pinot Noir', note: 'Released after at least seven years on the lees.',
    vintages: [vin(2008, 200, 250, 330), vin(2012, 220, 230, 280), vin(2013, 250, 230, 290), vin(2015, 290, 250, 300)] }),
  wine({ id: 'dom-perignon-p2', brand: 'dom-perignon', model: 'Plénitude P2', weight: 2, style: 'champagne', region: 'Champagne', grapes: 'Chardonnay, Pinot Noir', note: 'The second plénitude, after some fifteen years on the lees.',
    vintages: [vin(2004, 400, 500, 650), vin(2006, 450, 480, 600)] }),
  wine({ brand: 'krug', model: 'Grande Cuvée', weight: 6, style: 'champagne', region: 'Champagne', grapes: 'Pinot Noir, Chardonnay, Meunier', note: 'Each edition is numbered and traceable by its Krug ID.',
    vintages: [
      { label: '169ème Édition', year: null, retail: 250, market: [220, 280], w: 3 },
      { label: '170ème Édition', year: null, retail: 250, market: [220, 280], w: 3 },
      { label: '171ème Édition', year: null, retail: 260, market: [220, 270], w: 3 },
    ] }),
  wine({ id: 'krug-clos-du-mesnil', brand: 'krug', model: 'Clos du Mesnil', weight: 1, style: 'champagne', region: 'Le Mesnil-sur-Oger, Champagne', grapes: 'Chardonnay', note: 'From a single walled vineyard of 1.84 hectares.',
    vintages: [vin(2006, 1000, 1200, 1600), vin(2008, 1100, 1300, 1800)] }),
  wine({ brand: 'louis-roederer', model: 'Cristal', weight: 6, style: 'champagne', region: 'Champagne', grapes: 'Pinot Noir, Chardonnay', note: 'In the clear, flat-bottomed bottle first made for the Tsar.',
    vintages: [vin(2008, 250, 700, 900, 1), vin(2012, 280, 350, 450), vin(2013, 300, 330, 420), vin(2014, 320, 300, 380), vin(2015, 350, 300, 380)] }),
  wine({ id: 'louis-roederer-cristal-rose', brand: 'louis-roederer', model: 'Cristal Rosé', weight: 1, style: 'rose', region: 'Champagne', grapes: 'Pinot Noir, Chardonnay', note: 'Made only in the finest years.',
    vintages: [vin(2013, 700, 700, 900)] }),
  wine({ brand: 'salon', model: 'Le Mesnil Blanc de Blancs', weight: 2, style: 'champagne', region: 'Le Mesnil-sur-Oger, Champagne', grapes: 'Chardonnay', note: 'A single-cru, single-vintage Champagne released after about ten years.',
    vintages: [vin(2007, 700, 1200, 1600), vin(2008, 900, 1500, 2000), vin(2012, 1000, 1100, 1400), vin(2013, 1100, 1000, 1300)] }),
  wine({ brand: 'penfolds', model: 'Grange', weight: 4, style: 'red', region: 'South Australia', grapes: 'Shiraz, Cabernet Sauvignon', note: 'A multi-vineyard Shiraz aged in new American oak.',
    vintages: [vin(2008, 600, 800, 1000), vin(2010, 650, 850, 1050), vin(2016, 850, 750, 900), vin(2018, 900, 700, 850)] }),
  wine({ id: 'penfolds-bin-707', brand: 'penfolds', model: 'Bin 707 Cabernet Sauvignon', weight: 2, style: 'red', region: 'South Australia', grapes: 'Cabernet Sauvignon', note: 'Penfolds\' flagship Cabernet, first made in 1964.',
    vintages: [vin(2018, 650, 550, 700), vin(2019, 700, 550, 700)] }),
];
