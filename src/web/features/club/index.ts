/** The club feature's surface for app/ (/membership, /membership/apply, the banner's state, live updates). */
export { useMembership, membershipQueryOptions } from './api/get-membership.js';
export { membershipKeys } from './api/membership-keys.js';
export { useMembershipChanged, useMembershipLiveUpdates } from './api/membership-live.js';
export { ApplicationForm, type ApplicationFormProps } from './components/application-form.js';
export { ClubOverview } from './components/club-overview.js';
export { GuestStanding, MembershipStanding, mayReapply, showsApplicationForm, type MembershipStandingProps } from './components/membership-standing.js';
