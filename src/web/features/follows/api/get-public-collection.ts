import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { CollectionKind, PublicCollection } from '../../../../shared/portfolio/contracts.js';
import { followKeys } from './follow-keys.js';

/** GET /api/members/{handle}/{kind}: a member's public portfolio or wishlist (anyone may read it). */
export function getPublicCollection(handle: string, kind: CollectionKind, signal?: AbortSignal): Promise<PublicCollection> {
  return api.get<PublicCollection>(`/api/members/${encodeURIComponent(handle)}/${kind}`, { signal });
}

export function publicCollectionQueryOptions(handle: string, kind: CollectionKind) {
  return queryOptions({ queryKey: followKeys.collection(handle, kind), queryFn: ({ signal }) => getPublicCollection(handle, kind, signal), retry: false });
}

/** 404 collection_private when the member keeps it private; Follow moves its followers count. */
export function usePublicCollection(handle: string, kind: CollectionKind) {
  return useQuery(publicCollectionQueryOptions(handle, kind));
}
