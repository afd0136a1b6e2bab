/**
 * The shared colour palette of the demo catalogue. Names are the ones houses and dealers
 * use; hex values are muted enough that the tinted artwork still looks expensive.
 */
import type { Colour } from './catalogue-types.js';

const c = (name: string, hex: string): Colour => ({ name, hex });

/** Neutral and classic fashion colours. */
export const N = {
  black: c('Black', '#1a1a1a'),
  white: c('White', '#f2efe8'),
  ivory: c('Ivory', '#ece4d2'),
  cream: c('Cream', '#e9dfc7'),
  beige: c('Beige', '#d6c4a8'),
  camel: c('Camel', '#b88b5c'),
  tan: c('Tan', '#a9774e'),
  cognac: c('Cognac', '#8c4f2b'),
  brown: c('Brown', '#6a4a35'),
  chocolate: c('Chocolate', '#4a3024'),
  navy: c('Navy', '#1f2b45'),
  grey: c('Grey', '#8d8b88'),
  charcoal: c('Charcoal', '#3b3b3d'),
  burgundy: c('Burgundy', '#6b1f2c'),
  red: c('Red', '#a8262e'),
  pink: c('Pink', '#e4b5bd'),
  blush: c('Blush', '#e8c9c0'),
  lightBlue: c('Light Blue', '#a9c3da'),
  blue: c('Blue', '#2d4f86'),
  green: c('Green', '#35604a'),
  olive: c('Olive', '#66683e'),
  khaki: c('Khaki', '#a69b76'),
  yellow: c('Yellow', '#e0b83a'),
  silver: c('Silver', '#b9bcc0'),
  gold: c('Gold', '#c5a15a'),
  multicolour: c('Multicolour', '#9a6a8c'),
} as const;

/** Hermès leather colours. */
export const HERMES = {
  noir: c('Noir', '#1b1b1b'),
  gold: c('Gold', '#a8743d'),
  etoupe: c('Etoupe', '#8b7e6e'),
  etain: c('Etain', '#7c756b'),
  craie: c('Craie', '#ebe5d8'),
  nata: c('Nata', '#eee4cf'),
  biscuit: c('Biscuit', '#cfb189'),
  rougeH: c('Rouge H', '#6b2026'),
  rougeCasaque: c('Rouge Casaque', '#b2252f'),
  bleuNuit: c('Bleu Nuit', '#1e2a43'),
  bleuJean: c('Bleu Jean', '#6f8fae'),
  bleuElectrique: c('Bleu Electrique', '#2059b8'),
  vertCriquet: c('Vert Criquet', '#8aae4a'),
  roseSakura: c('Rose Sakura', '#f0cfd0'),
  orange: c('Orange', '#d9602b'),
  chai: c('Chai', '#b59b80'),
} as const;

/** Chanel's usual leather colours. */
export const CHANEL = {
  black: c('Black', '#161616'),
  beigeClair: c('Beige Clair', '#d9c6aa'),
  navy: c('Navy', '#1f2a44'),
  red: c('Red', '#a4232c'),
  white: c('White', '#f1eee6'),
  lightPink: c('Light Pink', '#eec6cc'),
  darkGrey: c('Dark Grey', '#4a4a4c'),
  burgundy: c('Burgundy', '#5f1d2a'),
} as const;

/** Louis Vuitton canvases and Epi colours. */
export const LV = {
  monogram: c('Monogram', '#6b4a31'),
  damierEbene: c('Damier Ebène', '#54372a'),
  damierAzur: c('Damier Azur', '#d8ccb4'),
  monogramEclipse: c('Monogram Eclipse', '#2c2c2e'),
  damierGraphite: c('Damier Graphite', '#3c3d40'),
  monogramReverse: c('Monogram Reverse', '#8a5f3c'),
  empreinteNoir: c('Black Empreinte', '#1d1d1d'),
  empreinteCreme: c('Creme Empreinte', '#e4d6bc'),
  epiNoir: c('Noir', '#1a1a1a'),
  epiRouge: c('Coquelicot', '#b3262a'),
  taurillonNoir: c('Noir', '#191919'),
  galet: c('Galet', '#a59a8c'),
} as const;

