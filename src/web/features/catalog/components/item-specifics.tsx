import type { ItemSpecific } from '../../../../shared/catalog/item-specifics.js';

/** The facts of the piece, those its category's collectors look for first. */
export function ItemSpecifics({ items }: { items: ItemSpecific[] }) {
  return (
    <dl data-testid="item-specifics" className="grid grid-cols-1 sm:grid-cols-2 sm:gap-x-10">
      {items.map((s) => (
        <div key={s.label} className="flex justify-between gap-6 border-b border-line py-3 text-sm">
          <dt className="text-muted">{s.label}</dt>
          <dd className="text-right text-ink">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
