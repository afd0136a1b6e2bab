/** The assistant feature's surface for app/ (the widget the layout hosts). */
export { AssistantWidget, type AssistantWidgetProps } from './components/assistant-widget.js';
