/* eslint-disable patina-tables/own-tables -- decision 060: moderators hide a public portfolio by its
   `hidden_at` column, the one column of community_portfolios this module reads or writes (the
   portfolio module's reads already leave hidden rows out). When that module offers the same two
   calls on its surface, app.ts passes them instead and this file goes. */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { asDate } from './moderation.repo.js';

/** A public portfolio as moderation needs it: whose, its words, whether published and hidden. */
export interface PortfolioTarget {
  id: number;
  ownerId: string;
  title: string;
  description: string;
  status: string;
  hiddenAt: Date | null;
}

/** What moderation needs of public portfolios (reached by shape). */
export interface ModeratedPortfolios {
  portfolios(ids: number[], tx?: DbOrTx): Promise<PortfolioTarget[]>;
  /** Sets or clears `hidden_at`; answers whether it changed (hiding a hidden one does not). */
  setHidden(id: number, hidden: boolean, tx?: DbOrTx): Promise<boolean>;
}

export function portfoliosBySql(db: Db): ModeratedPortfolios {
  return {
    async portfolios(ids, tx = db) {
      if (ids.length === 0) return [];
      const { rows } = await tx.execute<{ id: string | number; owner_id: string; title: string; description: string; status: string; hidden_at: string | Date | null }>(sql`
        select id, owner_id, title, description, status, hidden_at from community_portfolios
         where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
      return rows.map((r) => ({
        id: Number(r.id), ownerId: r.owner_id, title: r.title, description: r.description, status: r.status, hiddenAt: r.hidden_at === null ? null : asDate(r.hidden_at),
      }));
    },

    async setHidden(id, hidden, tx = db) {
      const { rows } = hidden
        ? await tx.execute<{ id: string | number }>(sql`update community_portfolios set hidden_at = now() where id = ${id} and hidden_at is null returning id`)
        : await tx.execute<{ id: string | number }>(sql`update community_portfolios set hidden_at = null where id = ${id} and hidden_at is not null returning id`);
      return rows.length > 0;
    },
  };
}
