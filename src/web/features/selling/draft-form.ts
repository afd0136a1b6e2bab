import type { CategorySlug } from '../../../shared/catalog/categories.js';
import { CATEGORY_SLUGS } from '../../../shared/catalog/categories.js';
import type { Condition } from '../../../shared/catalog/contracts.js';
import {
  AUCTION_DURATIONS, MAX_PRICE, draftInputSchema, priceSchema, type DraftDetails, type DraftInput, type SellerListing,
} from '../../../shared/listings/selling.js';
import { lazy } from '../../../shared/lazy.js';
import { formatUnits } from '../../../shared/pricing/currency.js';

const usdCents = lazy(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * The /sell form as the person fills it: text as typed (amounts in dollars), turned into the
 * shared draft (cents) field by field. A field whose text the shared schemas refuse is not
 * sent; its message (the schema's own words) shows beside it.
 */
export interface ChosenProduct {
  id: number;
  slug: string;
  name: string;
  brand: string;
  category: string;
  image_feature: string | null;
}

export interface SellForm {
  pieceKind: 'catalogue' | 'new';
  product: ChosenProduct | null;
  brand: string;
  name: string;
  category: CategorySlug | '';
  model: string;
  reference: string;
  condition: Condition | '';
  year: string;
  box: boolean;
  papers: boolean;
  specifics: Record<string, string>;
  description: string;
  priceType: 'fixed' | 'auction';
  price: string;
  acceptOffers: boolean;
  floor: string;
  startPrice: string;
  reserve: string;
  buyNow: string;
  duration: string;
  /** A datetime-local value, in the person's own time zone. */
  startsAt: string;
  shipsFrom: string;
}

export const DRAFT_FIELDS = ['piece', 'condition', 'year', 'box', 'papers', 'specifics', 'description', 'price', 'ships_from'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** Which step of the form holds each field (1-based), for messages that name a field. */
export const STEP_OF: Record<string, number> = {
  piece: 1, condition: 2, year: 2, box: 2, papers: 2, specifics: 2, description: 2, photos: 3, price: 4, ships_from: 5,
};
export const stepOfPath = (path: string) => STEP_OF[path.split('.')[0] ?? ''] ?? 5;

export function emptyForm(query = ''): SellForm {
  return {
    pieceKind: 'catalogue', product: null, brand: '', name: query.trim().slice(0, 200), category: '', model: '', reference: '',
    condition: '', year: '', box: false, papers: false, specifics: {}, description: '',
    priceType: 'fixed', price: '', acceptOffers: false, floor: '', startPrice: '', reserve: '', buyNow: '', duration: '7', startsAt: '',
    shipsFrom: '',
  };
}

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2));

function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form for a listing the server keeps (resuming a draft, or editing after changes were asked). */
export function formOf(listing: SellerListing): SellForm {
  const d = listing.details as DraftDetails;
  const form = emptyForm();
  const piece = d.piece;
  if (piece?.kind === 'catalogue') {
    form.pieceKind = 'catalogue';
    form.product = listing.product
      ? { ...listing.product, category: listing.category ?? '' }
      : { id: piece.product_id, slug: '', name: listing.title, brand: '', category: listing.category ?? '', image_feature: null };
  } else if (piece?.kind === 'new') {
    form.pieceKind = 'new';
    form.brand = piece.brand;
    form.name = piece.name;
    form.category = piece.category;
    form.model = piece.model ?? '';
    form.reference = piece.reference ?? '';
  } else {
    form.name = '';
  }
  form.condition = d.condition ?? '';
  form.year = d.year == null ? '' : String(d.year);
  form.box = d.box ?? false;
  form.papers = d.papers ?? false;
  form.specifics = Object.fromEntries(Object.entries(d.specifics ?? {}).map(([k, v]) => [k, String(v)]));
  form.description = d.description ?? '';
  const p = d.price;
  if (p?.type === 'fixed') {
    form.priceType = 'fixed';
    form.price = dollars(p.price);
    form.acceptOffers = p.accept_offers;
    form.floor = dollars(p.floor);
  } else if (p?.type === 'auction') {
    form.priceType = 'auction';
    form.startPrice = dollars(p.start_price);
    form.reserve = dollars(p.reserve);
    form.buyNow = dollars(p.buy_now);
    form.duration = String(p.duration_days);
    form.startsAt = localDateTime(p.starts_at);
  }
  form.shipsFrom = d.ships_from ?? '';
  return form;
}

/** The category the piece is in (for its item specifics, checklist and fee). */
export function categoryOf(form: SellForm): string {
  return form.pieceKind === 'catalogue' ? (form.product?.category ?? '') : form.category;
}

export const AMOUNT_WORDS = 'must be an amount in dollars, such as 12500';

/** Dollars as typed ("12,500", "$12500.50") to cents; NaN when it is not an amount. */
export function centsOf(text: string): number {
  const bare = text.replace(/[\s,$]/g, '');
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(bare)) return Number.NaN;
  const n = Number(bare);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}

