/** The messaging feature's surface for app/ (the header drop-down, /chat, /chat/{id}, "Ask the seller"). */
export { MessagesMenu } from './components/messages-menu.js';
export { ConversationList } from './components/conversation-list.js';
export { ConversationView } from './components/conversation-view.js';
export { AskSellerButton } from './components/ask-seller-button.js';
export { WriteButton } from './components/write-button.js';
export { useMessagingLiveUpdates } from './api/messaging-live.js';
export { messagingKeys } from './api/messaging-keys.js';
