import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addItemHref, ImageSearchDialog } from '../../../features/image-search/index.js';
import { setPendingItem } from '../selling/pending-item.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { Button } from '../../../ui/button.js';

/**
 * /search?mode=image: where the header's and mobile search's camera buttons go. The image-search
 * dialog opens at once; closed, the page offers to open it again. Its add-item form opens /sell
 * with the piece and the photo as a draft.
 */
export function ImageSearchPage() {
  useDocumentTitle('Search by photo');
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <Container className="py-14">
      <section aria-labelledby="image-search-heading">
        <h1 id="image-search-heading" className="font-display text-4xl font-medium">Search by photo</h1>
        <p className="mt-3 text-ink-soft">Find a piece from a photo, your camera or a link.</p>
        <Button variant="primary" className="mt-6" onClick={() => setOpen(true)}>Open image search</Button>
      </section>
      <ImageSearchDialog
        open={open}
        onOpenChange={setOpen}
        onAddItem={(item) => {
          // /sell makes it a draft with the photo (after signing in, if need be).
          setPendingItem(item);
          void navigate(addItemHref(item));
        }}
      />
    </Container>
  );
}
