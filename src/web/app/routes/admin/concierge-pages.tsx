import { Link, useParams } from 'react-router';
import { AdminHeader } from '../../../features/admin/index.js';
import { ConciergeInbox, ConciergeThread } from '../../../features/assistant/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { textLinkClasses } from '../../../ui/text-link.js';

/** /admin/concierge (admins): the concierge's conversations; every admin answers them as the concierge. */
export function ConciergeInboxPage() {
  useDocumentTitle('Concierge');
  return (
    <Container className="py-12 md:py-16">
      <AdminHeader title="Concierge" intro="Members who asked the assistant for a person. Reply as Patina Concierge; each reply is recorded with your name." />
      <ConciergeInbox />
    </Container>
  );
}

/** /admin/concierge/:id (admins): one conversation and the reply form. */
export function ConciergeThreadPage() {
  useDocumentTitle('Concierge conversation');
  const raw = useParams().id ?? '';
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null;
  return (
    <Container className="py-12 md:py-16">
      <AdminHeader title="Concierge" />
      <p className="mt-6 text-sm">
        <Link to="/admin/concierge" className={textLinkClasses()}>All conversations</Link>
      </p>
      {id === null ? <p role="alert" className="mt-6 text-sm text-fall">There is no conversation {raw}.</p> : <ConciergeThread conversationId={id} />}
    </Container>
  );
}
