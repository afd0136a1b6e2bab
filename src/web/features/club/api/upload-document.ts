import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { membershipKeys } from './membership-keys.js';

/** PUT /api/membership/application/document: the photo as multipart field `file`. */
export async function uploadDocument(file: File, onProgress?: (sent: number) => void, signal?: AbortSignal): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await api.upload<unknown>('/api/membership/application/document', form, { method: 'PUT', onProgress, signal });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: { file: File; onProgress?: (sent: number) => void; signal?: AbortSignal }) =>
      uploadDocument(file, onProgress, signal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
