import { z } from 'zod';
import { hasControlCharacterInText } from '../text/control-characters.js';
import { JOURNAL_LIMITS, LINK_MESSAGE, isSafeHref } from './links.js';

/**
 * The body of a Journal article (issue #36): a list of validated JSON blocks, never HTML.
 * Whatever an editor (or the market-report generator) writes is data; the one renderer on the
 * web draws it with React, so a `<script>` typed into a paragraph stays the text "<script>".
 *
 * Links: an absolute `https:` / `http:` address, or a path on Patina starting with a single
 * `/`. Anything else (`javascript:`, `data:`, `//elsewhere`, relative paths) is refused with a
 * message saying so.
 *
 * Pure: no node:, no database, no React (src/shared).
 */

export { JOURNAL_LIMITS, LINK_MESSAGE, isSafeHref, isSameSitePath } from './links.js';

const oneLine = (s: string) => !hasControlCharacterInText(s) && !/[\r\n\t]/.test(s);
const noControl = (s: string) => !hasControlCharacterInText(s);

const shortText = (what: string) =>
  z
    .string()
    .trim()
    .max(JOURNAL_LIMITS.maxShortChars, `${what} must be at most ${JOURNAL_LIMITS.maxShortChars} characters`)
    .refine(oneLine, `${what} must be one line of text`);

const href = z
  .string()
  .trim()
  .max(JOURNAL_LIMITS.maxHrefChars, `a link must be at most ${JOURNAL_LIMITS.maxHrefChars} characters`)
  .refine(isSafeHref, { message: `a link ${LINK_MESSAGE}` });

/** One run of text in a paragraph or list item: plain, bold, italic, and perhaps a link. */
export const inlineRunSchema = z.strictObject({
  text: z.string().min(1, 'a run of text may not be empty').max(JOURNAL_LIMITS.maxTextChars).refine(noControl, 'text may not hold control characters'),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: href.optional(),
});
export type InlineRun = z.infer<typeof inlineRunSchema>;

const runs = (what: string) =>
  z
    .array(inlineRunSchema)
    .min(1, `${what} needs some text`)
    .max(JOURNAL_LIMITS.maxRuns, `${what} may have at most ${JOURNAL_LIMITS.maxRuns} runs`)
    .refine(
      (list) => list.reduce((n, r) => n + r.text.length, 0) <= JOURNAL_LIMITS.maxTextChars,
      `${what} must be at most ${JOURNAL_LIMITS.maxTextChars} characters`,
    );

