import { bigint, char, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNT_KINDS, TRANSFER_KINDS } from '../../../shared/ledger/posting.js';

/**
 * The ledger's tables (migration 0023). The rules the database itself enforces are there: no
 * overdraft outside `external`, entries in their account's currency, transfers and entries
 * immutable (triggers), every transfer balanced per currency at commit (a deferred trigger).
 * Amounts are bigint minor units; the module reads them as strings and checks them safe.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    owner: text('owner').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(0n),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ledger_accounts_identity').on(t.kind, t.owner, t.currency), unique('ledger_accounts_id_currency').on(t.id, t.currency)],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transfers_idempotency_key'),
    kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
    orderId: text('order_id'),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transfers_order_idx').on(t.orderId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId), unique('ledger_entries_one_leg_per_account').on(t.transferId, t.accountId)],
);
