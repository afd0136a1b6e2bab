import { useParams } from 'react-router';
import { useViewer } from '../../../features/accounts/index.js';
import { ConversationView } from '../../../features/messaging/index.js';
import { Container } from '../../../ui/container.js';
import { NotFoundPage } from '../errors/not-found-page.js';

const ID = /^[1-9][0-9]{0,14}$/;

/**
 * /chat/{conversationId} (members; the route gate has asked). Another member's conversation,
 * or one that does not exist, is simply not found (the server answers 404 for both).
 */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const { viewer } = useViewer();
  const missing = <NotFoundPage what={`There is no conversation “${conversationId}” in your messages.`} />;
  if (!ID.test(conversationId)) return missing;
  if (!viewer) return null;
  return (
    <Container size="text" className="py-8 md:py-12">
      {/* Keyed: another conversation starts with its own scroll, receipts and announcements. */}
      <ConversationView key={conversationId} conversationId={Number(conversationId)} viewerId={viewer.id} notFound={missing} />
    </Container>
  );
}
