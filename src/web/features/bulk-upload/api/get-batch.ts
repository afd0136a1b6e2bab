import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import type { Batch, BatchSummary } from '../../../../shared/bulk-upload/contracts.js';
import { bulkUploadKeys } from './bulk-upload-keys.js';

/** GET /api/bulk-upload/batches/:id: the batch with its pieces, problems and progress. */
export function getBatch(id: number): Promise<Batch> {
  return api.get<Batch>(`/api/bulk-upload/batches/${id}`);
}

export const batchQueryOptions = (id: number) => queryOptions({ queryKey: bulkUploadKeys.batch(id), queryFn: () => getBatch(id) });

export function useBatch(id: number | null) {
  return useQuery({ ...batchQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /api/bulk-upload/batches: the seller's latest batches (a reload picks the open one up again). */
export function useBatches() {
  return useQuery({
    queryKey: bulkUploadKeys.batches(),
    queryFn: async () => (await api.get<{ batches: BatchSummary[] }>('/api/bulk-upload/batches')).batches,
  });
}
