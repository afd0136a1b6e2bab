/**
 * Design furniture model lines. Current production is priced against the maker's list price;
 * vintage pieces (Chandigarh, Prouvé, early Eames rosewood) against dealer and auction levels.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, yearIn } from './line-kit.js';
import { N, WOOD } from './palette.js';

interface Finish {
  name: string;
  colour: Colour;
  materials: readonly string[];
  retail: number;
  market: readonly [number, number];
}

interface PieceSpec {
  id?: string;
  brand: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  /** Defaults to the brand name; set for maker-filed pieces (Vitra, Ligne Roset). */
  designer?: string;
  maker: string;
  designYear: number;
  dims: string;
  vintage: boolean;
  years: readonly [number, number];
  finishes: readonly Finish[];
  note: string;
}

/** A current-production finish, resale as a ratio of list price. */
const cf = (name: string, colour: Colour, materials: readonly string[], retail: number, lo: number, hi: number): Finish => ({
  name, colour, materials, retail, market: [retail * lo, retail * hi],
});
/** A vintage finish, priced absolutely; retail is the dealer reference. */
const vf = (name: string, colour: Colour, materials: readonly string[], lo: number, hi: number): Finish => ({
  name, colour, materials, retail: niceUsd(lo * 0.9), market: [lo, hi],
});

function piece(spec: PieceSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const designer = spec.designer ?? brandName;
  const production = spec.vintage ? 'Vintage' : 'Current production';
  const makerInName = spec.maker === brandName ? '' : spec.maker;
  const prepared = spec.finishes.map((f) => ({ f, materials: [...f.materials] }));
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'furniture', subcategory: spec.sub, model: spec.model, artKind: spec.art, weight: spec.weight, colour: spec.finishes[0]?.colour ?? WOOD.walnut },
    (rng) => {
      const p = rng.pick(prepared);
      const year = yearIn(rng, spec.years[0], spec.years[1]);
      return {
        variant: p.f.name,
        detail: spec.vintage ? `c. ${year}` : makerInName,
        reference: null,
        colour: p.f.colour,
        materials: p.materials,
        attributes: {
          Designer: designer,
          Maker: spec.maker,
          'Design year': spec.designYear,
          Year: year,
          Dimensions: spec.dims,
          Production: production,
        },
        retailUsd: p.f.retail,
        marketUsd: niceUsd(between(rng, p.f.market[0], p.f.market[1])),
        description: `${designer}'s ${spec.model} (${spec.designYear}) in ${p.f.name.toLowerCase()}, ${spec.vintage ? `made by ${spec.maker} around ${year}` : `made by ${spec.maker} in ${year}`}. ${spec.note}`,
        condition: null,
      };
    },
  );
}

const BLACK_LEATHER = 'Black leather';
const CHROME = 'Chrome-plated steel';

