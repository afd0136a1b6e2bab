import { and, asc, desc, eq, isNull, param, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { passportOwners, passports } from './passports.tables.js';

export type PassportRow = typeof passports.$inferSelect;
export type OwnerRow = typeof passportOwners.$inferSelect;

/** The passports module's only Drizzle code. */
export function createPassportsRepo(db: Db) {
  return {
    async insert(row: typeof passports.$inferInsert, tx: DbOrTx = db): Promise<PassportRow | null> {
      const [inserted] = await tx.insert(passports).values(row).onConflictDoNothing({ target: passports.code }).returning();
      return inserted ?? null;
    },

    async addOwner(row: typeof passportOwners.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(passportOwners).values(row);
    },

    async closeOwnership(passportId: number, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx.update(passportOwners).set({ toAt: at }).where(and(eq(passportOwners.passportId, passportId), isNull(passportOwners.toAt)));
    },

    async setOwner(passportId: number, ownerId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(passports).set({ ownerId }).where(eq(passports.id, passportId));
    },

    async byIdForUpdate(id: number, tx: DbOrTx = db): Promise<PassportRow | null> {
      const [row] = await tx.select().from(passports).where(eq(passports.id, id)).for('update');
      return row ?? null;
    },

    async byCode(code: string, tx: DbOrTx = db): Promise<PassportRow | null> {
      const [row] = await tx.select().from(passports).where(eq(passports.code, code)).limit(1);
      return row ?? null;
    },

    async idOfListing(listingId: number, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx.select({ id: passports.id }).from(passports).where(eq(passports.listingId, listingId)).limit(1);
      return row?.id ?? null;
    },

    async byListingIds(ids: number[], tx: DbOrTx = db): Promise<{ listingId: number; code: string }[]> {
      if (ids.length === 0) return [];
      return tx.select({ listingId: passports.listingId, code: passports.code }).from(passports)
        .where(sql`${passports.listingId} = any(${param(ids)}::bigint[])`);
    },

    async ofOwner(ownerId: string, limit: number, tx: DbOrTx = db): Promise<PassportRow[]> {
      return tx.select().from(passports).where(eq(passports.ownerId, ownerId)).orderBy(desc(passports.issuedAt), desc(passports.id)).limit(limit);
    },

    async owners(passportIds: number[], tx: DbOrTx = db): Promise<OwnerRow[]> {
      if (passportIds.length === 0) return [];
      return tx.select().from(passportOwners)
        .where(sql`${passportOwners.passportId} = any(${param(passportIds)}::bigint[])`)
        .orderBy(asc(passportOwners.fromAt));
    },
  };
}

export type PassportsRepo = ReturnType<typeof createPassportsRepo>;
