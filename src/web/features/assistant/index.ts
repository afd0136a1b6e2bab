/** The assistant feature's surface for app/: the widget the layout hosts, and the concierge's inbox for admins. */
export { AssistantWidget, type AssistantWidgetProps } from './components/assistant-widget.js';
export { ConciergeInbox, ConciergeThread } from './components/concierge-inbox.js';
export { loadAssistantWidget } from './loaders.js';
