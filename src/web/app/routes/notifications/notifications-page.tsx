import { NotificationCenter } from '../../../features/notifications/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';

/** /notifications (signed in): every notification, filters and pages (SPEC §2). */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  return (
    <Container size="text" className="py-12 md:py-16">
      <div className="border-b border-line pb-6">
        <Eyebrow>Your news</Eyebrow>
        <h1 className="mt-3 font-display text-5xl font-medium leading-none md:text-6xl">Notifications</h1>
      </div>
      <div className="mt-8">
        <NotificationCenter />
      </div>
    </Container>
  );
}
