/** Query keys of the bulk-upload feature: the seller's batches and one batch with its pieces. */
export const bulkUploadKeys = {
  all: ['bulk-upload'] as const,
  batches: () => [...bulkUploadKeys.all, 'batches'] as const,
  batch: (id: number) => [...bulkUploadKeys.all, 'batch', id] as const,
};
