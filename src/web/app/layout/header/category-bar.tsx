import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { isAgeRestricted, type CategorySlug } from '../../../../shared/catalog/categories.js';
import { useAgeGatedLinks } from '../../../lib/age-gate.js';
import { CATEGORY_LINKS, MENU_TABS, useMenu } from '../../../features/catalog/index.js';
import { Container } from '../../../ui/container.js';
import { inCategory } from '../nav-data.js';
import { afterFirstPaint } from '../../../lib/deferred.js';

// The panels (Radix Tabs with them) load once the page is idle, not with the first paint (#10 item 17).
const loadPanel = () => import('./mega-menu-panel.js');
const MegaMenuPanel = lazy(async () => ({ default: (await loadPanel()).MegaMenuPanel }));

/** Hover intent before a menu opens from nothing, and the grace after the mouse leaves. */
const OPEN_DELAY_MS = 60;
const CLOSE_GRACE_MS = 120;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The desktop category bar with its mega-menus (SPEC §2): a menu opens on hover, closes when
 * the mouse leaves, only one is open at a time. Keyboard: ArrowDown on a category (or its
 * "menu" button) opens the panel and moves into it; Escape closes it and returns focus.
 */
export function CategoryBar() {
  const { pathname } = useLocation();
  const { linkClick } = useAgeGatedLinks();
  const [open, setOpen] = useState<CategorySlug | null>(null);
  const [wanted, setWanted] = useState(false);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusInto = useRef(false);
  const panelRef = useRef<HTMLDivElement | null>(null);
  // The panel mounts once its code is there (loaded when idle, or on first opening): the
  // keyboard's focus moves into it then.
  const [panelElement, setPanelElement] = useState<HTMLDivElement | null>(null);
  const panelMounted = useCallback((element: HTMLDivElement | null) => {
    panelRef.current = element;
    setPanelElement(element);
  }, []);
  useEffect(() => {
    void afterFirstPaint()
      .then(loadPanel)
      .catch(() => undefined);
  }, []);
  const linkRefs = useRef(new Map<CategorySlug, HTMLAnchorElement>());

  // Desktop visitors are likely to open a menu: fetch the lists once the page is idle.
  useEffect(() => {
    if (window.matchMedia?.('(min-width: 768px)').matches) {
      const id = window.setTimeout(() => setWanted(true), 1500);
      return () => window.clearTimeout(id);
    }
    return undefined;
  }, []);
  const menu = useMenu({ enabled: wanted || open !== null });
  const sections = useMemo(() => (menu.data ? new Map(menu.data.sections.map((s) => [s.key, s])) : null), [menu.data]);

  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);

  const openRef = useRef<CategorySlug | null>(null);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const close = useCallback(
    (returnFocus = false) => {
      clearTimers();
      const current = openRef.current;
      if (returnFocus && current) linkRefs.current.get(current)?.focus();
      setOpen(null);
    },
    [clearTimers],
  );

  // A navigation closes any open menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(null);
  }

  useEffect(() => () => clearTimers(), [clearTimers]);

  // Escape closes the menu wherever focus is; focus returns to the category if it was inside.
  useEffect(() => {
    if (!open) return undefined;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const inside = panelRef.current?.contains(document.activeElement) ?? false;
      const onTrigger = open ? linkRefs.current.get(open)?.parentElement?.contains(document.activeElement) ?? false : false;
      close(inside || onTrigger);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  // After opening from the keyboard, move focus to the panel's first link.
  useEffect(() => {
    if (!open || !focusInto.current) return;
    // While the lists load the panel has nothing to focus; try again once they arrive.
    const first = panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    if (!first) return;
    focusInto.current = false;
    first.focus();
  }, [open, sections, panelElement]);

  // The slug a hover is opening or has opened: moving within one item does not restart the delay.
  const hovering = useRef<CategorySlug | null>(null);

  /**
   * Opens on a pointer that moves over an item, not on one that merely finds itself there: a
   * menu closing above the bar (the currency menu) must not open a mega-menu under a still
   * pointer (issue #10 item 10).
   */
  function pointerMoved(event: PointerEvent<HTMLLIElement>, slug: CategorySlug) {
    if (event.pointerType === 'touch' || hovering.current === slug) return;
    hovering.current = slug;
    hoverOpen(slug);
  }

  function hoverOpen(slug: CategorySlug) {
    focusInto.current = false;
    window.clearTimeout(closeTimer.current);
    window.clearTimeout(openTimer.current);
    if (open) {
      setOpen(slug);
    } else {
      openTimer.current = window.setTimeout(() => setOpen(slug), OPEN_DELAY_MS);
    }
  }

  function hoverLeave() {
    hovering.current = null;
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), CLOSE_GRACE_MS);
  }

  function keyboardOpen(slug: CategorySlug) {
    clearTimers();
    focusInto.current = true;
    setOpen(slug);
  }

  function onTriggerKey(event: ReactKeyboardEvent, slug: CategorySlug) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      keyboardOpen(slug);
    }
  }

  return (
    <nav aria-label="Categories" className="relative hidden border-t border-line md:block" onMouseLeave={hoverLeave}>
      <Container>
        <ul className="flex h-12 items-stretch justify-between xl:justify-center xl:gap-6">
          {CATEGORY_LINKS.map((category) => {
            const isOpen = open === category.slug;
            const current = inCategory(pathname, category.slug);
            const panelId = `mega-menu-${category.slug}`;
            return (
              <li
                key={category.slug}
                className="flex items-stretch"
                onPointerMove={(event) => pointerMoved(event, category.slug)}
                onBlur={(event) => {
                  // Tabbing out closes the panel; a click on empty space (no new focus) does not.
                  const next = event.relatedTarget as Node | null;
                  if (isOpen && next && !event.currentTarget.contains(next)) close();
                }}
              >
                <Link
                  ref={(el) => {
                    if (el) linkRefs.current.set(category.slug, el);
                    else linkRefs.current.delete(category.slug);
                  }}
                  to={category.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={linkClick(category.href, isAgeRestricted(category.slug))}
                  onKeyDown={(e) => onTriggerKey(e, category.slug)}
                  className={clsx(
                    'label-caps relative flex items-center whitespace-nowrap px-1 tracking-[0.1em] transition-colors lg:px-2 lg:tracking-[var(--tracking-label)] xl:px-3',
                    isOpen || current ? 'text-ink' : 'text-ink-soft hover:text-ink',
                    'after:absolute after:inset-x-1 after:bottom-0 lg:after:inset-x-2 xl:after:inset-x-3 after:h-px after:origin-left after:bg-ink after:transition-transform after:duration-200',
                    isOpen || current ? 'after:scale-x-100' : 'after:scale-x-0',
                  )}
                >
                  {category.name}
                </Link>
                <button
                  type="button"
                  aria-label={`${category.name} menu`}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  onClick={() => (isOpen ? close() : keyboardOpen(category.slug))}
                  onKeyDown={(e) => onTriggerKey(e, category.slug)}
                  className="sr-only focus-visible:not-sr-only focus-visible:flex focus-visible:w-5 focus-visible:items-center focus-visible:justify-center"
                >
                  <ChevronDown aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
                </button>
                {isOpen ? (
                  <Suspense fallback={null}>
                    <MegaMenuPanel
                      ref={panelMounted}
                      id={panelId}
                      categoryName={category.name}
                      categoryHref={category.href}
                      restricted={isAgeRestricted(category.slug)}
                      sectionKey={category.slug}
                      tabs={MENU_TABS[category.slug]}
                      sections={sections}
                      failed={menu.isError}
                      onNavigate={() => close()}
                    />
                  </Suspense>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Container>
    </nav>
  );
}
