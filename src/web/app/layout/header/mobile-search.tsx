import { useState } from 'react';
import { useLocation } from 'react-router';
import { deferred } from '../../../lib/deferred.js';
import type { MobileSearchOverlayProps } from './mobile-search-overlay.js';
import { MOBILE_SEARCH_PLACEHOLDER, SearchForm } from './search-form.js';

// The overlay (Radix Dialog with it) loads once the page is idle, or when the box is touched
// first, not with the first paint (#10 item 17). Until it is there, the row's box takes the
// typing (and Enter); the overlay opens with the text typed so far.
export const MobileSearchOverlay = deferred<MobileSearchOverlayProps>(async () => (await import('./mobile-search-overlay.js')).MobileSearchOverlay);

/**
 * The mobile search row and its full-screen overlay (SPEC §2): tapping the box opens the
 * overlay with the popular searches; typing shows instant results (6 in the row's dropdown,
 * 8 in the overlay) and Enter searches straight away either way.
 */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const { pathname, search } = useLocation();

  const location = pathname + search;
  const [shownFor, setShownFor] = useState(location);
  if (shownFor !== location) {
    setShownFor(location);
    setOpen(false);
  }

  return (
    <div className="px-5 pb-3 md:hidden">
      {/* While the overlay is open its own box takes over; this one stays as it was. */}
      <SearchForm
        key={open ? 'overlay-open' : 'overlay-closed'}
        placeholder={MOBILE_SEARCH_PLACEHOLDER}
        camera
        defaultValue={draft}
        onValueChange={setDraft}
        onInputClick={() => {
          if (MobileSearchOverlay.loaded) setOpen(true);
          else void MobileSearchOverlay.load().then(() => setOpen(true), () => undefined);
        }}
      />
      {/* Loaded once the page is idle (mounted from then on, drawing nothing while closed). */}
      <MobileSearchOverlay open={open} onOpenChange={setOpen} draft={draft} onDraftChange={setDraft} />
    </div>
  );
}
