import type { AssistantAction, AssistantContext, AssistantSource } from '../../../shared/assistant/contracts.js';
import type { Entities } from '../../../shared/assistant/entities.js';
import { excerpt, searchPolicies } from '../../../shared/assistant/policy-search.js';
import { formatUsd, priceShown } from '../../../shared/pricing/price-shown.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import type { CatalogService } from '../catalog/index.js';
import type { PricingService } from '../pricing/index.js';
import type { SearchService } from '../search/index.js';
import type { SellingService } from '../listings/index.js';
import type { WishlistService } from '../wishlist/index.js';
import type { LotsService } from '../auctions/index.js';
import { formatAmount } from '../../../shared/orders/display.js';
import { describeConstraints, fits, needsDetail, pieceQuery, PRICE_FILLER, type PieceQuery } from '../../../shared/assistant/pieces.js';

/**
 * The assistant's tools (issue #16): each reads through another module's service, with the
 * member's id taken from the session by the caller, never from the question. Each returns
 * the words of an answer and the pages it came from; none of them bids or pays.
 */
export interface ToolAnswer {
  body: string;
  sources: AssistantSource[];
  action?: AssistantAction;
}

/**
 * Orders and offers are read by app.ts through their modules (a workflow of two each): each
 * is a function of the member's id, answering lines to show.
 */
export interface MemberAffairs {
  orders?: (userId: string) => Promise<{ label: string; url: string }[]>;
  offers?: (userId: string) => Promise<{ label: string; url: string }[]>;
}

/** What a lot's standing means to its bidder, in the words of the answer. */
const STANDING: Record<string, string> = {
  winning: 'you are winning',
  outbid: 'you have been outbid',
  won: 'you won it',
  lost: 'you did not win it',
  none: 'no bid of yours stands',
};

export interface ToolDeps {
  search: Pick<SearchService, 'search'>;
  catalog: Pick<CatalogService, 'productDetail'>;
  pricing: Pick<PricingService, 'statsForCodes' | 'recentSales'>;
  wishlist: Pick<WishlistService, 'list' | 'events'>;
  selling: Pick<SellingService, 'mine'>;
  affairs: MemberAffairs;
  /** Live auctions (issue #14): the member's bids, a lot by its page, watching one. */
  lots: Pick<LotsService, 'myBids' | 'resolve'>;
}

export const productUrl = (p: { slug: string }) => `/product/${p.slug}`;
const money = (cents: number) => (cents > 0 ? formatUsd(cents) : 'price on request');

