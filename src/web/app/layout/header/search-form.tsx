import { forwardRef, useState, type FormEvent, type MouseEventHandler } from 'react';
import { useNavigate } from 'react-router';
import { Camera, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { IMAGE_SEARCH_HREF, searchHref } from '../../../lib/search-href.js';

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
}

/**
 * The header search box: Enter with non-empty trimmed text goes to /search?q=…&page=1
 * (SPEC §5). The instant results dropdown arrives with the search issue.
 */
export const SearchForm = forwardRef<HTMLInputElement, SearchFormProps>(function SearchForm(
  { placeholder, camera = false, autoFocus, defaultValue = '', onNavigate, onInputClick, onValueChange, className, size = 'md' },
  ref,
) {
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(value);
    if (!href) return;
    onNavigate?.();
    navigate(href);
  }

  return (
    <form role="search" onSubmit={submit} className={clsx('relative flex w-full items-center', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 size-4 text-ink-soft" strokeWidth={1.5} />
      <input
        ref={ref}
        type="search"
        name="q"
        aria-label="Search"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        autoFocus={autoFocus}
        value={value}
        onClick={onInputClick}
        onChange={(e) => {
          setValue(e.target.value);
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
            onNavigate?.();
            navigate(IMAGE_SEARCH_HREF);
          }}
          className="absolute right-1 inline-flex size-10 items-center justify-center text-ink-soft transition-colors hover:text-bronze"
        >
          <Camera aria-hidden="true" className="size-[1.125rem]" strokeWidth={1.5} />
        </button>
      ) : null}
    </form>
  );
});
