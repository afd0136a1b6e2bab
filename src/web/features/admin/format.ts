import { formatDateTime } from '../../../shared/dates.js';
import type { ApplicationState, MemberRow, QUEUE_FILTERS, RiskSignals } from '../../../shared/membership/contracts.js';

/** The words the admin pages use for the club's states, filters and signals. */

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  more_info_requested: 'More information requested',
  approved: 'Approved',
  declined: 'Declined',
};

export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export const QUEUE_FILTER_LABELS: Record<QueueFilter, string> = {
  open: 'Awaiting a decision',
  submitted: 'Submitted',
  in_review: 'In review',
  more_info_requested: 'More information requested',
  approved: 'Approved',
  declined: 'Declined',
  all: 'All applications',
};

export const MEMBER_ROLE_FILTERS = ['all', 'admin', 'verified_member', 'registered', 'suspended'] as const;
export type MemberRoleFilter = (typeof MEMBER_ROLE_FILTERS)[number];

export const MEMBER_ROLE_FILTER_LABELS: Record<MemberRoleFilter, string> = {
  all: 'Everyone',
  admin: 'Admins',
  verified_member: 'Members',
  registered: 'Registered users',
  suspended: 'Suspended',
};

/** SPEC §6's badges: Admin, Member, Registered User. */
export const USER_TYPE_LABELS: Record<MemberRow['userType'], string> = {
  admin: 'Admin',
  verified_member: 'Member',
  registered: 'Registered User',
};

/**
 * What a queue waits for before it opens: the dashboard says "Opens with …" instead of a
 * count that would mean nothing (issues #11–#13 build these).
 */
export const QUEUE_FEATURES: Record<string, string> = {
  expert_reviews: 'selling and expert review',
  disputes: 'orders and escrow',
  bank_transfers: 'payments',
  reported_messages: 'messaging',
};

/** How long something has waited: "under an hour", "1 hour", "26 hours", "3 days". */
export function formatAge(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

/** "France (FR)"; the code alone if the runtime has no name for it. */
export function countryName(code: string): string {
  let name: string | undefined;
  try {
    name = REGIONS.of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}

export const DUPLICATE_FIELD_LABELS: Record<RiskSignals['duplicates'][number]['field'], string> = {
  phone: 'Same phone as',
  legal_name_and_birth_date: 'Same name and date of birth as',
  document: 'Same identity document as',
};

/** "membership.application_approved" or "approveApplication" -> "Membership application approved". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._\s-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : key;
}

/** One value of an audit entry's detail, written for a person: no JSON braces for the simple cases. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A moment (ISO with a time) reads as a date like everywhere else; a bare date stays as written.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(describeValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humanize(k)}: ${describeValue(v)}`)
      .join('; ');
  }
  return String(value);
}

/** Pages of `pageSize` for `total` rows (at least one, so "page 1 of 1" reads right). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** "fine-living" -> "Fine Living", as the category bar writes it. */
export function categoryName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
