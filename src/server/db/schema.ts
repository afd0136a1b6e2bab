/**
 * Every module's tables, gathered for Drizzle's relational typing and for drizzle-kit.
 * Modules still reach only their own tables: this file exists for the connection.
 */
export * from '../modules/accounts/accounts.tables.js';
export * from '../modules/catalog/catalog.tables.js';
export * from '../modules/listings/listings.tables.js';
export * from '../modules/auctions/auctions.tables.js';
export * from '../modules/pricing/pricing.tables.js';
export * from '../platform/mail/mail.tables.js';
export * from '../platform/rate-limit/rate-limit.tables.js';
export * from '../platform/jobs/jobs.tables.js';

import * as accounts from '../modules/accounts/accounts.tables.js';
import * as catalog from '../modules/catalog/catalog.tables.js';
import * as listings from '../modules/listings/listings.tables.js';
import * as auctions from '../modules/auctions/auctions.tables.js';
import * as pricing from '../modules/pricing/pricing.tables.js';
import * as mail from '../platform/mail/mail.tables.js';
import * as rateLimit from '../platform/rate-limit/rate-limit.tables.js';
import * as jobs from '../platform/jobs/jobs.tables.js';

export const schema = { ...accounts, ...catalog, ...listings, ...auctions, ...pricing, ...mail, ...rateLimit, ...jobs };
