import { defineMachine } from '../lifecycle/machine.js';

/**
 * A membership application (issue 17). An admin may switch on automatic approval, which
 * approves a submitted application without review. Approved and declined are final: one
 * who was declined applies again with a new application, once the wait below has passed,
 * so every decision stays on record.
 */
export const membershipApplicationMachine = defineMachine({
  name: 'membership application',
  states: ['draft', 'submitted', 'in_review', 'more_info_requested', 'approved', 'declined'],
  initial: 'draft',
  terminal: ['approved', 'declined'],
  events: {
    submit: { from: ['draft'], to: 'submitted' },
    start_review: { from: ['submitted'], to: 'in_review' },
    request_info: { from: ['in_review'], to: 'more_info_requested' },
    answer: { from: ['more_info_requested'], to: 'in_review' },
    approve: { from: ['in_review'], to: 'approved' },
    auto_approve: { from: ['submitted'], to: 'approved' },
    decline: { from: ['in_review'], to: 'declined' },
  },
});

export type MembershipApplicationState = (typeof membershipApplicationMachine.states)[number];
export type MembershipApplicationEvent = keyof typeof membershipApplicationMachine.events;

/** Days a declined applicant waits before applying again. */
export const REAPPLY_AFTER_DAYS = 90;

/**
 * When one may apply: now (never applied), 'pending' while an application is open, 'member'
 * once approved, and after a decline from REAPPLY_AFTER_DAYS after the decision.
 */
export function reapplyFrom(latest: { state: MembershipApplicationState; decidedAt: Date | null } | null): Date | 'now' | 'pending' | 'member' {
  if (latest === null) return 'now';
  if (latest.state === 'approved') return 'member';
  if (latest.state !== 'declined') return 'pending';
  if (latest.decidedAt === null) return 'now';
  return new Date(latest.decidedAt.getTime() + REAPPLY_AFTER_DAYS * 86_400_000);
}
