/**
 * The catalog feature's parts loaded on demand (decision 035), re-exported by index.ts: their code
 * stays out of the first chunk.
 */

/** The age gate's dialog (a restricted category's first visit), loaded when first shown. */
export const loadAgeGateDialog = async () => (await import('./components/age-gate.js')).AgeGateDialog;
