import type { DbOrTx } from '../../db/client.js';
import { DomainRuleError, ForbiddenError, InvalidError, NotFoundError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/index.js';
import type { Audit } from '../../platform/audit/index.js';
import type { Media } from '../../platform/media/index.js';
import type { AccountsService, PublicProfile } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { userTopic } from '../../../shared/events/contracts.js';
import { blocksText, embeddedMediaIds, embeddedProductIds } from '../../../shared/journal/blocks.js';
import { maskContactDetails, maskNotice, type MaskKind } from '../../../shared/messaging/mask.js';
import { MODERATION_TEXTS } from '../../../shared/community/moderation.js';
import {
  COMMUNITY_LIMITS, COMMUNITY_TEXTS, type Activity, type Appreciation, type Comment, type CommunityHome, type CommunityPhoto, type Entry,
  type EntryInput, type EntrySummary, type MemberRef,
} from '../../../shared/community/contracts.js';
import type { CommentRow, CommunityRepo, EntryFields, EntryRow, PhotoRow } from './community.repo.js';

/** What the community needs of follows: who follows whom (a module of its own, reached by shape). */
export interface CommunityFollows {
  followeeIds(memberId: string): Promise<string[]>;
  followerIds(memberId: string): Promise<string[]>;
  recentFollowers(memberId: string, limit: number): Promise<{ followerId: string; createdAt: Date }[]>;
  isFollowing(followerId: string, followeeId: string): Promise<boolean>;
}

/** Who is asking: their id, and whether they moderate (admins). */
export interface Asker {
  id: string;
  moderator: boolean;
}

/** News the service hands to the job runner, in the transaction that made it. */
/**
 * The author hears of an entry's appreciations once per window, in one notification: a burst of
 * five hundred a second is one job and one line ("… and 499 others"), not five hundred.
 */
export const APPRECIATION_NOTICE_MS = 60_000;

export type CommunityNews =
  // `window`: the appreciations first given in that notice window. A job queued before the
  // windows (one per appreciation) names its `actor_id` alone.
  | { kind: 'appreciated'; entry_id: number; window: number }
  | { kind: 'appreciated'; entry_id: number; actor_id: string }
  | { kind: 'commented' | 'replied'; entry_id: number; actor_id: string; comment_id: number }
  | { kind: 'published'; entry_id: number; actor_id: string };

export interface CommunityServiceDeps {
  repo: CommunityRepo;
  accounts: Pick<AccountsService, 'publicProfiles'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  follows: CommunityFollows;
  media: Pick<Media, 'ingestImage' | 'discardImage'>;
  events: Pick<EventBus, 'publish'>;
  audit: Pick<Audit, 'record'>;
  /** Enqueues the notifications of a piece of news (community.notify), in `tx`. */
  announce: (news: CommunityNews, tx: DbOrTx) => Promise<void>;
  /** Asks for the entry's appreciations column to be recounted within a second (community.tally), in `tx`. */
  tally: (entryId: number, tx: DbOrTx) => Promise<void>;
}

const HOME_LIST = 20;
const EXCERPT_CHARS = 240;

const refOf = (p: PublicProfile | undefined): MemberRef =>
  p ? { handle: p.handle, name: p.name, verified: p.verified } : { handle: '', name: 'A former member', verified: false };

function photoOf(row: PhotoRow): CommunityPhoto {
  const r = row.renditions;
  return { id: row.id, renditions: { thumb: r.thumb, card: r.card, zoom: r.zoom } };
}

/**
 * The community (issue #37): members' journal entries, their photos and tagged pieces,
 * appreciations and comments. Entries are read by members (or only the author's followers);
 * drafts by their author alone. It reads only its own tables; who follows whom, profiles and
 * product cards come from their modules; notifications are fanned out by a job.
 */
export function createCommunityService(deps: CommunityServiceDeps) {
  const { repo, accounts, catalog, follows, media, events, audit, announce, tally } = deps;

  const noEntry = (id: number) => new NotFoundError(`There is no entry ${id}.`, 'entry_not_found');
  const noComment = (id: number) => new NotFoundError(`There is no comment ${id} on this entry.`, 'comment_not_found');

  /**
   * Whether the viewer may read an entry: a draft, or an entry a moderator hid, is its author's;
   * "followers" is theirs and their followers'.
   */
  async function readable(row: EntryRow, viewerId: string): Promise<boolean> {
    if (row.authorId === viewerId) return true;
    // Hidden by a moderator: its author's alone until it is restored.
    if (row.status !== 'published' || row.hiddenAt !== null) return false;
    if (row.visibility === 'members') return true;
    return follows.isFollowing(viewerId, row.authorId);
  }

  async function readableEntry(id: number, viewerId: string): Promise<EntryRow> {
    const row = await repo.entry(id);
    // Someone else's draft or a followers-only entry is as unknown as a missing one.
    if (!row || !(await readable(row, viewerId))) throw noEntry(id);
    return row;
  }

  /** Pieces exist in the catalogue; photos are the author's own. Answers the checked fields. */
  async function checked(authorId: string, input: EntryInput): Promise<Partial<EntryFields>> {
    const fields: Partial<EntryFields> = {};
    if (input.title !== undefined) fields.title = input.title;
    if (input.visibility !== undefined) fields.visibility = input.visibility;
    if (input.piece_ids !== undefined) fields.pieceIds = [...new Set(input.piece_ids)];
    if (input.body !== undefined) fields.body = input.body;
    const productIds = [...(fields.pieceIds ?? []), ...embeddedProductIds(fields.body ?? [])];
    if (productIds.length > 0) {
      const cards = await catalog.productCardsByIds([...new Set(productIds)]);
      const missing = productIds.find((p) => !cards.has(p));
      if (missing !== undefined) throw new InvalidError(`There is no piece ${missing} in the catalogue.`, 'piece_not_found');
    }
    const mediaIds = embeddedMediaIds(fields.body ?? []);
    if (mediaIds.length > 0) {
      const owned = new Set((await repo.photos(mediaIds)).filter((p) => p.ownerId === authorId).map((p) => p.id));
      const foreign = mediaIds.find((m) => !owned.has(m));
      if (foreign !== undefined) throw new InvalidError(`The photo ${foreign} is not one you uploaded. Please upload it again.`, 'photo_not_found');
    }
    return fields;
  }

  async function toEntry(row: EntryRow, viewerId: string): Promise<Entry> {
    const ids = [...new Set([...row.pieceIds, ...embeddedProductIds(row.body)])];
    const [profiles, cards, photos, appreciated] = await Promise.all([
      accounts.publicProfiles([row.authorId]),
      ids.length > 0 ? catalog.productCardsByIds(ids) : Promise.resolve(new Map<number, ProductCard>()),
      repo.photos(embeddedMediaIds(row.body)),
      repo.appreciated(row.id, viewerId),
    ]);
    return {
      id: row.id,
      status: row.status,
      visibility: row.visibility,
      title: row.title,
      body: row.body,
      piece_ids: row.pieceIds,
      // The tagged pieces in the author's order, then those only the body's piece blocks name.
      pieces: ids.flatMap((p) => {
        const card = cards.get(p);
        return card ? [card] : [];
      }),
      photos: photos.map(photoOf),
      author: refOf(profiles.get(row.authorId)),
      appreciations_count: row.appreciationsCount,
      comments_count: row.commentsCount,
      appreciated,
      mine: row.authorId === viewerId,
      hidden: row.hiddenAt !== null,
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function summaries(rows: EntryRow[]): Promise<EntrySummary[]> {
    const profiles = await accounts.publicProfiles(rows.map((r) => r.authorId));
    const photos = new Map((await repo.photos([...new Set(rows.flatMap((r) => embeddedMediaIds(r.body).slice(0, 1)))])).map((p) => [p.id, p]));
    return rows.map((r) => {
      const cover = embeddedMediaIds(r.body)[0];
      const text = blocksText(r.body).replace(/\s+/g, ' ').trim();
      return {
        id: r.id,
        status: r.status,
        visibility: r.visibility,
        title: r.title,
        excerpt: text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text,
        cover: cover ? (photos.get(cover)?.renditions.card.url ?? null) : null,
        author: refOf(profiles.get(r.authorId)),
        appreciations_count: r.appreciationsCount,
        comments_count: r.commentsCount,
        published_at: r.publishedAt?.toISOString() ?? null,
        updated_at: r.updatedAt.toISOString(),
      };
    });
  }

  function toComment(row: CommentRow, asker: Asker, profiles: Map<string, PublicProfile>): Comment {
    const own = row.authorId === asker.id;
    const deleted = row.deletedAt !== null;
    const hidden = row.hiddenAt !== null;
    // Hidden by a moderator: its author still reads it; for others it is a placeholder line.
    const blank = deleted || (hidden && !own);
    const until = new Date(row.createdAt.getTime() + COMMUNITY_LIMITS.commentEditMinutes * 60_000);
    return {
      id: row.id,
      parent_id: row.parentId,
      body: blank ? null : row.body,
      author: blank ? null : refOf(profiles.get(row.authorId)),
      created_at: row.createdAt.toISOString(),
      edited_at: row.editedAt?.toISOString() ?? null,
      deleted,
      hidden: hidden && !deleted,
      mine: own,
      editable_until: own && !deleted && !hidden && until.getTime() > Date.now() ? until.toISOString() : null,
      deletable: !blank && (own || asker.moderator),
      notice: own && !deleted ? (hidden ? MODERATION_TEXTS.hiddenOwnComment : maskNotice(row.masked as MaskKind[])) : null,
    };
  }

  /** Tells the author's open pages the entry's counts as this transaction leaves them. */
  async function activityOnEntry(tx: DbOrTx, row: { authorId: string; id: number }, kind: 'appreciated' | 'commented', counts: { appreciations: number; comments: number }): Promise<void> {
    await events.publish(tx, {
      type: 'community.entry_activity',
      topics: [userTopic(row.authorId)],
      payload: { entry_id: row.id, kind, appreciations_count: counts.appreciations, comments_count: counts.comments },
    });
  }

  return {
    /** A new draft (the editor's first autosave). */
    async createDraft(authorId: string, input: EntryInput): Promise<Entry> {
      const fields = await checked(authorId, input);
      return toEntry(await repo.insertEntry(authorId, fields), authorId);
    },

    /** Saves the author's changes to a draft or a published entry (autosave, edit). */
    async save(authorId: string, id: number, input: EntryInput): Promise<Entry> {
      const fields = await checked(authorId, input);
      const row = await repo.updateEntry(id, authorId, fields);
      if (!row) throw noEntry(id);
      return toEntry(row, authorId);
    },

    /**
     * Publishes a draft: it needs a title and some words. Followers hear of it through a job
     * (once per entry, whatever is edited later); the author's answer does not wait for them.
     */
    async publish(authorId: string, id: number, input: EntryInput): Promise<Entry> {
      const fields = await checked(authorId, input);
      const row = await repo.transaction(async (tx) => {
        const current = await repo.lockOwn(id, authorId, tx);
        if (!current) throw noEntry(id);
        const title = fields.title ?? current.title;
        const body = fields.body ?? current.body;
        if (title.trim() === '') throw new DomainRuleError('Please give your entry a title before publishing it.', 'entry_needs_title');
        if (blocksText(body).trim() === '' && !body.some((b) => b.type === 'image' || b.type === 'piece')) {
          throw new DomainRuleError('Please write something in your entry before publishing it.', 'entry_needs_body');
        }
        const updated = await repo.updateEntry(id, authorId, { ...fields, status: 'published' }, tx);
        if (current.status === 'draft') await announce({ kind: 'published', entry_id: id, actor_id: authorId }, tx);
        return updated!;
      });
      return toEntry(row, authorId);
    },

    async remove(authorId: string, id: number): Promise<void> {
      if (!(await repo.deleteEntry(id, authorId))) throw noEntry(id);
    },

    async entry(viewerId: string, id: number): Promise<Entry> {
      return toEntry(await readableEntry(id, viewerId), viewerId);
    },

    /** A photo for an entry: checked, cleaned and stored by the media pipeline; its id goes in an image block. */
    async uploadPhoto(ownerId: string, bytes: Buffer): Promise<CommunityPhoto> {
      const image = await media.ingestImage(bytes);
      const id = /\/([0-9a-f]{32})\//.exec(image.renditions.card.key)?.[1];
      if (!id) throw new Error(`media key '${image.renditions.card.key}' names no id`);
      const pick = (name: 'thumb' | 'card' | 'zoom') => ({ url: image.renditions[name].url, width: image.renditions[name].width, height: image.renditions[name].height });
      try {
        return photoOf(await repo.insertPhoto({ id, ownerId, sha256: image.sha256, renditions: { thumb: pick('thumb'), card: pick('card'), zoom: pick('zoom') } }));
      } catch (error) {
        await media.discardImage(image);
        throw error;
      }
    },

    /** Appreciates an entry once (a second time changes nothing); the author hears of it once. */
    async appreciate(viewerId: string, id: number): Promise<Appreciation> {
      const row = await readableEntry(id, viewerId);
      if (row.status !== 'published') throw noEntry(id);
      if (row.authorId === viewerId) throw new DomainRuleError('You cannot appreciate your own entry.', 'appreciate_own');
      return repo.transaction(async (tx) => {
        const window = Math.floor(Date.now() / APPRECIATION_NOTICE_MS);
        const { created, first, count } = await repo.appreciate(id, viewerId, window, tx);
        if (created) {
          if (first) await announce({ kind: 'appreciated', entry_id: id, window }, tx);
          await tally(id, tx);
          await activityOnEntry(tx, row, 'appreciated', { appreciations: count, comments: row.commentsCount });
        }
        return { appreciated: true, appreciations_count: count };
      });
    },

    async unappreciate(viewerId: string, id: number): Promise<Appreciation> {
      await readableEntry(id, viewerId);
      const count = await repo.transaction(async (tx) => {
        const { removed, count } = await repo.unappreciate(id, viewerId, tx);
        if (removed) await tally(id, tx);
        return count;
      });
      return { appreciated: false, appreciations_count: count };
    },

    /** The tally job's work: the entry's column brought to its rows' count. */
    async foldAppreciations(id: number): Promise<void> {
      await repo.foldAppreciations(id);
    },

    async comments(asker: Asker, id: number): Promise<Comment[]> {
      await readableEntry(id, asker.id);
      const rows = await repo.comments(id, COMMUNITY_LIMITS.comments);
      // What the asker reads in full: not deleted, and not hidden by a moderator unless their own.
      const readable = (r: CommentRow) => r.deletedAt === null && (r.hiddenAt === null || r.authorId === asker.id);
      // A deleted or hidden comment stays as a line only while a reply under it is still shown.
      const answered = new Set(rows.filter((r) => readable(r) && r.parentId !== null).map((r) => r.parentId));
      const shown = rows.filter((r) => readable(r) || answered.has(r.id));
      const profiles = await accounts.publicProfiles(shown.map((r) => r.authorId));
      return shown.map((r) => toComment(r, asker, profiles));
    },

    /** Comments (or replies, one level) with contact details masked as in messages. */
    async comment(asker: Asker, id: number, input: { body: string; parent_id?: number | undefined }): Promise<Comment> {
      const row = await readableEntry(id, asker.id);
      if (row.status !== 'published') throw new DomainRuleError('A draft takes comments once it is published.', 'entry_not_published');
      if (row.hiddenAt !== null) throw new DomainRuleError('A moderator hid this entry: it takes no comments until it is restored.', 'entry_hidden');
      const { text, masked } = maskContactDetails(input.body);
      const created = await repo.transaction(async (tx) => {
        let parentAuthor: string | null = null;
        if (input.parent_id !== undefined) {
          const parent = await repo.comment(id, input.parent_id, tx);
          if (!parent || parent.deletedAt !== null || parent.hiddenAt !== null) throw noComment(input.parent_id);
          if (parent.parentId !== null) throw new DomainRuleError('Replies are one level deep: answer the comment this reply answers.', 'reply_too_deep');
          parentAuthor = parent.authorId;
        }
        const { comment, count } = await repo.insertComment({ entryId: id, authorId: asker.id, parentId: input.parent_id ?? null, body: text, masked }, tx);
        if (parentAuthor !== null && parentAuthor !== asker.id) {
          await announce({ kind: 'replied', entry_id: id, actor_id: asker.id, comment_id: comment.id }, tx);
        }
        if (row.authorId !== asker.id && parentAuthor !== row.authorId) {
          await announce({ kind: 'commented', entry_id: id, actor_id: asker.id, comment_id: comment.id }, tx);
        }
        if (row.authorId !== asker.id) await activityOnEntry(tx, row, 'commented', { appreciations: await repo.appreciationsCount(id, tx), comments: count });
        return comment;
      });
      return toComment(created, asker, await accounts.publicProfiles([asker.id]));
    },

    /** The author edits a comment within 15 minutes of writing it; later it is a 403 that says so. */
    async editComment(asker: Asker, id: number, commentId: number, body: string): Promise<Comment> {
      await readableEntry(id, asker.id);
      const current = await repo.comment(id, commentId);
      if (!current || current.deletedAt !== null) throw noComment(commentId);
      if (current.authorId !== asker.id) throw new ForbiddenError('Only its author may edit a comment.', 'comment_not_yours');
      if (current.hiddenAt !== null) throw new ForbiddenError('A moderator hid this comment: it can no longer be edited.', 'comment_hidden');
      const { text, masked } = maskContactDetails(body);
      const row = await repo.editComment(commentId, asker.id, text, masked, COMMUNITY_LIMITS.commentEditMinutes);
      if (!row) {
        throw new ForbiddenError(`A comment can be edited for ${COMMUNITY_LIMITS.commentEditMinutes} minutes after it is posted.`, 'comment_edit_window_closed');
      }
      return toComment(row, asker, await accounts.publicProfiles([asker.id]));
    },

    /** Its author or a moderator deletes a comment; a moderator's deletion is in the audit log. */
    async deleteComment(asker: Asker, id: number, commentId: number): Promise<void> {
      await readableEntry(id, asker.id);
      const current = await repo.comment(id, commentId);
      if (!current || current.deletedAt !== null) throw noComment(commentId);
      const own = current.authorId === asker.id;
      if (current.hiddenAt !== null && !own && !asker.moderator) throw noComment(commentId);
      if (!own && !asker.moderator) throw new ForbiddenError('Only its author or a moderator may delete a comment.', 'comment_not_yours');
      await repo.transaction(async (tx) => {
        if (!(await repo.deleteComment(id, commentId, asker.id, tx))) throw noComment(commentId);
        if (!own) {
          await audit.record(tx, {
            actorId: asker.id,
            action: 'community.comment_deleted',
            subjectType: 'community_comment',
            subjectId: String(commentId),
            detail: { entry_id: id, author_id: current.authorId },
          });
        }
      });
    },

    /** `/community`: followed members' newest entries, the member's drafts and published work, and what happened to it. */
    async home(viewerId: string): Promise<CommunityHome> {
      const followees = await follows.followeeIds(viewerId);
      const [feed, drafts, published, responses, followers] = await Promise.all([
        repo.publishedBy(followees, HOME_LIST),
        repo.byAuthor(viewerId, 'draft', HOME_LIST),
        repo.byAuthor(viewerId, 'published', HOME_LIST),
        repo.activity(viewerId, HOME_LIST),
        follows.recentFollowers(viewerId, HOME_LIST),
      ]);
      const profiles = await accounts.publicProfiles([...responses.map((a) => a.memberId), ...followers.map((f) => f.followerId)]);
      const activity: Activity[] = [
        ...responses.map((a): Activity => ({
          kind: a.kind,
          member: refOf(profiles.get(a.memberId)),
          entry_id: a.entryId,
          entry_title: a.entryTitle || COMMUNITY_TEXTS.untitled,
          at: a.at.toISOString(),
        })),
        ...followers.map((f): Activity => ({ kind: 'followed', member: refOf(profiles.get(f.followerId)), entry_id: null, entry_title: null, at: f.createdAt.toISOString() })),
      ];
      return {
        feed: await summaries(feed),
        drafts: await summaries(drafts),
        published: await summaries(published),
        // Newest first; at the same moment, a follow before a response (a stable order).
        activity: activity.sort((a, b) => b.at.localeCompare(a.at)).slice(0, HOME_LIST),
      };
    },

    /** The notifications a piece of news raises, for the job (community.notify). */
    async newsOf(news: CommunityNews): Promise<{ entry: EntryRow; actor: PublicProfile; recipients: string[]; others: number } | null> {
      const entry = await repo.entry(news.entry_id);
      // Hidden by a moderator before the job ran: nobody hears of it.
      if (!entry || entry.status !== 'published' || entry.hiddenAt !== null) return null;
      if (news.kind === 'commented' || news.kind === 'replied') {
        const said = await repo.comment(entry.id, news.comment_id);
        if (said && said.hiddenAt !== null) return null;
      }
      let actorId: string;
      let others = 0;
      if ('window' in news) {
        // Those who first appreciated it in the window and still do: the latest is named.
        const given = await repo.windowAppreciators(entry.id, news.window);
        if (!given) return null;
        actorId = given.latest;
        others = given.count - 1;
      } else {
        actorId = news.actor_id;
      }
      const actor = (await accounts.publicProfiles([actorId])).get(actorId);
      if (!actor) return null;
      let recipients: string[] = [];
      if (news.kind === 'appreciated' || news.kind === 'commented') recipients = [entry.authorId];
      if (news.kind === 'replied') {
        const reply = await repo.comment(entry.id, news.comment_id);
        const parent = reply?.parentId ? await repo.comment(entry.id, reply.parentId) : null;
        recipients = parent ? [parent.authorId] : [];
      }
      if (news.kind === 'published') recipients = await follows.followerIds(entry.authorId);
      return { entry, actor, others, recipients: recipients.filter((r) => r !== actorId) };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
