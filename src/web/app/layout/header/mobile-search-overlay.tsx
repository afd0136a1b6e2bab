import { useRef } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, ArrowUpRight } from 'lucide-react';
import { CATEGORY_LINKS } from '../../../features/catalog/index.js';
import { searchHref } from '../../../lib/search-href.js';
import { POPULAR_SEARCHES } from '../nav-data.js';
import { MOBILE_SEARCH_PLACEHOLDER, SearchForm } from './search-form.js';

export interface MobileSearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text typed so far, shared with the row's box. */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/** mobile-search.tsx's full-screen overlay: the box with 8 instant results, or the popular searches and the categories. */
export function MobileSearchOverlay({ open, onOpenChange, draft, onDraftChange }: MobileSearchOverlayProps) {
  const done = () => onOpenChange(false);
  const overlayInput = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            overlayInput.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ivory motion-safe:animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          {/* items-start: with results open the box grows downwards and the back arrow stays
              at the top beside it, not floating mid-screen (issue #10 item 9). */}
          <div className="flex items-start gap-2 border-b border-line px-3 py-3">
            <Dialog.Close asChild>
              <button type="button" aria-label="Close search" className="inline-flex size-11 shrink-0 items-center justify-center text-ink">
                <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </button>
            </Dialog.Close>
            <SearchForm
              ref={overlayInput}
              placeholder={MOBILE_SEARCH_PLACEHOLDER}
              camera
              defaultValue={draft}
              onValueChange={onDraftChange}
              onNavigate={done}
              instant="fullscreen"
            />
          </div>
          {/* While there is text, the overlay's box shows its results in place of the lists. */}
          {draft.trim() ? null : (
            <>
              <section aria-labelledby="popular-searches" className="px-6 pt-8">
                <h2 id="popular-searches" className="label-caps text-muted">
                  Popular searches
                </h2>
                <ul className="mt-3">
                  {POPULAR_SEARCHES.map((term) => (
                    <li key={term} className="border-b border-line">
                      <Link to={searchHref(term) ?? '/search'} onClick={done} className="flex min-h-13 items-center justify-between font-display text-2xl">
                        {term}
                        <ArrowUpRight aria-hidden="true" className="size-4 text-ink-soft" strokeWidth={1.5} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="search-browse" className="px-6 pb-10 pt-10">
                <h2 id="search-browse" className="label-caps text-muted">
                  Browse categories
                </h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {CATEGORY_LINKS.map((category) => (
                    <li key={category.slug}>
                      <Link to={category.href} onClick={done} className="inline-flex h-9 items-center border border-line-strong px-3.5 text-[0.8125rem] hover:border-ink">
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
