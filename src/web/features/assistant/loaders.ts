/**
 * The assistant feature's parts loaded on demand (decision 035), re-exported by index.ts: their
 * code stays out of the first chunk.
 */

/** The assistant widget, loaded once the page is idle (the concierge's inbox, for admins, stays out of its chunk). */
export const loadAssistantWidget = async () => (await import('./components/assistant-widget.js')).AssistantWidget;
