import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { isConnectionError, type Database } from './db/client.js';
import { AppError } from './platform/errors.js';
import { answerKnownFailure } from './platform/known-failures.js';
import { registerWeb } from './platform/web.js';
import { EARLY_INPUT_CSP_SOURCE } from './platform/early-input.js';
import { healthRoutes } from './platform/health.routes.js';
import {
  artworkRoutes, catalogRoutes, createCatalogRepo, createCatalogService, createKnownImages, MENU_SECTIONS, menuSections, renderArtworkCutoutPng,
  renderArtworkWebp, subscribeCatalog,
} from './modules/catalog/index.js';
import {
  auctionsRoutes, createAuctionsRepo, createAuctionsService, createBiddingRepo, createBiddingService, createLotsService, createSecondChance, createSecondChanceRepo, defineClosing, subscribeBidNews, subscribeLotsFromListings,
} from './modules/auctions/index.js';
import { createPricingRepo, createPricingService, pricingRoutes } from './modules/pricing/index.js';
import { createSearchRepo, createSearchService, searchRoutes, subscribeSearch } from './modules/search/index.js';
import { createWishlistRepo, createWishlistService, subscribeWishlist, wishlistRoutes } from './modules/wishlist/index.js';
import { createEventBus, createLiveStreams } from './platform/events/index.js';
import { createHomePage, homeRoutes } from './pages/home-page.js';
import { createMailer, mailboxRoutes } from './platform/mail/index.js';
import { createJobRunner } from './platform/jobs/index.js';
import { createRateLimiter } from './platform/rate-limit/index.js';
import { installOriginCheck } from './platform/origin-check.js';
import { installInputGuard } from './platform/input-guard.js';
import { redactedRequest } from './platform/log-redaction.js';
import {
  accountsRoutes, authRoutes, createAccountsRepo, createAccountsService, createAuth, getViewer, installCapabilityGuard, installViewer,
} from './modules/accounts/index.js';
import { adminOverviewRoutes, createAdminOverview } from './pages/admin-overview.js';
import { adminDashboardRoutes, createAdminDashboard } from './pages/admin-dashboard.js';
import { createAudit } from './platform/audit/index.js';
import { createBlobStores, createPrivateStore, uploadsRoutes } from './platform/storage/index.js';
import {
  createNotificationsRepo, createNotificationsService, defineDigestJob, notificationsRoutes, subscribeFollowerNews, subscribeNotifications,
} from './modules/notifications/index.js';
import {
  clubAdminRoutes, clubRoutes, createClubMembers, createClubRepo, createClubReview, createClubService, createDecisions, definePurgeJob,
} from './modules/club/index.js';
import { createJournal, createMarketReports, defineMarketReportsJob, journalRoutes } from './modules/journal/index.js';
import { createCurrenciesRepo, createCurrenciesService, currenciesRoutes } from './modules/currencies/index.js';
import {
  createListingSteps, createListingsRepo, createListingsService, createPhotosService, createReviewService, createSellingRepo, createSellingService, sellingRoutes,
} from './modules/listings/index.js';
import { createMedia } from './platform/media/index.js';
import { createPassportsRepo, createPassportsService, passportsRoutes } from './modules/passports/index.js';
import { createProductPage, productPageRoutes } from './pages/product-page.js';
import { createMessaging, messagingRoutes } from './modules/messaging/index.js';
import { createLedgerRepo, createLedgerService } from './modules/ledger/index.js';
import { createPayments, paymentsRoutes } from './modules/payments/index.js';
import { createApproveListing } from './workflows/approve-listing.js';
import { createCapturePayment } from './workflows/capture-payment.js';
import { createCloseLot } from './workflows/close-lot.js';
import { createPlaceOrder } from './workflows/place-order.js';
import { createRefundOrder } from './workflows/refund-order.js';
import { createSettleOrder } from './workflows/settle-order.js';
import { createSubmitListing } from './workflows/submit-listing.js';
import { createOrders, createOrderSubjects, ordersRoutes, type OrdersWallet } from './modules/orders/index.js';
import { createPayoutsRepo, createPayoutsService, payoutsRoutes } from './modules/payouts/index.js';
import { formatAmount, ORDER_STATUS_LABELS } from '../shared/orders/display.js';
import { createWalletRepo, createWalletService, walletRoutes } from './modules/wallet/index.js';
import { createOffers, offersRoutes, subscribeOffers } from './modules/offers/index.js';
import { createProfilePages, profileRoutes } from './pages/profile-summary.js';
import { createFollowsRepo, createFollowsService, followsRoutes, subscribeFollows } from './modules/follows/index.js';
import { createPortfolioRepo, createPortfolioService, createShowcases, portfolioRoutes, showcaseRoutes } from './modules/portfolio/index.js';
import { communityRoutes, createCommunity, createCommunityModeration, moderationRoutes } from './modules/community/index.js';
import { boardsRoutes, createCommunityBoards } from './modules/community-boards/index.js';
import {
  assistantRoutes, conciergeAccount, conciergeInboxRoutes, createAssistantRepo, createConciergeInbox, defineGuestCleanupJob, createAssistantService, createModelClient, createTools,
} from './modules/assistant/index.js';
import { randomBytes } from 'node:crypto';
import { assertLifecycles } from './platform/lifecycle.js';
import { LIFECYCLES } from './platform/lifecycles.js';
import type { Machine } from '../shared/lifecycle/machine.js';
import { createImageSearchRepo, createImageSearchService, createSafeFetch, createVisionModel, imageSearchRoutes, subscribeImageSearch, type SafeFetch } from './modules/image-search/index.js';
import { bulkUploadRoutes, createBulkUpload } from './modules/bulk-upload/index.js';
import { isArtKind } from '../shared/catalog/art-kinds.js';

