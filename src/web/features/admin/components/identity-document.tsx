import { useState } from 'react';
import { formatDate } from '../../../../shared/dates.js';
import { DOCUMENT_RETENTION_DAYS, type Application } from '../../../../shared/membership/contracts.js';

const DAY_MS = 86_400_000;

/** What happens to the document: kept while the application is open, deleted after the decision. */
function retentionNote(application: Application): string {
  if (application.decidedAt) {
    const deletion = new Date(new Date(application.decidedAt).getTime() + DOCUMENT_RETENTION_DAYS * DAY_MS);
    return `The document is deleted ${DOCUMENT_RETENTION_DAYS} days after the decision, on ${formatDate(deletion)}.`;
  }
  return `The document is deleted ${DOCUMENT_RETENTION_DAYS} days after the decision. Only reviewers can see it.`;
}

/**
 * The applicant's identity document, served to reviewers only (same origin, the session's
 * cookie). If it cannot be shown (deleted after the retention period), the page says so.
 */
export function IdentityDocument({ application, src }: { application: Application; src: string }) {
  const [failed, setFailed] = useState(false);
  const name = application.legalName || 'the applicant';
  return (
    <figure>
      {!application.document ? (
        <p className="border border-line px-5 py-6 text-sm text-ink-soft">No identity document has been uploaded.</p>
      ) : failed ? (
        <p role="alert" className="border border-line px-5 py-6 text-sm text-ink-soft">
          The document could not be shown. It may have been deleted after the retention period.
        </p>
      ) : (
        <img
          src={src}
          alt={`Identity document of ${name}`}
          onError={() => setFailed(true)}
          className="max-h-[32rem] w-full border border-line bg-ivory-deep object-contain"
        />
      )}
      <figcaption className="mt-3 text-xs leading-5 text-muted">
        {application.document ? `Uploaded ${formatDate(application.document.uploadedAt)}. ` : ''}
        {retentionNote(application)}
      </figcaption>
    </figure>
  );
}
