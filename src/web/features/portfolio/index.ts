/** The portfolio feature's surface for app/: the member's collection and public collections. */
export { usePortfolio, useAddPiece, useUpdatePiece, useRemovePiece } from './api/portfolio.js';
export { useVisibility, useSetVisibility } from './api/visibility.js';
export { AddPieceDialog, EditPieceDialog, RemovePieceDialog, type PickedPiece, type PiecePickerProps } from './components/piece-dialogs.js';
export { VisibilitySwitch } from './components/visibility-switch.js';
export {
  showcaseKeys, useValueHistory, useShowcase, useMyShowcases, useCreateShowcase, useUpdateShowcase, useDeleteShowcase, useShowcaseReaction,
} from './api/showcases.js';
export { ValueHistoryPanel, monthLabel } from './components/value-history.js';
export { ShowcaseForm } from './components/showcase-form.js';
