/**
 * Every table of Patina (each *.tables.ts of src/server/modules and src/server/platform, a
 * test in db/schema.test.ts keeps the list whole), gathered for the connection: client.ts
 * hands `schema` to drizzle() so `Db` is typed with all of them. Modules still reach only
 * their own tables (patina/module-surface lets server/db/ alone gather them). Nothing else
 * reads this aggregation today: no code uses Drizzle's relational `db.query` API, and
 * drizzle-kit is not configured (migrations are SQL written by hand in ./migrations).
 */
import * as accounts from '../modules/accounts/accounts.tables.js';
import * as assistant from '../modules/assistant/assistant.tables.js';
import * as auctions from '../modules/auctions/auctions.tables.js';
import * as bulkUpload from '../modules/bulk-upload/bulk-upload.tables.js';
import * as catalog from '../modules/catalog/catalog.tables.js';
import * as club from '../modules/club/club.tables.js';
import * as journal from '../modules/journal/journal.tables.js';
import * as currencies from '../modules/currencies/currencies.tables.js';
import * as community from '../modules/community/community.tables.js';
import * as communityBoards from '../modules/community-boards/boards.tables.js';
import * as follows from '../modules/follows/follows.tables.js';
import * as imageSearch from '../modules/image-search/image-search.tables.js';
import * as ledger from '../modules/ledger/ledger.tables.js';
import * as listings from '../modules/listings/listings.tables.js';
import * as messaging from '../modules/messaging/messaging.tables.js';
import * as notifications from '../modules/notifications/notifications.tables.js';
import * as offers from '../modules/offers/offers.tables.js';
import * as orders from '../modules/orders/orders.tables.js';
import * as passports from '../modules/passports/passports.tables.js';
import * as payments from '../modules/payments/payments.tables.js';
import * as payouts from '../modules/payouts/payouts.tables.js';
import * as portfolio from '../modules/portfolio/portfolio.tables.js';
import * as showcase from '../modules/portfolio/showcase.tables.js';
import * as pricing from '../modules/pricing/pricing.tables.js';
import * as search from '../modules/search/search.tables.js';
import * as wallet from '../modules/wallet/wallet.tables.js';
import * as wishlist from '../modules/wishlist/wishlist.tables.js';
import * as audit from '../platform/audit/audit.tables.js';
import * as events from '../platform/events/events.tables.js';
import * as jobs from '../platform/jobs/jobs.tables.js';
import * as mail from '../platform/mail/mail.tables.js';
import * as rateLimit from '../platform/rate-limit/rate-limit.tables.js';

export const schema = {
  ...accounts,
  ...assistant,
  ...auctions,
  ...bulkUpload,
  ...catalog,
  ...club,
  ...community,
  ...communityBoards,
  ...currencies,
  ...follows,
  ...imageSearch,
  ...journal,
  ...ledger,
  ...listings,
  ...messaging,
  ...notifications,
  ...offers,
  ...orders,
  ...passports,
  ...payments,
  ...payouts,
  ...portfolio,
  ...showcase,
  ...pricing,
  ...search,
  ...wallet,
  ...wishlist,
  ...audit,
  ...events,
  ...jobs,
  ...mail,
  ...rateLimit,
};
