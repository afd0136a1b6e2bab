/** The bulk-upload feature's surface for app/ (/bulk-upload, issue #38). */
export { BatchUploader } from './components/batch-uploader.js';
export { MappingStep } from './components/mapping-step.js';
export { ProgressPanel, timeLeftWords } from './components/progress-panel.js';
export { ReviewGrid } from './components/review-grid.js';
export { useBatch, useBatches, batchQueryOptions } from './api/get-batch.js';
export { useBatchProgress } from './api/use-batch-progress.js';
export { bulkUploadKeys } from './api/bulk-upload-keys.js';
