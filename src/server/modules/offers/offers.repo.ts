import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { OfferState } from '../../../shared/offers/offers.machine.js';
import { offers } from './offers.tables.js';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = Omit<typeof offers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const OPEN: OfferState[] = ['pending', 'countered'];

/** Postgres' unique_violation, bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const pg = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (pg.code === '23505') return constraint === undefined || pg.constraint === constraint || String(pg.message ?? '').includes(constraint);
  }
  return false;
}

/** The offers module's only Drizzle code. */
export function createOffersRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insert(row: NewOffer, tx: DbOrTx = db): Promise<OfferRow> {
      const [created] = await tx.insert(offers).values(row).returning();
      return created!;
    },

    async byKey(buyerId: string, idempotencyKey: string, tx: DbOrTx = db): Promise<OfferRow | null> {
      const [row] = await tx.select().from(offers).where(and(eq(offers.buyerId, buyerId), eq(offers.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    async openOf(buyerId: string, listingId: number, tx: DbOrTx = db): Promise<OfferRow | null> {
      const [row] = await tx.select().from(offers).where(and(eq(offers.buyerId, buyerId), eq(offers.listingId, listingId), inArray(offers.status, OPEN)));
      return row ?? null;
    },

    /** The offer, locked for the caller's transaction. */
    async lock(id: number, tx: Tx): Promise<OfferRow | null> {
      const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
      return row ?? null;
    },

    async byId(id: number, tx: DbOrTx = db): Promise<OfferRow | null> {
      const [row] = await tx.select().from(offers).where(eq(offers.id, id));
      return row ?? null;
    },

    /** Moves the offer from the state it was read in; false when another move came first. */
    async move(
      id: number, from: OfferState, change: { status: OfferState; counterAmount?: number; orderId?: string; expiresAt?: Date }, tx: DbOrTx = db,
    ): Promise<OfferRow | null> {
      const [row] = await tx
        .update(offers)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(offers.id, id), eq(offers.status, from)))
        .returning();
      return row ?? null;
    },

    /** The other open offers on a listing, locked (an accepted offer declines them). */
    async lockOpenOnListing(listingId: number, exceptId: number, tx: Tx): Promise<OfferRow[]> {
      return tx
        .select()
        .from(offers)
        .where(and(eq(offers.listingId, listingId), inArray(offers.status, OPEN), ne(offers.id, exceptId)))
        .orderBy(offers.id)
        .for('update');
    },

    /** A member's offers on one side, newest first. */
    list(userId: string, role: 'buyer' | 'seller', limit: number, tx: DbOrTx = db): Promise<OfferRow[]> {
      return tx
        .select()
        .from(offers)
        .where(eq(role === 'buyer' ? offers.buyerId : offers.sellerId, userId))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit);
    },

    /** Open offers the member made or received. */
    async openCount(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(offers)
        .where(and(inArray(offers.status, OPEN), or(eq(offers.buyerId, userId), eq(offers.sellerId, userId))));
      return Number(row?.n ?? 0);
    },
  };
}

export type OffersRepo = ReturnType<typeof createOffersRepo>;