/** Goyardine canvas colours. */
export const GOYARD = {
  black: c('Black', '#1c1c1c'),
  blackTan: c('Black/Tan', '#4b3526'),
  grey: c('Grey', '#8e8e8e'),
  green: c('Green', '#2f5a3d'),
  navy: c('Navy', '#1e2c48'),
  red: c('Red', '#a3252c'),
  yellow: c('Yellow', '#d9b23a'),
  orange: c('Orange', '#d36a2c'),
  skyBlue: c('Sky Blue', '#7eaed5'),
  white: c('White', '#ebe7de'),
} as const;

/** Bottega Veneta seasonal colours. */
export const BOTTEGA = {
  black: c('Black', '#1a1a1a'),
  parakeet: c('Parakeet', '#3aa356'),
  fondant: c('Fondant', '#5b3d2e'),
  travertine: c('Travertine', '#cfc0a6'),
  barolo: c('Barolo', '#5a1e2a'),
  kiwi: c('Kiwi', '#9bb54a'),
  mango: c('Mango', '#e0a53a'),
} as const;

/** Metals, for jewellery and watch cases. */
export const METAL = {
  yellowGold: c('Yellow Gold', '#d1ad5b'),
  roseGold: c('Rose Gold', '#c79179'),
  whiteGold: c('White Gold', '#d7d7d4'),
  platinum: c('Platinum', '#e2e1dd'),
  steel: c('Steel', '#bfc3c7'),
  titanium: c('Titanium', '#8c8f92'),
  silver: c('Sterling Silver', '#c9cbcd'),
} as const;

/** Watch dials. */
export const DIAL = {
  black: c('Black', '#151617'),
  blue: c('Blue', '#1f3d6e'),
  green: c('Green', '#2b5a3f'),
  iceBlue: c('Ice Blue', '#bfe0e8'),
  silver: c('Silver', '#c3c6c9'),
  white: c('White', '#efede6'),
  champagne: c('Champagne', '#d5bd87'),
  slate: c('Slate', '#5b6168'),
  salmon: c('Salmon', '#e2a08a'),
  chocolate: c('Chocolate', '#4b3023'),
  grey: c('Grey', '#7d8085'),
  skeleton: c('Skeleton', '#6c6f73'),
  meteorite: c('Meteorite', '#8a8c8f'),
  mintGreen: c('Mint Green', '#9fcfb7'),
} as const;

/** Stones whose colour leads a piece of jewellery. */
export const STONE = {
  motherOfPearl: c('Mother-of-Pearl', '#ece6dc'),
  onyx: c('Onyx', '#191919'),
  malachite: c('Malachite', '#2e7d59'),
  carnelian: c('Carnelian', '#b5482e'),
  turquoise: c('Turquoise', '#4fb3ad'),
  diamond: c('Diamond', '#e8eef2'),
  sapphire: c('Sapphire', '#234a8a'),
  emerald: c('Emerald', '#2f7f5a'),
  ruby: c('Ruby', '#9e1b32'),
  pearl: c('Pearl', '#eee8df'),
} as const;

/** Dominant hues of artworks. */
export const ART = {
  popPink: c('Pink', '#e05a94'),
  turquoise: c('Turquoise', '#3cb1bf'),
  yellow: c('Yellow', '#eec13c'),
  red: c('Red', '#c9302a'),
  cobalt: c('Cobalt Blue', '#2149a0'),
  orange: c('Orange', '#e2792f'),
  green: c('Green', '#3d8a52'),
  violet: c('Violet', '#6b4aa0'),
  monochrome: c('Black and White', '#5a5a5a'),
  sepia: c('Sepia', '#8d6a4a'),
  multicolour: c('Multicolour', '#a4607e'),
  ochre: c('Ochre', '#c28b36'),
  terracotta: c('Terracotta', '#b5603e'),
  cream: c('Cream', '#e8dfc9'),
  gold: c('Gold', '#c9a44b'),
  grey: c('Grey', '#8a8a8a'),
} as const;

