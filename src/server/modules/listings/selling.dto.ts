import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { sellerFee } from '../../../shared/listings/fees.js';
import {
  MAX_PHOTOS, missingForSubmit, type DraftDetails, type ListingPhoto, type SellerListing,
} from '../../../shared/listings/selling.js';
import type { ListingRow, PhotoRow } from './selling.repo.js';

export function toPhoto(p: PhotoRow): ListingPhoto {
  return {
    id: p.id, position: p.position, sha256: p.sha256, width: p.width, height: p.height,
    thumb: p.renditions.thumb.url, card: p.renditions.card.url, zoom: p.renditions.zoom.url,
  };
}

/** What the listing is called: its catalogue name, the new piece's brand and name, or a draft's placeholder. */
export function titleOf(details: DraftDetails, card: ProductCard | undefined): string {
  if (card) return card.full_name;
  const piece = details.piece;
  if (piece?.kind === 'new') return `${piece.brand} ${piece.name}`;
  return 'Untitled draft';
}

export function brandOf(details: DraftDetails, card: ProductCard | undefined): string {
  if (card) return card.brand;
  return details.piece?.kind === 'new' ? details.piece.brand : '';
}

const EDITABLE = new Set(['draft', 'changes_requested']);

export function actionsOf(row: ListingRow): SellerListing['actions'] {
  switch (row.status) {
    case 'draft':
      return ['edit', 'submit', 'delete', 'withdraw'];
    case 'changes_requested':
      return ['edit', 'submit', 'withdraw'];
    case 'in_review':
      return ['withdraw'];
    case 'active':
      return row.saleType === 'fixed' ? ['change_price', 'withdraw'] : ['withdraw'];
    case 'withdrawn':
    case 'expired':
      return ['relist'];
    default:
      return [];
  }
}

export const isEditable = (row: ListingRow) => EDITABLE.has(row.status);

export function toSellerListing(row: ListingRow, photos: PhotoRow[], card: ProductCard | undefined, passportCode: string | null): SellerListing {
  const details = row.details ?? {};
  const mine = photos.filter((p) => p.listingId === row.id);
  return {
    id: row.id,
    state: row.status,
    category: row.category,
    product: card ? { id: card.id, slug: card.slug, name: card.name, brand: card.brand, image_feature: card.image_feature } : null,
    title: titleOf(details, card),
    details: details as Record<string, unknown>,
    price: row.price,
    currency: row.currency,
    fee: row.price !== null && row.category ? sellerFee(row.price, row.category) : null,
    photos: mine.map(toPhoto),
    review_notes: row.reviewNotes,
    reject_reason: row.rejectReason,
    missing: isEditable(row) ? missingForSubmit(details, Math.min(mine.length, MAX_PHOTOS + 1)) : [],
    actions: actionsOf(row),
    passport_code: passportCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    sold_at: row.soldAt?.toISOString() ?? null,
  };
}
