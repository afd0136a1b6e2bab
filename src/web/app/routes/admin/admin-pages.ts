/** The /admin area, one chunk: the router loads these pages lazily. */
export { AdminDashboardPage } from './admin-dashboard-page.js';
export { ApplicationsPage } from './applications-page.js';
export { ApplicationReviewPage } from './application-review-page.js';
export { MembersPage } from './members-page.js';
export { AuditPage } from './audit-page.js';
export { ExpertApprovalPage, ExpertReviewPage } from './expert-approval-pages.js';
export { PaymentsPage, DisputesPage, LedgerPage } from './buying-admin-pages.js';
export { PayoutsPage } from './payouts-page.js';
export { ConciergeInboxPage, ConciergeThreadPage } from './concierge-pages.js';
export { AdminCommunityPage } from './community-pages.js';
