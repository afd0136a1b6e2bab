import { Link } from 'react-router';
import type { CommunityHome as Home } from '../../../../shared/community/contracts.js';
import { relativeTime } from '../../../../shared/dates.js';
import { useNow } from '../../../lib/use-now.js';
import { SectionHeading } from '../../../ui/section-heading.js';
import { EntryList } from './entry-list.js';

/** `/community`: the followed members' newest entries, the member's own drafts and work, and who responded. */
export function CommunityHome({ home }: { home: Home }) {
  const now = useNow(60_000);
  return (
    <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="community-feed" className="flex flex-col gap-4">
        <SectionHeading id="community-feed" title="From members you follow" />
        <EntryList entries={home.feed} empty="Nothing new from the members you follow. Follow collectors from their pages to read their journals here." />
      </section>
      <div className="flex flex-col gap-10">
        <section aria-labelledby="community-activity" className="flex flex-col gap-3">
          <h2 id="community-activity" className="font-display text-2xl font-medium">Recent activity</h2>
          {home.activity.length === 0 ? <p className="text-sm text-ink-soft">No followers, appreciations or comments yet.</p> : (
            <ul className="flex flex-col gap-2 text-sm">
              {home.activity.map((a, i) => (
                <li key={i}>
                  {a.member.handle ? <Link to={`/members/${a.member.handle}`} className="hover:text-bronze">{a.member.name}</Link> : a.member.name}{' '}
                  {a.entry_id === null ? 'started following you' : (
                    <>
                      {a.kind === 'appreciated' ? 'appreciated' : 'commented on'}{' '}
                      <Link to={`/community/journals/${a.entry_id}`} className="underline underline-offset-4 hover:text-bronze">{a.entry_title}</Link>
                    </>
                  )}
                  <span className="text-muted"> · {relativeTime(a.at, now)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="community-drafts" className="flex flex-col gap-3">
          <h2 id="community-drafts" className="font-display text-2xl font-medium">Your drafts</h2>
          <EntryList entries={home.drafts} empty="No drafts." />
        </section>
        <section aria-labelledby="community-published" className="flex flex-col gap-3">
          <h2 id="community-published" className="font-display text-2xl font-medium">Your published entries</h2>
          <EntryList entries={home.published} empty="You have not published an entry yet." />
        </section>
      </div>
    </div>
  );
}
