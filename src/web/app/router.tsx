import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.js';
import { RouteError } from './routes/errors/route-error.js';
import { NotFoundPage } from './routes/errors/not-found-page.js';
import type * as SubcategoryPages from './routes/catalog/subcategory-pages.js';
import type * as AuthPages from './routes/accounts/auth-pages.js';
import type * as AdminPages from './routes/admin/admin-pages.js';
import type * as CommunityPages from './routes/community/community-pages.js';
import type * as DiscoverPages from './routes/community/discover-pages.js';
import type * as PortfolioPages from './routes/community/portfolio-pages.js';
import type * as JournalPages from './routes/journal/journal-pages.js';
import type * as AdminJournalPages from './routes/admin/journal-pages.js';

/**
 * Every page path of SPEC §2 (the same list as shared/routes.ts PAGE_PATTERNS, which a test
 * checks). Pages load lazily, one chunk per area; unknown paths render the not-found page.
 */
const subcategory = (name: keyof typeof SubcategoryPages) => async () => {
  const m = await import('./routes/catalog/subcategory-pages.js');
  return { Component: m[name] };
};
const account = (name: keyof typeof AuthPages) => async () => {
  const m = await import('./routes/accounts/auth-pages.js');
  return { Component: m[name] };
};
const admin = (name: keyof typeof AdminPages) => async () => {
  const m = await import('./routes/admin/admin-pages.js');
  return { Component: m[name] };
};
const boards = (name: 'CommunityDiscoverPage' | 'CommunityLeaderboardsPage') => async () => {
  const m: typeof DiscoverPages = await import('./routes/community/discover-pages.js');
  return { Component: m[name] };
};
const community = (name: keyof typeof CommunityPages) => async () => {
  const m = await import('./routes/community/community-pages.js');
  return { Component: m[name] };
};
const portfolios = (name: keyof typeof PortfolioPages) => async () => {
  const m = await import('./routes/community/portfolio-pages.js');
  return { Component: m[name] };
};
const journal = (name: keyof typeof JournalPages) => async () => {
  const m = await import('./routes/journal/journal-pages.js');
  return { Component: m[name] };
};
const adminJournal = (name: keyof typeof AdminJournalPages) => async () => {
  const m = await import('./routes/admin/journal-pages.js');
  return { Component: m[name] };
};
const category = async () => ({ Component: (await import('./routes/catalog/category-page.js')).CategoryPage });
const brand = async () => ({ Component: (await import('./routes/catalog/brand-page.js')).BrandPage });
const product = async () => ({ Component: (await import('./routes/product/product-page.js')).ProductPage });

