import { Link } from 'react-router';
import type { ProductCard } from '../../../../shared/catalog/contracts.js';
import { priceShown } from '../../../../shared/pricing/price-shown.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Price } from '../../../ui/price.js';

/** A tagged piece as a live card: the catalogue's name, image and price shown today. */
export function PieceCard({ piece }: { piece: ProductCard }) {
  return (
    <Link
      to={`/product/${piece.slug || piece.id}`}
      className="group flex items-center gap-4 border border-line bg-ivory p-3 transition-colors hover:border-ink"
      data-testid="piece-card"
    >
      <FramedImage src={piece.image_feature} alt="" width={80} height={80} frameClassName="w-20 shrink-0" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="label-caps text-muted">{piece.brand}</span>
        <span className="truncate font-display text-lg leading-snug group-hover:text-bronze">{piece.full_name || piece.name}</span>
        <Price cents={priceShown(piece)} className="text-sm text-ink-soft" />
      </span>
    </Link>
  );
}