export interface DraftOfForm {
  /** Every field, valid or cleared (null); refused fields are absent. */
  draft: DraftInput;
  /** What the form refuses, by path (price.floor, piece.brand, year…). */
  errors: Record<string, string>;
}

function firstIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: string, errors: Record<string, string>) {
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    errors[path] ??= issue.message;
  }
}

/** The form as the shared draft, checked by the shared schemas. */
export function draftOf(form: SellForm): DraftOfForm {
  const draft: DraftInput = {};
  const errors: Record<string, string> = {};
  const shape = draftInputSchema.shape;
  const put = <K extends DraftField>(field: K, value: unknown) => {
    const checked = shape[field].safeParse(value);
    if (checked.success) (draft as Record<string, unknown>)[field] = checked.data;
    else firstIssues(checked.error.issues, field, errors);
  };

  if (form.pieceKind === 'catalogue') {
    put('piece', form.product ? { kind: 'catalogue', product_id: form.product.id } : null);
  } else {
    const any = [form.brand, form.name, form.model, form.reference].some((t) => t.trim() !== '') || form.category !== '';
    const opt = (t: string) => (t.trim() === '' ? null : t);
    put('piece', any ? { kind: 'new', brand: form.brand, name: form.name, category: form.category || undefined, model: opt(form.model), reference: opt(form.reference) } : null);
    if (errors['piece.category'] && form.category === '') errors['piece.category'] = 'Choose the category.';
  }
  put('condition', form.condition || null);
  if (form.year.trim() === '') put('year', null);
  else if (!/^\d{1,4}$/.test(form.year.trim())) errors.year = 'must be a year';
  else put('year', Number(form.year.trim()));
  put('box', form.box);
  put('papers', form.papers);
  const specifics = Object.fromEntries(Object.entries(form.specifics).filter(([, v]) => v.trim() !== ''));
  put('specifics', Object.keys(specifics).length > 0 ? specifics : null);
  put('description', form.description.trim() === '' ? null : form.description);
  put('ships_from', form.shipsFrom || null);

  // The price: each amount read as dollars, then the shared rules (start ≤ reserve ≤ buy-now, floor below the price).
  const amounts: Record<string, number | null> = {};
  const amount = (path: string, text: string) => {
    if (text.trim() === '') return (amounts[path] = null);
    const cents = centsOf(text);
    // Dollars typed, dollars told: the shared schema's ceiling is in cents.
    if (Number.isNaN(cents)) errors[`price.${path}`] = AMOUNT_WORDS;
    else if (cents > MAX_PRICE) errors[`price.${path}`] = `must be at most ${usd(MAX_PRICE)}`;
    return (amounts[path] = Number.isNaN(cents) || cents > MAX_PRICE ? null : cents);
  };
  let price: unknown = null;
  if (form.priceType === 'fixed') {
    const main = amount('price', form.price);
    const floor = amount('floor', form.floor);
    if (main !== null) price = { type: 'fixed', price: main, accept_offers: form.acceptOffers, floor: form.acceptOffers ? floor : null };
  } else {
    const start = amount('start_price', form.startPrice);
    const reserve = amount('reserve', form.reserve);
    const buyNow = amount('buy_now', form.buyNow);
    let startsAt: string | null = null;
    if (form.startsAt) {
      const d = new Date(form.startsAt);
      if (Number.isNaN(d.getTime())) errors['price.starts_at'] = 'must be a date and time (ISO 8601)';
      else startsAt = d.toISOString();
    }
    const days = Number(form.duration);
    if (start !== null) price = { type: 'auction', start_price: start, reserve, buy_now: buyNow, duration_days: days, starts_at: startsAt };
  }
  if (!Object.keys(errors).some((p) => p.startsWith('price.'))) {
    if (price === null) draft.price = null;
    else {
      const checked = priceSchema.safeParse(price);
      if (checked.success) draft.price = checked.data;
      else firstIssues(checked.error.issues, 'price', errors);
    }
  }
  return { draft, errors };
}

export const DURATIONS = AUCTION_DURATIONS;

const CATEGORY_NAMES: Record<CategorySlug, string> = {
  art: 'Art', bags: 'Bags', collectibles: 'Collectibles', fashion: 'Fashion', furniture: 'Furniture', jewelry: 'Jewelry',
  shoes: 'Shoes', watches: 'Watches', vehicles: 'Vehicles', 'fine-living': 'Fine Living',
};
export const CATEGORIES = CATEGORY_SLUGS.map((slug) => ({ slug, name: CATEGORY_NAMES[slug] }));
export const categoryName = (slug: string) => CATEGORY_NAMES[slug as CategorySlug] ?? slug;

/** US dollars from cents, as the seller types them: "$12,500", or "$12,500.50" when there are cents. */
export function usd(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '--';
  const whole = cents % 100 === 0;
  return whole ? formatUnits(cents / 100, 'USD') : usdCents().format(cents / 100);
}
