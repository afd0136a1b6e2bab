import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MY_TOPIC, useLiveEvents } from '../../../lib/live-events.js';
import type { Batch, BulkProgress } from '../../../../shared/bulk-upload/contracts.js';
import { bulkUploadKeys } from './bulk-upload-keys.js';

/** The whole batch is read again at most this often while its pieces come in one by one. */
export const BATCH_REFRESH_MS = 2000;

/**
 * Follows a batch's recognition on the tab's one event stream (the member's own topic): the
 * count moves at once with each `bulk_upload.progress`, the rows are read again at most every
 * two seconds, and once more when the batch is done.
 */
export function useBatchProgress(batchId: number | null): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  useLiveEvents(batchId === null ? [] : [MY_TOPIC], (event) => {
    if (event.type !== 'bulk_upload.progress') return;
    const p = event.payload as unknown as BulkProgress;
    if (p.batch_id !== batchId) return;
    const key = bulkUploadKeys.batch(batchId);
    queryClient.setQueryData<Batch>(key, (b) => (b ? { ...b, done: Math.max(b.done, p.done), total: p.total, state: p.state } : b));
    const refresh = () => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: key });
    };
    if (p.state !== 'recognising') {
      if (timer.current) clearTimeout(timer.current);
      refresh();
    } else if (!timer.current) {
      timer.current = setTimeout(refresh, BATCH_REFRESH_MS);
    }
  });
}
