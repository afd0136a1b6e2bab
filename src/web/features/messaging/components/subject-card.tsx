import { Link } from 'react-router';
import type { Subject, SubjectKind } from '../../../../shared/messaging/contracts.js';
import { imageAtWidth } from '../../../../shared/catalog/images.js';
import { FramedImage } from '../../../ui/framed-image.js';
import { Price } from '../../../ui/price.js';

const ABOUT: Record<SubjectKind, string> = {
  product: 'About this piece',
  listing: 'About this listing',
  order: 'About this order',
};

/** What the conversation is about, at the top of the thread: picture, name and price now. */
export function SubjectCard({ subject }: { subject: Subject }) {
  return (
    <section aria-label={ABOUT[subject.kind]} data-testid="subject-card" className="flex items-center gap-4 border border-line bg-ivory p-3">
      <FramedImage src={imageAtWidth(subject.image_url, 200)} alt={subject.name} width={200} height={200} frameClassName="w-16 shrink-0" className="size-full object-cover" />
      <div className="min-w-0 flex-1">
        <p className="label-caps text-muted">{ABOUT[subject.kind]}</p>
        <p className="mt-1 truncate font-display text-lg font-medium text-ink">
          {subject.href ? (
            <Link to={subject.href} className="hover:text-bronze hover:underline">
              {subject.name}
            </Link>
          ) : (
            subject.name
          )}
        </p>
      </div>
      <p className="shrink-0 text-base font-medium text-ink" data-testid="subject-price">
        {/* Only a piece with a price now; an order's card names the order alone. */}
        {subject.kind === 'order' ? null : <Price cents={subject.price} />}
      </p>
    </section>
  );
}
