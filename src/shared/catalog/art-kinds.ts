/**
 * The kinds of product artwork Patina draws for the demo catalogue. Each kind is one
 * silhouette rendered in the product's colour (see server/modules/catalog/artwork).
 */
export const ART_KINDS = [
  'handbag', 'tote', 'shoulder-bag', 'clutch', 'backpack',
  'watch', 'watch-tank', 'watch-square', 'watch-tonneau', 'watch-cushion', 'watch-octagon', 'chronograph',
  'ring', 'necklace', 'bracelet', 'earrings',
  'painting', 'print', 'sculpture', 'photograph',
  'sneaker', 'heel', 'boot', 'loafer',
  'jacket', 'dress', 'scarf',
  'chair', 'sofa', 'lamp', 'table',
  'car', 'suv', 'convertible', 'jet', 'yacht',
  'cigar-box', 'wine-bottle', 'champagne-bottle',
  'trading-card', 'coin', 'figure', 'comic',
] as const;

export type ArtKind = (typeof ART_KINDS)[number];

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}