/** The words a catalogue search needs: the question without limits, filler and request words. */
export function searchTextOf(question: string, entities: Entities): string {
  const FILLER = /\b(show me|find me|find|i'?m|i am|looking for|searching for|search for|do you have|have you got|got any|any|i want|i would like|i need|can i buy|is there|are there|a|an|the|some|please|for sale|available|in stock|do u have|u|me|under|below|less than|over|above|between|and|cheapest|you have|do you carry|carry|stock|cherche|un|une|with|in)\b/g;
  let text = question.toLowerCase().replace(/[$€£]\s?[\d.,]+\s?(k|m)?|\b\d[\d.,]*\s?(k|m|usd|eur|euros?|dollars?|gbp)\b/g, ' ');
  if (entities.price) text = text.replace(/\b\d{1,3}(?:[ ,.]\d{3})+\b|\b\d{4,}\b(?!\w)/g, (m) => (entities.references.includes(m.toUpperCase()) ? m : ' '));
  text = text.replace(/[?!,;:()]/g, ' ').replace(FILLER, ' ');
  for (const b of entities.brands) text = `${b} ${text}`;
  const words = [...new Set(text.split(/\s+/).filter((w) => w.length > 0))];
  return words.join(' ').slice(0, 190);
}

export function createTools(deps: ToolDeps) {
  const { search, catalog, pricing, wishlist, selling, affairs, lots } = deps;

  /** The piece of the page the question was asked on: its id, else the slug of a /product/ path. */
  async function productOf(context: AssistantContext | undefined) {
    const key = context?.product_id !== undefined ? String(context.product_id) : /^\/product\/([a-z0-9-]{1,200})\/?$/.exec(context?.path ?? '')?.[1];
    if (!key) return null;
    try {
      return await catalog.productDetail(key);
    } catch {
      return null;
    }
  }

  /** The lot of the page the question was asked on (an /auction/{slug or id} path), with its piece's name. */
  async function lotOf(context: AssistantContext | undefined): Promise<{ id: number; slug: string; name: string } | null> {
    const ref = /^\/auction\/([a-z0-9-]{1,200})\/?$/.exec(context?.path ?? '')?.[1];
    if (!ref) return null;
    try {
      const lot = await lots.resolve(ref);
      const piece = await catalog.productDetail(String(lot.productId)).catch(() => null);
      return { id: lot.id, slug: lot.slug, name: piece?.full_name ?? lot.slug };
    } catch {
      return null;
    }
  }

  /** The session member's bids, each with whether they are winning, linked to its lot. */
  async function myBids(userId: string): Promise<ToolAnswer> {
    const mine = await lots.myBids(userId, 10);
    const where: AssistantSource = { title: 'Auctions', url: '/auctions' };
    if (mine.length === 0) return { body: 'You have no bids right now. Live lots are on the Auctions page.', sources: [where] };
    const lines = mine.map((b) => {
      const price = b.current_bid !== null ? `, current bid ${formatAmount(b.current_bid, b.currency)}` : '';
      const max = b.my_max !== null ? `, your maximum ${formatAmount(b.my_max, b.currency)}` : '';
      const ends = b.standing === 'winning' || b.standing === 'outbid' ? `, ends ${b.ends_at.slice(0, 16).replace('T', ' ')} UTC` : '';
      return { text: `• ${b.full_name}: ${STANDING[b.standing] ?? b.standing}${price}${max}${ends}`, source: { title: b.full_name, url: `/auction/${b.slug}` } };
    });
    const winning = mine.filter((b) => b.standing === 'winning').length;
    const live = mine.filter((b) => b.standing === 'winning' || b.standing === 'outbid').length;
    const head = live > 0 ? `You are winning ${winning} of the ${live} live lot${live === 1 ? '' : 's'} you bid on.` : 'None of the lots you bid on is live now.';
    return { body: `${head}\n${lines.map((l) => l.text).join('\n')}`, sources: [...lines.map((l) => l.source), where] };
  }

  type Found = Awaited<ReturnType<SearchService['search']>>['results'][number];
  const DETAILS_READ = 40;

  /** The search box's search, with the budget as its price filter (whole US dollars). */
  function searchFor(q: string, pq: PieceQuery, limit: number) {
    return search.search({
      q, limit, page: 1, sort: 'relevance', facets: false,
      ...(pq.maxUsd !== null ? { max: Math.max(0, pq.maxUsd) } : {}),
      ...(pq.minUsd !== null ? { min: Math.max(0, Math.min(pq.minUsd, pq.maxUsd ?? Number.MAX_SAFE_INTEGER)) } : {}),
    } as Parameters<SearchService['search']>[0]);
  }

  /** The results that meet the colour, material and size asked (each piece's own fields). */
  async function meeting(pq: PieceQuery, results: Found[], want: number): Promise<Found[]> {
    const out: Found[] = [];
    let read = 0;
    for (const r of results) {
      if (out.length >= want) break;
      if (!fits({ ...pq, material: null, size: null }, r)) continue;
      if (needsDetail(pq)) {
        if (read++ >= DETAILS_READ) break;
        const d = await catalog.productDetail(String(r.id)).catch(() => null);
        if (!d || !fits(pq, d)) continue;
      }
      out.push(r);
    }
    return out;
  }

  /**
   * Issue #39 §2: the search the search box would run — the house once, the model, a
   * reference — with the budget as its price filter, then the pieces that meet the colour,
   * material and size asked. A query that finds nothing is shortened (its last words first).
   */
  async function findPieces(question: string, entities: Entities): Promise<ToolAnswer> {
    const pq = pieceQuery(question);
    const tries = [pq.query, ...pq.fallbacks].filter((q) => q.length > 0);
    if (tries.length === 0) tries.push(searchTextOf(question, entities));
    const wanted = describeConstraints(pq, money);
    let closest: { q: string; results: Found[]; total: number } | null = null;
    for (const q of tries) {
      const res = await searchFor(q, pq, 60);
      if (res.results.length === 0) continue;
      closest ??= { q, results: res.results, total: res.total };
      const fitting = await meeting(pq, res.results, 5);
      if (fitting.length === 0) continue;
      const searchUrl = `/search?q=${encodeURIComponent(q)}${pq.maxUsd !== null ? `&max=${pq.maxUsd}` : ''}`;
      const lines = fitting.map((r) => `• ${r.full_name} — ${money(priceShown(r))}`);
      const filtered = pq.colour !== null || needsDetail(pq);
      let head = filtered
        ? `Here ${fitting.length === 1 ? 'is the piece' : `are ${fitting.length} pieces`} for “${q}”${wanted ? ` (${wanted})` : ''}:`
        : `Here ${res.total === 1 ? 'is the piece' : `are ${Math.min(fitting.length, res.total)} of ${res.total} pieces`}${wanted ? ` ${wanted}` : ''} for “${q}”:`;
      // The model asked for was not found: say so before showing the house's other pieces.
      if (pq.model && !q.includes(pq.model)) head = `I found no “${tries[0]}”${wanted ? ` (${wanted})` : ''} right now. ${head}`;
      return {
        body: `${head}\n${lines.join('\n')}`,
        sources: [...fitting.map((r) => ({ title: r.full_name, url: productUrl(r) })), { title: `All results for “${q}”`, url: searchUrl }],
      };
    }
    const q = tries[0]!;
    if (closest && wanted) {
      return {
        body: `I found nothing for “${q}” ${wanted} right now. The closest are on the search page for “${closest.q}”, or the concierge can look for one.`,
        sources: [{ title: `Search: ${closest.q}`, url: `/search?q=${encodeURIComponent(closest.q)}` }],
      };
    }
    return { body: `I found nothing for “${q}” right now. Try fewer words, or ask the concierge to look for it.`, sources: [{ title: `Search: ${q}`, url: `/search?q=${encodeURIComponent(q)}` }] };
  }

  async function priceHistory(question: string, entities: Entities, context: AssistantContext | undefined): Promise<ToolAnswer> {
    let product = await productOf(context);
    let known: Awaited<ReturnType<PricingService['statsForCodes']>>[number] | undefined;
    if (!product) {
      // The piece named (house, model, reference), and of its closest matches the first with sales on record.
      const pq = pieceQuery(question, PRICE_FILLER);
      const tries = [...new Set([pq.reference ? [pq.brand, pq.reference].filter(Boolean).join(' ') : '', pq.query, ...pq.fallbacks, entities.references[0] ?? ''].filter((q) => q.length > 0))];
      let first: Found | undefined;
      for (const q of tries) {
        const res = await search.search({ q, limit: 8, page: 1, sort: 'relevance', facets: false } as Parameters<SearchService['search']>[0]);
        if (res.results.length === 0) continue;
        first = res.results[0];
        const all = (await Promise.all(res.results.map((r) => catalog.productDetail(String(r.id)).catch(() => null)))).filter((d) => d !== null);
        // Pieces of the best match's own model only: another model's sales are not this one's.
        const details = all.filter((d) => d.brand === all[0]?.brand && d.model === all[0]?.model && (!pq.reference || d.reference === all[0]?.reference));
        const stats = await pricing.statsForCodes(details.map((d) => d.product_code));
        const sold = details.find((d) => stats.some((s) => s.product_code === d.product_code && s.sales_count > 0));
        product = sold ?? details[0] ?? null;
        known = sold ? stats.find((s) => s.product_code === sold.product_code) : undefined;
        break;
      }
      if (!first || !product) {
        const q = tries[0] ?? searchTextOf(question, entities);
        return { body: `I could not find that piece in the catalogue to read its sales. Name its house and model, or its reference.`, sources: [{ title: `Search: ${q}`, url: `/search?q=${encodeURIComponent(q)}` }] };
      }
    }
    const stats = known ?? (await pricing.statsForCodes([product.product_code]))[0];
    const url = productUrl(product);
    if (!stats || stats.sales_count === 0) {
      return { body: `${product.full_name} has no recorded sales yet. It is offered at ${money(priceShown(product))}.`, sources: [{ title: product.full_name, url }] };
    }
    const trend = stats.trend === 'up' ? `up ${Math.abs(stats.trend_percent ?? 0)}%` : stats.trend === 'down' ? `down ${Math.abs(stats.trend_percent ?? 0)}%` : 'steady';
    const parts = [
      `${product.full_name} has sold ${stats.sales_count} time${stats.sales_count === 1 ? '' : 's'} on record.`,
      stats.last_sale_price !== null ? `The last sale was ${money(stats.last_sale_price)}${stats.last_sale_date ? ` on ${stats.last_sale_date.slice(0, 10)}` : ''}.` : '',
      stats.average_price !== null ? `Average ${money(Math.round(stats.average_price))}, from ${money(stats.low_price ?? 0)} to ${money(stats.high_price ?? 0)}; the trend is ${trend}.` : '',
      `It is offered now at ${money(priceShown(product))}.`,
    ];
    return { body: parts.filter(Boolean).join(' '), sources: [{ title: `${product.full_name}: sales history`, url: `${url}#price-history` }] };
  }

  function policy(question: string): ToolAnswer | null {
    const [best, second] = searchPolicies(question, 2);
    if (!best) return null;
    const sources = [{ title: best.title, url: best.url }];
    if (second && second.score > best.score * 0.8) sources.push({ title: second.title, url: second.url });
    return { body: `${excerpt(best.section, 420, question)}\n(From “${best.title}”.)`, sources };
  }

  async function aboutPiece(context: AssistantContext | undefined): Promise<ToolAnswer | null> {
    const p = await productOf(context);
    if (!p) return null;
    const bits = [`${p.full_name} by ${p.brand}`, `in ${p.condition.toLowerCase()} condition`, `offered at ${money(priceShown(p))}`];
    if (p.reference) bits.push(`reference ${p.reference}`);
    if (p.materials.length > 0) bits.push(`in ${p.materials.join(', ')}`);
    return {
      body: `This piece is the ${bits.join(', ')}. Every piece is checked by an expert before it is handed over, and your payment waits in escrow until you accept it.`,
      sources: [{ title: p.full_name, url: productUrl(p) }, { title: 'Terms of Service: Authentication', url: '/terms#authentication' }],
    };
  }

  async function myWishlist(userId: string): Promise<ToolAnswer> {
    const [events, list] = await Promise.all([wishlist.events(userId, 5), wishlist.list(userId, { sort: 'recent', page: 1, page_size: 5 } as Parameters<WishlistService['list']>[1])]);
    const drops = events.filter((e) => e.kind === 'price_drop' && e.product);
    const sources: AssistantSource[] = [{ title: 'Your wishlist', url: '/wishlist' }];
    if (list.total === 0) return { body: 'Your wishlist is empty. Tap the heart on any piece to save it, and I will tell you when its price drops.', sources };
    const lines = drops.map((e) => `• ${e.product!.full_name}: ${money(e.old_price)} → ${money(e.new_price)}`);
    for (const e of drops) sources.push({ title: e.product!.full_name, url: productUrl(e.product!) });
    const head = `You have ${list.total} saved piece${list.total === 1 ? '' : 's'}.`;
    return { body: drops.length > 0 ? `${head} Recent price drops:\n${lines.join('\n')}` : `${head} None of them has dropped in price lately.`, sources };
  }

  async function myListings(userId: string): Promise<ToolAnswer> {
    const mine = await selling.mine(userId, { state: 'in_review', page: 1 });
    const counts = mine.counts as Record<string, number>;
    const sources: AssistantSource[] = [{ title: 'Your listings', url: '/profile/selling' }];
    const inReview = mine.items.map((l) => `• ${l.title}`);
    const summary = `You have ${counts.in_review ?? 0} listing${counts.in_review === 1 ? '' : 's'} in review, ${counts.changes_requested ?? 0} with changes requested, ${counts.active ?? 0} live and ${counts.draft ?? 0} draft${counts.draft === 1 ? '' : 's'}.`;
    return { body: inReview.length > 0 ? `${summary}\nIn review:\n${inReview.join('\n')}` : summary, sources };
  }

  async function affair(kind: keyof MemberAffairs, userId: string): Promise<ToolAnswer> {
    const where = { orders: { title: 'Your purchases', url: '/profile/buying' }, offers: { title: 'Your offers', url: '/profile/buying' } }[kind];
    const read = affairs[kind];
    if (!read) {
      return { body: `I cannot read your ${kind} from here yet. They are on your ${where.title.toLowerCase()} page, or the concierge can look for you.`, sources: [where] };
    }
    const lines = await read(userId);
    if (lines.length === 0) return { body: `You have no ${kind} right now.`, sources: [where] };
    return { body: `Your ${kind}:\n${lines.map((l) => `• ${l.label}`).join('\n')}`, sources: [where, ...lines.map((l) => ({ title: l.label, url: l.url }))] };
  }

  return { findPieces, priceHistory, policy, aboutPiece, myWishlist, myListings, myBids, affair, productOf, lotOf };
}

export type Tools = ReturnType<typeof createTools>;
export type { ProductCard };
