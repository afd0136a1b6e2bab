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
export const NotificationsPage = page('notifications');