export const FURNITURE_LINES: ModelLine[] = [
  piece({
    brand: 'charles-ray-eames', model: 'Lounge Chair and Ottoman', sub: 'lounge-chairs', art: 'chair', weight: 22, maker: 'Herman Miller', designYear: 1956,
    dims: 'Chair 84 x 83 x 85 cm; ottoman 66 x 53 x 44 cm', vintage: false, years: [2008, 2025],
    note: 'Moulded plywood shells on a die-cast aluminium base, with the Herman Miller label under the seat.',
    finishes: [
      cf('Walnut and Black Leather', WOOD.walnut, ['Walnut veneer', BLACK_LEATHER, 'Die-cast aluminium'], 7495, 0.68, 0.9),
      cf('Santos Palisander and Black Leather', WOOD.santosPalisander, ['Santos palisander veneer', BLACK_LEATHER, 'Die-cast aluminium'], 8995, 0.72, 0.92),
      cf('Cherry and Cognac Leather', WOOD.cherry, ['Cherry veneer', 'Cognac leather', 'Die-cast aluminium'], 7995, 0.65, 0.88),
      cf('White Ash and White Leather', WOOD.ash, ['White ash veneer', 'White leather', 'Die-cast aluminium'], 8495, 0.65, 0.85),
    ],
  }),
  piece({
    id: 'charles-ray-eames-lounge-chair-vintage', brand: 'charles-ray-eames', model: 'Lounge Chair and Ottoman', sub: 'lounge-chairs', art: 'chair', weight: 5, maker: 'Herman Miller', designYear: 1956,
    dims: 'Chair 84 x 83 x 85 cm; ottoman 66 x 53 x 44 cm', vintage: true, years: [1958, 1975],
    note: 'Brazilian rosewood shells, which require CITES paperwork for export.',
    finishes: [vf('Brazilian Rosewood and Black Leather', WOOD.rosewood, ['Brazilian rosewood veneer', BLACK_LEATHER, 'Die-cast aluminium'], 12000, 25000)],
  }),
  piece({
    brand: 'charles-ray-eames', model: 'Molded Plastic Side Chair DSW', sub: 'chairs', art: 'chair', weight: 8, maker: 'Herman Miller', designYear: 1950,
    dims: '47 x 53 x 81 cm', vintage: false, years: [2014, 2025], note: 'The moulded shell on the "Eiffel" dowel base.',
    finishes: [cf('White and Maple', N.white, ['Polypropylene', 'Maple dowels', 'Steel'], 495, 0.55, 0.75), cf('Black and Walnut', N.black, ['Polypropylene', 'Walnut dowels', 'Steel'], 545, 0.55, 0.75)],
  }),
  piece({
    brand: 'charles-ray-eames', model: 'Aluminum Group Management Chair', sub: 'chairs', art: 'chair', weight: 4, maker: 'Herman Miller', designYear: 1958,
    dims: '58 x 59 x 84 cm', vintage: false, years: [2010, 2025], note: 'A sling seat held in polished aluminium side ribs.',
    finishes: [cf('Black Leather and Polished Aluminium', WOOD.blackLeather, [BLACK_LEATHER, 'Polished aluminium'], 3900, 0.45, 0.65)],
  }),
  piece({
    brand: 'le-corbusier', model: 'LC2 Petit Modèle Armchair', sub: 'lounge-chairs', art: 'chair', weight: 7, maker: 'Cassina', designYear: 1928,
    dims: '76 x 70 x 67 cm', vintage: false, years: [2005, 2025], note: 'Loose cushions held in an exposed tubular steel cage; signed and numbered by Cassina.',
    finishes: [cf('Chrome and Black Leather', WOOD.blackLeather, [CHROME, BLACK_LEATHER], 6800, 0.5, 0.7), cf('Chrome and Cognac Leather', WOOD.cognacLeather, [CHROME, 'Cognac leather'], 6800, 0.5, 0.7)],
  }),
  piece({
    brand: 'le-corbusier', model: 'LC4 Chaise Longue', sub: 'lounge-chairs', art: 'chair', weight: 4, maker: 'Cassina', designYear: 1928,
    dims: '160 x 56 x 73 cm', vintage: false, years: [2005, 2025], note: 'The reclining cradle slides on its base to any angle.',
    finishes: [cf('Black Frame and Black Leather', WOOD.blackLeather, ['Lacquered steel', BLACK_LEATHER], 7200, 0.5, 0.7), cf('Chrome and Pony Hide', N.brown, [CHROME, 'Pony hide'], 7900, 0.5, 0.7)],
  }),
  piece({
    brand: 'le-corbusier', model: 'LC3 Grand Modèle Sofa', sub: 'sofas', art: 'sofa', weight: 2, maker: 'Cassina', designYear: 1928,
    dims: '236 x 73 x 62 cm', vintage: false, years: [2005, 2025], note: 'The three-seat version of the Grand Confort.',
    finishes: [cf('Chrome and Black Leather', WOOD.blackLeather, [CHROME, BLACK_LEATHER], 19000, 0.45, 0.6)],
  }),
  piece({
    brand: 'pierre-jeanneret', model: 'Office Cane Chair', sub: 'chairs', art: 'chair', weight: 8, maker: 'Chandigarh workshops', designYear: 1955,
    dims: '52 x 50 x 80 cm', vintage: true, years: [1955, 1965], note: 'The V-legged chair made for the offices of Chandigarh; stencilled inventory marks are recorded where present.',
    finishes: [vf('Teak and Cane', WOOD.teak, ['Solid teak', 'Woven cane'], 12000, 25000)],
  }),
  piece({
    brand: 'pierre-jeanneret', model: 'Kangaroo Chair', sub: 'lounge-chairs', art: 'chair', weight: 1, maker: 'Chandigarh workshops', designYear: 1955,
    dims: '58 x 76 x 68 cm', vintage: true, years: [1955, 1965], note: 'A low, reclining chair named for its sloping profile.',
    finishes: [vf('Teak and Cane', WOOD.teak, ['Solid teak', 'Woven cane'], 40000, 80000)],
  }),
  piece({
    brand: 'pierre-jeanneret', model: 'Easy Armchair', sub: 'lounge-chairs', art: 'chair', weight: 3, maker: 'Chandigarh workshops', designYear: 1955,
    dims: '52 x 69 x 72 cm', vintage: true, years: [1955, 1965], note: 'Made for the residences of Chandigarh.',
    finishes: [vf('Teak and Cane', WOOD.teak, ['Solid teak', 'Woven cane'], 15000, 30000)],
  }),
  piece({
    brand: 'hans-wegner', model: 'CH24 Wishbone Chair', sub: 'chairs', art: 'chair', weight: 12, maker: 'Carl Hansen & Søn', designYear: 1949,
    dims: '55 x 51 x 76 cm', vintage: false, years: [2005, 2025], note: 'A steam-bent Y-shaped back over a seat woven by hand from paper cord.',
    finishes: [
      cf('Oak and Natural Paper Cord', WOOD.oak, ['Solid oak', 'Paper cord'], 1050, 0.55, 0.75), cf('Walnut and Natural Paper Cord', WOOD.walnut, ['Solid walnut', 'Paper cord'], 1500, 0.55, 0.75),
      cf('Black Beech and Black Paper Cord', N.black, ['Lacquered beech', 'Paper cord'], 1000, 0.5, 0.7),
    ],
  }),
  piece({
    brand: 'hans-wegner', model: 'PP19 Papa Bear Chair', sub: 'lounge-chairs', art: 'chair', weight: 2, maker: 'PP Møbler', designYear: 1951,
    dims: '90 x 95 x 99 cm', vintage: false, years: [2005, 2025], note: 'Wide, embracing arms ending in wooden "paws".',
    finishes: [cf('Oak and Wool', WOOD.oak, ['Solid oak', 'Wool upholstery'], 15500, 0.55, 0.7)],
  }),
  piece({
    brand: 'hans-wegner', model: 'CH07 Shell Chair', sub: 'lounge-chairs', art: 'chair', weight: 3, maker: 'Carl Hansen & Søn', designYear: 1963,
    dims: '92 x 83 x 74 cm', vintage: false, years: [2005, 2025], note: 'A three-legged chair with a winged seat of bent plywood.',
    finishes: [cf('Oak and Leather', WOOD.oak, ['Oak veneer', 'Leather cushions'], 5500, 0.55, 0.7), cf('Walnut and Fabric', WOOD.walnut, ['Walnut veneer', 'Fabric cushions'], 5900, 0.55, 0.7)],
  }),
  piece({
    brand: 'hans-wegner', model: 'PP501 The Chair', sub: 'chairs', art: 'chair', weight: 2, maker: 'PP Møbler', designYear: 1949,
    dims: '63 x 52 x 76 cm', vintage: false, years: [2005, 2025], note: 'The chair Kennedy and Nixon sat in for their 1960 televised debate.',
    finishes: [cf('Oak and Cane', WOOD.oak, ['Solid oak', 'Cane'], 8000, 0.6, 0.75)],
  }),
  piece({
    brand: 'arne-jacobsen', model: 'Egg Chair', sub: 'lounge-chairs', art: 'chair', weight: 7, maker: 'Fritz Hansen', designYear: 1958,
    dims: '86 x 95 x 107 cm', vintage: false, years: [2005, 2025], note: 'Designed for the lobby of the SAS Royal Hotel in Copenhagen.',
    finishes: [cf('Cognac Leather', WOOD.cognacLeather, ['Cognac leather', 'Satin-polished aluminium'], 15000, 0.5, 0.7), cf('Wool Fabric', N.red, ['Wool upholstery', 'Satin-polished aluminium'], 9500, 0.5, 0.68)],
  }),
  piece({
    brand: 'arne-jacobsen', model: 'Swan Chair', sub: 'lounge-chairs', art: 'chair', weight: 3, maker: 'Fritz Hansen', designYear: 1958,
    dims: '74 x 68 x 77 cm', vintage: false, years: [2005, 2025], note: 'A shell without a single straight line.',
    finishes: [cf('Wool Fabric', N.green, ['Wool upholstery', 'Satin-polished aluminium'], 7500, 0.5, 0.68), cf('Black Leather', WOOD.blackLeather, [BLACK_LEATHER, 'Satin-polished aluminium'], 10500, 0.5, 0.68)],
  }),
  piece({
    brand: 'arne-jacobsen', model: 'Series 7 Chair', sub: 'chairs', art: 'chair', weight: 5, maker: 'Fritz Hansen', designYear: 1955,
    dims: '50 x 52 x 78 cm', vintage: false, years: [2010, 2025], note: 'Pressure-moulded veneer on chromed steel legs.',
    finishes: [cf('Ash Veneer', WOOD.ash, ['Ash veneer', CHROME], 620, 0.5, 0.7), cf('Black Lacquer', N.black, ['Lacquered veneer', CHROME], 650, 0.5, 0.7)],
  }),
  piece({
    brand: 'eero-saarinen', model: 'Tulip Dining Table', sub: 'tables', art: 'table', weight: 6, maker: 'Knoll', designYear: 1956,
    dims: '137 cm diameter, 72 cm high', vintage: false, years: [2005, 2025], note: 'A single cast-aluminium pedestal, part of the Pedestal Collection.',
    finishes: [cf('Arabescato Marble', N.white, ['Arabescato marble', 'Cast aluminium'], 9500, 0.55, 0.75), cf('White Laminate', N.white, ['Laminate', 'Cast aluminium'], 3600, 0.55, 0.72)],
  }),
  piece({
    brand: 'eero-saarinen', model: 'Womb Chair and Ottoman', sub: 'lounge-chairs', art: 'chair', weight: 3, maker: 'Knoll', designYear: 1948,
    dims: 'Chair 102 x 86 x 91 cm', vintage: false, years: [2005, 2025], note: 'A moulded shell meant to be curled up in.',
    finishes: [cf('Boucle Fabric', N.cream, ['Fabric upholstery', 'Chrome-plated steel'], 8900, 0.5, 0.65), cf('Red Fabric', N.red, ['Fabric upholstery', 'Chrome-plated steel'], 8900, 0.5, 0.65)],
  }),
  piece({
    brand: 'eero-saarinen', model: 'Tulip Chair', sub: 'chairs', art: 'chair', weight: 3, maker: 'Knoll', designYear: 1956,
    dims: '50 x 53 x 81 cm', vintage: false, years: [2005, 2025], note: 'Moulded fibreglass shell on a single stem.',
    finishes: [cf('White with Cushion', N.white, ['Fibreglass shell', 'Cast aluminium', 'Fabric cushion'], 2200, 0.5, 0.7)],
  }),
  piece({
    brand: 'mies-van-der-rohe', model: 'Barcelona Chair', sub: 'lounge-chairs', art: 'chair', weight: 6, maker: 'Knoll', designYear: 1929,
    dims: '75 x 77 x 77 cm', vintage: false, years: [2005, 2025], note: 'Hand-tufted leather cushions on polished stainless steel X-frames.',
    finishes: [cf('Black Leather', WOOD.blackLeather, [BLACK_LEATHER, 'Polished stainless steel'], 8200, 0.45, 0.6), cf('White Leather', N.white, ['White leather', 'Polished stainless steel'], 8200, 0.45, 0.6)],
  }),
  piece({
    brand: 'mies-van-der-rohe', model: 'Brno Chair', sub: 'chairs', art: 'chair', weight: 2, maker: 'Knoll', designYear: 1930,
    dims: '58 x 60 x 79 cm', vintage: false, years: [2005, 2025], note: 'Designed for the Villa Tugendhat in Brno.',
    finishes: [cf('Chrome and Black Leather', WOOD.blackLeather, [CHROME, BLACK_LEATHER], 3100, 0.45, 0.6)],
  }),
  piece({
    brand: 'isamu-noguchi', model: 'Coffee Table', sub: 'tables', art: 'table', weight: 7, maker: 'Herman Miller', designYear: 1947,
    dims: '128 x 93 x 40 cm', vintage: false, years: [2005, 2025], note: 'A heavy glass top resting on two interlocking wooden legs.',
    finishes: [cf('Walnut and Glass', WOOD.walnut, ['Solid walnut', 'Plate glass'], 2495, 0.6, 0.8), cf('Black Ash and Glass', N.black, ['Ebonised ash', 'Plate glass'], 2395, 0.6, 0.8)],
  }),
  piece({
    brand: 'isamu-noguchi', model: 'Akari Light Sculpture', sub: 'lighting', art: 'lamp', weight: 6, maker: 'Ozeki', designYear: 1951,
    dims: 'Varies by model', vintage: false, years: [2010, 2025], note: 'Handmade in Gifu from washi paper and bamboo.',
    finishes: [cf('1A Table Lamp', N.ivory, ['Washi paper', 'Bamboo', 'Metal'], 250, 0.7, 0.9), cf('45A Pendant', N.ivory, ['Washi paper', 'Bamboo'], 420, 0.7, 0.9), cf('10A Floor Lamp', N.ivory, ['Washi paper', 'Bamboo', 'Metal'], 690, 0.7, 0.9)],
  }),
  piece({
    brand: 'jean-prouve', model: 'Standard Chair', sub: 'chairs', art: 'chair', weight: 3, maker: 'Ateliers Jean Prouvé', designYear: 1934,
    dims: '42 x 49 x 82 cm', vintage: true, years: [1950, 1956], note: 'Folded sheet-steel rear legs carry the load where it is greatest.',
    finishes: [vf('Oak and Black Steel', WOOD.oak, ['Oak', 'Lacquered sheet steel'], 15000, 40000), vf('Oak and Red Steel', N.red, ['Oak', 'Lacquered sheet steel'], 18000, 45000)],
  }),
  piece({
    id: 'jean-prouve-standard-chair-vitra', brand: 'jean-prouve', model: 'Standard Chair', sub: 'chairs', art: 'chair', weight: 5, maker: 'Vitra', designYear: 1934,
    dims: '42 x 49 x 82 cm', vintage: false, years: [2010, 2025], note: 'Vitra\'s licensed re-edition, made with the Prouvé family.',
    finishes: [cf('Natural Oak and Deep Black', WOOD.oak, ['Oak', 'Powder-coated steel'], 895, 0.55, 0.75), cf('Natural Oak and Japanese Red', N.red, ['Oak', 'Powder-coated steel'], 895, 0.55, 0.75)],
  }),
  piece({
    brand: 'jean-prouve', model: 'Potence Lamp', sub: 'lighting', art: 'lamp', weight: 2, maker: 'Vitra', designYear: 1950,
    dims: '225 cm reach', vintage: false, years: [2010, 2025], note: 'A wall-mounted steel arm carrying a bare bulb.',
    finishes: [cf('Deep Black', N.black, ['Powder-coated steel'], 1450, 0.55, 0.75)],
  }),
  piece({
    brand: 'jean-prouve', model: 'Antony Chair', sub: 'lounge-chairs', art: 'chair', weight: 1, maker: 'Ateliers Jean Prouvé', designYear: 1954,
    dims: '50 x 68 x 86 cm', vintage: true, years: [1954, 1956], note: 'Made for the Cité Universitaire at Antony.',
    finishes: [vf('Plywood and Black Steel', WOOD.ash, ['Moulded plywood', 'Lacquered steel'], 20000, 45000)],
  }),
  piece({
    brand: 'george-nakashima', model: 'Conoid Chair', sub: 'chairs', art: 'chair', weight: 2, maker: 'Nakashima Studio', designYear: 1960,
    dims: '51 x 56 x 91 cm', vintage: true, years: [1962, 1985], note: 'Cantilevered on two runners, with hickory spindles.',
    finishes: [vf('Walnut and Hickory', WOOD.walnut, ['American black walnut', 'Hickory spindles'], 12000, 30000)],
  }),
  piece({
    brand: 'george-nakashima', model: 'Minguren Coffee Table', sub: 'tables', art: 'table', weight: 1, maker: 'Nakashima Studio', designYear: 1965,
    dims: '150 x 70 x 38 cm', vintage: true, years: [1965, 1989], note: 'A free-edge walnut slab with butterfly joints.',
    finishes: [vf('Walnut Free Edge', WOOD.walnut, ['American black walnut', 'Rosewood butterfly joints'], 30000, 90000)],
  }),
  piece({
    brand: 'finn-juhl', model: '45 Chair', sub: 'lounge-chairs', art: 'chair', weight: 3, maker: 'House of Finn Juhl', designYear: 1945,
    dims: '70 x 76 x 84 cm', vintage: false, years: [2008, 2025], note: 'The seat floats free of the sculpted frame.',
    finishes: [cf('Walnut and Leather', WOOD.walnut, ['Solid walnut', 'Leather'], 8400, 0.55, 0.7), cf('Teak and Leather', WOOD.teak, ['Solid teak', 'Leather'], 8900, 0.55, 0.7)],
  }),
  piece({
    brand: 'finn-juhl', model: 'Pelican Chair', sub: 'lounge-chairs', art: 'chair', weight: 2, maker: 'House of Finn Juhl', designYear: 1940,
    dims: '84 x 73 x 73 cm', vintage: false, years: [2008, 2025], note: 'An upholstered chair with wing-like arms.',
    finishes: [cf('Wool Fabric', N.camel, ['Wool upholstery', 'Oak legs'], 7500, 0.55, 0.7)],
  }),
  piece({
    brand: 'gio-ponti', model: 'Superleggera Chair', sub: 'chairs', art: 'chair', weight: 3, maker: 'Cassina', designYear: 1957,
    dims: '41 x 47 x 83 cm', vintage: false, years: [2005, 2025], note: 'Light enough to lift with one finger.',
    finishes: [cf('Black Ash and Cane', N.black, ['Lacquered ash', 'Woven cane'], 1950, 0.5, 0.7), cf('Natural Ash and Cane', WOOD.ash, ['Ash', 'Woven cane'], 1950, 0.5, 0.7)],
  }),
  piece({
    brand: 'gio-ponti', model: 'D.153.1 Armchair', sub: 'lounge-chairs', art: 'chair', weight: 2, maker: 'Molteni&C', designYear: 1953,
    dims: '75 x 80 x 80 cm', vintage: false, years: [2012, 2025], note: 'Designed for Ponti\'s own apartment on Via Dezza in Milan.',
    finishes: [cf('Brass and Velvet', WOOD.brass, ['Brass', 'Velvet upholstery'], 5500, 0.5, 0.65)],
  }),
  piece({
    brand: 'poul-henningsen', model: 'PH 5 Pendant', sub: 'lighting', art: 'lamp', weight: 5, maker: 'Louis Poulsen', designYear: 1958,
    dims: '50 cm diameter', vintage: false, years: [2005, 2025], note: 'The three-shade system that hides the bulb from every angle.',
    finishes: [cf('White', N.white, ['Spun aluminium'], 1050, 0.55, 0.75), cf('Classic', N.red, ['Spun aluminium'], 1150, 0.55, 0.75)],
  }),
  piece({
    brand: 'poul-henningsen', model: 'PH Artichoke', sub: 'lighting', art: 'lamp', weight: 2, maker: 'Louis Poulsen', designYear: 1958,
    dims: '60 cm diameter', vintage: false, years: [2005, 2025], note: 'Seventy-two leaves in twelve rows on a steel frame.',
    finishes: [cf('Copper', WOOD.copper, ['Copper leaves', 'Steel'], 12000, 0.55, 0.75), cf('Brushed Stainless Steel', WOOD.chrome, ['Stainless steel leaves', 'Steel'], 13500, 0.55, 0.72)],
  }),
  piece({
    brand: 'poul-henningsen', model: 'PH 3/2 Table Lamp', sub: 'lighting', art: 'lamp', weight: 2, maker: 'Louis Poulsen', designYear: 1926,
    dims: '29 cm diameter, 47 cm high', vintage: false, years: [2010, 2025], note: 'Opal glass shades on a polished base.',
    finishes: [cf('Brass', WOOD.brass, ['Opal glass', 'Brass'], 1450, 0.55, 0.75)],
  }),
  piece({
    brand: 'charlotte-perriand', model: 'Ombra Tokyo Chair', sub: 'chairs', art: 'chair', weight: 2, maker: 'Cassina', designYear: 1954,
    dims: '45 x 50 x 76 cm', vintage: false, years: [2009, 2025], note: 'A single sheet of plywood folded like origami.',
    finishes: [cf('Black Plywood', N.black, ['Moulded plywood'], 1350, 0.5, 0.7), cf('Natural Ash', WOOD.ash, ['Moulded plywood'], 1350, 0.5, 0.7)],
  }),
  piece({
    brand: 'charlotte-perriand', model: 'Tabouret Méribel', sub: 'chairs', art: 'chair', weight: 2, maker: 'Cassina', designYear: 1950,
    dims: '43 cm high', vintage: false, years: [2011, 2025], note: 'A three-legged stool from her chalet in Méribel.',
    finishes: [cf('Oak and Straw', WOOD.oak, ['Solid oak', 'Straw'], 900, 0.5, 0.7)],
  }),
  piece({
    brand: 'vitra', model: 'Panton Chair', sub: 'chairs', art: 'chair', weight: 5, designer: 'Verner Panton', maker: 'Vitra', designYear: 1959,
    dims: '50 x 61 x 83 cm', vintage: false, years: [2005, 2025], note: 'The first chair moulded from a single piece of plastic.',
    finishes: [cf('White', N.white, ['Polypropylene'], 440, 0.5, 0.7), cf('Classic Red', N.red, ['Polypropylene'], 440, 0.5, 0.7), cf('Deep Black', N.black, ['Polypropylene'], 440, 0.5, 0.7)],
  }),
  piece({
    brand: 'vitra', model: 'Wiggle Side Chair', sub: 'chairs', art: 'chair', weight: 2, designer: 'Frank Gehry', maker: 'Vitra', designYear: 1972,
    dims: '43 x 61 x 83 cm', vintage: false, years: [2005, 2025], note: 'Layers of corrugated cardboard glued into a chair.',
    finishes: [cf('Cardboard', N.tan, ['Corrugated cardboard', 'Hardboard edges'], 1600, 0.6, 0.8)],
  }),
  piece({
    brand: 'mario-bellini', model: 'Camaleonda Sofa', sub: 'sofas', art: 'sofa', weight: 2, maker: 'B&B Italia', designYear: 1970,
    dims: 'Three modules, 270 x 95 x 70 cm', vintage: false, years: [2020, 2025], note: 'Modules joined by rings and ropes, rearranged at will.',
    finishes: [cf('Mohair Velvet', N.camel, ['Mohair velvet upholstery', 'Polyurethane foam'], 30000, 0.55, 0.7), cf('Boucle', N.cream, ['Boucle upholstery', 'Polyurethane foam'], 28000, 0.55, 0.7)],
  }),
  piece({
    brand: 'ligne-roset', model: 'Togo Sofa', sub: 'sofas', art: 'sofa', weight: 4, designer: 'Michel Ducaroy', maker: 'Ligne Roset', designYear: 1973,
    dims: 'Three-seater 174 x 102 x 70 cm', vintage: false, years: [2008, 2025], note: 'All foam and quilting, with no frame.',
    finishes: [cf('Alcantara', N.camel, ['Alcantara upholstery', 'Polyether foam'], 5500, 0.45, 0.65), cf('Leather', WOOD.cognacLeather, ['Leather upholstery', 'Polyether foam'], 8200, 0.45, 0.65)],
  }),
];
