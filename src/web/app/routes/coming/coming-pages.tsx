import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page.js';
import { ComingPage, type ComingPageProps } from './coming-page.js';

/**
 * Honest pages for the routes of SPEC §2 whose capability a later issue builds. Each says
 * specifically what the page will hold; when a release builds one, its route points at the
 * real page and its entry here goes.
 */
const PAGES = {
  journal: {
    title: 'The Journal',
    what: 'Essays on craft and collecting: maison histories, market notes on what is rising and why, and guides to how our experts authenticate a bag, a watch or a painting.',
  },
  community: {
    title: 'Community',
    what: 'Members’ portfolios and collecting journals, a way to discover and follow other collectors, and leaderboards of the most active members.',
  },
  communityPortfolioCreate: {
    title: 'Create a portfolio',
    what: 'Gather the pieces you own into a portfolio, public or private, with photographs, notes and their current market value from recorded sales.',
  },
  communityJournalCreate: {
    title: 'Write a journal',
    what: 'An editor for collecting journals: the story of a piece or a collection, with images, shared with other members.',
  },
  communityDiscover: {
    title: 'Discover collectors',
    what: 'Portfolios and journals from other members, by category and interest, with the option to follow the collectors you admire.',
  },
  communityLeaderboards: {
    title: 'Leaderboards',
    what: 'Rankings of the community’s most active collectors, sellers and journal writers, by month and of all time.',
  },
  bulkUpload: {
    title: 'Bulk upload',
    what: 'Upload photographs of many pieces at once; the assistant drafts each listing (brand, model, colour and description) for you to check before publishing.',
  },
  profile: {
    title: 'Your profile',
    what: 'Your account at a glance: membership status, recent activity, and the way into your purchases, sales, orders and saved pieces.',
  },
  profileBuying: {
    title: 'Buying',
    what: 'Your offers, bids, won auctions and purchases in progress, each with its escrow and shipping status.',
  },
  notifications: {
    title: 'Notifications',
    what: 'Every notification in one list: bids, offers, orders, escrow and shipping updates, with unread ones marked and a way to mark them all read.',
  },
  portfolio: {
    title: 'Portfolio',
    what: 'The pieces you own, with their current market value from recorded sales, price history, and the gain or loss since you bought them.',
  },
} satisfies Record<string, ComingPageProps>;

function page(key: keyof typeof PAGES) {
  function Page() {
    return <ComingPage {...PAGES[key]} />;
  }
  Page.displayName = `Coming(${key})`;
  return Page;
}

export const JournalPage = page('journal');
export const CommunityPage = page('community');
export const CommunityPortfolioCreatePage = page('communityPortfolioCreate');
export const CommunityJournalCreatePage = page('communityJournalCreate');
export const CommunityDiscoverPage = page('communityDiscover');
export const CommunityLeaderboardsPage = page('communityLeaderboards');
export const BulkUploadPage = page('bulkUpload');
export const ProfilePage = page('profile');
export const ProfileBuyingPage = page('profileBuying');
export const NotificationsPage = page('notifications');

function Quoted({ label, value }: { label: string; value: string }) {
  return (
    <p>
      <span className="label-caps mr-3 text-muted">{label}</span>
      <span className="break-all font-medium">{value}</span>
    </p>
  );
}

/** /profile/orders/{...}: SPEC §2, old /seller/orders/ links are rewritten here. */
export function OrderPage() {
  const params = useParams();
  const rest = params['*'] ?? '';
  if (!rest) return <NotFoundPage />;
  return (
    <ComingPage
      title="Order"
      what="The full record of an order: the piece, its authentication, the escrow payment, shipping and delivery, and each step’s date."
      details={<Quoted label="Order" value={rest} />}
    />
  );
}
