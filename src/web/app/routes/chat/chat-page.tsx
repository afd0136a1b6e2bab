import { ConversationList } from '../../../features/messaging/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';

/** /chat (members): every conversation, newest first (SPEC §2, §3). */
export function ChatPage() {
  useDocumentTitle('Messages');
  return (
    <Container size="text" className="py-12 md:py-16">
      <div className="border-b border-line pb-6">
        <Eyebrow>Private conversations</Eyebrow>
        <h1 className="mt-3 font-display text-5xl font-medium leading-none md:text-6xl">Messages</h1>
        <p className="mt-4 text-sm text-ink-soft">With buyers and sellers, about the pieces between you. Contact details stay on Patina.</p>
      </div>
      <div className="mt-8">
        <ConversationList />
      </div>
    </Container>
  );
}
