import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { keepMembership, rereadOnConflict } from './membership-cache.js';

/** PUT /api/membership/application/document: the photo as multipart field `file`. */
export async function uploadDocument(file: File, onProgress?: (sent: number) => void, signal?: AbortSignal): Promise<Membership> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<Membership>('/api/membership/application/document', form, { method: 'PUT', onProgress, signal });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: { file: File; onProgress?: (sent: number) => void; signal?: AbortSignal }) =>
      uploadDocument(file, onProgress, signal),
    onSuccess: (answer) => keepMembership(queryClient, answer),
    onError: (error) => rereadOnConflict(queryClient, error),
  });
}
