import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../../shared/dates.js';
import type { Review } from '../../../../shared/membership/contracts.js';
import { APPLICATION_STATE_LABELS, categoryName, countryName } from '../format.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="label-caps text-muted">{label}</dt>
      <dd className="break-words text-sm leading-6 text-ink">{children}</dd>
    </div>
  );
}

const none = <span className="text-muted">Not given</span>;

/** Everything the applicant told the club, and where the application stands. */
export function ApplicationSummary({ review }: { review: Review }) {
  const { application: a, applicant } = review;
  return (
    <dl>
      <Row label="State">
        <span data-testid="application-state">{APPLICATION_STATE_LABELS[a.state]}</span>
      </Row>
      <Row label="Legal name">{a.legalName || none}</Row>
      <Row label="Account">
        {applicant.email}
        <span className="block text-xs text-muted">
          {applicant.name ? `${applicant.name} · ` : ''}Account opened {formatDate(applicant.createdAt)}
        </span>
      </Row>
      <Row label="Country">{a.country ? countryName(a.country) : none}</Row>
      <Row label="Date of birth">{a.dateOfBirth ? formatDate(a.dateOfBirth) : none}</Row>
      <Row label="Phone">
        {a.phone ? (
          <>
            {a.phone} <span className={a.phoneVerified ? 'text-rise' : 'text-fall'}>{a.phoneVerified ? '(verified)' : '(not verified)'}</span>
          </>
        ) : (
          none
        )}
      </Row>
      <Row label="Collects">{a.interests.categories.length > 0 ? a.interests.categories.map(categoryName).join(', ') : none}</Row>
      <Row label="Houses">{a.interests.houses.length > 0 ? a.interests.houses.join(', ') : none}</Row>
      <Row label="Buys and sells today">{a.buyingAndSelling ? <span className="whitespace-pre-line">{a.buyingAndSelling}</span> : none}</Row>
      <Row label="Club rules">{a.rulesAcceptedAt ? `Accepted ${formatDateTime(a.rulesAcceptedAt)}` : 'Not accepted yet'}</Row>
      <Row label="Submitted">{a.submittedAt ? formatDateTime(a.submittedAt) : 'Not submitted yet'}</Row>
      {a.infoRequest ? (
        <Row label="Information requested">
          <span className="whitespace-pre-line">{a.infoRequest}</span>
        </Row>
      ) : null}
      {a.infoRequest ? (
        <Row label="Applicant’s answer">{a.infoAnswer ? <span className="whitespace-pre-line">{a.infoAnswer}</span> : <span className="text-muted">No answer yet</span>}</Row>
      ) : null}
      {a.declineReason ? (
        <Row label="Reason for the decline">
          <span className="whitespace-pre-line">{a.declineReason}</span>
        </Row>
      ) : null}
      {a.decidedAt ? <Row label="Decided">{formatDateTime(a.decidedAt)}</Row> : null}
    </dl>
  );
}