export const pageRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/home/home-page.js')).HomePage }) },

  // Marketplace
  { path: 'category/:category', lazy: category },
  { path: 'category/:category/:subcategory', lazy: category },
  { path: 'brand/:slug', lazy: brand },
  { path: 'product/:slug', lazy: product },
  { path: 'auction/:slug', lazy: async () => ({ Component: (await import('./routes/auctions/auction-page.js')).AuctionPage }) },
  { path: 'search', lazy: async () => ({ Component: (await import('./routes/search/search-page.js')).SearchPage }) },
  { path: 'sell', lazy: async () => ({ Component: (await import('./routes/selling/sell-page.js')).SellPage }) },
  { path: 'bulk-upload', lazy: async () => ({ Component: (await import('./routes/bulk-upload/bulk-upload-page.js')).BulkUploadPage }) },
  { path: 'cars', lazy: subcategory('CarsPage') },
  { path: 'jets', lazy: subcategory('JetsPage') },
  { path: 'jets/:slug', lazy: brand },
  { path: 'yachts', lazy: subcategory('YachtsPage') },
  { path: 'yachts/:slug', lazy: brand },
  { path: 'cigars', lazy: subcategory('CigarsPage') },
  { path: 'cigars/:slug', lazy: brand },
  { path: 'wines', lazy: subcategory('WinesPage') },
  { path: 'wines/:slug', lazy: brand },
  { path: 'wine/:slug', lazy: product },

  // Auctions, journal and community
  { path: 'auctions', lazy: async () => ({ Component: (await import('./routes/auctions/auctions-page.js')).AuctionsPage }) },
  { path: 'journal', lazy: journal('JournalPage') },
  { path: 'journal/:slug', lazy: journal('JournalArticlePage') },
  { path: 'community', lazy: community('CommunityHomePage') },
  { path: 'community/portfolios/create', lazy: portfolios('CommunityPortfolioCreatePage') },
  { path: 'community/portfolios/:id', lazy: portfolios('CommunityPortfolioPage') },
  { path: 'community/portfolios/:id/edit', lazy: portfolios('CommunityPortfolioEditPage') },
  { path: 'community/journals/create', lazy: community('JournalCreatePage') },
  { path: 'community/journals/:id', lazy: community('JournalEntryPage') },
  { path: 'community/journals/:id/edit', lazy: community('JournalEditPage') },
  { path: 'community/discover', lazy: boards('CommunityDiscoverPage') },
  { path: 'community/leaderboards', lazy: boards('CommunityLeaderboardsPage') },

  // The member's own pages
  { path: 'profile', lazy: async () => ({ Component: (await import('./routes/profile/profile-page.js')).ProfilePage }) },
  { path: 'profile/buying', lazy: async () => ({ Component: (await import('./routes/profile/profile-buying-page.js')).ProfileBuyingPage }) },
  { path: 'profile/selling', lazy: async () => ({ Component: (await import('./routes/selling/profile-selling-page.js')).ProfileSellingPage }) },
  { path: 'profile/orders/*', lazy: async () => ({ Component: (await import('./routes/orders/order-page.js')).OrderPage }) },
  // SPEC §2: old /seller/orders/ links are rewritten to /profile/orders/.
  {
    path: 'seller/orders/*',
    loader: ({ params, request }) => redirect(`/profile/orders/${params['*'] ?? ''}${new URL(request.url).search}`),
    Component: () => null,
  },
  { path: 'chat', lazy: async () => ({ Component: (await import('./routes/chat/chat-page.js')).ChatPage }) },
  { path: 'chat/:conversationId', lazy: async () => ({ Component: (await import('./routes/chat/conversation-page.js')).ConversationPage }) },
  { path: 'notifications', lazy: async () => ({ Component: (await import('./routes/notifications/notifications-page.js')).NotificationsPage }) },
  { path: 'wishlist', lazy: async () => ({ Component: (await import('./routes/wishlist/wishlist-page.js')).WishlistPage }) },
  { path: 'portfolio', lazy: async () => ({ Component: (await import('./routes/portfolio/portfolio-page.js')).PortfolioPage }) },
  { path: 'dashboard/passports', lazy: async () => ({ Component: (await import('./routes/passports/passport-pages.js')).PassportsPage }) },
  { path: 'passport/:code', lazy: async () => ({ Component: (await import('./routes/passports/passport-pages.js')).PassportVerificationPage }) },
  { path: 'settings', lazy: async () => ({ Component: (await import('./routes/accounts/settings-page.js')).SettingsPage }) },
  { path: 'membership', lazy: async () => ({ Component: (await import('./routes/club/membership-page.js')).MembershipPage }) },
  {
    path: 'membership/apply',
    lazy: async () => ({ Component: (await import('./routes/club/membership-apply-page.js')).MembershipApplyPage }),
  },
  { path: 'members/:handle', lazy: async () => ({ Component: (await import('./routes/members/member-page.js')).MemberPage }) },
  {
    path: 'members/:handle/portfolio',
    lazy: async () => ({ Component: (await import('./routes/members/collection-page.js')).PublicPortfolioPage }),
  },
  {
    path: 'members/:handle/wishlist',
    lazy: async () => ({ Component: (await import('./routes/members/collection-page.js')).PublicWishlistPage }),
  },

  // Staff
  { path: 'admin', lazy: admin('AdminDashboardPage') },
  { path: 'admin/applications', lazy: admin('ApplicationsPage') },
  { path: 'admin/applications/:id', lazy: admin('ApplicationReviewPage') },
  { path: 'admin/members', lazy: admin('MembersPage') },
  { path: 'admin/audit', lazy: admin('AuditPage') },
  { path: 'admin/community', lazy: admin('AdminCommunityPage') },
  { path: 'admin/concierge', lazy: admin('ConciergeInboxPage') },
  { path: 'admin/concierge/:id', lazy: admin('ConciergeThreadPage') },
  { path: 'admin/payments', lazy: admin('PaymentsPage') },
  // The dashboard's queue of bank transfers to confirm is the payments page, filtered.
  { path: 'admin/bank-transfers', loader: () => redirect('/admin/payments?status=created'), Component: () => null },
  { path: 'admin/disputes', lazy: admin('DisputesPage') },
  { path: 'admin/payouts', lazy: admin('PayoutsPage') },
  { path: 'admin/ledger', lazy: admin('LedgerPage') },
  { path: 'admin/expert-approval', lazy: admin('ExpertApprovalPage') },
  { path: 'admin/expert-approval/:id', lazy: admin('ExpertReviewPage') },
  { path: 'admin/journal', lazy: adminJournal('AdminJournalPage') },
  { path: 'admin/journal/new', lazy: adminJournal('AdminJournalNewPage') },
  { path: 'admin/journal/:id', lazy: adminJournal('AdminJournalEditPage') },

  // Accounts
  { path: 'auth/login', lazy: account('LoginPage') },
  { path: 'auth/register', lazy: account('RegisterPage') },
  { path: 'auth/forgot-password', lazy: account('ForgotPasswordPage') },
  { path: 'auth/reset-password', lazy: account('ResetPasswordPage') },

  // Legal
  { path: 'terms', lazy: async () => ({ Component: (await import('./routes/legal/terms-page.js')).TermsPage }) },
  { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/legal/privacy-page.js')).PrivacyPage }) },

  { path: '*', Component: NotFoundPage },
];

/**
 * While the first page's code loads: the same header bar and wordmark as the shell inlined
 * in index.html (painted before any script runs), so the first paint does not jump (#10 item 17).
 */
function Booting() {
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <div className="flex h-16 items-center justify-center border-b border-line md:h-20">
        <p className="font-display text-[1.625rem] font-semibold uppercase tracking-[var(--tracking-wordmark)] text-ink [margin-right:calc(-1*var(--tracking-wordmark))] md:text-[1.875rem]">
          Patina
        </p>
      </div>
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: Booting,
    children: [{ ErrorBoundary: RouteError, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
