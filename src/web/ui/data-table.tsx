import type { ReactNode, Ref } from 'react';
import { clsx } from 'clsx';

export interface DataColumn<T> {
  /** The column's heading (a `<th scope="col">`). */
  header: string;
  /** A heading only screen readers need (a column of buttons): shown to them alone. */
  srOnlyHeader?: boolean;
  /** Amounts: right-aligned, tabular figures. */
  numeric?: boolean;
  /** The cell that names the row: a `<th scope="row">`. */
  rowHeader?: boolean;
  /** Classes for this column's cells beyond the table's look. */
  className?: string;
  cell: (row: T, index: number) => ReactNode;
}

/**
 * - `ruled`: the admin tables' look (hairlines, small caps headings, cells that wrap); wide, so on
 *   a narrow screen it scrolls sideways in a named, focusable region.
 * - `plain`: a history or a short list (a seller's payouts, a product's sales, the expert review
 *   queue): light rules, compact rows.
 */
export type DataTableLook = 'ruled' | 'plain';

const LOOKS: Record<DataTableLook, { table: string; th: string; td: string; tr?: string; headRow?: string }> = {
  ruled: {
    table: 'w-full min-w-[44rem] border-collapse text-left text-sm',
    th: 'label-caps border-b border-line-strong py-3 pr-4 align-bottom font-normal text-muted',
    td: 'border-b border-line py-4 pr-4 align-top',
  },
  plain: {
    table: 'w-full text-left text-sm',
    headRow: 'border-b border-line',
    th: 'label-caps py-3 pr-4 font-normal text-muted last:pr-0',
    tr: 'border-b border-line',
    td: 'py-3 pr-4 last:pr-0',
  },
};

export interface DataTableProps<T> {
  /** Read by screen readers (the caption is visually hidden): what the rows are. */
  caption: string;
  /** The scrolling region's name, when it differs from the caption (ruled tables). */
  label?: string;
  /** A caption focus can move to (tabIndex -1), e.g. after a row's action took the row away. */
  captionRef?: Ref<HTMLTableCaptionElement>;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** `data-testid` of each row, and of the table. */
  rowTestId?: string;
  testId?: string;
  look?: DataTableLook;
}

/** A table of rows with one column definition each: headings, cells and the look in one place. */
export function DataTable<T>({ caption, label, captionRef, columns, rows, rowKey, rowTestId, testId, look = 'ruled' }: DataTableProps<T>) {
  const styles = LOOKS[look];
  const table = (
    <table className={styles.table} data-testid={testId}>
      <caption ref={captionRef} tabIndex={captionRef ? -1 : undefined} className="sr-only">
        {caption}
      </caption>
      <thead>
        <tr className={styles.headRow}>
          {columns.map((c, i) => (
            <th key={i} scope="col" className={clsx(styles.th, c.numeric && 'text-right')}>
              {c.srOnlyHeader ? <span className="sr-only">{c.header}</span> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={rowKey(row, r)} data-testid={rowTestId} className={styles.tr}>
            {columns.map((c, i) => {
              const className = clsx(styles.td, c.numeric && 'text-right tabular-nums', c.className);
              return c.rowHeader ? (
                <th key={i} scope="row" className={className}>
                  {c.cell(row, r)}
                </th>
              ) : (
                <td key={i} className={className}>
                  {c.cell(row, r)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return look === 'ruled' ? <TableScroller label={label ?? caption}>{table}</TableScroller> : <div className="overflow-x-auto">{table}</div>;
}

/**
 * A wide table on a narrow screen scrolls sideways; the frame is a named, focusable region so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bronze">
      {children}
    </div>
  );
}
