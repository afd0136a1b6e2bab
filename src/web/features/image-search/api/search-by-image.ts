import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ImageSearchRequest, ImageSearchResponse } from '../../../../shared/image-search/contracts.js';

/** POST /api/search/image (SPEC §7): a photo as a data URL, or a link. */
export function searchByImage(body: ImageSearchRequest): Promise<ImageSearchResponse> {
  return api.post<ImageSearchResponse>('/api/search/image', { body });
}

export function useSearchByImage() {
  return useMutation({ mutationFn: searchByImage });
}
