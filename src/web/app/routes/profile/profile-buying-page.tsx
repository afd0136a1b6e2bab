import { OfferList } from '../../../features/offers/index.js';
import { EscrowPromise, OrderList } from '../../../features/orders/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { ButtonLink } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { SectionHeading } from '../../../ui/section-heading.js';

/**
 * /profile/buying (SPEC §2, issue 13): the member's purchases, newest first, each opening its
 * order page, and the offers they made with the moves each allows (the offers feature's list).
 */
export function ProfileBuyingPage() {
  useDocumentTitle('Buying');
  return (
    <Container className="py-12 md:py-16">
      <div className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-6">
        <div>
          <Eyebrow>Buying</Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-medium leading-none md:text-5xl">Your purchases</h1>
        </div>
        <ButtonLink to="/" variant="secondary">Browse the marketplace</ButtonLink>
      </div>
      <EscrowPromise className="mt-8" />
      <section aria-labelledby="purchases-heading" className="mt-12">
        <SectionHeading id="purchases-heading" title="Orders" />
        <div className="mt-6">
          <OrderList role="buyer" empty={{ title: 'No purchases yet', body: 'When you buy a piece, its order appears here with its payment, shipping and inspection.' }} />
        </div>
      </section>
      <section aria-labelledby="offers-heading" id="offers" className="mt-16">
        <SectionHeading id="offers-heading" title="Offers you made" />
        <div className="mt-6">
          <OfferList role="buyer" />
        </div>
      </section>
    </Container>
  );
}
