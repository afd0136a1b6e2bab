import { Link } from 'react-router';
import { clsx } from 'clsx';
import { BOARD_DEFS, BOARDS, PERIOD_LABELS, type Board, type BoardPage, type Period } from '../../../../shared/leaderboards/contracts.js';
import { relativeTime } from '../../../../shared/dates.js';
import { useNow } from '../../../lib/use-now.js';
import { Select } from '../../../ui/select.js';
import { formatBoardFigure } from './board-figure.js';

export interface BoardChoice {
  board: Board;
  period: Period;
  page: number;
}

/** The board and period pickers: every board; only the periods that board keeps. */
export function BoardPicker({ choice, onChange }: { choice: BoardChoice; onChange: (next: BoardChoice) => void }) {
  const periods = BOARD_DEFS[choice.board].periods;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Select
        label="Board"
        value={choice.board}
        className="min-w-56"
        onChange={(e) => {
          const board = e.target.value as Board;
          const keeps = BOARD_DEFS[board].periods;
          onChange({ board, period: keeps.includes(choice.period) ? choice.period : keeps[keeps.length - 1]!, page: 1 });
        }}
      >
        {BOARDS.map((b) => <option key={b} value={b}>{BOARD_DEFS[b].label}</option>)}
      </Select>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="label-caps text-muted">Period</legend>
        <div className="flex gap-1">
          {periods.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === choice.period}
              onClick={() => onChange({ ...choice, period: p, page: 1 })}
              className={clsx('h-11 border px-4 text-sm transition-colors', p === choice.period ? 'border-ink bg-ink text-ivory' : 'border-line-strong bg-ivory text-ink hover:border-ink')}
            >
              {periods.length === 1 && p === 'all' ? 'Today' : PERIOD_LABELS[p]}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** One page of a board, the member's own place (even off this page), what the figure is, and the tie rule. */
export function Leaderboard({ data, onPage }: { data: BoardPage; onPage: (page: number) => void }) {
  const now = useNow(60_000);
  const def = BOARD_DEFS[data.board];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1 text-sm text-ink-soft">
        <p>{def.figure}</p>
        <p>{data.tie_rule}</p>
        <p className="text-muted">{data.computed_at ? `Updated ${relativeTime(data.computed_at, now)}; boards are recomputed every few minutes.` : 'This board is being computed.'}</p>
      </div>
      {data.me ? (
        <p className="border border-line bg-ivory-deep px-4 py-3 text-sm" data-testid="own-rank">
          Your rank: <strong className="font-medium">#{data.me.rank}</strong> of {data.total}, with {formatBoardFigure(data.me.value, data.unit)}
          {data.me.page !== data.page ? (
            <> · <button type="button" className="underline underline-offset-4 hover:text-bronze" onClick={() => onPage(data.me!.page)}>Show my page</button></>
          ) : null}
        </p>
      ) : (
        <p className="border border-line px-4 py-3 text-sm text-ink-soft">
          {data.eligible
            ? 'You are not on this board yet.'
            : <>You appear on boards once you have a public portfolio, or when you allow it in <Link to="/settings#settings-leaderboards" className="underline underline-offset-4 hover:text-bronze">settings</Link>.</>}
        </p>
      )}
      {data.rows.length === 0 ? <p className="text-sm text-ink-soft">Nobody is on this board yet.</p> : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{def.label}, {PERIOD_LABELS[data.period].toLowerCase()}, page {data.page} of {data.pages}</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="label-caps w-20 py-2 text-muted">Rank</th>
              <th scope="col" className="label-caps py-2 text-muted">Member</th>
              <th scope="col" className="label-caps py-2 text-right text-muted">{def.label}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.rank} className={clsx('border-b border-line', data.me?.rank === r.rank && 'bg-ivory-deep')} aria-current={data.me?.rank === r.rank ? 'true' : undefined}>
                <td className="py-3 font-display text-lg">{r.rank}</td>
                <td className="py-3">{r.member.handle ? <Link to={`/members/${r.member.handle}`} className="hover:text-bronze">{r.member.name}</Link> : r.member.name}</td>
                <td className="py-3 text-right tabular-nums">{formatBoardFigure(r.value, data.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.pages > 1 ? (
        <nav aria-label="Board pages" className="flex items-center justify-between text-sm">
          <button type="button" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)} className="underline underline-offset-4 disabled:no-underline disabled:text-muted">Previous</button>
          <span>Page {data.page} of {data.pages}</span>
          <button type="button" disabled={data.page >= data.pages} onClick={() => onPage(data.page + 1)} className="underline underline-offset-4 disabled:no-underline disabled:text-muted">Next</button>
        </nav>
      ) : null}
    </div>
  );
}
