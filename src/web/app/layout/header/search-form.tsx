import { forwardRef, lazy, Suspense, useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEventHandler } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Camera, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { IMAGE_SEARCH_HREF, searchHref } from '../../../lib/search-href.js';
import { type DropdownVariant, loadSearchDropdown, type SearchDropdownHandle, useSearchPrefetch } from '../../../features/search/index.js';
import { BLUR_CLOSE_MS } from '../../../../shared/search/constants.js';
import { afterFirstPaint } from '../../../lib/deferred.js';

export const MOBILE_SEARCH_PLACEHOLDER = 'Search for or take a photo of it';

export interface SearchFormProps {
  placeholder: string;
  /** Offer "Search by photo" (image search opens at /search?mode=image). */
  camera?: boolean;
  autoFocus?: boolean;
  defaultValue?: string;
  /** Called after a search or photo search has been started (e.g. to close an overlay). */
  onNavigate?: () => void;
  onInputClick?: MouseEventHandler<HTMLInputElement>;
  onValueChange?: (value: string) => void;
  className?: string;
  size?: 'md' | 'lg';
  /**
   * The instant results panel under the box (SPEC §2, §4): 'desktop' (4 columns), 'mobile'
   * (a 6-card dropdown), 'fullscreen' (8 cards in the overlay), or 'off'. By default boxes
   * with the camera are mobile ones.
   */
  instant?: DropdownVariant | 'off';
}

// The instant results panel loads when the box is first focused, not with the first paint (#10 item 17).
const loadDropdown = loadSearchDropdown;
const SearchDropdown = lazy(async () => ({ default: (await loadDropdown()).SearchDropdown }));

/**
 * The header search box: as you type, instant results in a panel (debounced, cached); Enter
 * with non-empty trimmed text goes to /search?q=…&page=1 (SPEC §5). The panel closes on
 * Escape, an outside click, clearing, navigation, and 200 ms after the box loses focus.
 * ArrowDown goes from the box to the first result card (and opens the panel if it was
 * closed); Escape from a card comes back to the box and closes the panel.
 */
export const SearchForm = forwardRef<HTMLInputElement, SearchFormProps>(function SearchForm(
  { placeholder, camera = false, autoFocus, defaultValue = '', onNavigate, onInputClick, onValueChange, className, size = 'md', instant },
  ref,
) {
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const variant = instant ?? (camera ? 'mobile' : 'desktop');
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const dropdown = useRef<SearchDropdownHandle>(null);
  useImperativeHandle(ref, () => input.current!, []);
  const panelId = useId();
  useSearchPrefetch();
  // Fetched once the page is idle, so a visitor who types sees the panel (and its loading state) at once.
  useEffect(() => {
    void afterFirstPaint()
      .then(loadDropdown)
      .catch(() => undefined);
  }, []);

  // Navigation closes the panel.
  const { pathname, search } = useLocation();
  const location = pathname + search;
  const [shownFor, setShownFor] = useState(location);
  if (shownFor !== location) {
    setShownFor(location);
    setOpen(false);
  }

  // An outside click closes the panel.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const panel = variant === 'off' ? null : variant;
  const showPanel = open && panel !== null && value.trim().length > 0;

  function close() {
    setOpen(false);
  }

  function done() {
    setOpen(false);
    onNavigate?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(value);
    if (!href) return;
    done();
    void navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && showPanel) {
      event.stopPropagation();
      // From a card, focus comes back to the box (which would reopen the panel: close after).
      if (document.activeElement !== input.current) input.current?.focus();
      setOpen(false);
    }
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown' || panel === null || value.trim().length === 0) return;
    event.preventDefault();
    if (!showPanel) setOpen(true);
    else dropdown.current?.focusFirstResult();
  }

  return (
    <div ref={container} onKeyDown={onKeyDown} className={clsx('relative w-full', className)}>
      {/* A real form: before the app's scripts run, Enter still searches (#39 §1). */}
      <form role="search" action="/search" method="get" onSubmit={submit} className="relative flex w-full items-center">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 size-4 text-ink-soft" strokeWidth={1.5} />
        <input
          ref={input}
          type="search"
          name="q"
          aria-label="Search"
          aria-controls={showPanel ? panelId : undefined}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          autoFocus={autoFocus}
          value={value}
          onClick={onInputClick}
          // A tap before the scripts opens the overlay once they run (src/web/lib/early-input.ts).
          data-early={onInputClick ? '' : undefined}
          onKeyDown={onInputKeyDown}
          onFocus={() => {
            void loadDropdown();
            setOpen(true);
          }}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next && container.current?.contains(next)) return;
            window.setTimeout(() => {
              if (!container.current?.contains(document.activeElement)) setOpen(false);
            }, BLUR_CLOSE_MS);
          }}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(e.target.value.trim().length > 0);
            onValueChange?.(e.target.value);
          }}
          className={clsx(
            'w-full border border-line-strong bg-ivory pl-10 text-sm text-ink placeholder:text-muted transition-colors hover:border-ink/60 focus-visible:border-ink',
            size === 'lg' ? 'h-12' : 'h-11',
            camera ? 'pr-12' : 'pr-4',
          )}
        />
        {camera ? (
          <button
            type="button"
            aria-label="Search by photo"
            onClick={() => {
              done();
              void navigate(IMAGE_SEARCH_HREF);
            }}
            className="absolute right-1 inline-flex size-10 items-center justify-center text-ink-soft transition-colors hover:text-bronze"
          >
            <Camera aria-hidden="true" className="size-[1.125rem]" strokeWidth={1.5} />
          </button>
        ) : null}
      </form>
      {showPanel && panel ? (
        <Suspense fallback={null}>
          <SearchDropdown
            ref={dropdown}
            id={panelId}
            value={value}
            variant={panel}
            onClose={close}
            onNavigate={done}
            onReturnToBox={() => input.current?.focus()}
          />
        </Suspense>
      ) : null}
    </div>
  );
});
