/**
 * Watch model lines, reference by reference. Retail is the last US list price; market is
 * the pre-owned range for a full set in excellent condition, which for the steel sports
 * references of Rolex, Patek Philippe and Audemars Piguet sits well above retail.
 */
import type { ArtKind } from '../../shared/catalog/art-kinds.js';
import { brandBySlug } from './brands.js';
import type { Attributes, Colour, ModelLine } from './catalogue-types.js';
import { between, line, niceUsd, words, yearIn } from './line-kit.js';
import { DIAL } from './palette.js';

interface Ref {
  ref: string | null;
  /** Replaces the name part when the reference is not how collectors say it (Richard Mille, F.P. Journe). */
  variant?: string;
  label?: string;
  dial: Colour;
  case: string;
  /** Millimetres, as written on the listing: '41' or '50 x 40'. */
  size: string;
  movement: string;
  bracelet: string;
  retail: number;
  market: readonly [number, number];
  years: readonly [number, number];
}

interface WatchSpec {
  id?: string;
  brand: string;
  model: string;
  sub: string;
  art: ArtKind;
  weight: number;
  refs: readonly Ref[];
  note: string;
}

function watch(spec: WatchSpec): ModelLine {
  const brandName = brandBySlug(spec.brand).name;
  const prepared = spec.refs.map((r) => ({
    r,
    variant: r.variant ?? words(r.label ?? '', r.ref ?? ''),
    detail: `${r.dial.name} Dial`,
    caseSize: `${r.size} mm`,
    materials: [r.case, r.bracelet],
    lead: `${brandName} ${spec.model} ${r.variant ?? words(r.label ?? '', r.ref ?? '')}: ${r.size} mm ${asPhrase(r.case)}, ${r.dial.name.toLowerCase()} dial, ${asPhrase(r.movement)}.`,
  }));
  return line(
    { id: spec.id, brandSlug: spec.brand, category: 'watches', subcategory: spec.sub, model: spec.model, artKind: spec.art, weight: spec.weight, colour: spec.refs[0]?.dial ?? DIAL.black },
    (rng) => {
      const p = rng.pick(prepared);
      const r = p.r;
      const papers = rng.chance(0.78);
      const market = niceUsd(between(rng, r.market[0], r.market[1]) * (papers ? 1 : 0.9));
      const attributes: Attributes = {};
      if (r.ref !== null) attributes['Reference'] = r.ref;
      attributes['Movement'] = r.movement;
      attributes['Case size'] = p.caseSize;
      attributes['Case material'] = r.case;
      attributes['Dial'] = r.dial.name;
      attributes['Bracelet'] = r.bracelet;
      attributes['Year'] = yearIn(rng, r.years[0], r.years[1]);
      attributes['Box and papers'] = papers;
      return {
        variant: p.variant,
        detail: p.detail,
        reference: r.ref,
        colour: r.dial,
        materials: p.materials,
        attributes,
        retailUsd: r.retail,
        marketUsd: market,
        description: `${p.lead} ${papers ? 'Full set with box and papers' : 'Watch only, without box or papers'}; ${spec.note}`,
        condition: null,
      };
    },
  );
}