const longText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} needs some text`)
    .max(JOURNAL_LIMITS.maxTextChars, `${what} must be at most ${JOURNAL_LIMITS.maxTextChars} characters`)
    .refine(noControl, `${what} may not hold control characters`);

export const paragraphBlockSchema = z.strictObject({ type: z.literal('paragraph'), runs: runs('a paragraph') });
export const headingBlockSchema = z.strictObject({
  type: z.literal('heading'),
  level: z.union([z.literal(2), z.literal(3)]),
  text: shortText('a heading').pipe(z.string().min(1, 'a heading needs some text')),
});
export const quoteBlockSchema = z.strictObject({ type: z.literal('quote'), text: longText('a quote'), cite: shortText('a quote’s source').optional() });
export const pullquoteBlockSchema = z.strictObject({ type: z.literal('pullquote'), text: shortText('a pull-quote').pipe(z.string().min(1, 'a pull-quote needs some text')) });

/** A media id as the Journal's image upload answers it (32 lowercase hex characters). */
export const journalMediaIdSchema = z.string().trim().regex(/^[0-9a-f]{32}$/, 'must be the id of an image uploaded to the Journal');

export const imageBlockSchema = z.strictObject({
  type: z.literal('image'),
  mediaId: journalMediaIdSchema,
  alt: shortText('an image’s description (alt text)').pipe(z.string().min(1, 'an image needs a description (alt text) for readers who cannot see it')),
  caption: shortText('a caption').optional(),
});
export const pieceBlockSchema = z.strictObject({
  type: z.literal('piece'),
  productId: z.number().int('must be a catalogue product id').positive('must be a catalogue product id'),
});
export const listBlockSchema = z.strictObject({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(runs('a list item')).min(1, 'a list needs at least one item').max(JOURNAL_LIMITS.maxListItems, `a list may have at most ${JOURNAL_LIMITS.maxListItems} items`),
});

export const tableCellSchema = z.strictObject({
  text: z.string().trim().max(JOURNAL_LIMITS.maxShortChars, `a table cell must be at most ${JOURNAL_LIMITS.maxShortChars} characters`).refine(oneLine, 'a table cell must be one line of text'),
  href: href.refine((h) => h.startsWith('/'), "a table cell may only link to a Patina path starting with '/'").optional(),
});
export type TableCell = z.infer<typeof tableCellSchema>;

export const tableBlockSchema = z
  .strictObject({
    type: z.literal('table'),
    caption: shortText('a table caption').pipe(z.string().min(1, 'a table needs a caption')),
    columns: z.array(shortText('a column header')).min(1, 'a table needs at least one column').max(JOURNAL_LIMITS.maxTableColumns, `a table may have at most ${JOURNAL_LIMITS.maxTableColumns} columns`),
    rows: z.array(z.array(tableCellSchema)).max(JOURNAL_LIMITS.maxTableRows, `a table may have at most ${JOURNAL_LIMITS.maxTableRows} rows`),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), { message: 'every row of a table must have one cell per column', path: ['rows'] });

export const CHART_KINDS = ['line', 'bar'] as const;
export const CHART_UNITS = ['money', 'percent', 'count'] as const;

export const chartPointSchema = z.strictObject({
  label: shortText('a point’s label').pipe(z.string().min(1, 'a point needs a label')),
  /** money: integer minor units of `currency`; percent: a number (12.5 = 12.5 %); count: an integer. */
  value: z.number().finite('a point’s value must be a number'),
});
export const chartSeriesSchema = z.strictObject({
  label: shortText('a series’ label').pipe(z.string().min(1, 'a series needs a label')),
  points: z.array(chartPointSchema).min(1, 'a series needs at least one point').max(JOURNAL_LIMITS.maxPoints, `a series may have at most ${JOURNAL_LIMITS.maxPoints} points`),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const chartBlockSchema = z
  .strictObject({
    type: z.literal('chart'),
    kind: z.enum(CHART_KINDS),
    title: shortText('a chart title').pipe(z.string().min(1, 'a chart needs a title')),
    unit: z.enum(CHART_UNITS),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code').optional(),
    series: z.array(chartSeriesSchema).min(1, 'a chart needs at least one series').max(JOURNAL_LIMITS.maxSeries, `a chart may have at most ${JOURNAL_LIMITS.maxSeries} series`),
  })
  .refine((c) => c.unit !== 'money' || c.currency !== undefined, { message: 'a chart of money needs its currency', path: ['currency'] })
  .refine((c) => c.unit === 'money' || c.currency === undefined, { message: 'only a chart of money has a currency', path: ['currency'] })
  .refine((c) => c.unit !== 'money' && c.unit !== 'count' ? true : c.series.every((s) => s.points.every((p) => Number.isInteger(p.value))), {
    message: 'money (minor units) and counts must be whole numbers',
    path: ['series'],
  });

export const journalBlockSchema = z.discriminatedUnion('type', [
  paragraphBlockSchema,
  headingBlockSchema,
  quoteBlockSchema,
  pullquoteBlockSchema,
  imageBlockSchema,
  pieceBlockSchema,
  listBlockSchema,
  tableBlockSchema,
  chartBlockSchema,
]);
export type JournalBlock = z.infer<typeof journalBlockSchema>;
export type JournalBlockType = JournalBlock['type'];
export type ParagraphBlock = z.infer<typeof paragraphBlockSchema>;
export type HeadingBlock = z.infer<typeof headingBlockSchema>;
export type QuoteBlock = z.infer<typeof quoteBlockSchema>;
export type PullquoteBlock = z.infer<typeof pullquoteBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type PieceBlock = z.infer<typeof pieceBlockSchema>;
export type ListBlock = z.infer<typeof listBlockSchema>;
export type TableBlock = z.infer<typeof tableBlockSchema>;
export type ChartBlock = z.infer<typeof chartBlockSchema>;

export const JOURNAL_BLOCK_TYPES = [
  'paragraph', 'heading', 'quote', 'pullquote', 'image', 'piece', 'list', 'table', 'chart',
] as const satisfies readonly JournalBlockType[];

/** An article body: at most 200 blocks, at most 200,000 characters as JSON. */
export const JournalBody = z
  .array(journalBlockSchema)
  .max(JOURNAL_LIMITS.maxBlocks, `an article may have at most ${JOURNAL_LIMITS.maxBlocks} blocks`)
  .refine((blocks) => JSON.stringify(blocks).length <= JOURNAL_LIMITS.maxBodyChars, 'an article’s body must be at most 200,000 characters');
export type JournalBody = z.infer<typeof JournalBody>;

export type ParseBlocksResult = { ok: true; blocks: JournalBlock[] } | { ok: false; message: string; path: string };

/**
 * Validates an untrusted body. On refusal, a sentence naming the first problem and where it
 * is ("Block 3, runs.0.href: a link must be …").
 */
export function parseBlocks(input: unknown): ParseBlocksResult {
  const parsed = JournalBody.safeParse(input);
  if (parsed.success) return { ok: true, blocks: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [first, ...rest] = issue.path;
  const path = issue.path.join('.');
  const where = typeof first === 'number' ? `Block ${first + 1}${rest.length > 0 ? ` (${rest.join('.')})` : ''}: ` : '';
  return { ok: false, message: `${where}${issue.message}`, path };
}

/** The plain text of a body (search snippets, reading time, RSS descriptions). */
export function blocksText(blocks: readonly JournalBlock[]): string {
  const parts: string[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case 'paragraph': parts.push(b.runs.map((r) => r.text).join('')); break;
      case 'heading': case 'pullquote': parts.push(b.text); break;
      case 'quote': parts.push(b.text); break;
      case 'list': for (const item of b.items) parts.push(item.map((r) => r.text).join('')); break;
      case 'image': if (b.caption) parts.push(b.caption); break;
      case 'table': parts.push(b.caption); break;
      case 'chart': parts.push(b.title); break;
      case 'piece': break;
    }
  }
  return parts.join('\n');
}

/** Words per minute a reader reads an article at; a minimum of one minute. */
export const WORDS_PER_MINUTE = 230;
export function readingMinutes(blocks: readonly JournalBlock[]): number {
  const words = blocksText(blocks).split(/\s+/).filter((w) => w.length > 0).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The ids of the catalogue pieces and images a body embeds, in order, each once. */
export function embeddedProductIds(blocks: readonly JournalBlock[]): number[] {
  return [...new Set(blocks.flatMap((b) => (b.type === 'piece' ? [b.productId] : [])))];
}
export function embeddedMediaIds(blocks: readonly JournalBlock[]): string[] {
  return [...new Set(blocks.flatMap((b) => (b.type === 'image' ? [b.mediaId] : [])))];
}
