/**
 * The mega-menu (SPEC §2): a POPULAR list and image tiles per category, and per tab for
 * vehicles and fine living. A brand's popularRank places it in the list of its home
 * category (categories[0]); houses that merely also sell there fill the remaining places,
 * most-listed first, so Chanel appears under Shoes without a rank of its own there.
 * Picked from the demo catalogue's houses and model lines (server/demo/), which are also what
 * the seed lists, so every entry leads to pieces.
 */
import { CATEGORY_SLUGS, type CategorySlug } from '../../../shared/catalog/categories.js';
import { DEMO_BRANDS, brandBySlug } from '../../demo/brands.js';
import type { DemoBrand } from '../../demo/catalogue-types.js';
import { MODEL_LINES, MODEL_LINE_BY_ID } from '../../demo/models.js';
import type { CuratedMenuSection } from './menu.js';

type MenuTile = CuratedMenuSection['tiles'][number];

const POPULAR_SIZE = 15;

/** Categories whose menu has tabs instead of one list. */
const TABS: Partial<Record<CategorySlug, readonly string[]>> = {
  vehicles: ['cars', 'jets', 'yachts'],
  'fine-living': ['cigars', 'wine'],
};

/** Art and furniture link to a filtered category page; the query is how people search. */
const SEARCH_LINKED: ReadonlySet<CategorySlug> = new Set(['art', 'furniture']);
const SEARCH_NAME: Readonly<Record<string, string>> = { 'charles-ray-eames': 'Charles Eames', 'hans-wegner': 'Hans Wegner' };

/** Tiles per section: model-line ids, with the tile name when the model alone is unclear. */
const TILES: Readonly<Record<string, readonly (string | readonly [string, string])[]>> = {
  art: ['andy-warhol-marilyn', 'andy-warhol-campbells-soup-i', 'banksy-girl-with-balloon-unsigned', ['pablo-picasso-madoura', 'Madoura Ceramics'], 'yayoi-kusama-pumpkin', 'keith-haring-pop-shop', 'kaws-mans-best-friend', 'henri-matisse-jazz'],
  bags: ['hermes-birkin', 'hermes-kelly', 'chanel-classic-flap', 'chanel-2-55-reissue', 'louis-vuitton-neverfull', 'louis-vuitton-speedy-bandouliere', 'dior-lady-dior', 'goyard-saint-louis'],
  collectibles: [
    ['pokemon-charizard-holo-4', 'Charizard'], ['fleer-1986-fleer-michael-jordan-57', 'Jordan Rookie'], 'marvel-comics-amazing-fantasy-15',
    ['lego-star-wars-ultimate-collector-series', 'LEGO Star Wars UCS'], 'medicom-toy-bearbrick-1000', ['kaws-companion-open-edition', 'KAWS Companion'],
    'united-states-mint-saint-gaudens-double-eagle', ['hot-wheels-redline', 'Hot Wheels Redline'],
  ],
  fashion: ['chanel-tweed-jacket', ['hermes-carre-90', 'Hermès Carré'], ['burberry-heritage-trench-coat', 'Burberry Trench'], ['max-mara-icon-coat', 'Max Mara 101801'], 'loro-piana-baby-cashmere-crewneck', ['moncler-down-jacket', 'Moncler Maya'], 'saint-laurent-le-smoking-tuxedo-jacket'],
  furniture: ['charles-ray-eames-lounge-chair-and-ottoman', 'hans-wegner-ch24-wishbone-chair', 'le-corbusier-lc2-petit-modele-armchair', ['pierre-jeanneret-office-cane-chair', 'Chandigarh Chair'], 'arne-jacobsen-egg-chair', ['isamu-noguchi-coffee-table', 'Noguchi Table'], 'poul-henningsen-ph-artichoke', 'mies-van-der-rohe-barcelona-chair'],
  jewelry: ['cartier-love-bracelet', ['van-cleef-arpels-vintage-alhambra-pendant', 'Alhambra'], 'cartier-juste-un-clou-bracelet', ['tiffany-co-tiffany-setting-engagement-ring', 'Tiffany Setting'], ['bulgari-serpenti-viper-bracelet', 'Serpenti'], 'cartier-trinity-ring', ['hermes-clic-h-bracelet', 'Clic H']],
  shoes: [['jordan-air-jordan-1-retro-high-og', 'Air Jordan 1'], ['jordan-air-jordan-1-x-travis-scott', 'Travis Scott'], ['nike-sb-dunk-low', 'Nike Dunk'], 'christian-louboutin-so-kate-120', ['manolo-blahnik-hangisi-105', 'Hangisi'], ['gucci-horsebit-1953-loafer', 'Gucci Horsebit Loafer'], ['hermes-oran-sandal', 'Oran']],
  watches: ['rolex-submariner', ['rolex-cosmograph-daytona', 'Daytona'], 'rolex-gmt-master-ii', 'patek-philippe-nautilus', 'audemars-piguet-royal-oak', ['richard-mille-rm-011', 'Richard Mille'], ['omega-speedmaster-moonwatch-professional', 'Speedmaster'], ['cartier-tank', 'Cartier Tank']],
  'vehicles/cars': ['ferrari-f40', 'ferrari-sf90-stradale', 'porsche-911-gt3-rs', 'lamborghini-revuelto', 'rolls-royce-cullinan', 'bugatti-chiron', 'mercedes-benz-g-63-amg', 'mclaren-p1'],
  'vehicles/jets': ['gulfstream-g650er', 'gulfstream-g700', 'bombardier-global-7500', 'dassault-falcon-8x', 'embraer-praetor-600', 'cessna-citation-citation-longitude', 'pilatus-pc-24'],
  'vehicles/yachts': ['riva-aquarama', 'riva-76-perseo-super', 'sunseeker-manhattan-68', 'feadship-custom-superyacht', 'azimut-grande-27-metri', 'benetti-oasis-40m', 'lurssen-custom-superyacht', 'princess-y85'],
  'fine-living/cigars': ['cohiba-behike', 'cohiba-siglo-vi', 'montecristo-no-2', ['arturo-fuente-fuente-fuente-opusx', 'Fuente OpusX'], 'padron-1964-anniversary-series', 'partagas-serie-d-no-4', 'romeo-y-julieta-churchills'],
  'fine-living/wine': [
    ['chateau-margaux-grand-vin', 'Château Margaux'], ['petrus-pomerol', 'Pétrus'], ['domaine-de-la-romanee-conti-romanee-conti-grand-cru', 'Romanée-Conti'],
    ['dom-perignon-vintage', 'Dom Pérignon'], ['krug-grande-cuvee', 'Krug Grande Cuvée'], ['louis-roederer-cristal', 'Cristal'], ['screaming-eagle-cabernet-sauvignon', 'Screaming Eagle'], ['sassicaia-bolgheri-sassicaia', 'Sassicaia'],
  ],
};

