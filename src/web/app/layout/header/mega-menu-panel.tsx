import { forwardRef } from 'react';
import { Link } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight } from 'lucide-react';
import type { MenuSection } from '../../../../shared/catalog/contracts.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import type { MenuTab } from '../../../features/catalog/index.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { Container } from '../../../ui/container.js';
import { capsLinkClasses } from '../../../ui/text-link.js';
import { AgeVeil } from '../../../ui/age-veil.js';
import { useAgeGatedLinks } from '../../../lib/age-gate.js';

function SectionBody({ section, restricted, onNavigate }: { section: MenuSection; restricted: boolean; onNavigate: () => void }) {
  // Fine Living's names stay readable; its pictures wait for the 18+ confirmation (SPEC §5).
  const { verified, linkClick } = useAgeGatedLinks();
  const click = (href: string) => linkClick(href, restricted, onNavigate);
  return (
    <div className="grid grid-cols-[minmax(15rem,18rem)_1fr] gap-12 xl:gap-16">
      <div className="flex flex-col">
        <h2 className="label-caps text-muted">POPULAR</h2>
        <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-2.5">
          {section.popular.map((item) => (
            <li key={item.href + item.name}>
              <Link to={item.href} onClick={click(item.href)} className="text-sm text-ink transition-colors hover:text-bronze">
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={section.see_all_href} onClick={click(section.see_all_href)} className={capsLinkClasses('mt-8 self-start border-b border-ink pb-1 hover:border-bronze')}>
          SEE ALL
          <ArrowRight aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
        </Link>
      </div>
      <ul className="grid max-w-[46rem] grid-cols-4 gap-x-5 gap-y-6 justify-self-end w-full">
        {section.tiles.map((tile) => (
          <li key={tile.href + tile.name}>
            <Link to={tile.href} onClick={click(tile.href)} className="group block">
              {restricted && !verified ? (
                <AgeVeil name={tile.name} small />
              ) : (
                <FramedImage src={imageAtWidth(tile.image, 200)} alt="" width={200} height={200} loading="eager"
                  className="transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.04]" />
              )}
              <span className="mt-2.5 block text-[0.8125rem] leading-snug text-ink group-hover:text-bronze">{tile.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-[minmax(15rem,18rem)_1fr] gap-12 xl:gap-16">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-3 w-20" />
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="h-3.5 w-32" />)}
      </div>
      <div className="grid w-full max-w-[46rem] grid-cols-4 gap-5 justify-self-end">
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="aspect-square w-full" />)}
      </div>
    </div>
  );
}

export interface MegaMenuPanelProps {
  id: string;
  categoryName: string;
  sections: Map<string, MenuSection> | null;
  sectionKey: string;
  tabs: readonly MenuTab[] | undefined;
  failed: boolean;
  categoryHref: string;
  /** Fine Living: links ask for the 18+ confirmation and pictures wait for it. */
  restricted: boolean;
  onNavigate: () => void;
}

/**
 * One category's mega-menu (SPEC §2): POPULAR names, SEE ALL and an image tile grid; Vehicles
 * and Fine Living split into tabs.
 */
export const MegaMenuPanel = forwardRef<HTMLDivElement, MegaMenuPanelProps>(function MegaMenuPanel(
  { id, categoryName, sections, sectionKey, tabs, failed, categoryHref, restricted, onNavigate },
  ref,
) {
  let body;
  if (failed) {
    body = (
      <p className="text-sm text-ink-soft">
        The {categoryName} menu could not load.{' '}
        <Link to={categoryHref} onClick={onNavigate} className="text-ink underline underline-offset-4 hover:text-bronze">
          Browse all of {categoryName}
        </Link>
        .
      </p>
    );
  } else if (!sections) {
    body = <PanelSkeleton />;
  } else if (tabs) {
    body = (
      <Tabs.Root defaultValue={tabs[0]?.key} className="flex flex-col gap-8">
        <Tabs.List aria-label={categoryName} className="flex gap-8 border-b border-line">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.key}
              value={tab.key}
              className="label-caps relative -mb-px h-10 border-b border-transparent text-ink-soft transition-colors hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => {
          const section = sections.get(tab.key);
          return (
            <Tabs.Content key={tab.key} value={tab.key}>
              {section ? <SectionBody section={section} restricted={restricted} onNavigate={onNavigate} /> : <p className="text-sm text-ink-soft">Nothing to show here yet.</p>}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    );
  } else {
    const section = sections.get(sectionKey);
    body = section ? <SectionBody section={section} restricted={restricted} onNavigate={onNavigate} /> : <p className="text-sm text-ink-soft">Nothing to show here yet.</p>;
  }

  return (
    <div
      ref={ref}
      id={id}
      data-testid="mega-menu"
      aria-label={`${categoryName} menu`}
      role="region"
      className="absolute inset-x-0 top-full z-40 border-b border-t border-line bg-ivory shadow-[0_28px_48px_-28px_rgba(26,26,26,0.22)] motion-safe:animate-drop-in"
    >
      <Container className="py-10">{body}</Container>
    </div>
  );
});
