import { z } from 'zod';
import { productCardSchema } from '../catalog/contracts.js';
import {
  headingBlockSchema, imageBlockSchema, listBlockSchema, paragraphBlockSchema, pieceBlockSchema, quoteBlockSchema,
} from '../journal/blocks.js';
import { hasControlCharacterInText } from '../text/control-characters.js';

/**
 * The community's API shapes (issue #37): members' journal entries, their photos, pieces,
 * appreciations and comments. An entry's body is the Journal's structured blocks (never HTML),
 * in the subset members write: paragraph, heading, quote, image, piece, list.
 */

export const ENTRY_STATUSES = ['draft', 'published'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
/** Who reads a published entry: every member, or only the author's followers. */
export const ENTRY_VISIBILITIES = ['members', 'followers'] as const;
export type EntryVisibility = (typeof ENTRY_VISIBILITIES)[number];

export const COMMUNITY_LIMITS = {
  titleChars: 160,
  /** Blocks in a member's entry (the Journal allows 200; an entry is shorter). */
  blocks: 80,
  /** Pieces tagged on one entry. */
  pieces: 12,
  commentChars: 2_000,
  /** A comment is editable by its author for this long after it was written. */
  commentEditMinutes: 15,
  /** Comments shown under an entry. */
  comments: 500,
} as const;

/** The blocks a member may use. */
export const MEMBER_BLOCK_TYPES = ['paragraph', 'heading', 'quote', 'image', 'piece', 'list'] as const;
export const memberBlockSchema = z.discriminatedUnion('type', [
  paragraphBlockSchema, headingBlockSchema, quoteBlockSchema, imageBlockSchema, pieceBlockSchema, listBlockSchema,
]);
export type MemberBlock = z.infer<typeof memberBlockSchema>;
export const memberBodySchema = z
  .array(memberBlockSchema)
  .max(COMMUNITY_LIMITS.blocks, `an entry may have at most ${COMMUNITY_LIMITS.blocks} blocks`);

const noControl = (s: string) => !hasControlCharacterInText(s);
const id = z.number().int().positive();
const idParam = (what: string) => z.coerce.number({ message: `must be ${what}` }).int(`must be ${what}`).positive(`must be ${what}`).max(Number.MAX_SAFE_INTEGER, `must be ${what}`);

export const entryParamsSchema = z.object({ id: idParam('an entry id') });
export const commentParamsSchema = z.object({ id: idParam('an entry id'), commentId: idParam('a comment id') });

const titleSchema = z
  .string()
  .trim()
  .max(COMMUNITY_LIMITS.titleChars, `must be at most ${COMMUNITY_LIMITS.titleChars} characters`)
  .refine((s) => noControl(s) && !/[\r\n\t]/.test(s), 'must be one line of text');

/** What the editor saves (a draft, autosaved, or a published entry's edit). Every field is optional on a save. */
export const entryInputSchema = z.strictObject({
  title: titleSchema.optional(),
  body: memberBodySchema.optional(),
  piece_ids: z.array(id).max(COMMUNITY_LIMITS.pieces, `an entry may tag at most ${COMMUNITY_LIMITS.pieces} pieces`).optional(),
  visibility: z.enum(ENTRY_VISIBILITIES).optional(),
});
export type EntryInput = z.infer<typeof entryInputSchema>;

export const memberRefSchema = z.object({ handle: z.string(), name: z.string(), verified: z.boolean() });
export type MemberRef = z.infer<typeof memberRefSchema>;

export const photoRenditionSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export const photoRenditionsSchema = z.object({ thumb: photoRenditionSchema, card: photoRenditionSchema, zoom: photoRenditionSchema });
export type PhotoRenditions = z.infer<typeof photoRenditionsSchema>;
/** A photo a member uploaded: its id is what an image block names (`mediaId`). */
export const communityPhotoSchema = z.object({ id: z.string(), renditions: photoRenditionsSchema });
export type CommunityPhoto = z.infer<typeof communityPhotoSchema>;

export const entrySchema = z.object({
  id,
  status: z.enum(ENTRY_STATUSES),
  visibility: z.enum(ENTRY_VISIBILITIES),
  title: z.string(),
  body: z.array(memberBlockSchema),
  /** The ids the author tagged, in their order. */
  piece_ids: z.array(id),
  /**
   * Live catalogue cards (prices read now) of the tagged pieces, then of those only a piece
   * block names: the web finds a block's card here by its id.
   */
  pieces: z.array(productCardSchema),
  /** The photos the body shows, by their id. */
  photos: z.array(communityPhotoSchema),
  author: memberRefSchema,
  appreciations_count: z.number().int().min(0),
  comments_count: z.number().int().min(0),
  appreciated: z.boolean(),
  mine: z.boolean(),
  /** Hidden by a moderator: only its author reads it (everyone else gets a 404). */
  hidden: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

/** An entry in a list: no body, a short excerpt. */
export const entrySummarySchema = z.object({
  id,
  status: z.enum(ENTRY_STATUSES),
  visibility: z.enum(ENTRY_VISIBILITIES),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  author: memberRefSchema,
  appreciations_count: z.number().int().min(0),
  comments_count: z.number().int().min(0),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const commentInputSchema = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, 'needs some text')
    .max(COMMUNITY_LIMITS.commentChars, `must be at most ${COMMUNITY_LIMITS.commentChars} characters`)
    .refine(noControl, 'may not hold control characters'),
  /** The comment answered; replies are one level deep. */
  parent_id: id.optional(),
});
export const commentEditSchema = commentInputSchema.pick({ body: true });

export const commentSchema = z.object({
  id,
  parent_id: id.nullable(),
  /** Null once deleted ("This comment was deleted."). */
  body: z.string().nullable(),
  author: memberRefSchema.nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  /**
   * Hidden by a moderator: its author still reads it (with a notice); for everyone else it is a
   * "Removed by a moderator." line while a reply under it is shown, else it is left out.
   */
  hidden: z.boolean(),
  /** The viewer's own comment (no Report action on it). */
  mine: z.boolean(),
  /** Until when the viewer may still edit it (their own, within 15 minutes), or null. */
  editable_until: z.string().nullable(),
  deletable: z.boolean(),
  /** What the author reads under their own comment when contact details were hidden. */
  notice: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsSchema = z.object({ comments: z.array(commentSchema) });

export const appreciationSchema = z.object({ appreciated: z.boolean(), appreciations_count: z.number().int().min(0) });
export type Appreciation = z.infer<typeof appreciationSchema>;

/** Something that happened to the member's work: a follower, an appreciation, a comment. */
export const activitySchema = z.object({
  kind: z.enum(['followed', 'appreciated', 'commented']),
  member: memberRefSchema,
  /** The entry appreciated or commented on; null for a follow. */
  entry_id: id.nullable(),
  entry_title: z.string().nullable(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `/community`: the member's home in the community. */
export const communityHomeSchema = z.object({
  feed: z.array(entrySummarySchema),
  drafts: z.array(entrySummarySchema),
  published: z.array(entrySummarySchema),
  activity: z.array(activitySchema),
});
export type CommunityHome = z.infer<typeof communityHomeSchema>;

/** The texts members read, letter for letter in tests. */
export const COMMUNITY_TEXTS = {
  deletedComment: 'This comment was deleted.',
  untitled: 'Untitled entry',
} as const;
