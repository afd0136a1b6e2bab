import { describe, expect, it } from 'vitest';
import { REAPPLY_AFTER_DAYS, membershipApplicationMachine, reapplyFrom } from './membership.machine.js';

describe('membership application', () => {
  it('a reviewer may approve, decline or ask for more; the applicant answers', () => {
    expect(membershipApplicationMachine.allowedEvents('in_review')).toEqual(['request_info', 'approve', 'decline']);
    expect(membershipApplicationMachine.allowedEvents('more_info_requested')).toEqual(['answer']);
  });

  it('one may apply again only after a decline, REAPPLY_AFTER_DAYS after the decision', () => {
    const decidedAt = new Date('2026-01-10T12:00:00Z');
    expect(reapplyFrom(null)).toBe('now');
    expect(reapplyFrom({ state: 'in_review', decidedAt: null })).toBe('pending');
    expect(reapplyFrom({ state: 'approved', decidedAt })).toBe('member');
    expect(reapplyFrom({ state: 'declined', decidedAt })).toEqual(new Date(decidedAt.getTime() + REAPPLY_AFTER_DAYS * 86_400_000));
  });
});
