import { randomBytes, randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import type { Audit } from '../../platform/audit/index.js';
import type { JobKind, JobRunner } from '../../platform/jobs/index.js';
import type { Media } from '../../platform/media/index.js';
import { ConflictError, DomainRuleError, InvalidError, NotFoundError } from '../../platform/errors.js';
import { transition } from '../../../shared/lifecycle/machine.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { imageAtWidth } from '../../../shared/catalog/images.js';
import { embeddedMediaIds, embeddedProductIds, parseBlocks, readingMinutes, type JournalBlock } from '../../../shared/journal/blocks.js';
import {
  JOURNAL_PAGE_SIZE, JOURNAL_SECTION_LABELS, JOURNAL_SECTIONS, PERIOD_PATTERN, slugify,
  type AdminArticle, type AdminArticleListItem, type ArticleInput, type ArticlePage, type ArticleSummary, type JournalAuthor, type JournalImage,
  type JournalEditorAccount, type JournalIndex, type JournalMedia, type JournalRevision, type JournalSection, type PendingData, topicLabel,
} from '../../../shared/journal/contracts.js';
import { journalMachine, type JournalEvent, type JournalState } from '../../../shared/journal/journal.machine.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ArticleRow, JournalRepo, MediaRow } from './journal.repo.js';

export const PUBLISH_JOB = 'journal.publish';
export const publishKey = (articleId: string, at: Date) => `${PUBLISH_JOB}:${articleId}:${at.toISOString()}`;
export const ARTICLE_SUBJECT = 'journal_article';
/** The subscription topic of a reader who asked to hear of every market report. */
export const ALL_REPORTS = 'all';
/** The byline of the reports the product writes from the data (seeded by migration 0043). */
export const MARKET_DESK_AUTHOR = 'patina-market-desk';
/** The audit actions of an admin's grant and revocation of the editor capability. */
export const EDITOR_GRANTED = 'journal.editor.granted';
export const EDITOR_REVOKED = 'journal.editor.revoked';

export interface GeneratedReportInput {
  /** A category slug, or null for the whole market. */
  category: string | null;
  /** 'YYYY-MM'. */
  period: string;
  title: string;
  standfirst: string;
  blocks: JournalBlock[];
  /** Anything that changes when the figures change. */
  dataVersion: string;
  /** Publish a new report at once (default true); false keeps it a draft for an editor. */
  publish?: boolean;
  /** When it is published (default: now). The demo backdates its past months. */
  publishedAt?: Date;
  /** Houses (brand slugs) and categories the report is about, for its readers' follows. */
  brands?: string[];
}
export type GeneratedReportOutcome = 'created' | 'updated' | 'unchanged' | 'held_for_editor';

export interface JournalServiceDeps {
  repo: JournalRepo;
  audit: Pick<Audit, 'record'>;
  media: Pick<Media, 'ingestImage'>;
  catalog: { productCardsByIds(ids: number[], tx?: DbOrTx): Promise<Map<number, ProductCard>> };
  jobs: Pick<JobRunner, 'cancel'>;
  accounts: {
    setJournalEditor(id: string, editor: boolean, tx?: DbOrTx): Promise<boolean>;
    accountsByIds(ids: string[], tx?: DbOrTx): Promise<{ id: string; email: string; name: string; userType: string }[]>;
    accountIdsMatching(text: string, limit?: number): Promise<string[]>;
    journalEditorIds(limit: number, tx?: DbOrTx): Promise<string[]>;
  };
  publishJob: Pick<JobKind<{ articleId: string; publishAt: string }>, 'enqueue'>;
  /** Readers who follow a report's category or house, or asked for every report, are told (inside the publishing transaction). */
  notifications: Pick<NotificationsService, 'raise'>;
  /** Patina's public address (absolute article URLs). */
  publicUrl: string;
  now: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function bodyOrRefuse(input: unknown): JournalBlock[] {
  const parsed = parseBlocks(input);
  if (!parsed.ok) throw new InvalidError(`The article's body was not saved. ${parsed.message}.`, 'invalid_body', { issues: [{ path: `body.${parsed.path}`, message: parsed.message }] });
  return parsed.blocks;
}

function imageOf(m: MediaRow): JournalImage {
  const r = m.renditions;
  return { url: r.card.url, width: r.card.width, height: r.card.height, srcSet: `${r.thumb.url} ${r.thumb.width}w, ${r.card.url} ${r.card.width}w, ${r.zoom.url} ${r.zoom.width}w` };
}

/** What differs between two texts of a report: for the editor who kept theirs. */
function differences(kept: { title: string; standfirst: string; body: JournalBlock[] }, fresh: { title: string; standfirst: string; body: JournalBlock[] }): PendingData['changed'] {
  const blocks: number[] = [];
  for (let i = 0; i < Math.max(kept.body.length, fresh.body.length); i++) {
    if (JSON.stringify(kept.body[i] ?? null) !== JSON.stringify(fresh.body[i] ?? null)) blocks.push(i);
  }
  return { title: kept.title !== fresh.title, standfirst: kept.standfirst !== fresh.standfirst, blocks };
}

export function createJournalService(deps: JournalServiceDeps) {
  const { repo, audit, media, catalog, jobs, publishJob, accounts, now } = deps;

  async function freeSlug(base: string, tx: DbOrTx): Promise<string> {
    const taken = new Set(await repo.slugsLike(base, tx));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function slugConflict(slug: string, tx: DbOrTx): Promise<never> {
    const suggestion = await freeSlug(slug, tx);
    throw new ConflictError(`The address /journal/${slug} is already used by another article. Try '${suggestion}'.`, 'slug_taken');
  }

  /** Refuses pieces and images a body names that do not exist. */
  async function checkEmbeds(blocks: JournalBlock[], coverMediaId: string | null, tx: DbOrTx): Promise<void> {
    const productIds = embeddedProductIds(blocks);
    if (productIds.length > 0) {
      const cards = await catalog.productCardsByIds(productIds, tx);
      const missing = productIds.find((id) => !cards.has(id));
      if (missing !== undefined) {
        const at = blocks.findIndex((b) => b.type === 'piece' && b.productId === missing);
        throw new InvalidError(`Block ${at + 1}: there is no catalogue piece with the id ${missing}.`, 'unknown_piece');
      }
    }
    const mediaIds = [...embeddedMediaIds(blocks), ...(coverMediaId ? [coverMediaId] : [])];
    if (mediaIds.length > 0) {
      const found = new Set((await repo.mediaByIds(mediaIds, tx)).map((m) => m.id));
      const missing = mediaIds.find((id) => !found.has(id));
      if (missing !== undefined) throw new InvalidError(`The image ${missing} was not uploaded to the Journal: upload it again.`, 'unknown_image');
    }
  }

  async function checkAuthor(authorId: string, tx: DbOrTx): Promise<void> {
    if ((await repo.authorsByIds([authorId], tx)).length === 0) throw new InvalidError(`There is no Journal author '${authorId}'.`, 'unknown_author');
  }

  async function coverOf(row: ArticleRow, images: Map<string, MediaRow>, cards: Map<number, ProductCard>): Promise<JournalImage | null> {
    if (row.coverMediaId && images.has(row.coverMediaId)) return imageOf(images.get(row.coverMediaId)!);
    // No cover uploaded: the first piece the article embeds (Patina's own drawing of it).
    const first = embeddedProductIds(row.body).map((id) => cards.get(id)).find((c) => c?.image_feature);
    if (!first?.image_feature) return null;
    const url = imageAtWidth(first.image_feature, 800)!;
    return { url, width: 800, height: 800, srcSet: `${imageAtWidth(first.image_feature, 400)} 400w, ${url} 800w` };
  }

  /** Summaries of rows, their authors, covers and reading times in three queries. */
  async function summaries(rows: ArticleRow[], tx?: DbOrTx): Promise<ArticleSummary[]> {
    if (rows.length === 0) return [];
    const authors = new Map((await repo.authorsByIds([...new Set(rows.map((r) => r.authorId))], tx)).map((a) => [a.id, a]));
    const images = new Map((await repo.mediaByIds(rows.flatMap((r) => (r.coverMediaId ? [r.coverMediaId] : [])), tx)).map((m) => [m.id, m]));
    const firstPieces = rows.flatMap((r) => (r.coverMediaId ? [] : embeddedProductIds(r.body).slice(0, 1)));
    const cards = firstPieces.length > 0 ? await catalog.productCardsByIds(firstPieces, tx) : new Map<number, ProductCard>();
    return Promise.all(rows.map(async (r) => {
      const a = authors.get(r.authorId);
      return {
        slug: r.slug,
        kind: r.kind,
        section: r.section as JournalSection,
        title: r.title,
        standfirst: r.standfirst,
        author: { id: r.authorId, name: a?.name ?? 'Patina', role: a?.role ?? '' },
        publishedAt: iso(r.publishedAt),
        readingMinutes: readingMinutes(r.body),
        cover: await coverOf(r, images, cards),
        reportCategory: r.reportCategory,
        reportPeriod: r.reportPeriod,
      };
    }));
  }

  async function page(row: ArticleRow): Promise<ArticlePage> {
    const [summary] = await summaries([row]);
    const [author] = await repo.authorsByIds([row.authorId]);
    const mediaRows = await repo.mediaByIds(embeddedMediaIds(row.body));
    const cards = await catalog.productCardsByIds(embeddedProductIds(row.body));
    const related = await summaries(await repo.related(row, 3));
    return {
      ...summary!,
      author: author ? { id: author.id, name: author.name, role: author.role, bio: author.bio } : { id: row.authorId, name: 'Patina', role: '', bio: '' },
      url: `${deps.publicUrl.replace(/\/+$/, '')}/journal/${row.slug}`,
      body: row.body,
      updatedAt: row.updatedAt.toISOString(),
      images: Object.fromEntries(mediaRows.map((m) => [m.id, imageOf(m)])),
      pieces: embeddedProductIds(row.body).flatMap((id) => (cards.has(id) ? [cards.get(id)!] : [])),
      related,
      state: row.state,
      topics: [...new Set([...(row.reportCategory ? [row.reportCategory] : []), ...row.brands])].map((slug) => ({
        slug,
        // A house's own spelling (Hermès) when the article embeds one of its pieces.
        label: [...cards.values()].find((c) => c.brand_slug === slug)?.brand ?? topicLabel(slug),
      })),
    };
  }

  async function adminDto(row: ArticleRow): Promise<AdminArticle> {
    const cover = row.coverMediaId ? (await repo.mediaByIds([row.coverMediaId]))[0] : undefined;
    return {
      id: row.id,
      kind: row.kind,
      slug: row.slug,
      section: row.section as JournalSection,
      title: row.title,
      standfirst: row.standfirst,
      authorId: row.authorId,
      coverMediaId: row.coverMediaId,
      cover: cover ? imageOf(cover) : null,
      body: row.body,
      brands: row.brands,
      state: row.state,
      publishAt: iso(row.publishAt),
      publishedAt: iso(row.publishedAt),
      revision: row.revision,
      reportCategory: row.reportCategory,
      reportPeriod: row.reportPeriod,
      dataVersion: row.dataVersion,
      editedByEditor: row.editedByEditor,
      pendingData: row.pendingData ?? null,
      updatedAt: row.updatedAt.toISOString(),
      actions: journalMachine.allowedEvents(row.state),
    };
  }

  async function mustGet(id: string, tx?: DbOrTx, forUpdate = false): Promise<ArticleRow> {
    const row = await repo.byId(id, tx, forUpdate);
    if (!row) throw new NotFoundError('There is no such Journal article.', 'unknown_article');
    return row;
  }

  function next(row: ArticleRow, event: JournalEvent): JournalState {
    const result = transition(journalMachine, row.state, event);
    if (!result.ok) throw new ConflictError(`This article is ${row.state}: it cannot be ${PAST[event]} now.`, `journal_${row.state}`);
    return result.state;
  }

  /** Moves a row through the table, in the caller's transaction; a lost race is a 409 too. */
  async function move(row: ArticleRow, event: JournalEvent, change: Parameters<JournalRepo['move']>[3], actorId: string | null, tx: DbOrTx, detail: Record<string, unknown> = {}): Promise<ArticleRow> {
    const to = next(row, event);
    const moved = await repo.move(row.id, row.state, to, { ...change, updatedAt: now() }, tx);
    if (!moved) throw new ConflictError('This article was changed meanwhile: reload it and try again.', 'journal_moved');
    if (row.state === 'scheduled' && row.publishAt && (to !== 'scheduled' || moved.publishAt?.getTime() !== row.publishAt.getTime())) {
      await jobs.cancel(publishKey(row.id, row.publishAt), tx);
    }
    if (event === 'publish' || event === 'unpublish' || event === 'schedule' || event === 'unschedule' || event === 'archive' || event === 'restore') {
      await audit.record(tx, { actorId, action: `journal.${PAST[event]}`, subjectType: ARTICLE_SUBJECT, subjectId: row.id, detail: { slug: row.slug, title: row.title, from: row.state, to, ...detail } });
    }
    if (event === 'publish' && row.publishedAt === null && moved.kind === 'report') {
      // The first publication only: a report unpublished and published again is not news twice.
      const readers = await repo.subscribersOf([ALL_REPORTS, ...(moved.reportCategory ? [moved.reportCategory] : []), ...moved.brands], tx);
      if (readers.length > 0) {
        await deps.notifications.raise('journal_report', readers.map((userId) => ({ userId, params: { title: moved.title, slug: moved.slug } })), `journal_report:${moved.id}`, tx);
      }
    }
    return moved;
  }

  async function setEditor(adminId: string, userId: string, editor: boolean): Promise<void> {
    await repo.transaction(async (tx) => {
      if (!(await accounts.setJournalEditor(userId, editor, tx))) throw new NotFoundError('There is no such account.', 'unknown_account');
      await audit.record(tx, { actorId: adminId, action: editor ? EDITOR_GRANTED : EDITOR_REVOKED, subjectType: 'user', subjectId: userId });
    });
  }

  async function publishRow(row: ArticleRow, actorId: string | null, tx: DbOrTx): Promise<ArticleRow> {
    return move(row, 'publish', { publishedAt: row.publishedAt ?? now(), publishAt: null }, actorId, tx);
  }

  return {
    async authors(): Promise<JournalAuthor[]> {
      return (await repo.authors()).map((a) => ({ id: a.id, name: a.name, role: a.role, bio: a.bio }));
    },

    async adminList(state: JournalState | null): Promise<AdminArticleListItem[]> {
      return (await repo.list(state, 500)).map((r) => ({
        id: r.id, kind: r.kind, slug: r.slug, section: r.section as JournalSection, title: r.title, state: r.state,
        publishAt: iso(r.publishAt), publishedAt: iso(r.publishedAt), updatedAt: r.updatedAt.toISOString(),
        reportPeriod: r.reportPeriod, reportCategory: r.reportCategory, editedByEditor: r.editedByEditor, pendingData: r.pendingData !== null,
      }));
    },

    async adminGet(id: string): Promise<AdminArticle> {
      return adminDto(await mustGet(id));
    },

    async create(userId: string, input: ArticleInput): Promise<AdminArticle> {
      const body = bodyOrRefuse(input.body);
      const row = await repo.transaction(async (tx) => {
        await checkAuthor(input.authorId, tx);
        await checkEmbeds(body, input.coverMediaId ?? null, tx);
        const slug = input.slug ?? (await freeSlug(slugify(input.title), tx));
        const at = now();
        const created = await repo.insert({
          id: randomUUID(), kind: 'article', slug, section: input.section, title: input.title, standfirst: input.standfirst,
          authorId: input.authorId, coverMediaId: input.coverMediaId ?? null, body, brands: input.brands ?? [], createdBy: userId, createdAt: at, updatedAt: at,
        }, tx);
        if (!created) return slugConflict(slug, tx);
        await repo.addRevision({ articleId: created.id, revision: 1, title: created.title, standfirst: created.standfirst, body, source: 'editor', userId }, tx);
        return created;
      });
      return adminDto(row);
    },

    async update(userId: string, id: string, input: ArticleInput): Promise<AdminArticle> {
      const body = bodyOrRefuse(input.body);
      const row = await repo.transaction(async (tx) => {
        const current = await mustGet(id, tx, true);
        if (input.revision !== undefined && input.revision !== current.revision) {
          throw new ConflictError(`This article was saved elsewhere since you opened it (revision ${current.revision}, yours ${input.revision}): reload it to see the newest text.`, 'stale_revision');
        }
        await checkAuthor(input.authorId, tx);
        await checkEmbeds(body, input.coverMediaId ?? null, tx);
        const slug = input.slug ?? current.slug;
        if (slug !== current.slug && (await repo.slugTakenByOther(slug, id, tx))) return slugConflict(slug, tx);
        const section = current.kind === 'report' ? current.section : input.section;
        const revision = current.revision + 1;
        const updated = await repo.update(id, {
          slug, section, title: input.title, standfirst: input.standfirst, authorId: input.authorId, coverMediaId: input.coverMediaId ?? null,
          body, brands: input.brands ?? current.brands, revision, updatedAt: now(), ...(current.kind === 'report' ? { editedByEditor: true } : {}),
        }, tx);
        await repo.addRevision({ articleId: id, revision, title: input.title, standfirst: input.standfirst, body, source: 'editor', userId }, tx);
        return updated;
      });
      return adminDto(row);
    },

    async revisions(id: string): Promise<JournalRevision[]> {
      await mustGet(id);
      return (await repo.revisions(id)).map((r) => ({ id: String(r.id), revision: r.revision, source: r.source, userId: r.userId, dataVersion: r.dataVersion, title: r.title, at: r.createdAt.toISOString() }));
    },

    /**
     * An earlier text comes back: its title, standfirst and body become the article's newest
     * revision (the texts in between stay revisions too), in one transaction with its audit row.
     */
    async restoreRevision(userId: string, id: string, revisionId: number): Promise<AdminArticle> {
      const row = await repo.transaction(async (tx) => {
        const current = await mustGet(id, tx, true);
        const earlier = await repo.revisionById(revisionId, tx);
        if (!earlier) throw new NotFoundError(`There is no revision ${revisionId} to restore.`, 'unknown_revision');
        if (earlier.articleId !== id) throw new DomainRuleError(`Revision ${revisionId} belongs to another article: only this article's own revisions can be restored here.`, 'revision_of_another_article');
        const body = bodyOrRefuse(earlier.body);
        const revision = current.revision + 1;
        const updated = await repo.update(id, {
          title: earlier.title, standfirst: earlier.standfirst, body, revision, updatedAt: now(), ...(current.kind === 'report' ? { editedByEditor: true } : {}),
        }, tx);
        await repo.addRevision({ articleId: id, revision, title: earlier.title, standfirst: earlier.standfirst, body, source: 'editor', userId }, tx);
        await audit.record(tx, {
          actorId: userId, action: 'journal.revision_restored', subjectType: ARTICLE_SUBJECT, subjectId: id,
          detail: { slug: current.slug, title: earlier.title, restored: earlier.revision, revision },
        });
        return updated;
      });
      return adminDto(row);
    },

    async schedule(userId: string, id: string, publishAtText: string): Promise<AdminArticle> {
      const publishAt = new Date(publishAtText);
      if (Number.isNaN(publishAt.getTime())) throw new InvalidError(`'${publishAtText}' is not a date and time.`, 'invalid_schedule');
      if (publishAt.getTime() <= now().getTime()) {
        throw new DomainRuleError(`The time to publish, ${publishAt.toISOString()}, has already passed: choose a time in the future, or publish now.`, 'schedule_in_past');
      }
      const row = await repo.transaction(async (tx) => {
        const current = await mustGet(id, tx, true);
        const moved = await move(current, 'schedule', { publishAt }, userId, tx, { publishAt: publishAt.toISOString() });
        await publishJob.enqueue({ articleId: id, publishAt: publishAt.toISOString() }, { tx, runAt: publishAt, uniqueKey: publishKey(id, publishAt) });
        return moved;
      });
      return adminDto(row);
    },

    async act(userId: string, id: string, event: Exclude<JournalEvent, 'schedule'>): Promise<AdminArticle> {
      const row = await repo.transaction(async (tx) => {
        const current = await mustGet(id, tx, true);
        if (event === 'publish') return publishRow(current, userId, tx);
        return move(current, event, event === 'unschedule' ? { publishAt: null } : {}, userId, tx);
      });
      return adminDto(row);
    },

    /**
     * The scheduled-publish job: publishes the article if it is still scheduled for this time
     * (a re-scheduled or unscheduled article's old job finds nothing to do). Runs in the job's
     * transaction: the publication and the job's completion commit together, once.
     */
    async publishDue(articleId: string, publishAt: string, tx: DbOrTx): Promise<boolean> {
      const row = await repo.byId(articleId, tx, true);
      if (!row || row.state !== 'scheduled' || row.publishAt?.toISOString() !== publishAt) return false;
      await publishRow(row, null, tx);
      return true;
    },

    /** A report takes the generated text held back for its editor (their edit is a revision). */
    async takeRefresh(userId: string, id: string): Promise<AdminArticle> {
      const row = await repo.transaction(async (tx) => {
        const current = await mustGet(id, tx, true);
        if (!current.pendingData) throw new ConflictError('This report has no refreshed text waiting.', 'no_refresh_pending');
        const p = current.pendingData;
        const revision = current.revision + 1;
        const updated = await repo.update(id, { title: p.title, standfirst: p.standfirst, body: p.body, dataVersion: p.dataVersion, pendingData: null, editedByEditor: false, revision, updatedAt: now() }, tx);
        await repo.addRevision({ articleId: id, revision, title: p.title, standfirst: p.standfirst, body: p.body, source: 'generator', userId, dataVersion: p.dataVersion }, tx);
        return updated;
      });
      return adminDto(row);
    },

    /** An admin makes an account one of the Journal's editors, or not (in the audit log). */
    async setEditor(adminId: string, userId: string, editor: boolean): Promise<{ userId: string; editor: boolean }> {
      await setEditor(adminId, userId, editor);
      return { userId, editor };
    },

    /** An admin makes the account with this email an editor (its email exactly, any case). */
    async grantEditorByEmail(adminId: string, email: string): Promise<JournalEditorAccount> {
      const wanted = email.trim().toLowerCase();
      const matches = await accounts.accountsByIds(await accounts.accountIdsMatching(wanted, 50));
      const account = matches.find((a) => a.email.toLowerCase() === wanted);
      if (!account) throw new NotFoundError(`There is no account with the email ${email}.`, 'unknown_account');
      await setEditor(adminId, account.id, true);
      return { id: account.id, name: account.name, email: account.email };
    },

    /** The members an admin made editors, by name (administrators are editors by their role). */
    async editors(): Promise<JournalEditorAccount[]> {
      const accountsFound = await accounts.accountsByIds(await accounts.journalEditorIds(1000));
      return accountsFound
        .filter((a) => a.userType !== 'admin')
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .map((a) => ({ id: a.id, name: a.name, email: a.email }));
    },

    /** What a reader follows: 'all' (every market report), category and house slugs. */
    topics(userId: string): Promise<string[]> {
      return repo.topicsOf(userId);
    },
    async follow(userId: string, topic: string, on: boolean): Promise<{ topics: string[] }> {
      await repo.subscribe(userId, topic, on);
      return { topics: await repo.topicsOf(userId) };
    },

    async uploadImage(userId: string, bytes: Buffer): Promise<JournalMedia> {
      const ingested = await media.ingestImage(bytes);
      const row = await repo.insertMedia({
        id: randomBytes(16).toString('hex'), sha256: ingested.sha256, width: ingested.width, height: ingested.height, renditions: ingested.renditions, uploadedBy: userId,
      });
      return { id: row.id, width: row.width, height: row.height, url: row.renditions.card.url };
    },

    /** The Journal's front page: a lead, the latest, each section, the newest reports; paged. */
    async index(options: { section?: JournalSection | undefined; page: number }): Promise<JournalIndex> {
      const section = options.section ?? null;
      const total = await repo.publishedCount(section);
      const pages = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
      const pageNo = Math.min(options.page, pages);
      const offset = (pageNo - 1) * JOURNAL_PAGE_SIZE;
      const latestRows = await repo.published({ section, limit: JOURNAL_PAGE_SIZE + (pageNo === 1 && !section ? 1 : 0), offset });
      const first = pageNo === 1 && !section;
      const leadRows = first ? latestRows.slice(0, 1) : [];
      const rest = first ? latestRows.slice(1) : latestRows;
      const sectionRows = first
        ? await Promise.all(JOURNAL_SECTIONS.map(async (s) => ({ s, rows: await repo.published({ section: s, kind: s === 'market-reports' ? 'report' : undefined, limit: 4 }) })))
        : [];
      const reports = first ? await repo.newestReports() : [];
      const [lead] = await summaries(leadRows);
      return {
        lead: lead ?? null,
        latest: await summaries(rest),
        sections: await Promise.all(sectionRows.filter((x) => x.rows.length > 0).map(async (x) => ({ section: x.s, label: JOURNAL_SECTION_LABELS[x.s], articles: await summaries(x.rows) }))),
        reports: await summaries(reports),
        page: pageNo,
        pages,
        total,
      };
    },

    /** A published article, as readers read it; anything else is not found. */
    async article(slug: string): Promise<ArticlePage> {
      const row = await repo.bySlug(slug);
      if (!row || row.state !== 'published') throw new NotFoundError(`There is no Journal article at /journal/${slug}.`, 'unknown_article');
      return page(row);
    },

    /** Any article as it will read once published (editors). */
    async preview(id: string): Promise<ArticlePage> {
      return page(await mustGet(id));
    },

    /** Published articles for the feed and the sitemap, newest first. */
    async feed(limit = 50): Promise<(ArticleSummary & { updatedAt: string })[]> {
      const rows = await repo.publishedForFeed(limit);
      const s = await summaries(rows);
      return s.map((x, i) => ({ ...x, updatedAt: rows[i]!.updatedAt.toISOString() }));
    },

    /**
     * The market-reports job's door (see index.ts): one report per (category, period),
     * created, refreshed, or — when an editor has edited it — kept, with the new text held
     * for the editor and what changed.
     */
    async upsertGeneratedReport(input: GeneratedReportInput, outer?: DbOrTx): Promise<{ articleId: string; slug: string; outcome: GeneratedReportOutcome }> {
      if (!PERIOD_PATTERN.test(input.period)) throw new InvalidError(`'${input.period}' is not a month (YYYY-MM).`, 'invalid_period');
      const body = bodyOrRefuse(input.blocks);
      const work = async (tx: DbOrTx) => {
        const current = await repo.report(input.category, input.period, tx, true);
        const at = now();
        if (!current) {
          const slug = await freeSlug(slugify(`${input.category ?? 'market'} report ${input.period}`), tx);
          const created = await repo.insert({
            id: randomUUID(), kind: 'report', slug, section: 'market-reports', title: input.title, standfirst: input.standfirst, authorId: MARKET_DESK_AUTHOR,
            body, brands: input.brands ?? (input.category ? [input.category] : []), reportCategory: input.category, reportPeriod: input.period,
            dataVersion: input.dataVersion, createdAt: at, updatedAt: at,
          }, tx);
          if (!created) return slugConflict(slug, tx);
          await repo.addRevision({ articleId: created.id, revision: 1, title: input.title, standfirst: input.standfirst, body, source: 'generator', dataVersion: input.dataVersion }, tx);
          if (input.publish ?? true) {
            await move(created, 'publish', { publishedAt: input.publishedAt ?? at }, null, tx);
          }
          return { articleId: created.id, slug, outcome: 'created' as const };
        }
        if (current.dataVersion === input.dataVersion) return { articleId: current.id, slug: current.slug, outcome: 'unchanged' as const };
        const revision = current.revision + 1;
        await repo.addRevision({ articleId: current.id, revision, title: input.title, standfirst: input.standfirst, body, source: 'generator', dataVersion: input.dataVersion }, tx);
        if (current.editedByEditor) {
          const pendingData: PendingData = {
            dataVersion: input.dataVersion, title: input.title, standfirst: input.standfirst, body,
            changed: differences(current, { title: input.title, standfirst: input.standfirst, body }), at: at.toISOString(),
          };
          await repo.update(current.id, { pendingData, revision, updatedAt: at }, tx);
          return { articleId: current.id, slug: current.slug, outcome: 'held_for_editor' as const };
        }
        await repo.update(current.id, { title: input.title, standfirst: input.standfirst, body, dataVersion: input.dataVersion, pendingData: null, revision, updatedAt: at }, tx);
        return { articleId: current.id, slug: current.slug, outcome: 'updated' as const };
      };
      return outer ? work(outer) : repo.transaction(work);
    },
  };
}

const PAST: Record<JournalEvent, string> = {
  schedule: 'scheduled', unschedule: 'unscheduled', publish: 'published', unpublish: 'unpublished', archive: 'archived', restore: 'restored',
};

export type JournalService = ReturnType<typeof createJournalService>;
