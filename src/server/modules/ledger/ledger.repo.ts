import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { AccountRef, Leg, LedgerAccountKind, Posting, TransferKind } from '../../../shared/ledger/posting.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger.tables.js';

export interface LockedAccount {
  id: number;
  kind: LedgerAccountKind;
  owner: string;
  currency: string;
  balance: bigint;
}

export interface StoredTransfer {
  id: number;
  kind: string;
  orderId: string | null;
  legs: Leg[];
}

/** The ledger module's only Drizzle code. */
/** The transfers by which a sale pays its seller: escrow released whole, or the rest after a partial refund. */
const SALE_TRANSFER_KINDS = ['release', 'refund_part'] as const satisfies readonly TransferKind[];

export function createLedgerRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * What moved between the processor and an order on the ledger, all positive: `in` what its
     * captures brought in; `outAsked` the refunds Patina paid out (kind payout); `outUnasked`
     * what left by the processor's own refunds (issue 34); `owedToBuyer` what the order's
     * postings owe the buyer back and has not left for their card yet.
     */
    async processorFlows(orderId: string, tx: DbOrTx = db): Promise<{ in: number; outAsked: number; outUnasked: number; owedToBuyer: number }> {
      const external = sql`${ledgerAccounts.kind} = 'external'`;
      const [row] = await tx
        .select({
          in: sql<string>`coalesce(sum(case when ${external} and ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)::text`,
          outAsked: sql<string>`coalesce(sum(case when ${external} and ${ledgerEntries.amount} > 0 and ${ledgerTransfers.kind} = 'payout' then ${ledgerEntries.amount} else 0 end), 0)::text`,
          outUnasked: sql<string>`coalesce(sum(case when ${external} and ${ledgerEntries.amount} > 0 and ${ledgerTransfers.kind} <> 'payout' then ${ledgerEntries.amount} else 0 end), 0)::text`,
          owedToBuyer: sql<string>`coalesce(sum(case when ${ledgerAccounts.kind} = 'refunds' then ${ledgerEntries.amount} else 0 end), 0)::text`,
        })
        .from(ledgerTransfers)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(eq(ledgerTransfers.orderId, orderId), inArray(ledgerAccounts.kind, ['external', 'refunds'])));
      return { in: Number(row?.in ?? 0), outAsked: Number(row?.outAsked ?? 0), outUnasked: Number(row?.outUnasked ?? 0), owedToBuyer: Number(row?.owedToBuyer ?? 0) };
    },

    async findTransfer(idempotencyKey: string, tx: DbOrTx = db): Promise<StoredTransfer | null> {
      const rows = await tx
        .select({
          id: ledgerTransfers.id, kind: ledgerTransfers.kind, orderId: ledgerTransfers.orderId,
          accountKind: ledgerAccounts.kind, owner: ledgerAccounts.owner, currency: ledgerAccounts.currency, amount: ledgerEntries.amount,
        })
        .from(ledgerTransfers)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
      const first = rows[0];
      if (!first) return null;
      return {
        id: first.id,
        kind: first.kind,
        orderId: first.orderId,
        legs: rows.map((r) => ({ account: { kind: r.accountKind, owner: r.owner, currency: r.currency }, amount: Number(r.amount) })),
      };
    },

    /**
     * The accounts of `refs`, created when new, locked FOR UPDATE in id order (every posting
     * locks in the same order, so two postings never wait on each other in a circle).
     */
    async lockAccounts(refs: readonly AccountRef[], tx: Tx): Promise<LockedAccount[]> {
      await tx
        .insert(ledgerAccounts)
        .values(refs.map((r) => ({ kind: r.kind, owner: r.owner, currency: r.currency })))
        .onConflictDoNothing({ target: [ledgerAccounts.kind, ledgerAccounts.owner, ledgerAccounts.currency] });
      return tx
        .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, owner: ledgerAccounts.owner, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(sql`(${ledgerAccounts.kind}, ${ledgerAccounts.owner}, ${ledgerAccounts.currency}) in (${sql.join(
          refs.map((r) => sql`(${r.kind}, ${r.owner}, ${r.currency})`),
          sql`, `,
        )})`)
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },

    /** The new transfer's id, or null when another transaction wrote the key first. */
    async insertTransfer(p: Posting, tx: Tx): Promise<number | null> {
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({ idempotencyKey: p.idempotencyKey, kind: p.kind, orderId: p.orderId, memo: p.memo ?? null })
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning({ id: ledgerTransfers.id });
      return row?.id ?? null;
    },

    async insertEntries(transferId: number, entries: { accountId: number; amount: number; currency: string }[], tx: Tx): Promise<void> {
      await tx.insert(ledgerEntries).values(entries.map((e) => ({ transferId, accountId: e.accountId, amount: BigInt(e.amount), currency: e.currency })));
    },

    /** Adds each amount to its account's balance and bumps its version, in one statement. */
    async applyDeltas(deltas: { accountId: number; amount: number }[], tx: Tx): Promise<void> {
      await tx.execute(sql`
        update ledger_accounts a set balance = a.balance + v.amount, version = a.version + 1
          from (values ${sql.join(deltas.map((d) => sql`(${d.accountId}::bigint, ${d.amount}::bigint)`), sql`, `)}) as v(id, amount)
         where a.id = v.id`);
    },

    async account(ref: AccountRef, tx: DbOrTx = db): Promise<{ balance: bigint; version: number } | null> {
      const [row] = await tx
        .select({ balance: ledgerAccounts.balance, version: ledgerAccounts.version })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.owner, ref.owner), eq(ledgerAccounts.currency, ref.currency)));
      return row ?? null;
    },

    /** The sum of every entry per currency (0 in a sound ledger). */
    async totals(tx: DbOrTx = db): Promise<Map<string, bigint>> {
      const rows = await tx
        .select({ currency: ledgerEntries.currency, sum: sql<string>`sum(${ledgerEntries.amount})::text` })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.currency);
      return new Map(rows.map((r) => [r.currency, BigInt(r.sum)]));
    },

    /** Accounts whose balance is not the sum of their entries (none in a sound ledger). */
    async driftedAccounts(tx: DbOrTx = db): Promise<number[]> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        select a.id::text as id from ledger_accounts a
          left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e on e.account_id = a.id
         where a.balance <> coalesce(e.s, 0)`);
      return rows.map((r) => Number(r.id));
    },

    /** Accounts with their balances, largest movements first (the admin's view). */
    async accounts(limit: number, tx: DbOrTx = db) {
      return tx
        .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, owner: ledgerAccounts.owner, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance, version: ledgerAccounts.version })
        .from(ledgerAccounts)
        .orderBy(ledgerAccounts.kind, ledgerAccounts.currency, ledgerAccounts.id)
        .limit(limit);
    },

    /** The newest transfers with their legs. */
    async recentTransfers(limit: number, tx: DbOrTx = db) {
      const { rows } = await tx.execute<{ id: string; idempotency_key: string; kind: string; order_id: string | null; memo: string | null; created_at: string | Date; legs: { kind: string; owner: string; currency: string; amount: string }[] }>(sql`
        select t.id::text as id, t.idempotency_key, t.kind, t.order_id, t.memo, t.created_at,
               coalesce((select json_agg(json_build_object('kind', a.kind, 'owner', a.owner, 'currency', e.currency, 'amount', e.amount::text) order by e.id)
                           from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transfer_id = t.id), '[]'::json) as legs
          from ledger_transfers t
         order by t.id desc
         limit ${limit}`);
      return rows;
    },

    /** A seller's payable balances per currency. */
    async payableBalances(sellerId: string, tx: DbOrTx = db): Promise<{ currency: string; balance: bigint }[]> {
      return tx
        .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'seller_payable'), eq(ledgerAccounts.owner, sellerId)))
        .orderBy(asc(ledgerAccounts.currency));
    },

    /**
     * The sales that paid into a seller's payable (escrow released, in whole or after a partial
     * refund), newest first: what the seller received (net) and what Patina kept from the same
     * transfer (the fee). Filtered here, not by the caller, so payouts and their returns never
     * use up the `limit`.
     */
    async payableMovements(sellerId: string, limit: number, tx: DbOrTx = db) {
      const { rows } = await tx.execute<{ order_id: string | null; currency: string; net: string; fee: string; created_at: string | Date }>(sql`
        select t.order_id, e.currency, e.amount::text as net,
               coalesce((select sum(f.amount) from ledger_entries f join ledger_accounts fa on fa.id = f.account_id
                          where f.transfer_id = t.id and fa.kind = 'platform_fees'), 0)::text as fee,
               t.created_at
          from ledger_accounts a
          join ledger_entries e on e.account_id = a.id
          join ledger_transfers t on t.id = e.transfer_id
         where a.kind = 'seller_payable' and a.owner = ${sellerId}
           and t.kind in (${sql.join(SALE_TRANSFER_KINDS.map((k) => sql`${k}`), sql`, `)})
         order by t.id desc
         limit ${limit}`);
      return rows.map((r) => ({ orderId: r.order_id, currency: r.currency, net: Number(r.net), fee: Number(r.fee), at: new Date(r.created_at) }));
    },

    async transferCount(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: sql<string>`count(*)::text` }).from(ledgerTransfers);
      return Number(row?.n ?? 0);
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
