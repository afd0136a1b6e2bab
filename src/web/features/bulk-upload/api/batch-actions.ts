import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { ApplyInput, Batch, BulkPiece, PhotosAnswer, PiecePatch, SubmitAnswer, ZipAnswer } from '../../../../shared/bulk-upload/contracts.js';
import type { ColumnMapping } from '../../../../shared/bulk-upload/mapping.js';
import { bulkUploadKeys } from './bulk-upload-keys.js';

/** POST /api/bulk-upload/batches: a new batch. */
export const createBatch = () => api.post<Batch>('/api/bulk-upload/batches', { body: {} });

/** POST …/sheet: the spreadsheet; answers the batch with the guessed mapping. */
export function uploadSheet(id: number, file: File, onProgress?: (sent: number) => void): Promise<Batch> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<Batch>(`/api/bulk-upload/batches/${id}/sheet`, form, { onProgress });
}

/** POST …/photos: up to 20 photos a round; each refused one comes back named with why. */
export function uploadPhotos(id: number, files: readonly File[], onProgress?: (sent: number) => void): Promise<PhotosAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return api.upload<PhotosAnswer>(`/api/bulk-upload/batches/${id}/photos`, form, { onProgress });
}

/** POST …/zip: a ZIP of photos (and perhaps the sheet); what was taken, and each entry skipped named with why. */
export function uploadZip(id: number, file: File, onProgress?: (sent: number) => void): Promise<ZipAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<ZipAnswer>(`/api/bulk-upload/batches/${id}/zip`, form, { onProgress });
}

export const confirmMapping = (id: number, mapping: ColumnMapping) => api.put<Batch>(`/api/bulk-upload/batches/${id}/mapping`, { body: mapping });
export const startBatch = (id: number) => api.post<Batch>(`/api/bulk-upload/batches/${id}/start`);
export const cancelBatch = (id: number) => api.post<Batch>(`/api/bulk-upload/batches/${id}/cancel`);

/** The batch's answer replaces the one cached. */
function useBatchMutation<I>(id: number, call: (input: I) => Promise<Batch>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (batch) => queryClient.setQueryData(bulkUploadKeys.batch(id), batch),
  });
}

export const useConfirmMapping = (id: number) => useBatchMutation(id, (mapping: ColumnMapping) => confirmMapping(id, mapping));
export const useStartBatch = (id: number) => useBatchMutation(id, () => startBatch(id));
export const useCancelBatch = (id: number) => useBatchMutation(id, () => cancelBatch(id));
export const useApplyToPieces = (id: number) => useBatchMutation(id, (input: ApplyInput) => api.post<Batch>(`/api/bulk-upload/batches/${id}/apply`, { body: input }));

/** PATCH …/pieces/:pieceId: one piece edited in place; the cached batch takes its new row. */
export function useEditPiece(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pieceId, patch }: { pieceId: number; patch: PiecePatch }) => api.patch<BulkPiece>(`/api/bulk-upload/batches/${id}/pieces/${pieceId}`, { body: patch }),
    onSuccess: (piece) =>
      queryClient.setQueryData<Batch>(bulkUploadKeys.batch(id), (b) => (b ? { ...b, pieces: b.pieces.map((p) => (p.id === piece.id ? piece : p)) } : b)),
  });
}

/** POST …/submit: the chosen pieces to expert review; the batch is read again after. */
export function useSubmitPieces(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pieceIds: number[]) => api.post<SubmitAnswer>(`/api/bulk-upload/batches/${id}/submit`, { body: { piece_ids: pieceIds } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkUploadKeys.all }),
  });
}
