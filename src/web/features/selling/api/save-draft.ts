import { api } from '../../../lib/api-client.js';
import type { DraftInput, SellerListing } from '../../../../shared/listings/selling.js';

/** POST /api/selling/drafts: starts a draft with what is filled so far. */
export function createDraft(draft: DraftInput): Promise<SellerListing> {
  return api.post<SellerListing>('/api/selling/drafts', { body: draft });
}

/** PATCH /api/selling/listings/:id: the fields given replace, null clears; `keepalive` lets it finish as the tab closes. */
export function saveDraft(id: number, draft: DraftInput, options: { keepalive?: boolean } = {}): Promise<SellerListing> {
  return api.patch<SellerListing>(`/api/selling/listings/${id}`, { body: draft, keepalive: options.keepalive });
}
