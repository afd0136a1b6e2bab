export { createMessaging, ATTACHMENT_EXPIRY_JOB, UNSENT_ATTACHMENT_TTL_MS } from './messaging.module.js';
export { createMessagingRepo, type MessagingRepo } from './messaging.repo.js';
export { createMessagingService, type Asker, type MessagingService } from './messaging.service.js';
export {
  messagingRoutes, CONVERSATION_STARTS_PER_HOUR, MESSAGES_PER_MINUTE, SAFETY_ACTIONS_PER_HOUR, UPLOADS_PER_TEN_MINUTES,
} from './messaging.routes.js';
