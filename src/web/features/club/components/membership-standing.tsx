import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/dates.js';
import type { Membership } from '../../../../shared/membership/contracts.js';
import { useSignInGate } from '../../../lib/sign-in-gate.js';
import { Button, ButtonLink } from '../../../ui/button.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { AnswerForm } from './answer-form.js';
import { LeaveClubDialog } from './leave-club-dialog.js';

const APPLY = '/membership/apply';

/** Whether a declined applicant's wait is over (`reapplyFrom` null means at once). */
export function mayReapply(membership: Pick<Membership, 'status' | 'reapplyFrom'>, now: Date): boolean {
  return membership.status === 'declined' && (membership.reapplyFrom === null || new Date(membership.reapplyFrom).getTime() <= now.getTime());
}

/** Whether /membership/apply shows the form: nothing sent yet, or a new start after a decline. */
export function showsApplicationForm(membership: Pick<Membership, 'status' | 'reapplyFrom'>, now: Date): boolean {
  return membership.status === 'not_applied' || membership.status === 'draft' || mayReapply(membership, now);
}

function Panel({ eyebrow, title, children, testId }: { eyebrow: string; title: string; children: ReactNode; testId: string }) {
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} className="border border-line bg-ivory-deep/60 px-6 py-8 md:px-10">
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={`${testId}-title`} className="mt-3 font-display text-3xl font-medium leading-tight md:text-4xl">
        {title}
      </h2>
      <div className="mt-4 grid max-w-2xl gap-4 text-[0.9375rem] leading-7 text-ink-soft">{children}</div>
    </section>
  );
}

function Quote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="border-l-2 border-bronze bg-ivory px-4 py-3">
      <figcaption className="label-caps text-muted">{label}</figcaption>
      <blockquote className="mt-2 whitespace-pre-line text-ink">{children}</blockquote>
    </figure>
  );
}

/** A guest: the way in is an account first (the sign-in gate's modal), then the application. */
export function GuestStanding() {
  const { requireSignIn } = useSignInGate();
  return (
    <Panel eyebrow="Your membership" title="Sign in to apply" testId="standing-guest">
      <p>Membership starts with a Patina account. Sign in, or create one, and the application opens.</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={() => requireSignIn({ mode: 'sign-in', next: APPLY })}>
          Sign in
        </Button>
        <Button variant="secondary" onClick={() => requireSignIn({ mode: 'join', next: APPLY })}>
          Create an account
        </Button>
      </div>
    </Panel>
  );
}

export interface MembershipStandingProps {
  membership: Membership;
  now: Date;
  /** A verified member (not an administrator) may leave. */
  canLeave: boolean;
  /** Whether this account may apply (administrators have every right already). */
  canApply: boolean;
  /** On /membership/apply the way to the form is the page itself, not a link. */
  onApplyPage?: boolean;
  onLeft?: () => void;
  onAnswered?: () => void;
}

/** Where the person stands with the club, and what they can do next (issue #17). */
export function MembershipStanding({ membership, now, canLeave, canApply, onApplyPage = false, onLeft, onAnswered }: MembershipStandingProps) {
  const application = membership.application;
  switch (membership.status) {
    case 'not_applied':
      if (!canApply) {
        return (
          <Panel eyebrow="Your membership" title="Your account has every member’s right" testId="standing-staff">
            <p>Administrators can do everything members can, so there is nothing to apply for.</p>
          </Panel>
        );
      }
      return (
        <Panel eyebrow="Your membership" title="You have not applied yet" testId="standing-not-applied">
          <p>The application takes about ten minutes. Your answers are saved as you go, so you can finish it later.</p>
          {onApplyPage ? null : (
            <div>
              <ButtonLink to={APPLY} variant="primary">
                Apply
              </ButtonLink>
            </div>
          )}
        </Panel>
      );
    case 'draft':
      return (
        <Panel eyebrow="Your membership" title="Your application is a draft" testId="standing-draft">
          <p>
            {application ? <>Last saved {formatDate(application.updatedAt)}. </> : null}
            Finish it and submit it when you are ready; nothing is sent to our reviewers before then.
          </p>
          {onApplyPage ? null : (
            <div>
              <ButtonLink to={APPLY} variant="primary">
                Continue your application
              </ButtonLink>
            </div>
          )}
        </Panel>
      );
    case 'in_review':
      return (
        <Panel eyebrow="Your membership" title="Your application is in review" testId="standing-in-review">
          <p>
            {application?.submittedAt ? <>Submitted {formatDate(application.submittedAt)}. </> : null}
            Our team reviews applications in the order they arrive. We will tell you here, and by email, as soon as there is a decision.
          </p>
          {application?.infoRequest && application.infoAnswer ? (
            <>
              <Quote label="We asked">{application.infoRequest}</Quote>
              <Quote label="You answered">{application.infoAnswer}</Quote>
            </>
          ) : null}
        </Panel>
      );
    case 'more_info_requested':
      return (
        <Panel eyebrow="Your membership" title="We need a little more from you" testId="standing-more-info">
          <p>Our reviewer has a question about your application. Your answer sends it back into review.</p>
          {application?.infoRequest ? <Quote label="Our question">{application.infoRequest}</Quote> : null}
          <AnswerForm onAnswered={onAnswered} />
        </Panel>
      );
    case 'member':
      return (
        <Panel eyebrow="Your membership" title="Welcome to the club" testId="standing-member">
          <p>
            You are a member of the Patina club{application?.decidedAt ? <> since {formatDate(application.decidedAt)}</> : null}. Bid in
            auctions, sell your pieces, make offers and message other collectors.
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/sell" variant="primary">
              Sell a piece
            </ButtonLink>
            <ButtonLink to="/auctions" variant="secondary">
              See the auctions
            </ButtonLink>
          </div>
          {canLeave ? (
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-4 text-sm">
              <p>Membership no longer for you?</p>
              <LeaveClubDialog onLeft={onLeft} />
            </div>
          ) : null}
        </Panel>
      );
    case 'declined': {
      const open = mayReapply(membership, now);
      return (
        <Panel eyebrow="Your membership" title="Your application was not accepted" testId="standing-declined">
          {application?.declineReason ? <Quote label="The reason">{application.declineReason}</Quote> : null}
          <p>
            {open ? 'You may apply again now.' : <>You may apply again from {formatDate(membership.reapplyFrom!)}.</>}
            {application?.decidedAt ? <> The decision was made {formatDate(application.decidedAt)}.</> : null}
          </p>
          {open && !onApplyPage ? (
            <div>
              <ButtonLink to={APPLY} variant="primary">
                Apply again
              </ButtonLink>
            </div>
          ) : null}
        </Panel>
      );
    }
    case 'suspended':
      return (
        <Panel eyebrow="Your membership" title="Your membership is suspended" testId="standing-suspended">
          {membership.suspension ? (
            <>
              <Quote label="The reason">{membership.suspension.reason}</Quote>
              <p>Suspended since {formatDate(membership.suspension.since)}.</p>
            </>
          ) : null}
          <p>
            While it is, you can still see your orders, your wishlist and your account, and finish orders already under way. To ask
            about it, reply to any email from Patina: replies reach our team.
          </p>
        </Panel>
      );
  }
}
