import { api } from '../../../lib/api-client.js';
import type { ListingPhoto, SellerListing } from '../../../../shared/listings/selling.js';

/**
 * A listing's photos: POST /api/selling/listings/:id/photos (multipart field `file`, one
 * photo), PUT …/photos/order { order: photo ids }, DELETE …/photos/:photoId. Each answers
 * the listing (or, for an upload, the photo); `photosOf` reads either.
 */
export function uploadPhoto(listingId: number, file: File, options: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {}) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<SellerListing | ListingPhoto>(`/api/selling/listings/${listingId}/photos`, form, options);
}

export function orderPhotos(listingId: number, order: number[]) {
  return api.put<SellerListing | { photos: ListingPhoto[] }>(`/api/selling/listings/${listingId}/photos/order`, { body: { order } });
}

export function removePhoto(listingId: number, photoId: number) {
  return api.delete<SellerListing | { photos: ListingPhoto[] } | null>(`/api/selling/listings/${listingId}/photos/${photoId}`);
}

/** The photos an answer carries, or null when it carries none (e.g. 204). */
export function photosOf(answer: unknown, before: readonly ListingPhoto[]): ListingPhoto[] | null {
  if (typeof answer !== 'object' || answer === null) return null;
  if (Array.isArray((answer as { photos?: unknown }).photos)) return (answer as { photos: ListingPhoto[] }).photos;
  if (typeof (answer as ListingPhoto).thumb === 'string') {
    const photo = answer as ListingPhoto;
    return [...before.filter((p) => p.id !== photo.id), photo].sort((a, b) => a.position - b.position);
  }
  return null;
}