/** Woods, leathers and finishes of design furniture. */
export const WOOD = {
  walnut: c('Walnut', '#5d3e2a'),
  santosPalisander: c('Santos Palisander', '#4a2c20'),
  rosewood: c('Rosewood', '#4b2620'),
  oak: c('Oak', '#c7a57a'),
  teak: c('Teak', '#9a6a3f'),
  cherry: c('Cherry', '#8a4b32'),
  ash: c('Ash', '#d8c3a0'),
  blackLeather: c('Black Leather', '#1b1b1b'),
  cognacLeather: c('Cognac Leather', '#8a4e2b'),
  white: c('White', '#efece5'),
  chrome: c('Chrome', '#c4c7ca'),
  cane: c('Natural Cane', '#c9a86e'),
  brass: c('Brass', '#b89149'),
  copper: c('Copper', '#b46c45'),
} as const;

/** Car exteriors, by the names their makers use. */
export const PAINT = {
  rossoCorsa: c('Rosso Corsa', '#b3121b'),
  gialloModena: c('Giallo Modena', '#e9bd1f'),
  neroDaytona: c('Nero Daytona', '#141517'),
  biancoAvus: c('Bianco Avus', '#eeeeea'),
  grigioSilverstone: c('Grigio Silverstone', '#6f7479'),
  bluTourDeFrance: c('Blu Tour de France', '#1d2f5e'),
  argentoNurburgring: c('Argento Nürburgring', '#b4b8bc'),
  verdeMantis: c('Verde Mantis', '#62a83a'),
  arancioBorealis: c('Arancio Borealis', '#e2651f'),
  grigioTelesto: c('Grigio Telesto', '#7b7f83'),
  gtSilver: c('GT Silver', '#b5b8ba'),
  guardsRed: c('Guards Red', '#c0141c'),
  sharkBlue: c('Shark Blue', '#2b63b5'),
  pythonGreen: c('Python Green', '#7fbf3c'),
  chalk: c('Chalk', '#cfccc4'),
  gentianBlue: c('Gentian Blue', '#1f3f7a'),
  papayaOrange: c('Papaya Orange', '#e8731d'),
  britishRacingGreen: c('British Racing Green', '#1f3d2b'),
  silverBirch: c('Silver Birch', '#a7a9aa'),
  frenchRacingBlue: c('French Racing Blue', '#1e4fa0'),
  diamondBlack: c('Diamond Black', '#17191c'),
  arcticWhite: c('Arctic White', '#f1f0ec'),
  salamancaBlue: c('Salamanca Blue', '#1c2a4a'),
  obsidianBlack: c('Obsidian Black', '#16171a'),
  polarWhite: c('Polar White', '#efefeb'),
  carbonGrey: c('Carbon Grey', '#4a4c50'),
  midnightBlue: c('Midnight Blue', '#1b2440'),
  burgundy: c('Burgundy', '#5c1a26'),
  silver: c('Silver', '#b3b6b9'),
  black: c('Black', '#15161a'),
  white: c('White', '#eeeeea'),
} as const;

/** Business jet liveries: white airframes with one accent stripe. */
export const LIVERY = {
  navy: c('White / Navy Stripe', '#2b3a55'),
  silver: c('White / Silver Stripe', '#b8bcc2'),
  gold: c('White / Gold Stripe', '#b8985a'),
  burgundy: c('White / Burgundy Stripe', '#6e2a35'),
  charcoal: c('White / Charcoal Stripe', '#3d3f44'),
  pearl: c('Pearl White', '#e6e3dc'),
} as const;

/** Yacht hulls. */
export const HULL = {
  white: c('White', '#f1f0ec'),
  navy: c('Navy Hull', '#1d2a44'),
  darkBlue: c('Dark Blue Hull', '#23324f'),
  silver: c('Silver Hull', '#aeb2b6'),
  gunmetal: c('Gunmetal Grey Hull', '#4b4f55'),
  mahogany: c('Varnished Mahogany', '#6e3322'),
  black: c('Black Hull', '#17181b'),
} as const;

/** Cigar wrapper shades. */
export const WRAPPER = {
  claro: c('Claro', '#a8784a'),
  colorado: c('Colorado', '#7a4a2b'),
  coloradoMaduro: c('Colorado Maduro', '#5d3720'),
  maduro: c('Maduro', '#3d2518'),
  natural: c('Natural', '#8b5b36'),
} as const;

/** Wine by style. */
export const WINE = {
  red: c('Red', '#5a1a26'),
  white: c('White', '#d9c77f'),
  champagne: c('Champagne', '#d6bf78'),
  rose: c('Rosé', '#e3a39d'),
} as const;
