export { createAssistantRepo, type AssistantRepo, type Owner } from './assistant.repo.js';
export { createAssistantService, type AssistantService } from './assistant.service.js';
export { createTools, type MemberAffairs, type Tools } from './assistant.tools.js';
export { assistantRoutes, ASSISTANT_MESSAGES_PER_MINUTE, CONCIERGE_HANDOFFS_PER_HOUR, GUEST_COOKIE } from './assistant.routes.js';
export { conciergeAccount, CONCIERGE_EMAIL } from './concierge-account.js';
export { createModelClient, SYSTEM_PROMPT, type ModelClient } from './assistant.model.js';
export { defineGuestCleanupJob, GUEST_CLEANUP_JOB, GUEST_CONVERSATION_IDLE_HOURS } from './assistant.cleanup.js';
export { createConciergeInbox, CONCIERGE_REPLY_AUDIT, type ConciergeInbox } from './concierge-inbox.js';
export { conciergeInboxRoutes } from './concierge-inbox.routes.js';
