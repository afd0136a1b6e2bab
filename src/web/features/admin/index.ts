/** The admin feature's surface for app/ (the pages under /admin). */
export { adminKeys, type ApplicationsParams, type AuditParams, type MembersParams } from './api/admin-keys.js';
export { useDashboard, dashboardQueryOptions } from './api/get-dashboard.js';
export { useUpdateClubSettings } from './api/update-club-settings.js';
export { useApplications, applicationsQueryOptions, type ApplicationQueue } from './api/get-applications.js';
export { useApplication, applicationQueryOptions, applicationDocumentUrl } from './api/get-application.js';
export { useApproveApplication } from './api/approve-application.js';
export { useRequestApplicationInfo } from './api/request-application-info.js';
export { useDeclineApplication } from './api/decline-application.js';
export { useMembers, membersQueryOptions, type MemberList } from './api/get-members.js';
export { useSuspendMember } from './api/suspend-member.js';
export { useReinstateMember } from './api/reinstate-member.js';
export { useAuditLog, auditLogQueryOptions, type AuditLog } from './api/get-audit-log.js';
export { useUrlFilters, type FilterSpec } from './hooks/use-url-filters.js';
export { ActionDialog, type ActionDialogProps } from './components/action-dialog.js';
export { AdminHeader } from './components/admin-nav.js';
export { ApplicationDecisions } from './components/application-decisions.js';
export { ApplicationHistory } from './components/application-history.js';
export { ApplicationSummary } from './components/application-summary.js';
export { ApplicationsTable } from './components/applications-table.js';
export { AuditTable, AuditDetail } from './components/audit-table.js';
export { AutoApproveSwitch } from './components/auto-approve-switch.js';
export { DashboardQueues } from './components/dashboard-queues.js';
export { FilterBar, type FilterField } from './components/filter-bar.js';
export { IdentityDocument } from './components/identity-document.js';
export { MembersTable, type MemberActions } from './components/members-table.js';
export { SignalChips } from './components/signal-chips.js';
export { TodayFigures } from './components/today-figures.js';
export {
  usePayments, useConfirmTransfer, useDisputes, useResolveDispute, useLedger, usePaymentIssues, useResolvePaymentIssue, type AdminPayment, type DisputeDecision,
} from './api/buying-admin.js';
export { PaymentIssuesList } from './components/payment-issues.js';
export { PaymentsTable, PAYMENT_STATUS_LABELS } from './components/payments-table.js';
export { DisputesTable } from './components/disputes-table.js';
export { LedgerView } from './components/ledger-view.js';
export { useAdminPayouts, adminPayoutsQueryOptions } from './api/get-admin-payouts.js';
export { useMovePayout, type PayoutStep } from './api/move-payout.js';
export { PayoutsTable } from './components/payouts-table.js';
export * from './format.js';
