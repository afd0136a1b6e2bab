import { z } from 'zod';

/**
 * The community's leaderboards (issue #37, decision 059): computed by a job into tables, read
 * a page at a time. Money is USD cents of market value (never what a member paid); growth is
 * in basis points (1 % = 100).
 */
export const BOARDS = ['portfolio_value', 'growth_30d', 'growth_1y', 'most_followed', 'writers', 'sellers'] as const;
export type Board = (typeof BOARDS)[number];

export const PERIODS = ['week', 'month', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export type BoardUnit = 'money' | 'basis_points' | 'count';

export interface BoardDef {
  label: string;
  /** What the figure is, as the page says it. */
  figure: string;
  unit: BoardUnit;
  /** The periods it is kept for: the value boards are a figure of now, so they have one. */
  periods: readonly Period[];
}

export const BOARD_DEFS: Record<Board, BoardDef> = {
  portfolio_value: {
    label: 'Portfolio value', unit: 'money', periods: ['all'],
    figure: 'Market value of the pieces in public portfolios today: each piece at its last recorded sale, else its lowest ask or price. Pieces the market has no figure for are left out.',
  },
  growth_30d: {
    label: 'Growth, 30 days', unit: 'basis_points', periods: ['all'],
    figure: 'How the value of the same pieces moved in 30 days, from recorded sales then and now. Pieces without a sale at both dates are left out.',
  },
  growth_1y: {
    label: 'Growth, 1 year', unit: 'basis_points', periods: ['all'],
    figure: 'How the value of the same pieces moved in a year, from recorded sales then and now. Pieces without a sale at both dates are left out.',
  },
  most_followed: {
    label: 'Most followed', unit: 'count', periods: ['week', 'month', 'all'],
    figure: 'Members following the collector or one of their portfolios (new followers in the period; all time: every follower).',
  },
  writers: {
    label: 'Most appreciated writers', unit: 'count', periods: ['week', 'month', 'all'],
    figure: 'Appreciations of the member’s published journal entries, given in the period.',
  },
  sellers: {
    label: 'Sellers', unit: 'count', periods: ['week', 'month', 'all'],
    figure: 'Sales completed in the period (the buyer confirmed receipt, or inspection ended).',
  },
};

export const PERIOD_LABELS: Record<Period, string> = { week: 'This week', month: 'This month', all: 'All time' };

/** Days a period looks back (all time: null). A week and a month are rolling: the last 7 and 30 days. */
export const PERIOD_DAYS: Record<Period, number | null> = { week: 7, month: 30, all: null };

/** The tie rule, as every board page states it. */
export const TIE_RULE = 'Ties: the member who joined Patina first ranks higher.';

/** Rows per page of a board. */
export const BOARD_PAGE_SIZE = 25;
/** The top this many: entering it is news (the community.rank_top100 notification). */
export const TOP_RANKS = 100;

export const boardQuerySchema = z.object({
  board: z.enum(BOARDS),
  period: z.enum(PERIODS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
}).strict().superRefine((q, ctx) => {
  if (!BOARD_DEFS[q.board].periods.includes(q.period)) {
    ctx.addIssue({ code: 'custom', path: ['period'], message: `${BOARD_DEFS[q.board].label} is a figure of today: ask for period=all.` });
  }
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

const memberSchema = z.object({ name: z.string(), handle: z.string(), image: z.string().nullable() });
export type BoardMember = z.infer<typeof memberSchema>;

export const boardRowSchema = z.object({ rank: z.number().int(), member: memberSchema, value: z.number() });
export type BoardRow = z.infer<typeof boardRowSchema>;

export const boardPageSchema = z.object({
  board: z.enum(BOARDS),
  period: z.enum(PERIODS),
  unit: z.enum(['money', 'basis_points', 'count']),
  /** When the job last wrote this board; null before its first run. */
  computed_at: z.string().nullable(),
  tie_rule: z.string(),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  rows: z.array(boardRowSchema),
  /** The asking member's own place, wherever it is; null when they are not on this board. */
  me: z.object({ rank: z.number().int(), value: z.number(), page: z.number().int() }).nullable(),
  /** Whether the asking member may appear on boards at all (a public portfolio, or consent). */
  eligible: z.boolean(),
});
export type BoardPage = z.infer<typeof boardPageSchema>;

export const boardConsentSchema = z.object({
  consent: z.boolean(),
  /** Whether the member has a public portfolio (they appear on boards whatever their consent). */
  public_portfolio: z.boolean(),
});
export type BoardConsent = z.infer<typeof boardConsentSchema>;
export const boardConsentInputSchema = z.object({ consent: z.boolean() }).strict();
