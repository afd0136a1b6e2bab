import { ComingPage, type ComingPageProps } from './coming-page.js';

/**
 * Honest pages for the routes of SPEC §2 whose capability a later issue builds. Each says
 * specifically what the page will hold; when a release builds one, its route points at the
 * real page and its entry here goes.
 */
const PAGES = {
  communityPortfolioCreate: {
    title: 'Create a portfolio',
    what: 'Gather the pieces you own into a portfolio, public or private, with photographs, notes and their current market value from recorded sales.',
  },
  communityDiscover: {
    title: 'Discover collectors',
    what: 'Portfolios and journals from other members, by category and interest, with the option to follow the collectors you admire.',
  },
  communityLeaderboards: {
    title: 'Leaderboards',
    what: 'Rankings of the community’s most active collectors, sellers and journal writers, by month and of all time.',
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

export const CommunityPortfolioCreatePage = page('communityPortfolioCreate');
export const CommunityDiscoverPage = page('communityDiscover');
export const CommunityLeaderboardsPage = page('communityLeaderboards');
