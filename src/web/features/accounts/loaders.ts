/**
 * The accounts feature's parts loaded on demand (decision 035), re-exported by index.ts: their
 * code stays out of the first chunk.
 */

/** The header's account menu, loaded when first hovered or opened. */
export const loadAccountMenu = async () => (await import('./components/account-menu.js')).AccountMenu;
/** The sign-in dialog, loaded when a gated action first asks for it. */
export const loadAuthDialog = async () => (await import('./components/auth-dialog.js')).AuthDialog;
