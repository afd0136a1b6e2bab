import { BRAND_SUGGESTIONS_MAX } from '../../../shared/search/constants.js';
import { foldAccents } from '../../../shared/search/normalize.js';

/**
 * SPEC §7: local brand suggestions, at most three, offered in the dropdown without a call.
 * The houses members search most; a name matches when it or one of its words begins with
 * the query, accent-blind.
 */
export const SUGGESTED_BRANDS = [
  'Rolex', 'Hermès', 'Chanel', 'Louis Vuitton', 'Cartier', 'Patek Philippe', 'Audemars Piguet', 'Gucci', 'Dior',
  'Omega', 'Richard Mille', 'Van Cleef & Arpels', 'Bulgari', 'Tiffany & Co.', 'Prada', 'Bottega Veneta', 'Goyard',
  'Celine', 'Fendi', 'Saint Laurent', 'Balenciaga', 'Loewe', 'Vacheron Constantin', 'Jaeger-LeCoultre', 'IWC',
  'Tudor', 'Breitling', 'Hublot', 'Panerai', 'A. Lange & Söhne', 'Christian Louboutin', 'Manolo Blahnik',
  'Jimmy Choo', 'Ferrari', 'Porsche', 'Lamborghini', 'Andy Warhol', 'Pablo Picasso', 'Banksy', 'KAWS',
] as const;

export function brandSuggestions(query: string, brands: readonly string[] = SUGGESTED_BRANDS): string[] {
  const q = foldAccents(query.trim());
  if (!q) return [];
  return brands
    .filter((b) => {
      const name = foldAccents(b);
      return name.startsWith(q) || name.split(/[\s-]+/).some((w) => w.startsWith(q));
    })
    .slice(0, BRAND_SUGGESTIONS_MAX);
}
