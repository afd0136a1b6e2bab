import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { Eyebrow } from '../../../ui/eyebrow.js';

const LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/applications', label: 'Applications', end: false },
  { to: '/admin/members', label: 'Members', end: false },
  { to: '/admin/payments', label: 'Payments', end: false },
  { to: '/admin/disputes', label: 'Disputes', end: false },
  { to: '/admin/payouts', label: 'Payouts', end: false },
  { to: '/admin/ledger', label: 'Ledger', end: false },
  { to: '/admin/concierge', label: 'Concierge', end: false },
  { to: '/admin/community', label: 'Community', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
];

/** The admin pages' heading and their own navigation, the current page marked. */
export function AdminHeader({
  title, intro, headingRef, eyebrow = 'Administration',
}: { title: string; intro?: ReactNode; headingRef?: React.Ref<HTMLHeadingElement>; eyebrow?: string }) {
  return (
    <div className="border-b border-line pb-6">
      <nav aria-label="Administration">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={l.end}
                className={({ isActive }) =>
                  clsx('label-caps underline-offset-4 hover:text-bronze', isActive ? 'text-ink underline decoration-bronze' : 'text-muted')
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Eyebrow className="mt-8">{eyebrow}</Eyebrow>
      <h1 ref={headingRef} tabIndex={-1} className="mt-3 font-display text-4xl font-medium leading-none focus:outline-none md:text-5xl">
        {title}
      </h1>
      {intro ? <div className="mt-4 max-w-2xl text-sm leading-6 text-ink-soft">{intro}</div> : null}
    </div>
  );
}
