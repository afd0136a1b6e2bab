/**
 * Query keys of the admin pages. Everything under ['admin'] is staff data, read fresh and
 * dropped on sign-out (MEMBER_DATA); a decision invalidates the lot, since one approval moves
 * the queue, the dashboard's counts, the member list and the audit log at once.
 */
export interface ApplicationsParams {
  state?: string;
  q?: string;
  page?: number;
}

export interface MembersParams {
  q?: string;
  role?: string;
  page?: number;
}

export interface AuditParams {
  action?: string;
  actor?: string;
  subject?: string;
  page?: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  payments: (status: string) => [...adminKeys.all, 'payments', status] as const,
  disputes: () => [...adminKeys.all, 'disputes'] as const,
  payouts: (state: string) => [...adminKeys.all, 'payouts', state] as const,
  /** A payout's whole bank details: cached only while their dialog is open (each read is audited). */
  payoutBankDetails: (id: string) => [...adminKeys.all, 'payout-bank-details', id] as const,
  ledger: () => [...adminKeys.all, 'ledger'] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  applicationList: (params: ApplicationsParams) => [...adminKeys.applications(), 'list', params] as const,
  application: (id: string) => [...adminKeys.applications(), 'detail', id] as const,
  members: (params: MembersParams) => [...adminKeys.all, 'members', params] as const,
  audit: (params: AuditParams) => [...adminKeys.all, 'audit', params] as const,
};
