import { Link } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { clsx } from 'clsx';
import { useProfileSummary } from '../api/get-profile-summary.js';
import { useSignOut } from '../api/sign-out.js';
import { useViewer } from '../hooks/use-viewer.js';
import { AccountMenuButton } from './account-menu-button.js';
import { RoleBadge } from './role-badge.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

export interface AccountLink {
  label: string;
  href: string;
}

const itemClass =
  'flex min-h-10 cursor-pointer items-center px-4 text-sm text-ink outline-none data-[highlighted]:bg-ivory-deep data-[highlighted]:text-bronze';

/**
 * The account dropdown (SPEC §2, §6, §9): name, email, badge, activity counts, links, staff
 * entries by role, and Sign out. Radix closes it on outside click and Escape.
 */
function leaveForHome(): Promise<void> {
  window.location.assign('/');
  // The page is going away: nothing after this needs to run.
  return new Promise<void>(() => {});
}

export interface AccountMenuProps {
  links: readonly AccountLink[];
  compact?: boolean;
  /** Open on first render (its button was clicked while the menu's code loaded). */
  defaultOpen?: boolean;
}

export function AccountMenu({ links, compact = false, defaultOpen = false }: AccountMenuProps) {
  const { viewer, role, displayName } = useViewer();
  // Signing out loads the home page afresh: every member-only page, query and timer of the
  // session goes with it, so nothing left on screen can refetch as a guest, meet a 401 and
  // open the sign-in modal on the way out (issue #10 item 15).
  const signOut = useSignOut({ leave: () => leaveForHome() });
  // The real counts (issue 13); a dash while they load or if they cannot.
  const summary = useProfileSummary({ enabled: viewer !== null });
  if (!viewer) return null;
  const count = (n: number | undefined) => (n === undefined ? '–' : formatGrouped(n));

  const staff: AccountLink[] = [];
  if (role === 'admin') staff.push({ label: 'Admin Dashboard', href: '/admin' });
  if (viewer.expertise.length > 0) staff.push({ label: 'Expert Reviews', href: '/admin/expert-approval' });

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuButton compact={compact} />
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the header's landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        data-testid="account-menu"
        className="z-50 w-72 border border-line bg-ivory py-2 shadow-xl motion-safe:animate-drop-in"
      >
        <div className="px-4 pb-3 pt-2">
          <p data-testid="account-name" className="truncate font-medium text-ink">{displayName}</p>
          <p data-testid="account-email" className="truncate text-sm text-ink-soft">{viewer.email}</p>
          <div className="mt-2">
            <RoleBadge role={role} />
          </div>
          <p data-testid="account-stats" className="mt-3 text-xs text-muted">
            {`Purchases ${count(summary.data?.purchases)} · Sales ${count(summary.data?.sales)} · Offers ${count(summary.data?.offers)}`}
          </p>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        {links.map((link) => (
          <DropdownMenu.Item key={link.href} asChild className={itemClass}>
            <Link to={link.href}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
        {staff.length > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-line" /> : null}
        {staff.map((link) => (
          <DropdownMenu.Item key={link.href} asChild className={itemClass}>
            <Link to={link.href}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item
          className={clsx(itemClass, 'gap-2')}
          disabled={signOut.isPending}
          onSelect={() => {
            signOut.mutate();
          }}
        >
          <LogOut aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
