/** Every model line of the demo catalogue, gathered from the models-*.ts files. */
import type { ModelLine } from './catalogue-types.js';
import { ART_LINES } from './models-art.js';
import { BAG_LINES } from './models-bags.js';
import { COLLECTIBLE_LINES } from './models-collectibles.js';
import { FASHION_LINES } from './models-fashion.js';
import { CIGAR_LINES, WINE_LINES } from './models-fine-living.js';
import { FURNITURE_LINES } from './models-furniture.js';
import { JEWELRY_LINES } from './models-jewelry.js';
import { SHOE_LINES } from './models-shoes.js';
import { CAR_LINES, JET_LINES, YACHT_LINES } from './models-vehicles.js';
import { WATCH_LINES } from './models-watches.js';

export const MODEL_LINES: readonly ModelLine[] = [
  ...ART_LINES,
  ...BAG_LINES,
  ...COLLECTIBLE_LINES,
  ...FASHION_LINES,
  ...FURNITURE_LINES,
  ...JEWELRY_LINES,
  ...SHOE_LINES,
  ...WATCH_LINES,
  ...CAR_LINES,
  ...JET_LINES,
  ...YACHT_LINES,
  ...CIGAR_LINES,
  ...WINE_LINES,
];

export const MODEL_LINE_BY_ID: ReadonlyMap<string, ModelLine> = new Map(MODEL_LINES.map((l) => [l.id, l]));
