/** The follows feature's surface for app/ (the Follow button, follow toasts, /members/{handle}). */
export { FollowButton, type FollowButtonProps } from './components/follow-button.js';
export { useFollowToasts } from './hooks/use-follow-toasts.js';
export { useMemberPage } from './api/get-member-page.js';
export { useFollowState } from './api/get-follow-state.js';
export { usePublicCollection } from './api/get-public-collection.js';