export interface AppDeps {
  database: Database;
  /** Where the JSON log goes (stdout by default); tests read it. */
  logStream?: { write(line: string): void };
  /** The lifecycle tables checked at boot (all of Patina's by default). */
  lifecycles?: readonly Machine[];
  /** Saved cards and addresses as orders read them (none until the wallet is wired in). */
  wallet?: OrdersWallet;
  /** The clock of orders' deadlines and inspection windows (the real time by default). */
  ordersClock?: () => Date;
  /** How image search fetches a pasted link (the SSRF-guarded fetch by default; tests let it reach their own server). */
  imageLinkFetch?: SafeFetch;
  /**
   * Tests only: switches off a money fix of issue 34 (the payable re-check, following the
   * processor's own refunds), to show the reconciliation catching what the fix prevents.
   */
  paymentFaults?: { skipPayableCheck?: boolean; ignoreProcessorRefunds?: boolean };
}

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
  'content-security-policy':
    `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self' ${EARLY_INPUT_CSP_SOURCE}; ` +
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
};

/**
 * The API docs (Swagger UI, /api/docs): its scripts, styles, fonts and icons are served from
 * here with no inline script, and it fetches the spec and "try it out" calls from here too.
 * Only inline styles are allowed beyond that: the UI sets style attributes as it draws.
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** Answers about the member themself: sessions, account, lists (SPEC §7 under /api/auth too). */
const PRIVATE_PREFIXES = [
  '/api/me', '/api/accounts', '/api/wishlist', '/api/experts', '/api/admin', '/api/membership', '/api/chat', '/api/portfolio', '/api/notifications',
  '/api/account/', '/api/offers', '/api/profile/', '/api/selling/payouts',
];