/** Lower-cases the first letter for use mid-sentence, except for trade names. */
function asPhrase(text: string): string {
  return TRADE_NAMES.some((t) => text.startsWith(t)) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
const TRADE_NAMES = ['Oystersteel', 'Carbon TPT', 'Quartz TPT', 'NTPT', 'Grade 5', 'Titalyt', 'El Primero', 'Heuer', 'Spring Drive'];

const OYSTERSTEEL = 'Oystersteel';
const OYSTER = 'Oyster bracelet';
const STEEL = 'Stainless steel';
const STEEL_BRACELET = 'Steel bracelet';

export const WATCH_LINES: ModelLine[] = [
  // Rolex
  watch({
    brand: 'rolex', model: 'Submariner', sub: 'dive-watches', art: 'watch', weight: 60,
    note: 'the dive watch of 1953, waterproof to 300 metres.',
    refs: [
      { ref: '126610LN', label: 'Date', dial: DIAL.black, case: OYSTERSTEEL, size: '41', movement: 'Automatic, calibre 3235', bracelet: OYSTER, retail: 10250, market: [13000, 15000], years: [2020, 2025] },
      { ref: '126610LV', label: 'Date', dial: DIAL.black, case: OYSTERSTEEL, size: '41', movement: 'Automatic, calibre 3235', bracelet: OYSTER, retail: 10650, market: [14500, 17500], years: [2020, 2025] },
      { ref: '124060', label: 'No Date', dial: DIAL.black, case: OYSTERSTEEL, size: '41', movement: 'Automatic, calibre 3230', bracelet: OYSTER, retail: 9100, market: [10500, 12500], years: [2020, 2025] },
      { ref: '126613LB', label: 'Date', dial: DIAL.blue, case: 'Oystersteel and yellow gold', size: '41', movement: 'Automatic, calibre 3235', bracelet: OYSTER, retail: 15500, market: [15000, 17500], years: [2020, 2025] },
      { ref: '116610LN', label: 'Date', dial: DIAL.black, case: OYSTERSTEEL, size: '40', movement: 'Automatic, calibre 3135', bracelet: OYSTER, retail: 8550, market: [11500, 13500], years: [2010, 2020] },
    ],
  }),
  watch({
    brand: 'rolex', model: 'Cosmograph Daytona', sub: 'chronographs', art: 'chronograph', weight: 45,
    note: 'the racing chronograph named after Daytona Beach.',
    refs: [
      { ref: '126500LN', dial: DIAL.white, case: OYSTERSTEEL, size: '40', movement: 'Automatic chronograph, calibre 4131', bracelet: OYSTER, retail: 15100, market: [26000, 31000], years: [2023, 2025] },
      { ref: '126500LN', dial: DIAL.black, case: OYSTERSTEEL, size: '40', movement: 'Automatic chronograph, calibre 4131', bracelet: OYSTER, retail: 15100, market: [25000, 29000], years: [2023, 2025] },
      { ref: '116500LN', dial: DIAL.white, case: OYSTERSTEEL, size: '40', movement: 'Automatic chronograph, calibre 4130', bracelet: OYSTER, retail: 13150, market: [25000, 30000], years: [2016, 2023] },
      { ref: '126506', dial: DIAL.iceBlue, case: 'Platinum', size: '40', movement: 'Automatic chronograph, calibre 4131', bracelet: OYSTER, retail: 77500, market: [120000, 150000], years: [2023, 2025] },
      { ref: '116508', dial: DIAL.green, case: '18k yellow gold', size: '40', movement: 'Automatic chronograph, calibre 4130', bracelet: OYSTER, retail: 36000, market: [60000, 80000], years: [2016, 2023] },
    ],
  }),
  watch({
    brand: 'rolex', model: 'GMT-Master II', sub: 'sports-watches', art: 'watch', weight: 45,
    note: 'designed in 1954 for Pan Am pilots crossing time zones.',
    refs: [
      { ref: '126710BLRO', dial: DIAL.black, case: OYSTERSTEEL, size: '40', movement: 'Automatic, calibre 3285', bracelet: 'Jubilee bracelet', retail: 10900, market: [19000, 23000], years: [2018, 2025] },
      { ref: '126710BLNR', dial: DIAL.black, case: OYSTERSTEEL, size: '40', movement: 'Automatic, calibre 3285', bracelet: OYSTER, retail: 10900, market: [16000, 19000], years: [2019, 2025] },
      { ref: '126720VTNR', dial: DIAL.black, case: OYSTERSTEEL, size: '40', movement: 'Automatic, calibre 3285', bracelet: OYSTER, retail: 11050, market: [17000, 20000], years: [2022, 2025] },
      { ref: '126711CHNR', dial: DIAL.black, case: 'Oystersteel and Everose gold', size: '40', movement: 'Automatic, calibre 3285', bracelet: OYSTER, retail: 16000, market: [17000, 19500], years: [2018, 2025] },
    ],
  }),
  watch({
    brand: 'rolex', model: 'Datejust', sub: 'dress-watches', art: 'watch', weight: 40,
    note: 'the first self-winding wristwatch to show the date in a window, in 1945.',
    refs: [
      { ref: '126334', label: '41', dial: DIAL.blue, case: 'Oystersteel and white gold', size: '41', movement: 'Automatic, calibre 3235', bracelet: 'Jubilee bracelet', retail: 11200, market: [11500, 14000], years: [2017, 2025] },
      { ref: '126300', label: '41', dial: DIAL.slate, case: OYSTERSTEEL, size: '41', movement: 'Automatic, calibre 3235', bracelet: OYSTER, retail: 8700, market: [9500, 11500], years: [2017, 2025] },
      { ref: '126234', label: '36', dial: DIAL.mintGreen, case: 'Oystersteel and white gold', size: '36', movement: 'Automatic, calibre 3235', bracelet: 'Jubilee bracelet', retail: 9300, market: [10500, 13500], years: [2021, 2025] },
      { ref: '126200', label: '36', dial: DIAL.silver, case: OYSTERSTEEL, size: '36', movement: 'Automatic, calibre 3235', bracelet: OYSTER, retail: 7550, market: [7500, 9000], years: [2018, 2025] },
    ],
  }),
  watch({
    brand: 'rolex', model: 'Day-Date', sub: 'dress-watches', art: 'watch', weight: 20,
    note: 'known as the President, made only in gold and platinum.',
    refs: [
      { ref: '228238', label: '40', dial: DIAL.champagne, case: '18k yellow gold', size: '40', movement: 'Automatic, calibre 3255', bracelet: 'President bracelet', retail: 40000, market: [37000, 44000], years: [2015, 2025] },
      { ref: '228235', label: '40', dial: DIAL.chocolate, case: '18k Everose gold', size: '40', movement: 'Automatic, calibre 3255', bracelet: 'President bracelet', retail: 43000, market: [41000, 49000], years: [2015, 2025] },
      { ref: '228239', label: '40', dial: DIAL.blue, case: '18k white gold', size: '40', movement: 'Automatic, calibre 3255', bracelet: 'President bracelet', retail: 42000, market: [38000, 45000], years: [2015, 2025] },
      { ref: '228206', label: '40', dial: DIAL.iceBlue, case: 'Platinum', size: '40', movement: 'Automatic, calibre 3255', bracelet: 'President bracelet', retail: 61000, market: [62000, 75000], years: [2015, 2025] },
    ],
  }),
  watch({
    brand: 'rolex', model: 'Explorer', sub: 'sports-watches', art: 'watch', weight: 18,
    note: 'descended from the watches worn on Everest expeditions in 1953.',
    refs: [
      { ref: '224270', label: '40', dial: DIAL.black, case: OYSTERSTEEL, size: '40', movement: 'Automatic, calibre 3230', bracelet: OYSTER, retail: 7900, market: [8200, 9500], years: [2023, 2025] },
      { ref: '124270', label: '36', dial: DIAL.black, case: OYSTERSTEEL, size: '36', movement: 'Automatic, calibre 3230', bracelet: OYSTER, retail: 7400, market: [7800, 9000], years: [2021, 2025] },
      { ref: '226570', label: 'II', dial: DIAL.white, case: OYSTERSTEEL, size: '42', movement: 'Automatic, calibre 3285', bracelet: OYSTER, retail: 10450, market: [10500, 12500], years: [2021, 2025] },
      { ref: '226570', label: 'II', dial: DIAL.black, case: OYSTERSTEEL, size: '42', movement: 'Automatic, calibre 3285', bracelet: OYSTER, retail: 10450, market: [10000, 11800], years: [2021, 2025] },
    ],
  }),
  watch({
    brand: 'rolex', model: 'Sky-Dweller', sub: 'complications', art: 'watch', weight: 8,
    note: 'an annual calendar with a second time zone, set through the rotating bezel.',
    refs: [
      { ref: '336934', dial: DIAL.blue, case: 'Oystersteel and white gold', size: '42', movement: 'Automatic, calibre 9002', bracelet: 'Jubilee bracelet', retail: 16950, market: [18000, 21000], years: [2023, 2025] },
      { ref: '326934', dial: DIAL.black, case: 'Oystersteel and white gold', size: '42', movement: 'Automatic, calibre 9001', bracelet: OYSTER, retail: 15500, market: [17000, 20000], years: [2017, 2023] },
    ],
  }),
  // Patek Philippe
  watch({
    brand: 'patek-philippe', model: 'Nautilus', sub: 'sports-watches', art: 'watch-octagon', weight: 28,
    note: 'Gérald Genta\'s porthole-inspired design of 1976.',
    refs: [
      { ref: '5711/1A-010', dial: DIAL.blue, case: STEEL, size: '40', movement: 'Automatic, calibre 26-330 S C', bracelet: STEEL_BRACELET, retail: 34893, market: [105000, 140000], years: [2013, 2021] },
      { ref: '5711/1A-014', dial: DIAL.green, case: STEEL, size: '40', movement: 'Automatic, calibre 26-330 S C', bracelet: STEEL_BRACELET, retail: 34893, market: [150000, 190000], years: [2021, 2021] },
      { ref: '5811/1G-001', dial: DIAL.blue, case: '18k white gold', size: '41', movement: 'Automatic, calibre 26-330 S C', bracelet: 'White gold bracelet', retail: 69000, market: [140000, 190000], years: [2022, 2025] },
      { ref: '5712/1A-001', dial: DIAL.blue, case: STEEL, size: '40', movement: 'Automatic, calibre 240 PS IRM C LU', bracelet: STEEL_BRACELET, retail: 43000, market: [85000, 110000], years: [2006, 2023] },
      { ref: '5980/1A-001', dial: DIAL.blue, case: STEEL, size: '40.5', movement: 'Automatic chronograph, calibre CH 28-520 C', bracelet: STEEL_BRACELET, retail: 52000, market: [95000, 120000], years: [2006, 2021] },
      { ref: '7118/1A-001', dial: DIAL.blue, case: STEEL, size: '35.2', movement: 'Automatic, calibre 324 S C', bracelet: STEEL_BRACELET, retail: 33000, market: [55000, 70000], years: [2015, 2025] },
    ],
  }),
  watch({
    brand: 'patek-philippe', model: 'Aquanaut', sub: 'sports-watches', art: 'watch-cushion', weight: 16,
    note: 'the 1997 sports watch with its tropical composite strap.',
    refs: [
      { ref: '5167A-001', dial: DIAL.black, case: STEEL, size: '40', movement: 'Automatic, calibre 26-330 S C', bracelet: 'Composite strap', retail: 23000, market: [55000, 70000], years: [2007, 2025] },
      { ref: '5168G-001', dial: DIAL.blue, case: '18k white gold', size: '42.2', movement: 'Automatic, calibre 26-330 S C', bracelet: 'Composite strap', retail: 49000, market: [75000, 95000], years: [2017, 2025] },
      { ref: '5164A-001', label: 'Travel Time', dial: DIAL.black, case: STEEL, size: '40.8', movement: 'Automatic, calibre 26-330 S C FUS', bracelet: 'Composite strap', retail: 39000, market: [70000, 85000], years: [2011, 2025] },
    ],
  }),
  watch({
    brand: 'patek-philippe', model: 'Calatrava', sub: 'dress-watches', art: 'watch', weight: 10,
    note: 'the round dress watch that Patek Philippe has made since 1932.',
    refs: [
      { ref: '6119G-001', dial: DIAL.grey, case: '18k white gold', size: '39', movement: 'Hand-wound, calibre 30-255 PS', bracelet: 'Alligator strap', retail: 32000, market: [26000, 30000], years: [2021, 2025] },
      { ref: '6119R-001', dial: DIAL.silver, case: '18k rose gold', size: '39', movement: 'Hand-wound, calibre 30-255 PS', bracelet: 'Alligator strap', retail: 32000, market: [26000, 30000], years: [2021, 2025] },
      { ref: '5227G-010', dial: DIAL.white, case: '18k white gold', size: '39', movement: 'Automatic, calibre 324 S C', bracelet: 'Alligator strap', retail: 36000, market: [27000, 33000], years: [2013, 2025] },
    ],
  }),
  watch({
    brand: 'patek-philippe', model: 'Grand Complications', sub: 'complications', art: 'chronograph', weight: 5,
    note: 'finished entirely by hand and stamped with the Patek Philippe Seal.',
    refs: [
      { ref: '5270P-001', label: 'Perpetual Calendar Chronograph', dial: DIAL.salmon, case: 'Platinum', size: '41', movement: 'Hand-wound chronograph, calibre CH 29-535 PS Q', bracelet: 'Alligator strap', retail: 213000, market: [180000, 240000], years: [2017, 2025] },
      { ref: '5320G-001', label: 'Perpetual Calendar', dial: DIAL.champagne, case: '18k white gold', size: '40', movement: 'Automatic, calibre 324 S Q', bracelet: 'Alligator strap', retail: 93000, market: [80000, 95000], years: [2017, 2025] },
      { ref: '5905P-001', label: 'Annual Calendar Chronograph', dial: DIAL.blue, case: 'Platinum', size: '42', movement: 'Automatic chronograph, calibre CH 28-520 QA 24H', bracelet: 'Alligator strap', retail: 79000, market: [65000, 80000], years: [2018, 2025] },
    ],
  }),
  // Audemars Piguet
  watch({
    brand: 'audemars-piguet', model: 'Royal Oak', sub: 'sports-watches', art: 'watch-octagon', weight: 30,
    note: 'the octagonal bezel and eight hexagonal screws of 1972, over a Grande Tapisserie dial.',
    refs: [
      { ref: '15500ST', dial: DIAL.blue, case: STEEL, size: '41', movement: 'Automatic, calibre 4302', bracelet: 'Integrated steel bracelet', retail: 31000, market: [40000, 48000], years: [2019, 2022] },
      { ref: '15510ST', dial: DIAL.blue, case: STEEL, size: '41', movement: 'Automatic, calibre 4302', bracelet: 'Integrated steel bracelet', retail: 31600, market: [36000, 45000], years: [2022, 2025] },
      { ref: '15510ST', dial: DIAL.black, case: STEEL, size: '41', movement: 'Automatic, calibre 4302', bracelet: 'Integrated steel bracelet', retail: 31600, market: [34000, 42000], years: [2022, 2025] },
      { ref: '15202ST', label: 'Jumbo Extra-Thin', dial: DIAL.blue, case: STEEL, size: '39', movement: 'Automatic, calibre 2121', bracelet: 'Integrated steel bracelet', retail: 30000, market: [95000, 130000], years: [2012, 2021] },
      { ref: '16202ST', label: 'Jumbo Extra-Thin', dial: DIAL.blue, case: STEEL, size: '39', movement: 'Automatic, calibre 7121', bracelet: 'Integrated steel bracelet', retail: 36000, market: [85000, 110000], years: [2022, 2025] },
      { ref: '15400ST', dial: DIAL.silver, case: STEEL, size: '41', movement: 'Automatic, calibre 3120', bracelet: 'Integrated steel bracelet', retail: 22000, market: [32000, 40000], years: [2012, 2019] },
    ],
  }),
  watch({
    brand: 'audemars-piguet', model: 'Royal Oak Chronograph', sub: 'chronographs', art: 'watch-octagon', weight: 12,
    note: 'the Royal Oak case with a three-register chronograph.',
    refs: [
      { ref: '26331ST', dial: DIAL.blue, case: STEEL, size: '41', movement: 'Automatic chronograph, calibre 2385', bracelet: 'Integrated steel bracelet', retail: 34000, market: [42000, 55000], years: [2017, 2022] },
      { ref: '26331ST', dial: DIAL.black, case: STEEL, size: '41', movement: 'Automatic chronograph, calibre 2385', bracelet: 'Integrated steel bracelet', retail: 34000, market: [40000, 50000], years: [2017, 2022] },
      { ref: '26240ST', dial: DIAL.blue, case: STEEL, size: '41', movement: 'Automatic flyback chronograph, calibre 4401', bracelet: 'Integrated steel bracelet', retail: 38000, market: [45000, 55000], years: [2022, 2025] },
    ],
  }),
  watch({
    brand: 'audemars-piguet', model: 'Royal Oak Offshore', sub: 'chronographs', art: 'watch-octagon', weight: 10,
    note: 'Emmanuel Gueit\'s oversized Royal Oak of 1993.',
    refs: [
      { ref: '26470ST', dial: DIAL.black, case: STEEL, size: '42', movement: 'Automatic chronograph, calibre 3126/3840', bracelet: 'Rubber strap', retail: 30000, market: [26000, 32000], years: [2014, 2021] },
      { ref: '26420SO', dial: DIAL.black, case: STEEL, size: '43', movement: 'Automatic flyback chronograph, calibre 4401', bracelet: 'Rubber strap', retail: 35000, market: [32000, 38000], years: [2021, 2025] },
      { ref: '26405CE', dial: DIAL.black, case: 'Black ceramic', size: '44', movement: 'Automatic chronograph, calibre 3126/3840', bracelet: 'Rubber strap', retail: 46000, market: [40000, 50000], years: [2016, 2020] },
    ],
  }),
  watch({
    brand: 'audemars-piguet', model: 'Code 11.59', sub: 'dress-watches', art: 'watch', weight: 5,
    note: 'a round case with an octagonal middle, launched in 2019.',
    refs: [
      { ref: '15210OR', dial: DIAL.blue, case: '18k pink gold', size: '41', movement: 'Automatic, calibre 4302', bracelet: 'Alligator strap', retail: 29000, market: [17000, 22000], years: [2019, 2025] },
      { ref: '26393OR', label: 'Chronograph', dial: DIAL.black, case: '18k pink gold', size: '41', movement: 'Automatic flyback chronograph, calibre 4401', bracelet: 'Alligator strap', retail: 41000, market: [26000, 32000], years: [2019, 2025] },
    ],
  }),
  // Richard Mille
  watch({
    brand: 'richard-mille', model: 'RM 011', sub: 'chronographs', art: 'watch-tonneau', weight: 6,
    note: 'the flyback chronograph developed with Felipe Massa.',
    refs: [
      { ref: 'RM 011', variant: 'Felipe Massa Titanium', dial: DIAL.skeleton, case: 'Grade 5 titanium', size: '50 x 40', movement: 'Automatic flyback chronograph, calibre RMAC1', bracelet: 'Rubber strap', retail: 165000, market: [180000, 230000], years: [2013, 2019] },
      { ref: 'RM 011', variant: 'Felipe Massa Carbon TPT', dial: DIAL.skeleton, case: 'Carbon TPT', size: '50 x 40', movement: 'Automatic flyback chronograph, calibre RMAC1', bracelet: 'Rubber strap', retail: 185000, market: [230000, 300000], years: [2015, 2019] },
    ],
  }),
  watch({
    brand: 'richard-mille', model: 'RM 035', sub: 'sports-watches', art: 'watch-tonneau', weight: 5,
    note: 'built with Rafael Nadal to survive the shocks of professional tennis.',
    refs: [
      { ref: 'RM 35-02', variant: 'Rafael Nadal', dial: DIAL.skeleton, case: 'Quartz TPT and Carbon TPT', size: '49.9 x 43.1', movement: 'Automatic, calibre RMUL3', bracelet: 'Rubber strap', retail: 170000, market: [220000, 300000], years: [2017, 2021] },
      { ref: 'RM 35-01', variant: 'RAFA', dial: DIAL.skeleton, case: 'NTPT carbon', size: '49.9 x 42.7', movement: 'Hand-wound, calibre RM035', bracelet: 'Rubber strap', retail: 135000, market: [190000, 260000], years: [2015, 2019] },
    ],
  }),
  watch({
    brand: 'richard-mille', model: 'RM 055', sub: 'sports-watches', art: 'watch-tonneau', weight: 4,
    note: 'the white ATZ ceramic bezel designed with golfer Bubba Watson.',
    refs: [
      { ref: 'RM 055', variant: 'Bubba Watson', dial: DIAL.skeleton, case: 'Grade 5 titanium and white ATZ ceramic', size: '49.9 x 42.7', movement: 'Hand-wound, calibre RMUL2', bracelet: 'Rubber strap', retail: 130000, market: [200000, 260000], years: [2012, 2020] },
    ],
  }),
  watch({
    brand: 'richard-mille', model: 'RM 67-01', sub: 'sports-watches', art: 'watch-tonneau', weight: 4,
    note: 'the slimmest automatic in the collection.',
    refs: [
      { ref: 'RM 67-01', variant: 'Extra Flat', dial: DIAL.skeleton, case: 'Grade 5 titanium', size: '47.5 x 38.7', movement: 'Automatic, calibre CRMA6', bracelet: 'Rubber strap', retail: 120000, market: [140000, 190000], years: [2016, 2024] },
    ],
  }),
  watch({
    brand: 'richard-mille', model: 'RM 07-01', sub: 'sports-watches', art: 'watch-tonneau', weight: 3,
    note: 'a jewellery watch in the tonneau case.',
    refs: [
      { ref: 'RM 07-01', variant: 'Carbon TPT', dial: DIAL.skeleton, case: 'Carbon TPT', size: '45.7 x 31.4', movement: 'Automatic, calibre CRMA2', bracelet: 'Rubber strap', retail: 150000, market: [160000, 230000], years: [2016, 2025] },
    ],
  }),
  // Omega
  watch({
    brand: 'omega', model: 'Speedmaster Moonwatch Professional', sub: 'chronographs', art: 'chronograph', weight: 30,
    note: 'the chronograph NASA qualified in 1965 and astronauts wore on the Moon.',
    refs: [
      { ref: '310.30.42.50.01.001', dial: DIAL.black, case: STEEL, size: '42', movement: 'Hand-wound chronograph, calibre 3861', bracelet: STEEL_BRACELET, retail: 7100, market: [5600, 6600], years: [2021, 2025] },
      { ref: '310.30.42.50.01.002', label: 'Sapphire', dial: DIAL.black, case: STEEL, size: '42', movement: 'Hand-wound chronograph, calibre 3861', bracelet: STEEL_BRACELET, retail: 8000, market: [6200, 7200], years: [2021, 2025] },
      { ref: '311.30.42.30.01.005', dial: DIAL.black, case: STEEL, size: '42', movement: 'Hand-wound chronograph, calibre 1861', bracelet: STEEL_BRACELET, retail: 5250, market: [4300, 5300], years: [2014, 2020] },
      { ref: '310.32.42.50.02.001', label: 'Silver Snoopy Award', dial: DIAL.silver, case: STEEL, size: '42', movement: 'Hand-wound chronograph, calibre 3861', bracelet: 'Nylon strap', retail: 9600, market: [13000, 17000], years: [2020, 2023] },
    ],
  }),
  watch({
    brand: 'omega', model: 'Seamaster Diver 300M', sub: 'dive-watches', art: 'watch', weight: 18,
    note: 'ceramic dial with laser-engraved waves and a helium escape valve.',
    refs: [
      { ref: '210.30.42.20.01.001', dial: DIAL.black, case: STEEL, size: '42', movement: 'Automatic, calibre 8800', bracelet: STEEL_BRACELET, retail: 5900, market: [3900, 4800], years: [2018, 2025] },
      { ref: '210.30.42.20.03.001', dial: DIAL.blue, case: STEEL, size: '42', movement: 'Automatic, calibre 8800', bracelet: STEEL_BRACELET, retail: 5900, market: [3900, 4800], years: [2018, 2025] },
    ],
  }),
  watch({
    brand: 'omega', model: 'Seamaster Aqua Terra', sub: 'sports-watches', art: 'watch', weight: 8,
    note: 'a teak-pattern dial and Master Chronometer certification.',
    refs: [
      { ref: '220.10.41.21.03.004', dial: DIAL.blue, case: STEEL, size: '41', movement: 'Automatic, calibre 8900', bracelet: STEEL_BRACELET, retail: 6600, market: [4500, 5300], years: [2017, 2025] },
    ],
  }),
  // Cartier, Chanel, Hermès and Bulgari watches
  watch({
    brand: 'cartier', model: 'Santos de Cartier', sub: 'sports-watches', art: 'watch-square', weight: 16,
    note: 'the square case first made for the aviator Alberto Santos-Dumont in 1904.',
    refs: [
      { ref: 'WSSA0018', label: 'Large', dial: DIAL.silver, case: STEEL, size: '39.8', movement: 'Automatic, calibre 1847 MC', bracelet: 'QuickSwitch steel bracelet', retail: 7850, market: [6600, 7800], years: [2018, 2025] },
      { ref: 'WSSA0030', label: 'Large', dial: DIAL.blue, case: STEEL, size: '39.8', movement: 'Automatic, calibre 1847 MC', bracelet: 'QuickSwitch steel bracelet', retail: 7850, market: [7200, 8600], years: [2021, 2025] },
    ],
  }),
  watch({
    brand: 'cartier', model: 'Tank', sub: 'dress-watches', art: 'watch-tank', weight: 16,
    note: 'Louis Cartier\'s rectangular design of 1917, inspired by the tanks of the Western Front.',
    refs: [
      { ref: 'WGTA0011', label: 'Louis Cartier Large', dial: DIAL.silver, case: '18k yellow gold', size: '33.7 x 25.5', movement: 'Hand-wound, calibre 1917 MC', bracelet: 'Alligator strap', retail: 12000, market: [9500, 11500], years: [2017, 2025] },
      { ref: 'WSTA0041', label: 'Must Large', dial: DIAL.silver, case: STEEL, size: '33.7 x 25.5', movement: 'Quartz', bracelet: 'Calfskin strap', retail: 3150, market: [2300, 2800], years: [2021, 2025] },
    ],
  }),
  watch({
    brand: 'cartier', model: 'Panthère de Cartier', sub: 'dress-watches', art: 'watch-square', weight: 6,
    note: 'the supple panther-link bracelet of 1983, reissued in 2017.',
    refs: [
      { ref: 'WSPN0007', label: 'Small', dial: DIAL.silver, case: STEEL, size: '27 x 22', movement: 'Quartz', bracelet: STEEL_BRACELET, retail: 4800, market: [4000, 4700], years: [2017, 2025] },
    ],
  }),
  watch({
    brand: 'chanel', model: 'J12', sub: 'sports-watches', art: 'watch', weight: 8,
    note: 'the high-tech ceramic watch Chanel introduced in 2000.',
    refs: [
      { ref: 'H5697', dial: DIAL.black, case: 'Black high-tech ceramic', size: '38', movement: 'Automatic, calibre 12.1', bracelet: 'Ceramic bracelet', retail: 7200, market: [4800, 5800], years: [2019, 2025] },
      { ref: 'H5700', dial: DIAL.white, case: 'White high-tech ceramic', size: '38', movement: 'Automatic, calibre 12.1', bracelet: 'Ceramic bracelet', retail: 7200, market: [4800, 5800], years: [2019, 2025] },
    ],
  }),
  watch({
    brand: 'hermes', model: 'Arceau', sub: 'dress-watches', art: 'watch', weight: 3,
    note: 'Henri d\'Origny\'s 1978 case with asymmetric stirrup lugs.',
    refs: [
      { ref: null, variant: '40 mm', dial: DIAL.white, case: STEEL, size: '40', movement: 'Automatic, calibre H1837', bracelet: 'Barenia calfskin strap', retail: 4325, market: [2200, 3000], years: [2015, 2025] },
    ],
  }),
  watch({
    brand: 'bulgari', model: 'Octo Finissimo', sub: 'sports-watches', art: 'watch-octagon', weight: 5,
    note: 'one of the thinnest automatic watches in series production.',
    refs: [
      { ref: '103011', label: 'Automatic', dial: DIAL.grey, case: 'Sandblasted titanium', size: '40', movement: 'Automatic, calibre BVL 138', bracelet: 'Titanium bracelet', retail: 15800, market: [11500, 14000], years: [2017, 2025] },
    ],
  }),
  // Haute horlogerie
  watch({
    brand: 'vacheron-constantin', model: 'Overseas', sub: 'sports-watches', art: 'watch-octagon', weight: 10,
    note: 'with interchangeable bracelet and straps that change without tools.',
    refs: [
      { ref: '4500V/110A-B128', dial: DIAL.blue, case: STEEL, size: '41', movement: 'Automatic, calibre 5100', bracelet: STEEL_BRACELET, retail: 29200, market: [27000, 34000], years: [2016, 2025] },
      { ref: '4500V/110A-B483', dial: DIAL.black, case: STEEL, size: '41', movement: 'Automatic, calibre 5100', bracelet: STEEL_BRACELET, retail: 29200, market: [24000, 30000], years: [2016, 2025] },
      { ref: '5500V/110A-B148', label: 'Chronograph', dial: DIAL.blue, case: STEEL, size: '42.5', movement: 'Automatic chronograph, calibre 5200', bracelet: STEEL_BRACELET, retail: 36000, market: [32000, 40000], years: [2016, 2025] },
    ],
  }),
  watch({
    brand: 'vacheron-constantin', model: 'Patrimony', sub: 'dress-watches', art: 'watch', weight: 5,
    note: 'minimalist, with a Geneva Seal movement.',
    refs: [
      { ref: '85180/000R-9248', dial: DIAL.silver, case: '18k pink gold', size: '40', movement: 'Automatic, calibre 2450 Q6', bracelet: 'Alligator strap', retail: 28000, market: [16000, 20000], years: [2014, 2025] },
      { ref: '81180/000R-9159', dial: DIAL.silver, case: '18k pink gold', size: '40', movement: 'Hand-wound, calibre 1400', bracelet: 'Alligator strap', retail: 23000, market: [14000, 17000], years: [2012, 2025] },
    ],
  }),
  watch({
    brand: 'a-lange-sohne', model: 'Lange 1', sub: 'dress-watches', art: 'watch', weight: 6,
    note: 'the off-centre dial and outsize date of 1994, with a hand-engraved balance cock.',
    refs: [
      { ref: '191.032', dial: DIAL.silver, case: '18k pink gold', size: '38.5', movement: 'Hand-wound, calibre L121.1', bracelet: 'Alligator strap', retail: 41000, market: [32000, 38000], years: [2015, 2025] },
      { ref: '191.021', dial: DIAL.champagne, case: '18k yellow gold', size: '38.5', movement: 'Hand-wound, calibre L121.1', bracelet: 'Alligator strap', retail: 39500, market: [30000, 36000], years: [2015, 2025] },
    ],
  }),
  watch({
    brand: 'a-lange-sohne', model: 'Odysseus', sub: 'sports-watches', art: 'watch', weight: 4,
    note: 'Lange\'s first sports watch and its first steel series model, from 2019.',
    refs: [
      { ref: '363.179', dial: DIAL.blue, case: STEEL, size: '40.5', movement: 'Automatic, calibre L155.1 Datomatic', bracelet: STEEL_BRACELET, retail: 34000, market: [50000, 65000], years: [2019, 2025] },
    ],
  }),
  watch({
    brand: 'a-lange-sohne', model: 'Datograph Up/Down', sub: 'chronographs', art: 'chronograph', weight: 2,
    note: 'a flyback chronograph with column wheel and jumping minute counter.',
    refs: [
      { ref: '405.035', dial: DIAL.black, case: 'Platinum', size: '41', movement: 'Hand-wound flyback chronograph, calibre L951.6', bracelet: 'Alligator strap', retail: 112000, market: [85000, 100000], years: [2012, 2025] },
    ],
  }),
  watch({
    brand: 'jaeger-lecoultre', model: 'Reverso', sub: 'dress-watches', art: 'watch-square', weight: 10,
    note: 'the case flips over to protect the dial, as it did for polo players in 1931.',
    refs: [
      { ref: 'Q3858520', label: 'Classic Large Small Seconds', dial: DIAL.silver, case: STEEL, size: '45.6 x 27.4', movement: 'Hand-wound, calibre 822/2', bracelet: 'Alligator strap', retail: 9400, market: [6800, 8200], years: [2016, 2025] },
      { ref: 'Q3978480', label: 'Tribute Duoface', dial: DIAL.black, case: STEEL, size: '47 x 28.3', movement: 'Hand-wound, calibre 854A/2', bracelet: 'Calfskin strap', retail: 13800, market: [10500, 12500], years: [2016, 2025] },
    ],
  }),
  watch({
    brand: 'jaeger-lecoultre', model: 'Master Ultra Thin Moon', sub: 'dress-watches', art: 'watch', weight: 4,
    note: 'a slim case with moon phase and date.',
    refs: [
      { ref: 'Q1368420', dial: DIAL.silver, case: STEEL, size: '39', movement: 'Automatic, calibre 925', bracelet: 'Alligator strap', retail: 10900, market: [6800, 8000], years: [2014, 2025] },
    ],
  }),
  watch({
    brand: 'iwc', model: 'Portugieser Chronograph', sub: 'chronographs', art: 'chronograph', weight: 10,
    note: 'a slim chronograph with vertical sub-dials, first made in 1998.',
    refs: [
      { ref: 'IW371605', dial: DIAL.silver, case: STEEL, size: '41', movement: 'Automatic chronograph, calibre 69355', bracelet: 'Alligator strap', retail: 8600, market: [6500, 7800], years: [2020, 2025] },
      { ref: 'IW371617', dial: DIAL.blue, case: STEEL, size: '41', movement: 'Automatic chronograph, calibre 69355', bracelet: 'Alligator strap', retail: 8600, market: [6500, 7800], years: [2020, 2025] },
    ],
  }),
  watch({
    brand: 'iwc', model: 'Big Pilot\'s Watch', sub: 'sports-watches', art: 'watch', weight: 6,
    note: 'the oversized cone crown recalls the observation watches of 1940.',
    refs: [
      { ref: 'IW501001', dial: DIAL.black, case: STEEL, size: '46.2', movement: 'Automatic, calibre 52110', bracelet: 'Calfskin strap', retail: 14400, market: [10000, 12500], years: [2016, 2021] },
      { ref: 'IW329301', label: '43', dial: DIAL.black, case: STEEL, size: '43', movement: 'Automatic, calibre 82100', bracelet: 'Rubber strap', retail: 9700, market: [7000, 8300], years: [2021, 2025] },
    ],
  }),
  watch({
    brand: 'breitling', model: 'Navitimer B01 Chronograph', sub: 'chronographs', art: 'chronograph', weight: 8,
    note: 'the pilot\'s chronograph with slide-rule bezel.',
    refs: [
      { ref: 'AB0138211B1A1', label: '43', dial: DIAL.black, case: STEEL, size: '43', movement: 'Automatic chronograph, calibre B01', bracelet: STEEL_BRACELET, retail: 9600, market: [6500, 8000], years: [2022, 2025] },
      { ref: 'AB0138241C1P1', label: '43', dial: DIAL.blue, case: STEEL, size: '43', movement: 'Automatic chronograph, calibre B01', bracelet: 'Alligator strap', retail: 9300, market: [6300, 7600], years: [2022, 2025] },
    ],
  }),
  watch({
    brand: 'tudor', model: 'Black Bay', sub: 'dive-watches', art: 'watch', weight: 14,
    note: 'a diver in the spirit of Tudor\'s submarine watches of the 1950s.',
    refs: [
      { ref: 'M79030N-0001', label: 'Fifty-Eight', dial: DIAL.black, case: STEEL, size: '39', movement: 'Automatic, calibre MT5402', bracelet: STEEL_BRACELET, retail: 4150, market: [3300, 3900], years: [2018, 2025] },
      { ref: 'M79030B-0001', label: 'Fifty-Eight', dial: DIAL.blue, case: STEEL, size: '39', movement: 'Automatic, calibre MT5402', bracelet: STEEL_BRACELET, retail: 4150, market: [3300, 3900], years: [2020, 2025] },
      { ref: 'M79830RB-0001', label: 'GMT', dial: DIAL.black, case: STEEL, size: '41', movement: 'Automatic, calibre MT5652', bracelet: STEEL_BRACELET, retail: 4725, market: [3700, 4300], years: [2018, 2025] },
      { ref: 'M79010SG-0001', label: 'Fifty-Eight 925', dial: DIAL.grey, case: 'Sterling silver', size: '39', movement: 'Automatic, calibre MT5400', bracelet: 'Fabric strap', retail: 4750, market: [4000, 4700], years: [2021, 2025] },
    ],
  }),
  watch({
    brand: 'tudor', model: 'Pelagos', sub: 'dive-watches', art: 'watch', weight: 4,
    note: 'titanium diver with a self-adjusting clasp.',
    refs: [
      { ref: 'M25407N-0001', label: '39', dial: DIAL.black, case: 'Titanium', size: '39', movement: 'Automatic, calibre MT5400', bracelet: 'Titanium bracelet', retail: 5225, market: [4200, 4900], years: [2022, 2025] },
    ],
  }),
  watch({
    brand: 'fp-journe', model: 'Chronomètre Bleu', sub: 'dress-watches', art: 'watch', weight: 3,
    note: 'a tantalum case and a movement with rose-gold plate and bridges.',
    refs: [
      { ref: null, variant: '39 mm', dial: DIAL.blue, case: 'Tantalum', size: '39', movement: 'Hand-wound, calibre 1304', bracelet: 'Alligator strap', retail: 31000, market: [90000, 130000], years: [2009, 2025] },
    ],
  }),
  watch({
    brand: 'fp-journe', model: 'Octa Automatique Lune', sub: 'complications', art: 'watch', weight: 2,
    note: 'power reserve, big date and moon phase around an off-centre dial.',
    refs: [
      { ref: null, variant: '40 mm Platinum', dial: DIAL.silver, case: 'Platinum', size: '40', movement: 'Automatic, calibre 1300.3', bracelet: 'Alligator strap', retail: 52000, market: [65000, 90000], years: [2012, 2025] },
    ],
  }),
  watch({
    brand: 'fp-journe', model: 'Élégante', sub: 'dress-watches', art: 'watch', weight: 2,
    note: 'an electro-mechanical movement that sleeps when the watch is not worn.',
    refs: [
      { ref: null, variant: '40 mm Titalyt', dial: DIAL.white, case: 'Titalyt-treated titanium', size: '40', movement: 'Electro-mechanical, calibre 1210', bracelet: 'Rubber strap', retail: 13000, market: [25000, 35000], years: [2014, 2025] },
    ],
  }),
  watch({
    brand: 'panerai', model: 'Luminor Marina', sub: 'dive-watches', art: 'watch-cushion', weight: 8,
    note: 'with the patented crown-protecting bridge.',
    refs: [
      { ref: 'PAM01312', dial: DIAL.black, case: STEEL, size: '44', movement: 'Automatic, calibre P.9010', bracelet: 'Calfskin strap', retail: 8900, market: [5800, 7000], years: [2017, 2025] },
      { ref: 'PAM00111', dial: DIAL.black, case: STEEL, size: '44', movement: 'Hand-wound, calibre OP XI', bracelet: 'Calfskin strap', retail: 5500, market: [4300, 5200], years: [2008, 2016] },
    ],
  }),
  watch({
    brand: 'hublot', model: 'Big Bang Unico', sub: 'chronographs', art: 'chronograph', weight: 6,
    note: 'in-house flyback chronograph visible through the skeleton dial.',
    refs: [
      { ref: '421.NX.1170.RX', dial: DIAL.skeleton, case: 'Titanium', size: '42', movement: 'Automatic flyback chronograph, calibre HUB1280', bracelet: 'Rubber strap', retail: 22000, market: [12000, 15000], years: [2019, 2025] },
      { ref: '411.NX.1170.RX', dial: DIAL.skeleton, case: 'Titanium', size: '45', movement: 'Automatic flyback chronograph, calibre HUB1242', bracelet: 'Rubber strap', retail: 23000, market: [12500, 15500], years: [2014, 2019] },
    ],
  }),
  watch({
    brand: 'grand-seiko', model: 'Heritage Collection', sub: 'dress-watches', art: 'watch', weight: 6,
    note: 'Zaratsu-polished case and a dial textured after natural landscapes.',
    refs: [
      { ref: 'SBGA211', label: 'Snowflake', dial: DIAL.white, case: 'High-intensity titanium', size: '41', movement: 'Spring Drive, calibre 9R65', bracelet: 'Titanium bracelet', retail: 6200, market: [4800, 5600], years: [2017, 2025] },
      { ref: 'SLGH005', label: 'White Birch', dial: DIAL.white, case: STEEL, size: '40', movement: 'Automatic, calibre 9SA5', bracelet: STEEL_BRACELET, retail: 9600, market: [7800, 9000], years: [2021, 2025] },
    ],
  }),
  watch({
    brand: 'zenith', model: 'Chronomaster Sport', sub: 'chronographs', art: 'chronograph', weight: 4,
    note: 'the El Primero reading tenths of a second.',
    refs: [
      { ref: '03.3100.3600/69.M3100', dial: DIAL.white, case: STEEL, size: '41', movement: 'Automatic chronograph, El Primero 3600', bracelet: STEEL_BRACELET, retail: 11000, market: [8800, 10500], years: [2021, 2025] },
    ],
  }),
  watch({
    brand: 'breguet', model: 'Classique', sub: 'dress-watches', art: 'watch', weight: 3,
    note: 'hand-guilloché dial and blued Breguet hands.',
    refs: [
      { ref: '5177BB/29/9V6', dial: DIAL.blue, case: '18k white gold', size: '38', movement: 'Automatic, calibre 777Q', bracelet: 'Alligator strap', retail: 22000, market: [12000, 15000], years: [2015, 2025] },
    ],
  }),
  watch({
    brand: 'tag-heuer', model: 'Monaco', sub: 'chronographs', art: 'watch-square', weight: 5,
    note: 'the square chronograph of 1969.',
    refs: [
      { ref: 'CBL2111.FC6453', dial: DIAL.blue, case: STEEL, size: '39', movement: 'Automatic chronograph, Heuer 02', bracelet: 'Alligator strap', retail: 6800, market: [4600, 5500], years: [2019, 2025] },
    ],
  }),
];

