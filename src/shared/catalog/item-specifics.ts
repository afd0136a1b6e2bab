import { formatGrouped } from '../text/grouped.js';
/**
 * Item specifics for the product page (issue #5): the facts a collector of each category
 * looks for first — a watch's reference, movement, case size, year, box and papers; a bag's
 * size, leather, hardware; a car's year and mileage; a wine's vintage and volume — then the
 * rest of what is known, then model, condition, colour and materials.
 */
export interface SpecificsSource {
  category: string;
  subcategory?: string;
  model: string;
  reference: string | null;
  condition: string;
  color: string;
  materials: readonly string[];
  attributes: Readonly<Record<string, string | number | boolean>>;
}

export interface ItemSpecific {
  label: string;
  value: string;
}

/** What comes first, per category (or subcategory where they differ, e.g. jets). */
const FIRST: Record<string, readonly string[]> = {
  watches: ['Reference', 'Movement', 'Case size', 'Case material', 'Dial', 'Bracelet', 'Year', 'Box and papers'],
  bags: ['Size', 'Leather', 'Material', 'Hardware', 'Colour', 'Year', 'Dust bag'],
  jewelry: ['Metal', 'Stones', 'Size', 'Year', 'Certificate of authenticity'],
  shoes: ['Size (EU)', 'Colourway', 'Style code', 'Year', 'Original box'],
  fashion: ['Size', 'Colour', 'Composition'],
  art: ['Medium', 'Year', 'Dimensions'],
  collectibles: ['Grade', 'Grading service', 'Year', 'Edition'],
  cars: ['Year', 'Mileage', 'Engine', 'Transmission', 'Exterior', 'Interior'],
  jets: ['Year', 'Airframe hours', 'Range', 'Passengers', 'Engines'],
  yachts: ['Length', 'Year', 'Builder', 'Guests', 'Cabins', 'Hull'],
  wine: ['Vintage', 'Volume', 'Region', 'Grapes', 'Provenance', 'Original wooden case'],
  cigars: ['Vitola', 'Ring gauge', 'Length', 'Box of', 'Wrapper', 'Origin', 'Box date'],
};

/** The labels a seller is asked for first, per category (the sell form's item specifics). */
export function itemSpecificLabels(category: string, subcategory?: string | null): readonly string[] {
  return FIRST[subcategory ?? ''] ?? FIRST[category] ?? [];
}

/** Years read as years, not as 2,019. */
const PLAIN_NUMBERS = new Set(['Year', 'Vintage', 'Box date']);

export function formatSpecificValue(label: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '--';
    return PLAIN_NUMBERS.has(label) ? String(value) : formatGrouped(value);
  }
  return value.trim() === '' ? '--' : value;
}

export function itemSpecifics(p: SpecificsSource): ItemSpecific[] {
  const first = FIRST[p.subcategory ?? ''] ?? FIRST[p.category] ?? [];
  const keys = Object.keys(p.attributes);
  const ordered = [...first.filter((k) => keys.includes(k)), ...keys.filter((k) => !first.includes(k)).sort()];
  const out: ItemSpecific[] = ordered.map((label) => ({ label, value: formatSpecificValue(label, p.attributes[label]!) }));
  const has = (label: string) => out.some((s) => s.label.toLowerCase() === label.toLowerCase());
  if (p.reference && !has('Reference') && !has('Style code')) out.unshift({ label: 'Reference', value: p.reference });
  if (p.model.trim() && !has('Model')) out.push({ label: 'Model', value: p.model });
  out.push({ label: 'Condition', value: p.condition });
  if (p.color.trim() && !has('Colour') && !has('Exterior') && !has('Colourway')) out.push({ label: 'Colour', value: p.color });
  if (p.materials.length > 0 && !has('Materials')) out.push({ label: 'Materials', value: p.materials.join(', ') });
  return out;
}
