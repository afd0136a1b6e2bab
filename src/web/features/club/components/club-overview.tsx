import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, FileBadge2, Gavel, IdCard, MessagesSquare, ScrollText, ShieldCheck, Smartphone, Tag, Users } from 'lucide-react';
import { CLUB_RULES, DOCUMENT_RETENTION_DAYS, MIN_MEMBER_AGE } from '../../../../shared/membership/contracts.js';

const GIVES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: BadgeCheck, title: 'Authenticated pieces', text: 'Every piece is examined by our experts before it is offered, and their findings go with it.' },
  { icon: ShieldCheck, title: 'Escrow on every sale', text: 'Your payment is held until the piece reaches you as described; the seller is paid after.' },
  { icon: Gavel, title: 'Live auctions', text: 'Bid on lots as they close, with every bid shown the moment it lands.' },
  { icon: Tag, title: 'Selling', text: 'List your own pieces at a price or at auction; our experts authenticate them first.' },
  { icon: MessagesSquare, title: 'Messaging', text: 'Talk privately with sellers, buyers and other collectors, and make offers.' },
  { icon: FileBadge2, title: 'Digital passports', text: 'A certificate for each piece you own: the expert’s findings and provenance, passed on when you sell.' },
  { icon: Users, title: 'Community', text: 'Portfolios, collecting journals and leaderboards shared with other members.' },
];

const ASKS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: IdCard,
    title: 'Who you are',
    text: `Your legal name, country and date of birth (members are ${MIN_MEMBER_AGE} or older), and a photo of an identity document. Only our reviewers see the photo, and it is deleted ${DOCUMENT_RETENTION_DAYS} days after the decision.`,
  },
  { icon: Smartphone, title: 'A verified phone', text: 'A mobile number, confirmed with a code we send to it.' },
  {
    icon: ScrollText,
    title: 'The club rules',
    text: `${CLUB_RULES.length} commitments about describing pieces truthfully, paying through escrow, fair bidding, courtesy and privacy.`,
  },
];

function Items({ items }: { items: typeof GIVES }) {
  return (
    <ul className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-bronze" strokeWidth={1.4} />
          <div>
            <h3 className="font-medium text-ink">{title}</h3>
            <p className="mt-1 text-sm leading-6 text-ink-soft">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What the club is and gives, and what it asks of an applicant (issue #17). */
export function ClubOverview() {
  return (
    <div className="grid gap-16">
      <section aria-labelledby="club-gives">
        <h2 id="club-gives" className="font-display text-3xl font-medium md:text-4xl">
          What membership gives
        </h2>
        <Items items={GIVES} />
      </section>
      <section aria-labelledby="club-asks">
        <h2 id="club-asks" className="font-display text-3xl font-medium md:text-4xl">
          What we ask
        </h2>
        <Items items={ASKS} />
        <p className="mt-8 max-w-2xl text-sm leading-6 text-ink-soft">
          Our team reviews each application, may ask you a question, and tells you the decision here and by email.
        </p>
      </section>
      <section aria-labelledby="club-rules">
        <h2 id="club-rules" className="font-display text-3xl font-medium md:text-4xl">
          The club rules
        </h2>
        <ol className="mt-6 grid max-w-2xl list-decimal gap-2 pl-5 text-[0.9375rem] leading-7 text-ink">
          {CLUB_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
