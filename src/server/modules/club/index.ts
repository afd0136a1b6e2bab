export { createClubRepo, type ClubRepo } from './club.repo.js';
export { createClubService, type ClubService, PHONE_CODES_PER_HOUR, sniffImageType } from './club.service.js';
export { createClubReview, type ClubReview, QUEUE_PAGE_SIZE } from './club.review.js';
export { createClubMembers, type ClubMembers, MEMBERS_PAGE_SIZE, AUDIT_PAGE_SIZE } from './club.members.js';
export { createDecisions, type Decisions, PURGE_JOB, purgeKey, APPLICATION_SUBJECT } from './club.decisions.js';
export { definePurgeJob } from './club.purge.js';
export { clubRoutes, DOCUMENT_UPLOADS_PER_HOUR } from './club.routes.js';
export { clubAdminRoutes } from './club.admin.routes.js';
