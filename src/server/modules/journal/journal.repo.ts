import { and, asc, count, desc, eq, inArray, isNull, lte, ne, param, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { JournalState } from '../../../shared/journal/journal.machine.js';
import { journalArticles, journalAuthors, journalMedia, journalRevisions, journalSubscriptions } from './journal.tables.js';

export type ArticleRow = typeof journalArticles.$inferSelect;
export type NewArticle = typeof journalArticles.$inferInsert;
export type AuthorRow = typeof journalAuthors.$inferSelect;
export type MediaRow = typeof journalMedia.$inferSelect;
export type RevisionRow = typeof journalRevisions.$inferSelect;
type ArticleChange = Partial<Omit<NewArticle, 'id' | 'kind' | 'createdAt' | 'state'>>;

/** The Journal module's only Drizzle code. */
export function createJournalRepo(db: Db) {
  const published = eq(journalArticles.state, 'published');
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async authors(tx: DbOrTx = db): Promise<AuthorRow[]> {
      return tx.select().from(journalAuthors).orderBy(asc(journalAuthors.name));
    },
    async authorsByIds(ids: string[], tx: DbOrTx = db): Promise<AuthorRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(journalAuthors).where(inArray(journalAuthors.id, ids));
    },
    async upsertAuthor(row: typeof journalAuthors.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(journalAuthors).values(row).onConflictDoUpdate({ target: journalAuthors.id, set: { name: row.name, role: row.role, bio: row.bio, userId: row.userId ?? null } });
    },

    async byId(id: string, tx: DbOrTx = db, forUpdate = false): Promise<ArticleRow | null> {
      const q = tx.select().from(journalArticles).where(eq(journalArticles.id, id));
      const [row] = forUpdate ? await q.for('update') : await q;
      return row ?? null;
    },
    async bySlug(slug: string, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx.select().from(journalArticles).where(eq(journalArticles.slug, slug));
      return row ?? null;
    },
    async slugsLike(prefix: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ slug: journalArticles.slug }).from(journalArticles)
        .where(sql`${journalArticles.slug} = ${prefix} or ${journalArticles.slug} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}-%`}`);
      return rows.map((r) => r.slug);
    },
    async report(category: string | null, period: string, tx: DbOrTx = db, forUpdate = false): Promise<ArticleRow | null> {
      const q = tx.select().from(journalArticles).where(and(
        eq(journalArticles.kind, 'report'),
        category === null ? isNull(journalArticles.reportCategory) : eq(journalArticles.reportCategory, category),
        eq(journalArticles.reportPeriod, period),
      ));
      const [row] = forUpdate ? await q.for('update') : await q;
      return row ?? null;
    },

    /** The new article; null when its slug is taken. */
    async insert(row: NewArticle, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [created] = await tx.insert(journalArticles).values(row).onConflictDoNothing({ target: journalArticles.slug }).returning();
      return created ?? null;
    },
    async update(id: string, change: ArticleChange, tx: DbOrTx = db): Promise<ArticleRow> {
      const [row] = await tx.update(journalArticles).set(change).where(eq(journalArticles.id, id)).returning();
      return row!;
    },
    /** Moves the article from `from` to `to` (compare-and-set); null when it had moved. */
    async move(id: string, from: JournalState, to: JournalState, change: ArticleChange, tx: DbOrTx = db): Promise<ArticleRow | null> {
      const [row] = await tx.update(journalArticles).set({ ...change, state: to }).where(and(eq(journalArticles.id, id), eq(journalArticles.state, from))).returning();
      return row ?? null;
    },
    async slugTakenByOther(slug: string, id: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx.select({ id: journalArticles.id }).from(journalArticles).where(and(eq(journalArticles.slug, slug), ne(journalArticles.id, id)));
      return row !== undefined;
    },

    async addRevision(row: typeof journalRevisions.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(journalRevisions).values(row);
    },
    async revisionById(id: number, tx: DbOrTx = db): Promise<RevisionRow | null> {
      const [row] = await tx.select().from(journalRevisions).where(eq(journalRevisions.id, id));
      return row ?? null;
    },
    async revisions(articleId: string, tx: DbOrTx = db): Promise<RevisionRow[]> {
      return tx.select().from(journalRevisions).where(eq(journalRevisions.articleId, articleId)).orderBy(desc(journalRevisions.revision));
    },

    /** Every article in a state (all when null), newest change first. */
    async list(state: JournalState | null, limit: number, tx: DbOrTx = db): Promise<ArticleRow[]> {
      return tx.select().from(journalArticles).where(state === null ? undefined : eq(journalArticles.state, state))
        .orderBy(desc(journalArticles.updatedAt), desc(journalArticles.id)).limit(limit);
    },

    /** Published articles, newest first, of a section (all when null). */
    async published(options: { section?: string | null; kind?: 'article' | 'report'; limit: number; offset?: number; excludeIds?: string[] }, tx: DbOrTx = db): Promise<ArticleRow[]> {
      const where = [published];
      if (options.section) where.push(eq(journalArticles.section, options.section));
      if (options.kind) where.push(eq(journalArticles.kind, options.kind));
      if (options.excludeIds && options.excludeIds.length > 0) where.push(sql`not (${journalArticles.id} = any(${param(options.excludeIds)}::text[]))`);
      return tx.select().from(journalArticles).where(and(...where))
        .orderBy(desc(journalArticles.publishedAt), desc(journalArticles.id)).limit(options.limit).offset(options.offset ?? 0);
    },
    async publishedCount(section: string | null, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(journalArticles).where(section ? and(published, eq(journalArticles.section, section)) : published);
      return Number(row?.n ?? 0);
    },
    /** The newest published report of each category (and the whole market's). */
    async newestReports(tx: DbOrTx = db): Promise<ArticleRow[]> {
      const rows = await tx.selectDistinctOn([sql`coalesce(${journalArticles.reportCategory}, '')`]).from(journalArticles)
        .where(and(published, eq(journalArticles.kind, 'report')))
        .orderBy(sql`coalesce(${journalArticles.reportCategory}, '')`, desc(journalArticles.reportPeriod), desc(journalArticles.publishedAt));
      return rows.sort((a, b) => (a.reportCategory ?? '').localeCompare(b.reportCategory ?? ''));
    },
    /** Published pieces sharing a section or a house with this one, newest first. */
    async related(row: ArticleRow, limit: number, tx: DbOrTx = db): Promise<ArticleRow[]> {
      const brands = sql`(${journalArticles.brands} && ${param(row.brands)}::text[])`;
      return tx.select().from(journalArticles)
        .where(and(published, ne(journalArticles.id, row.id), sql`(${journalArticles.section} = ${row.section} or ${brands})`))
        .orderBy(sql`${brands} desc`, desc(journalArticles.publishedAt)).limit(limit);
    },
    /** Scheduled articles whose time has come (the job's safety net). */
    async dueScheduled(at: Date, tx: DbOrTx = db): Promise<ArticleRow[]> {
      return tx.select().from(journalArticles).where(and(eq(journalArticles.state, 'scheduled'), lte(journalArticles.publishAt, at)));
    },
    /** Every published article's slug and dates (the sitemap, the feed). */
    async publishedForFeed(limit: number, tx: DbOrTx = db): Promise<ArticleRow[]> {
      return tx.select().from(journalArticles).where(published).orderBy(desc(journalArticles.publishedAt)).limit(limit);
    },

    async topicsOf(userId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx.select({ topic: journalSubscriptions.topic }).from(journalSubscriptions).where(eq(journalSubscriptions.userId, userId)).orderBy(asc(journalSubscriptions.topic));
      return rows.map((r) => r.topic);
    },
    async subscribe(userId: string, topic: string, on: boolean, tx: DbOrTx = db): Promise<void> {
      if (on) await tx.insert(journalSubscriptions).values({ userId, topic }).onConflictDoNothing();
      else await tx.delete(journalSubscriptions).where(and(eq(journalSubscriptions.userId, userId), eq(journalSubscriptions.topic, topic)));
    },
    /** Everyone following any of these topics, each once. */
    async subscribersOf(topics: string[], tx: DbOrTx = db): Promise<string[]> {
      if (topics.length === 0) return [];
      const rows = await tx.selectDistinct({ userId: journalSubscriptions.userId }).from(journalSubscriptions).where(inArray(journalSubscriptions.topic, topics));
      return rows.map((r) => r.userId);
    },

    async insertMedia(row: typeof journalMedia.$inferInsert, tx: DbOrTx = db): Promise<MediaRow> {
      const [created] = await tx.insert(journalMedia).values(row).returning();
      return created!;
    },
    async mediaByIds(ids: string[], tx: DbOrTx = db): Promise<MediaRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(journalMedia).where(inArray(journalMedia.id, ids));
    },
  };
}
export type JournalRepo = ReturnType<typeof createJournalRepo>;
