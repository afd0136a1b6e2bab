/**
 * Who may do what (issue #17): one table of capabilities by role, asked by the server's route
 * guard and by the web's route gate and links alike, and printed in docs/access.md.
 *
 * A person has one or two roles: guest (signed out), or an account's type (registered,
 * verified_member, admin), plus expert when they have fields of expertise and editor when an
 * admin made them one of the Journal's editors (issue #36). A suspended
 * account has the single role `suspended`, whatever its type: suspension ends member rights
 * at once and leaves what a person needs to close what is in flight.
 */
export const ROLES = ['guest', 'registered', 'verified_member', 'expert', 'editor', 'admin', 'suspended'] as const;
export type AccessRole = (typeof ROLES)[number];

const EVERYONE = ROLES;
const SIGNED_IN = ['registered', 'verified_member', 'expert', 'admin', 'suspended'] as const;
const BUYERS = ['registered', 'verified_member', 'expert', 'admin'] as const;
const MEMBERS = ['verified_member', 'expert', 'admin'] as const;

export const CAPABILITIES = {
  /** Browse the navigation, categories and brands. */
  browse: EVERYONE,
  /** Search the catalogue and auctions (text and image). */
  search: EVERYONE,
  /** Open a product's or an auction's details and price history. */
  view_details: SIGNED_IN,
  /** Keep a wishlist and receive its price alerts. */
  keep_wishlist: SIGNED_IN,
  /** One's own account: settings, notifications, sessions, leaving the club. */
  manage_account: SIGNED_IN,
  /** Talk to the other side about one's own order (a registered buyer may always). */
  message_about_own_order: SIGNED_IN,
  /** Buy at a fixed price, paying into escrow. */
  buy: BUYERS,
  /** Apply to the club. */
  apply_for_membership: ['registered'],
  /** Bid in live auctions. */
  bid: MEMBERS,
  /** List pieces for sale. */
  sell: MEMBERS,
  /** Make offers below the asking price. */
  make_offer: MEMBERS,
  /** Message any member. */
  message: MEMBERS,
  /** Portfolio, digital passports and the community. */
  use_club_features: MEMBERS,
  /** Review pieces in one's fields of expertise. */
  review_items: ['expert', 'admin'],
  /** Write, schedule and publish the Journal's articles and edit its market reports (issue #36). */
  edit_journal: ['editor', 'admin'],
  /** Review membership applications, suspend and reinstate members. */
  manage_members: ['admin'],
  /** The admin dashboard, its settings, prices and the audit log. */
  administer: ['admin'],
} as const satisfies Record<string, readonly AccessRole[]>;

export type Capability = keyof typeof CAPABILITIES;
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** What the table needs to know about a person: nothing for a guest. */
export interface AccessSubject {
  userType?: string | null;
  expertise?: readonly string[] | null;
  suspended?: boolean | null;
  /** One of the Journal's editors (an admin grants it). */
  editor?: boolean | null;
}

/** The roles a person holds; a guest for null. */
export function rolesOf(subject: AccessSubject | null | undefined): AccessRole[] {
  if (!subject) return ['guest'];
  if (subject.suspended) return ['suspended'];
  const t = subject.userType;
  const base: AccessRole = t === 'admin' || t === 'verified_member' ? t : 'registered';
  const roles: AccessRole[] = (subject.expertise?.length ?? 0) > 0 && base !== 'admin' ? [base, 'expert'] : [base];
  if (subject.editor === true && base !== 'admin') roles.push('editor');
  return roles;
}

export function roleHas(role: AccessRole, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly AccessRole[]).includes(role);
}

/** Whether a person (null: a guest) may do `capability`. */
export function can(subject: AccessSubject | null | undefined, capability: Capability): boolean {
  return rolesOf(subject).some((r) => roleHas(r, capability));
}

/**
 * What to do with someone who may not: a guest signs in, a registered user who asks for
 * what membership gives is shown the club, a suspended member is told so, anyone else is
 * refused.
 */