/** Builds the whole Patina server for a config. Never listens: main.ts and tests do that. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  assertLifecycles(deps.lifecycles ?? LIFECYCLES);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: redactedRequest }, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // Believing any X-Forwarded-For would let a client pick its own IP and dodge rate limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  installInputGuard(app);

  // EventSource asks for text/event-stream; compressing it would hold events in the buffer.
  app.addHook('onRequest', async (req) => {
    if (req.headers.accept?.includes('text/event-stream')) req.headers['x-no-compression'] = '1';
  });
  // Browsers that once reached us over https never try plain http again (a year, RFC 6797).
  const hsts = config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
  app.addHook('onSend', async (req, reply) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) {
      // The docs have their own policy (DOCS_CSP), which Swagger UI's plugin sets.
      if (k === 'content-security-policy' && req.url.startsWith('/api/docs')) continue;
      if (!reply.hasHeader(k)) reply.header(k, v);
    }
    if (hsts) reply.header('strict-transport-security', hsts);
    // A member's own account data is nobody's to keep: not the browser's, not a proxy's.
    if (PRIVATE_PREFIXES.some((p) => req.url.startsWith(p)) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'Patina API', version: '0.1.0', description: 'The members\' marketplace for authenticated luxury goods.' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  const { db } = deps.database;
  const events = createEventBus(deps.database, { log: app.log, pollMs: config.eventsPollMs });
  app.decorate('events', events);
  const liveStreams = createLiveStreams(events);
  app.decorate('liveStreams', liveStreams);
  // The catalogue's curated menu (curated-menu.ts) and its drawn images (artwork/), resolved to the API's shape.
  const menu = menuSections(MENU_SECTIONS);
  const catalog = createCatalogService({ repo: createCatalogRepo(db), events });
  const auctions = createAuctionsService({ repo: createAuctionsRepo(db) });
  const pricing = createPricingService({ repo: createPricingRepo(db) });
  const listings = createListingsService({ repo: createListingsRepo(db) });

  const jobs = createJobRunner(db, { pollMs: config.jobs.pollMs, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  const mailer = createMailer(db, { ...config.mail, publicUrl: config.publicUrl, log: app.log, jobs });
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  const rateLimiter = createRateLimiter(db);
  const accountsRepo = createAccountsRepo(db);
  const accounts = createAccountsService({ config, repo: accountsRepo, mailer });
  const auth = createAuth({ config, db, mailer, rateLimiter, log: app.log, events });
  installOriginCheck(app, config.publicUrl);
  installViewer(app, auth, accountsRepo);
  app.decorate('routeAccess', installCapabilityGuard(app));

  await app.register(healthRoutes(deps.database));
  await app.register(authRoutes({ auth, publicUrl: config.publicUrl, repo: accountsRepo, service: accounts, rateLimiter }));
  await app.register(accountsRoutes({ oauth: config.oauth }));
  await app.register(adminOverviewRoutes(createAdminOverview({ accounts, catalog, auctions })));
  await app.register(mailboxRoutes(mailer.repo, config.env !== 'production', config.publicUrl));
  const audit = createAudit(db);
  await app.register(catalogRoutes({ catalog, pricing, menu, audit }));
  await app.register(pricingRoutes({ pricing, catalog }));
  await app.register(homeRoutes(createHomePage({ catalog, auctions, pricing })));
  const biddingRepo = createBiddingRepo(db);
  const search = createSearchService({ repo: createSearchRepo(deps.database), catalog, auctions, livePrices: (ids) => biddingRepo.prices(ids) });
  await app.register(searchRoutes({ search }));
  await app.register(currenciesRoutes({ currencies: createCurrenciesService({ repo: createCurrenciesRepo(db) }), audit }));
  const wishlist = createWishlistService({ repo: createWishlistRepo(db), catalog, events });
  // Subscribers, before the bus starts: each module keeps its own tables in step with others' events.
  subscribeCatalog({ events, catalog, lowestActivePrice: listings.lowestActivePrice });
  subscribeWishlist({ events, wishlist });
  subscribeSearch({ events, search });
  // Notifications (issue #11): domain events become rows, after each member's preferences.
  const notificationsRepo = createNotificationsRepo(db);
  const notifications = createNotificationsService({ repo: notificationsRepo, events, mailer, accounts, publicUrl: config.publicUrl });
  subscribeNotifications({ events, notifications, wishlist, catalog });
  const digest = defineDigestJob(jobs, { repo: notificationsRepo, mailer, accounts, publicUrl: config.publicUrl, now: () => new Date() });
  app.addHook('onReady', async () => digest.schedule());
  await app.register(liveStreams.routes(getViewer));
  app.addHook('onReady', async () => events.start());
  // Streams end before the server closes (it waits for open connections); browsers reconnect elsewhere.
  app.addHook('preClose', async () => liveStreams.closeAll());
  app.addHook('onClose', async () => events.stop());
  await app.register(wishlistRoutes({ wishlist, rateLimiter }));
  await app.register(productPageRoutes(createProductPage({ catalog, listings, accounts, wishlist })));
  // The club (issue #17): applicants, reviewers, members, the audit log and the dashboard.
  const now = () => new Date();
  const clubRepo = createClubRepo(db);
  // Files: photos in the public namespace (served at /uploads), documents in the private one.
  const blobs = createBlobStores(config);
  await app.register(uploadsRoutes({ store: blobs.public }));
  const store = createPrivateStore(blobs.private);
  const purge = definePurgeJob(jobs, { repo: clubRepo, store, audit, now });
  const decisions = createDecisions({ repo: clubRepo, accounts, audit, notifications, events, mailer, purge, publicUrl: config.publicUrl, now });
  const club = createClubService({
    repo: clubRepo, accounts, audit, notifications, mailer, rateLimiter, store, decisions, secret: config.authSecret, publicUrl: config.publicUrl, now,
  });
  const review = createClubReview({ repo: clubRepo, accounts, audit, store, decisions, now });
  // Messages (issue #11), before the club's routes: the access walk reaches them while its
  // member still is one (the walk's POST /api/membership/leave ends that).
  // Conversations about orders show the order (read from orders' table by its number).
  const messaging = createMessaging({ db, jobs, store, accounts, catalog, listings, events, orderSubjects: createOrderSubjects(db) });
  await app.register(messagingRoutes({ messaging, rateLimiter }));
  await app.register(clubRoutes({ club, rateLimiter }));
  await app.register(clubAdminRoutes({ review, members: createClubMembers({ repo: clubRepo, accounts, audit, notifications, decisions, now }) }));
  await app.register(adminDashboardRoutes(createAdminDashboard({ club: review, accounts, listings })));
  // Follows (issue #11): members follow members; the followee hears of it at once.
  // The portfolio (and the public face of wishlists) counts followers; follows asks it what is public.
  const followsRepo = createFollowsRepo(db);
  const portfolio = createPortfolioService({
    repo: createPortfolioRepo(db), catalog, accounts, wishlist, events, followersCount: followsRepo.followersCount,
  });
  const follows = createFollowsService({ repo: followsRepo, accounts, notifications, events, listings, catalog, collections: portfolio });
  subscribeFollows({ events, repo: followsRepo, accounts, notifications, collections: portfolio });
  await app.register(followsRoutes({ follows, rateLimiter }));
  await app.register(portfolioRoutes({ portfolio, rateLimiter }));
  // Selling (issue #12): drafts, expert review, the seller's listings and digital passports.
  const passports = createPassportsService({ repo: createPassportsRepo(db), accounts, catalog, publicUrl: config.publicUrl });
  const sellingRepo = createSellingRepo(db);
  const selling = createSellingService({ repo: sellingRepo, catalog, pricing, passports, events, audit });
  const expertReview = createReviewService({
    repo: sellingRepo, catalog, pricing, accounts, passports, notifications, audit,
    approveListing: createApproveListing({ listings: createListingSteps({ repo: sellingRepo, audit, notifications, events }), catalog, passports }),
  });
  const submitListing = createSubmitListing({ selling });
  const media = createMedia({ store: blobs.public, publicBaseUrl: config.storage.publicUrl });
  const photos = createPhotosService({ repo: sellingRepo, selling, media, deleteBlob: (key) => blobs.public.delete(key) });
  await app.register(sellingRoutes({ selling, review: expertReview, photos, rateLimiter, submitListing }));
  await app.register(passportsRoutes({ passports }));
  // The Journal (issue #36): articles and market reports; editors write, the job runner publishes on time.
  const journal = createJournal({ db, jobs, audit, media, catalog, accounts, notifications, publicUrl: config.publicUrl, now });
  app.decorate('journal', journal.service);
  await app.register(journalRoutes({ journal: journal.service, sitemaps: journal.sitemaps, publicUrl: config.publicUrl }));
  // Market reports written from the data (decision 056): each month's once it ends, on any instance; the demo writes its last 12.
  const marketReports = createMarketReports({ db, journal: journal.service });
  const reportsJob = defineMarketReportsJob(jobs, { reports: () => marketReports, now });
  app.decorate('marketReports', { reports: marketReports, schedule: reportsJob.schedule });
  app.addHook('onReady', async () => reportsJob.schedule({ backfillMonths: config.demo.seed ? 12 : 0 }));
  // The community (issue #37): members' journals; notifications fan out on the job runner.
  const community = createCommunity({ db, jobs, notifications, accounts, catalog, follows, media, events, audit });
  await app.register(communityRoutes({ community, rateLimiter }));
  // Community moderation (issue #37, decision 060): reports, and hide/restore/warn/dismiss at /admin/community, audited.
  await app.register(moderationRoutes({ moderation: createCommunityModeration({ db, follows, accounts, audit, notifications }), rateLimiter }));
  // Leaderboards and discover (issue #37, decision 059): a job writes them into tables every few minutes, and at boot.
  const communityBoards = createCommunityBoards({ db, jobs, accounts, notifications, now });
  app.decorate('communityBoards', communityBoards.service);
  await app.register(boardsRoutes({ boards: communityBoards.service, runSoon: communityBoards.runSoon }));
  app.addHook('onReady', async () => communityBoards.schedule());
  // Public portfolios (issue #37): curated from the member's pieces, valued over time; followers hear of pieces added through a job.
  await app.register(showcaseRoutes({ showcases: createShowcases({ db, jobs, notifications, accounts, catalog, now }), rateLimiter }));
  // Escrow and payments (issue #13): the ledger holds the money; the simulated processor's webhooks capture it.
  const ledger = createLedgerService({ repo: createLedgerRepo(db) });
  // Payments is made first (orders pay through it); what its news does to an order is the
  // capture-payment workflow, handed over below once orders exist.
  const { payments, card, reconciler, reconcile, settleWith } = createPayments({
    db, jobs, ledger, authSecret: config.authSecret, publicUrl: config.publicUrl, now, log: app.log,
    ...(deps.paymentFaults ? { faults: deps.paymentFaults } : {}),
  });
  app.decorate('payments', { service: payments, card, ledger, reconciler });
  app.addHook('onReady', async () => reconcile.schedule());
  await app.register(paymentsRoutes({ payments, reconciler, audit }));
  // Saved addresses and cards (issue 13): orders pay with a saved card's token, auctions ask for one on file.
  const wallet = createWalletService({ repo: createWalletRepo(db), card, now });
  app.decorate('wallet', wallet);
  await app.register(walletRoutes({ wallet, rateLimiter }));
  // Buying (issue #13): orders from checkout to completion, their timers, the admin's side.
  const orders = createOrders({
    db, jobs, listings, catalog, payments, passports, notifications, accounts,
    // The use cases that span modules, composed of the modules' steps (src/server/workflows).
    workflows: (steps) => {
      const parts = { orders: steps, ledger, listings, passports, catalog, pricing };
      return { settleOrder: createSettleOrder(parts), refundOrder: createRefundOrder(parts) };
    },
    currencies: createCurrenciesService({ repo: createCurrenciesRepo(db) }), events, wallet: deps.wallet ?? wallet, now: deps.ordersClock ?? now, log: app.log, messaging,
    ...(deps.paymentFaults ? { faults: deps.paymentFaults } : {}),
  });
  settleWith(createCapturePayment({ orders: orders.steps, refundOrder: orders.workflows.refundOrder, ledger, notifications, accounts }));
  const placeOrder = createPlaceOrder({ orders });
  app.decorate('orders', { service: orders });
  await app.register(ordersRoutes({ orders, payments, ledger, listings }));
  // Payouts (issue 13): the seller's payable leaves the ledger to their bank account, moved by an admin.
  const payouts = createPayoutsService({ repo: createPayoutsRepo(db), ledger, notifications, audit, now });
  await app.register(payoutsRoutes({ payouts }));
  // Offers (issue 13): an accepted offer becomes an order through orders' placeOrder.
  const offers = createOffers({ db, jobs, listings, catalog, orders: { placeOrder }, notifications, accounts, mailer, publicUrl: config.publicUrl, now });
  app.decorate('offers', offers);
  subscribeOffers({ events, offers });
  await app.register(offersRoutes({ offers, rateLimiter }));
  await app.register(profileRoutes(createProfilePages({ orders, offers, wishlist, ledger })));
  subscribeFollowerNews({ events, notifications, follows, accounts, catalog });
  // Live auctions (issue #14): bids, closing exactly once, the bidders' news.
  const closeLot = createCloseLot({ placeOrder, listings, catalog });
  const raise = (type: Parameters<typeof notifications.raise>[0], recipients: { userId: string; params: Record<string, unknown>; sourceKey?: string; collapse?: boolean }[], sourceKey: string | null, tx?: Parameters<typeof notifications.raise>[3]) =>
    notifications.raise(type, recipients as never, sourceKey, tx);
  // A lot closed unsold: its listing ends, or waits while a second-chance offer may be made or answered.
  const secondChance = createSecondChance({
    repo: createSecondChanceRepo(db), lots: biddingRepo, jobs, raise, pieceOf: closeLot.pieceOf, placeOrder: closeLot.wonLot, now, endListing: closeLot.endListing,
  });
  const closing = defineClosing({
    repo: biddingRepo, events, jobs, raise, pieceOf: closeLot.pieceOf, placeOrder: closeLot.wonLot, log: app.log, now, afterUnsold: secondChance.afterUnsold,
  });
  subscribeBidNews({ events, repo: biddingRepo, raise, piecesOf: closeLot.piecesOf });
  subscribeLotsFromListings({
    events, closing, now,
    listingOf: (id, tx) => sellingRepo.byId(id, tx),
    slugOf: async (productId, tx) => (await catalog.productCardsByIds([productId], tx)).get(productId)?.slug ?? null,
  });
  app.addHook('onReady', async () => closing.scheduleSweep());
  const bidding = createBiddingService({
    repo: biddingRepo, events, now, scheduleClose: closing.scheduleClose,
    hasPaymentMethod: (userId) => wallet.hasPaymentMethod(userId),
    withPaymentMethod: (userIds, tx) => wallet.withPaymentMethod(userIds, tx),
  });
  app.decorate('auctions', { bidding, closing, secondChance });
  const lots = createLotsService({ repo: biddingRepo, bidding, cards: (ids) => catalog.productCardsByIds(ids), secondChance, now });
  await app.register(auctionsRoutes({
    bidding, lots, audit, now, secondChance, onBoughtNow: closeLot.boughtNow,
  }));
  // The assistant (issue #16): tools over the modules above (auctions' lots included).
  const assistantRepo = createAssistantRepo(db);
  const guestCleanup = defineGuestCleanupJob(jobs, { repo: assistantRepo, now });
  app.addHook('onReady', async () => guestCleanup.schedule());
  const conciergeId = conciergeAccount({
    find: (email) => accountsRepo.findUserByEmail(email),
    create: async (email) => {
      const made = await auth.api.signUpEmail({
        body: { email, password: randomBytes(24).toString('base64url'), name: 'Patina Concierge', firstName: 'Patina', lastName: 'Concierge' },
      });
      return made.user.id;
    },
    makeAdmin: (id) => accountsRepo.setUserType(id, 'admin', ['registered', 'verified_member']),
  });
  const assistant = createAssistantService({
    repo: assistantRepo,
    tools: createTools({
      search, catalog, pricing, wishlist, selling, lots,
      affairs: {
        orders: async (userId) => {
          const [bought, sold] = await Promise.all([orders.list(userId, 'buyer'), orders.list(userId, 'seller')]);
          return [...bought.orders, ...sold.orders].slice(0, 10).map((o) => ({
            label: `${o.role === 'buyer' ? 'Bought' : 'Sold'}: ${o.title}, ${formatAmount(o.total, o.currency)}, ${ORDER_STATUS_LABELS[o.status].toLowerCase()}`,
            url: `/profile/orders/${o.id}`,
          }));
        },
        offers: async (userId) => {
          const [made, received] = await Promise.all([offers.list(userId, 'buyer'), offers.list(userId, 'seller')]);
          return [...made, ...received].filter((o) => o.status === 'pending' || o.status === 'countered').slice(0, 10).map((o) => ({
            label: `${o.role === 'buyer' ? 'You offered' : 'Offered to you'}: ${formatAmount(o.counterAmount ?? o.amount, o.currency)} for ${o.title} (${o.status})`,
            url: o.role === 'buyer' ? '/profile/buying' : '/profile/selling',
          }));
        },
      },
    }),
    wishlist,
    messaging,
    lots,
    conciergeId,
    model: config.assistantModel ? createModelClient(config.assistantModel) : null,
    log: app.log,
  });
  await app.register(assistantRoutes({ assistant, rateLimiter, secureCookies: config.publicUrl.startsWith('https:') }));
  // Admins answer the concierge from /admin/concierge, as the concierge, audited (decision 029).
  await app.register(conciergeInboxRoutes({ inbox: createConciergeInbox({ messaging, conciergeId, audit: (entry) => audit.record(db, entry) }) }));
  await app.register(notificationsRoutes({ notifications }));
  const catalogRepo = createCatalogRepo(db);
  const menuImages = menu.flatMap((s) => s.tiles.map((t) => t.image));
  await app.register(artworkRoutes({
    cacheDir: path.join(config.dataDir, 'cache', 'artwork'),
    known: createKnownImages(catalogRepo, menuImages),
    draw: renderArtworkWebp,
  }));
  // Image search (issue #15): the catalogue's drawings and live listings' photos, described offline.
  const drawingOf = (url: string) => {
    const drawn = /^\/images\/catalog\/([a-z-]+)\/([0-9a-f]{6})\.webp$/.exec(url);
    return drawn && isArtKind(drawn[1]!) ? { kind: drawn[1], colour: `#${drawn[2]}` } : null;
  };
  const imageSearch = createImageSearchService({
    repo: createImageSearchRepo(db),
    catalog,
    loadPicture: async (url) => {
      const drawn = drawingOf(url);
      if (drawn) return renderArtworkWebp(drawn.kind, drawn.colour, 400);
      const photo = /(photos\/[0-9a-f]{2}\/[0-9a-f]{32}\/(?:thumb|card|zoom)\.webp)$/.exec(url);
      return photo ? ((await blobs.public.get(photo[1]!))?.bytes ?? null) : null;
    },
    // A drawing's piece without its backdrop: Patina draws the catalogue, so it has the cut-out.
    loadCutout: async (url) => {
      const drawn = drawingOf(url);
      return drawn ? renderArtworkCutoutPng(drawn.kind, drawn.colour, 400) : null;
    },
    listingPhotos: async (listingId) => {
      const listing = await sellingRepo.byId(listingId);
      if (!listing || listing.status !== 'active') return [];
      return (await sellingRepo.photos([listingId])).map((p) => p.renditions.card.url);
    },
    fetchLink: deps.imageLinkFetch ?? createSafeFetch(),
    // AI_API_KEY: the same OpenAI-compatible endpoint as the assistant, here reading the photo.
    vision: config.assistantModel ? createVisionModel(createModelClient(config.assistantModel)) : null,
    log: app.log,
  });
  subscribeImageSearch({ events, imageSearch });
  await app.register(imageSearchRoutes({ imageSearch, rateLimiter }));
  // Bulk upload (issue #38): a sheet and photos, recognised on the job runner, submitted through selling.
  const bulkUpload = createBulkUpload({ db, jobs, store: blobs.private, events, search, imageSearch, catalog, pricing, selling: { ...selling, submit: submitListing }, photos, notifications });
  await app.register(bulkUploadRoutes({ bulkUpload, rateLimiter }));
  // The catalogue is indexed in the background (a few hundred drawings: tens of seconds on two
  // cores); searches meanwhile find what is indexed so far. Closing waits for it.
  let indexing: Promise<unknown> = Promise.resolve();
  app.decorate('imageSearch', imageSearch);
  app.addHook('onReady', async () => {
    if (!config.imageIndexOnStart) return;
    indexing = imageSearch.indexCatalogue().then(
      (r) => app.log.info(r, 'image search: catalogue indexed'),
      (err: unknown) => app.log.warn({ err }, 'image search: indexing the catalogue failed; it is tried again at the next start'),
    );
  });
  app.addHook('onClose', async () => {
    await indexing;
  });
  await registerWeb(app, config.webDist);

  return app;
}

/** PostgreSQL: invalid byte sequence for encoding, untranslatable character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
/** PostgreSQL: query_canceled, which statement_timeout raises. */
const STATEMENT_TIMEOUT = '57014';

