import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { CommunityPhoto } from '../../../../shared/community/contracts.js';

/** POST /api/community/photos (multipart `file`): a photo through the media pipeline; its id goes in an image block. */
export function uploadPhoto(file: File): Promise<CommunityPhoto> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<CommunityPhoto>('/api/community/photos', form);
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