export type Verdict = 'allow' | 'sign-in' | 'membership' | 'suspended' | 'forbidden';

export function verdictFor(subject: AccessSubject | null | undefined, capability: Capability): Verdict {
  if (can(subject, capability)) return 'allow';
  const roles = rolesOf(subject);
  if (roles.includes('guest')) return 'sign-in';
  if (roles.includes('suspended')) return 'suspended';
  if (roles.includes('registered') && roleHas('verified_member', capability)) return 'membership';
  return 'forbidden';
}

/** The answers the server gives for each verdict: a stable code and the words a person reads. */
export const REFUSALS = {
  'sign-in': { status: 401, code: 'unauthorized', message: 'Please sign in to continue.' },
  membership: { status: 403, code: 'membership_required', message: 'This is for verified members of the Patina club.' },
  suspended: { status: 403, code: 'membership_suspended', message: 'Your membership is suspended. Please contact the Patina team.' },
  forbidden: { status: 403, code: 'forbidden', message: 'You do not have access to this.' },
} as const satisfies Record<Exclude<Verdict, 'allow'>, { status: number; code: string; message: string }>;

/** Staff capabilities say whose they are when they refuse. */
const STAFF_REFUSALS: Partial<Record<Capability, { status: 403; code: string; message: string }>> = {
  review_items: { status: 403, code: 'expert_required', message: 'This is for Patina experts.' },
  edit_journal: { status: 403, code: 'editor_required', message: 'This is for the Journal’s editors.' },
  manage_members: { status: 403, code: 'admin_required', message: 'This is for Patina administrators.' },
  administer: { status: 403, code: 'admin_required', message: 'This is for Patina administrators.' },
};

/** The answer for a verdict that is not `allow`, on a capability. */
export function refusalOf(verdict: Exclude<Verdict, 'allow'>, capability: Capability): { status: number; code: string; message: string } {
  return (verdict === 'forbidden' ? STAFF_REFUSALS[capability] : undefined) ?? REFUSALS[verdict];
}

/**
 * Pages and what they ask (SPEC §2, §6). Guests who open a gated page sign in; registered
 * users who open a member's page go to /membership.
 */
const PAGES: readonly { prefix: string; capability: Capability }[] = [
  { prefix: '/admin/expert-approval', capability: 'review_items' },
  { prefix: '/admin/journal', capability: 'edit_journal' },
  { prefix: '/admin', capability: 'administer' },
  { prefix: '/sell', capability: 'sell' },
  { prefix: '/bulk-upload', capability: 'sell' },
  // The Auctions link is the club's (bidding); one auction's details are for every account.
  { prefix: '/auctions', capability: 'bid' },
  { prefix: '/auction', capability: 'view_details' },
  { prefix: '/chat', capability: 'message' },
  { prefix: '/portfolio', capability: 'use_club_features' },
  { prefix: '/community', capability: 'use_club_features' },
  { prefix: '/dashboard/passports', capability: 'use_club_features' },
  { prefix: '/product', capability: 'view_details' },
  { prefix: '/wine', capability: 'view_details' },
  { prefix: '/wishlist', capability: 'keep_wishlist' },
  { prefix: '/settings', capability: 'manage_account' },
  // The seller's own listings are the club's (selling), before the rest of /profile.
  { prefix: '/profile/selling', capability: 'sell' },
  { prefix: '/profile', capability: 'manage_account' },
  { prefix: '/notifications', capability: 'manage_account' },
  // The form says itself what state an application is in (a member, a wait after a decline).
  { prefix: '/membership/apply', capability: 'manage_account' },
];

/** The capability a page asks for, or null for a page open to everyone. */
export function pageCapability(pathname: string): Capability | null {
  const path = (pathname.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const rule = PAGES.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
  return rule?.capability ?? null;
}

/** What happens when a person opens a page. */
export function pageVerdict(subject: AccessSubject | null | undefined, pathname: string): Verdict {
  const capability = pageCapability(pathname);
  return capability ? verdictFor(subject, capability) : 'allow';
}