function errorHandler(this: FastifyInstance, error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const issues = error.validation.map((v) => {
      const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String((v.params as { missingProperty?: string } | undefined)?.missingProperty ?? '');
      return { path: where, message: v.message ?? 'is invalid' };
    });
    const context = error.validationContext === 'querystring' ? 'query parameter' : error.validationContext === 'params' ? 'path parameter' : 'field';
    const message = issues.map((i) => (i.path ? `${context} '${i.path}' ${i.message}` : i.message)).join('; ');
    return reply.code(400).send({ error: { code: 'invalid_request', message, issues } });
  }
  if (error instanceof AppError) {
    if ((error.status === 429 || error.status === 503) && !reply.hasHeader('retry-after')) {
      const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      reply.header('retry-after', String(typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : 60));
    }
    // A rule that names fields (what a submission lacks, the date of birth) says which, like zod's 400s.
    const issues = (error.details as { issues?: unknown } | undefined)?.issues;
    return reply.code(error.status).send({ error: { code: error.code, message: error.message, ...(Array.isArray(issues) ? { issues } : {}) } });
  }
  if (isConnectionError(error)) {
    // The database is away (restart, failover): say so, and when to try again.
    req.log.warn({ err: error }, 'database unreachable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: { code: 'database_unavailable', message: 'Patina cannot reach its database for a moment. Please try again in a few seconds.' } });
  }
  if (error.code === STATEMENT_TIMEOUT || (error.cause as { code?: unknown } | undefined)?.code === STATEMENT_TIMEOUT) {
    req.log.warn({ err: error, url: req.url }, 'statement timeout');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: { code: 'too_slow', message: 'This took too long to answer. Please try again in a moment.' } });
  }
  if (UNSTORABLE_TEXT.has(String(error.code))) {
    // A backstop behind the input guard: text PostgreSQL cannot store is the sender's mistake.
    return reply.code(400).send({ error: { code: 'invalid_text', message: 'The request contains text that cannot be stored.' } });
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(error.statusCode).send({ error: { code: error.code ?? 'bad_request', message: error.message } });
  }
  if (answerKnownFailure(error, req, reply)) return reply;
  req.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ error: { code: 'internal', message: 'Something went wrong' } });
}
