import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ImageSearchDialog } from '../../../features/image-search/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { Button } from '../../../ui/button.js';

/**
 * /search?mode=image: where the header's and mobile search's camera buttons go. The image-search
 * dialog opens at once; closed, the page offers to open it again.
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
      <ImageSearchDialog open={open} onOpenChange={setOpen} onAddItem={(href) => void navigate(href)} />
    </Container>
  );
}
