import type { Application, ApplicationState, MembershipStatus, RiskSignals } from '../../../shared/membership/contracts.js';
import { MIN_MEMBER_AGE } from '../../../shared/membership/contracts.js';
import { reapplyFrom } from '../../../shared/membership/membership.machine.js';
import { AppError, InvalidError } from '../../platform/errors.js';
import type { AccountRow } from '../accounts/index.js';
import type { ApplicationRow, DuplicateRow } from './club.repo.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const UNDER_AGE_MESSAGE = 'You must be 18 or older to join the club.';

/** Where an application stands, as a person's membership page reads it. */
export const OPEN_STATES: readonly ApplicationState[] = ['draft', 'submitted', 'in_review', 'more_info_requested'];
export const isOpen = (state: ApplicationState) => OPEN_STATES.includes(state);

/**
 * A date of birth as the form sends it (YYYY-MM-DD), checked to be a real day of the calendar,
 * not in the future and not before 1900; then 18 or older, in whole years on `now` (UTC).
 */
export function checkDateOfBirth(value: string, now: Date): void {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!real || y < 1900) {
    throw new InvalidError(`'${value}' is not a date of birth we can accept. Please enter a real date.`, 'invalid_date_of_birth', {
      issues: [{ path: 'dateOfBirth', message: 'Please enter a real date.' }],
    });
  }
  if (date.getTime() > now.getTime()) {
    throw new InvalidError('Your date of birth cannot be in the future.', 'invalid_date_of_birth', {
      issues: [{ path: 'dateOfBirth', message: 'Your date of birth cannot be in the future.' }],
    });
  }
  if (ageOn(value, now) < MIN_MEMBER_AGE) {
    throw new AppError(422, 'under_age', UNDER_AGE_MESSAGE, { issues: [{ path: 'dateOfBirth', message: UNDER_AGE_MESSAGE }] });
  }
}

/** Whole years from a YYYY-MM-DD birth date to `now`, in UTC. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export function documentPresent(row: ApplicationRow): boolean {
  return row.documentKey !== null && row.documentDeletedAt === null;
}

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    state: row.state,
    legalName: row.legalName,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    phoneVerified: row.phoneVerifiedAt !== null,
    interests: { categories: row.interestCategories, houses: row.interestHouses },
    buyingAndSelling: row.buyingAndSelling,
    document:
      documentPresent(row) && row.documentType && row.documentBytes !== null && row.documentUploadedAt
        ? { type: row.documentType, bytes: row.documentBytes, uploadedAt: row.documentUploadedAt.toISOString() }
        : null,
    rulesAcceptedAt: row.rulesAcceptedAt?.toISOString() ?? null,
    infoRequest: row.infoRequest,
    infoAnswer: row.infoAnswer,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * What /membership shows. A suspended account is suspended whatever else; admins and members
 * are members; otherwise the newest application says (an approved one under a registered
 * account is a member who left, free to apply again).
 */
export function statusOf(account: { userType: string; suspended: boolean }, latest: ApplicationRow | null): MembershipStatus {
  if (account.suspended) return 'suspended';
  if (account.userType === 'verified_member' || account.userType === 'admin') return 'member';
  switch (latest?.state) {
    case undefined:
    case 'approved':
      return 'not_applied';
    case 'draft':
      return 'draft';
    case 'submitted':
    case 'in_review':
      return 'in_review';
    case 'more_info_requested':
      return 'more_info_requested';
    case 'declined':
      return 'declined';
  }
}

/** After a decline: the first moment a new application may start; null otherwise. */
export function reapplyDate(latest: ApplicationRow | null): Date | null {
  if (!latest || latest.state !== 'declined') return null;
  const from = reapplyFrom({ state: latest.state, decidedAt: latest.decidedAt });
  return from instanceof Date ? from : null;
}

export function signalsOf(row: ApplicationRow, account: AccountRow | null, duplicates: DuplicateRow[], emails: Map<string, string>, now: Date): RiskSignals {
  return {
    emailVerified: account?.emailVerified ?? false,
    phoneVerified: row.phoneVerifiedAt !== null,
    documentPresent: documentPresent(row),
    duplicates: duplicates
      .filter((d) => d.applicationId === row.id)
      .map((d) => ({ field: d.field, userId: d.userId, email: emails.get(d.userId) ?? '' })),
    country: row.country,
    age: row.dateOfBirth ? ageOn(row.dateOfBirth, now) : null,
    accountAgeDays: account ? Math.max(0, Math.floor((now.getTime() - account.createdAt.getTime()) / DAY_MS)) : 0,
  };
}

export function hoursSince(at: Date | null, now: Date): number {
  return at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / HOUR_MS)) : 0;
}