/** Tabs whose tiles read better with the maker's name in front ('Ferrari F40'). */
const BRAND_IN_TILE_NAME: ReadonlySet<string> = new Set(['vehicles/cars', 'vehicles/jets', 'vehicles/yachts', 'fine-living/cigars']);

function brandHref(brand: DemoBrand, category: CategorySlug): string {
  if (SEARCH_LINKED.has(category)) {
    return `/category/${category}?search=${encodeURIComponent(SEARCH_NAME[brand.slug] ?? brand.name)}`;
  }
  return `/brand/${brand.slug}`;
}

/** How much of a category's catalogue a brand supplies, to order cross-listed houses. */
function presence(brandSlug: string, category: CategorySlug): number {
  let total = 0;
  for (const l of MODEL_LINES) if (l.brandSlug === brandSlug && l.category === category) total += l.weight;
  return total;
}

function popularFor(category: CategorySlug, tab: string | null): { name: string; href: string }[] {
  const home = DEMO_BRANDS.filter(
    (b) => b.popularRank !== null && b.categories[0] === category && (tab === null || b.subcategory === tab),
  ).sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
  const chosen = [...home];
  if (tab === null && chosen.length < POPULAR_SIZE) {
    const guests = DEMO_BRANDS.filter((b) => b.categories[0] !== category && b.categories.includes(category))
      .map((b) => ({ b, weight: presence(b.slug, category) }))
      .filter((x) => x.weight > 0)
      .sort((x, y) => y.weight - x.weight || (x.b.popularRank ?? 99) - (y.b.popularRank ?? 99));
    for (const g of guests) {
      if (chosen.length >= POPULAR_SIZE) break;
      chosen.push(g.b);
    }
  }
  return chosen.slice(0, POPULAR_SIZE).map((b) => ({ name: b.name, href: brandHref(b, category) }));
}

function tilesFor(key: string): MenuTile[] {
  const picks = TILES[key];
  if (!picks) throw new Error(`No menu tiles for ${key}`);
  return picks.map((pick) => {
    const [id, label] = typeof pick === 'string' ? [pick, null] : pick;
    const l = MODEL_LINE_BY_ID.get(id);
    if (!l) throw new Error(`Menu tile ${key} names unknown model line '${id}'`);
    const brandName = brandBySlug(l.brandSlug).name;
    // 'Cessna Citation' + 'Citation Longitude' reads 'Cessna Citation Longitude', not twice.
    const lastWord = brandName.split(' ').at(-1) ?? '';
    const full = l.model.startsWith(`${lastWord} `) ? `${brandName.slice(0, -lastWord.length)}${l.model}` : `${brandName} ${l.model}`;
    return {
      name: label ?? (BRAND_IN_TILE_NAME.has(key) ? full : l.model),
      href: `/search?q=${encodeURIComponent(full)}`,
      artKind: l.artKind,
      colorHex: l.colour.hex,
    };
  });
}

function buildSections(): CuratedMenuSection[] {
  const sections: CuratedMenuSection[] = [];
  for (const category of CATEGORY_SLUGS) {
    const tabs = TABS[category];
    if (tabs) {
      for (const tab of tabs) {
        const key = `${category}/${tab}`;
        sections.push({ key, popular: popularFor(category, tab), seeAllHref: `/category/${category}/${tab}`, tiles: tilesFor(key) });
      }
    } else {
      sections.push({ key: category, popular: popularFor(category, null), seeAllHref: `/category/${category}`, tiles: tilesFor(category) });
    }
  }
  return sections;
}

export const MENU_SECTIONS: readonly CuratedMenuSection[] = buildSections();
