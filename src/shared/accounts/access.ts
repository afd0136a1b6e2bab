/**
 * The badge a person wears (SPEC §6). A visitor who is not signed in is a guest; signed-in
 * members are admin, verified_member or registered. Who may do what is capabilities.ts.
 */
import type { Role } from './contracts.js';

export type { Role };

/** SPEC §3: any other userType is shown as guest. */
export function roleOf(viewer: { userType?: string | null } | null | undefined): Role {
  const t = viewer?.userType;
  return t === 'admin' || t === 'verified_member' || t === 'registered' ? t : 'guest';
}

const BADGES: Record<Role, string> = {
  admin: 'Admin',
  verified_member: 'Member',
  registered: 'Registered User',
  guest: 'Guest',
};

/** SPEC §6 badges. */
export function badgeLabel(role: Role): string {
  return BADGES[role];
}

/** SPEC §5: the club banner shows only for signed-in users who are not members or admins. */
export function showsClubBanner(role: Role): boolean {
  return role === 'registered';
}
