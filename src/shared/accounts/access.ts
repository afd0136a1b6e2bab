/**
 * Who may go where (SPEC §6). A visitor who is not signed in is a guest; signed-in members
 * are admin, verified_member or registered. Pure rules shared by the header, the route gate
 * and the badges.
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

/** Club members: verified_member and admin. */
export function isClubMember(role: Role): boolean {
  return role === 'verified_member' || role === 'admin';
}

/** SPEC §5: the club banner shows only for signed-in users who are not members or admins. */
export function showsClubBanner(role: Role): boolean {
  return role === 'registered';
}

/**
 * What a path asks of the visitor: `open` to everyone; `signed-in` needs an account;
 * `member` needs the club (registered users are sent to /membership); `admin` is staff only;
 * `expert` needs expertise (or admin).
 */
export type Access = 'open' | 'signed-in' | 'member' | 'admin' | 'expert';

const RULES: readonly { prefix: string; access: Access }[] = [
  { prefix: '/admin/expert-approval', access: 'expert' },
  { prefix: '/admin', access: 'admin' },
  // SPEC §1: signing in unlocks selling, bidding, messaging, wishlist, portfolio,
  // passports, community and bulk upload; those are the club's (§6: registered -> /membership).
  { prefix: '/sell', access: 'member' },
  { prefix: '/bulk-upload', access: 'member' },
  { prefix: '/auctions', access: 'member' },
  { prefix: '/auction', access: 'member' },
  { prefix: '/portfolio', access: 'member' },
  { prefix: '/chat', access: 'member' },
  { prefix: '/community', access: 'member' },
  { prefix: '/dashboard/passports', access: 'member' },
  // Product details and the member's own pages need an account (SPEC §1, §2). A wishlist
  // is a collector's bookmarks, not trading: signing in unlocks it (§1).
  { prefix: '/product', access: 'signed-in' },
  { prefix: '/wishlist', access: 'signed-in' },
  { prefix: '/wine', access: 'signed-in' },
  { prefix: '/settings', access: 'signed-in' },
  { prefix: '/profile', access: 'signed-in' },
  { prefix: '/notifications', access: 'signed-in' },
  { prefix: '/membership/apply', access: 'signed-in' },
];

export function accessFor(pathname: string): Access {
  const path = (pathname.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const rule = RULES.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
  return rule?.access ?? 'open';
}

export type Verdict = 'allow' | 'sign-in' | 'membership' | 'forbidden';

/** What happens when `role` (with `expertise`) opens a path of `access`. */
export function verdictFor(access: Access, role: Role, expertise: readonly string[] = []): Verdict {
  if (access === 'open') return 'allow';
  if (role === 'guest') return 'sign-in';
  if (access === 'signed-in') return 'allow';
  if (access === 'member') return isClubMember(role) ? 'allow' : 'membership';
  if (access === 'admin') return role === 'admin' ? 'allow' : 'forbidden';
  return role === 'admin' || expertise.length > 0 ? 'allow' : 'forbidden';
}
