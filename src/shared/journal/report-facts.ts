/**
 * The facts a market report is written from (issue #36, decision 056): what the server gathers
 * for one month and one scope (a category, or the market as a whole) from the views the owning
 * modules publish. Plain data, USD cents for every price, so the text can be composed, and
 * tested, without a database (report-compose.ts).
 */

export interface ReportLinkable {
  slug: string;
  name: string;
}

/** One month of the scope's index: the median sale price (pricing's rule), sales and their value. */
export interface IndexPoint {
  period: string;
  median: number;
  sales: number;
  value: number;
}

/** A model's move: its median in the month against the three months before. */
export interface ModelMove {
  brand: ReportLinkable;
  model: string;
  /** The model's piece that sold most in the month: the link and the embedded card. */
  product: ReportLinkable & { id: number };
  sales: number;
  previousSales: number;
  median: number;
  previousMedian: number;
  /** Per cent, one decimal. */
  change: number;
}

export interface HouseFacts {
  brand: ReportLinkable;
  sales: number;
  median: number;
  previousMedian: number | null;
  previousSales: number;
  /** Sales with a known retail price, and the median of price achieved ÷ retail over them. */
  retailSales: number;
  retention: number | null;
}

export interface AuctionFacts {
  closed: number;
  sold: number;
  hammerTotal: number;
  top: { slug: string; productName: string; hammer: number; bids: number; startingPrice: number } | null;
}

export interface InterestFacts {
  product: ReportLinkable & { id: number };
  current: number;
  previous: number;
}

/** A category's line in the market report. */
export interface CategoryLine {
  category: ReportLinkable;
  sales: number;
  median: number | null;
  previousMedian: number | null;
  previousSales: number;
}

export interface ReportFacts {
  /** 'market', or the category's slug. */
  scope: string;
  /** The category (null for the market). */
  category: ReportLinkable | null;
  /** 'YYYY-MM' */
  period: string;
  /** The index's months up to and including `period`, oldest first; months without sales absent. */
  series: IndexPoint[];
  /** Models that met the threshold in both windows (risers and fallers are drawn from them). */
  models: ModelMove[];
  houses: HouseFacts[];
  listings: { onOffer: number; sold: number };
  auctions: AuctionFacts;
  wishlist: InterestFacts[];
  views: InterestFacts[];
  /** The market report's table of categories (empty in a category's report). */
  categories: CategoryLine[];
}
