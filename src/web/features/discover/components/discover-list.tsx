import { Link } from 'react-router';
import { clsx } from 'clsx';
import { DISCOVER_SORT_LABELS, DISCOVER_SORTS, type DiscoverPage, type Suggestion } from '../../../../shared/discover/contracts.js';
import { relativeTime } from '../../../../shared/dates.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { useNow } from '../../../lib/use-now.js';
import { Select } from '../../../ui/select.js';
import type { DiscoverChoice } from '../api/discover.js';

const plural = (n: number, one: string) => `${formatGrouped(n)} ${one}${n === 1 ? '' : 's'}`;

/** Sort buttons and the category / house filter (one at a time). */
export function DiscoverFilters({ choice, data, onChange }: { choice: DiscoverChoice; data: DiscoverPage | undefined; onChange: (next: DiscoverChoice) => void }) {
  const value = choice.category ? `category:${choice.category}` : choice.house ? `house:${choice.house}` : 'all';
  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="label-caps text-muted">Sort</legend>
        <div className="flex flex-wrap gap-1">
          {DISCOVER_SORTS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === choice.sort}
              onClick={() => onChange({ ...choice, sort: s, page: 1 })}
              className={clsx('h-11 border px-4 text-sm transition-colors', s === choice.sort ? 'border-ink bg-ink text-ivory' : 'border-line-strong bg-ivory text-ink hover:border-ink')}
            >
              {DISCOVER_SORT_LABELS[s]}
            </button>
          ))}
        </div>
      </fieldset>
      <Select
        label="Category or house"
        className="min-w-56"
        value={value}
        onChange={(e) => {
          const [kind, slug] = e.target.value.split(':');
          onChange({ sort: choice.sort, page: 1, ...(kind === 'category' ? { category: slug } : kind === 'house' ? { house: slug } : {}) });
        }}
      >
        <option value="all">Everything</option>
        {data && data.categories.length > 0 ? (
          <optgroup label="Categories">{data.categories.map((f) => <option key={f.facet} value={f.facet}>{f.label} ({f.items})</option>)}</optgroup>
        ) : null}
        {data && data.houses.length > 0 ? (
          <optgroup label="Houses">{data.houses.map((f) => <option key={f.facet} value={f.facet}>{f.label} ({f.items})</option>)}</optgroup>
        ) : null}
        {value !== 'all' && data && ![...data.categories, ...data.houses].some((f) => f.facet === value) ? <option value={value}>{value.split(':')[1]}</option> : null}
      </Select>
    </div>
  );
}

/** The entries and portfolios of one page, with the trending formula and tie rule stated. */
export function DiscoverList({ data, onPage }: { data: DiscoverPage; onPage: (page: number) => void }) {
  const now = useNow(60_000);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1 text-sm text-ink-soft">
        <p>{data.formula}</p>
        <p>{data.tie_rule}</p>
        <p className="text-muted">{data.computed_at ? `Scores updated ${relativeTime(data.computed_at, now)}; recomputed every few minutes.` : 'Scores are being computed.'}</p>
      </div>
      {data.items.length === 0 ? <p className="text-sm text-ink-soft">Nothing public here yet.</p> : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="flex flex-col gap-2 border border-line p-5">
              <span className="label-caps text-muted">{item.kind === 'entry' ? 'Journal entry' : 'Portfolio'}</span>
              <h3 className="font-display text-xl font-medium"><Link to={item.url} className="hover:text-bronze">{item.title || 'Untitled'}</Link></h3>
              <p className="text-sm text-ink-soft">
                {item.author.handle ? <Link to={`/members/${item.author.handle}`} className="hover:text-bronze">{item.author.name}</Link> : item.author.name}
                {' · '}{relativeTime(item.published_at, now)}
              </p>
              <p className="text-sm text-ink-soft">
                {plural(item.appreciations, 'appreciation')}
                {item.kind === 'entry' ? ` · ${plural(item.comments, 'comment')}` : ` · ${plural(item.followers, 'follower')}`}
                {data.sort === 'appreciated' ? ` · ${formatGrouped(item.appreciations_week)} this week` : null}
                {data.sort === 'trending' ? ` · trending ${item.trending.toFixed(1)}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.page > 1 || data.has_more ? (
        <nav aria-label="Discover pages" className="flex items-center justify-between text-sm">
          <button type="button" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)} className="underline underline-offset-4 disabled:no-underline disabled:text-muted">Previous</button>
          <span>Page {data.page}</span>
          <button type="button" disabled={!data.has_more} onClick={() => onPage(data.page + 1)} className="underline underline-offset-4 disabled:no-underline disabled:text-muted">Next</button>
        </nav>
      ) : null}
    </div>
  );
}

/** Members to follow, each with the reason. */
export function SuggestedMembers({ members }: { members: Suggestion[] }) {
  if (members.length === 0) return <p className="text-sm text-ink-soft">Follow a few collectors or add pieces to your portfolio, and we will suggest members who share your houses.</p>;
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {members.map((m) => (
        <li key={m.member.handle} className="flex flex-col">
          <Link to={`/members/${m.member.handle}`} className="font-medium hover:text-bronze">{m.member.name}</Link>
          <span className="text-ink-soft">{m.reason}</span>
        </li>
      ))}
    </ul>
  );
}
