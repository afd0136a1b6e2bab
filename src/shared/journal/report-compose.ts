/**
 * A market report written from its facts (issue #36, decision 056): title, standfirst and a
 * body of Journal blocks (blocks.ts), every figure linked to the page that shows its data and
 * every price written as Patina writes prices. Pure and deterministic: the same facts always
 * give the same text, and the wording varies between reports by their scope and month
 * (report-text.ts `pick`), never at random.
 *
 * A category with too few sales says so instead of reading a trend into them
 * (MIN_CATEGORY_SALES); a model is ranked only with MIN_MODEL_SALES sales in the month and in the
 * three months before, and the report says what the threshold is.
 */
import type { ChartBlock, InlineRun, JournalBlock, TableBlock, TableCell } from './blocks.js';
import type { CategoryLine, HouseFacts, IndexPoint, InterestFacts, ModelMove, ReportFacts } from './report-facts.js';
import { formatPeriod } from '../pricing/brand-index.js';
import {
  MIN_CATEGORY_SALES, MIN_INTEREST, MIN_MODEL_SALES, MIN_RETAIL_SALES, REPORT_LIST_SIZE,
  capitalise, count, counted, listOf, monthNameOf, monthOf, moveShort, moveVerb, percentChange, percentWords, pick,
  reportLinks, reportMoney, reportSeed, shiftPeriod, sharePercent, signedPercent, trendOf,
} from './report-text.js';

export interface ComposedReport {
  title: string;
  standfirst: string;
  blocks: JournalBlock[];
}

/** The state of a scope's index in the month: enough sales to read a move, or not. */
export type IndexReading =
  | { kind: 'moved'; current: IndexPoint; previous: IndexPoint; change: number }
  | { kind: 'thin'; current: IndexPoint | null; previous: IndexPoint | null };

/** Whether the index of `facts` may be said to move: MIN_CATEGORY_SALES in the month and in the one before. */
export function readIndex(facts: Pick<ReportFacts, 'series' | 'period'>): IndexReading {
  const current = facts.series.find((p) => p.period === facts.period) ?? null;
  const previous = facts.series.find((p) => p.period === shiftPeriod(facts.period, -1)) ?? null;
  if (!current || !previous || current.sales < MIN_CATEGORY_SALES || previous.sales < MIN_CATEGORY_SALES) return { kind: 'thin', current, previous };
  return { kind: 'moved', current, previous, change: percentChange(current.median, previous.median) ?? 0 };
}

/** Risers (biggest rise first) and fallers (biggest fall first), outside the ±2 % band. */
export function moversOf(models: readonly ModelMove[]): { risers: ModelMove[]; fallers: ModelMove[] } {
  const byName = (a: ModelMove, b: ModelMove) => `${a.brand.name} ${a.model}`.localeCompare(`${b.brand.name} ${b.model}`);
  const risers = models.filter((m) => trendOf(m.change) === 'up').sort((a, b) => b.change - a.change || byName(a, b)).slice(0, REPORT_LIST_SIZE);
  const fallers = models.filter((m) => trendOf(m.change) === 'down').sort((a, b) => a.change - b.change || byName(a, b)).slice(0, REPORT_LIST_SIZE);
  return { risers, fallers };
}

/** Houses whose value retention is told: MIN_RETAIL_SALES sales at a known retail price. */
export function retentionOf(houses: readonly HouseFacts[]): (HouseFacts & { retention: number })[] {
  return houses
    .filter((h): h is HouseFacts & { retention: number } => h.retention !== null && h.retailSales >= MIN_RETAIL_SALES)
    .sort((a, b) => b.retention - a.retention || a.brand.name.localeCompare(b.brand.name));
}

// ---------------------------------------------------------------------------------------------
// Runs: a paragraph is a list of runs, plain or linked.

type Run = InlineRun;
const t = (text: string): Run => ({ text });
const a = (text: string, href: string): Run => ({ text, href });
const paragraph = (...runs: (Run | Run[])[]): JournalBlock => ({ type: 'paragraph', runs: merge(runs.flat()) });
const heading = (text: string): JournalBlock => ({ type: 'heading', level: 2, text });

/** Adjacent plain runs joined, empty ones dropped: the schema refuses an empty run. */
function merge(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (run.text.length === 0) continue;
    const last = out[out.length - 1];
    if (last && !last.href && !run.href && !last.bold && !last.italic && !run.bold && !run.italic) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

/** 'a', 'a and b', 'a, b and c' over lists of runs. */
function runList(items: Run[][]): Run[] {
  const out: Run[] = [];
  items.forEach((item, i) => {
    if (i > 0) out.push(t(i === items.length - 1 ? ' and ' : ', '));
    out.push(...item);
  });
  return out;
}

const cell = (text: string, href?: string): TableCell => (href ? { text, href } : { text });
/** A model's name after its house's, once: 'Chanel 19' is not written 'Chanel Chanel 19'. */
const ownName = (m: ModelMove) => (m.model.startsWith(`${m.brand.name} `) ? m.model.slice(m.brand.name.length + 1) : m.model);
const modelName = (m: ModelMove) => `${m.brand.name} ${ownName(m)}`;
const modelRuns = (m: ModelMove): Run[] => [a(m.brand.name, reportLinks.brand(m.brand.slug)), t(' '), a(ownName(m), reportLinks.product(m.product.slug))];

// ---------------------------------------------------------------------------------------------

interface Words {
  seed: string;
  month: string; // 'November 2026'
  monthName: string; // 'November'
  previousName: string; // 'October'
  /** 'Watches' or 'The market': a title's subject. */
  title: string;
  /** 'in watches' or 'on Patina', plain: where the sales were. */
  where: string;
  /** 'the Watches index' with its link, or 'the Patina market index'. */
  indexRuns: Run[];
  /** 'in watches' with its link, or 'on Patina'. */
  whereRuns: Run[];
  /** ' in watches' with its link, or nothing (the market). */
  inRuns: Run[];
}

function wordsOf(facts: ReportFacts): Words {
  const seed = reportSeed(facts.scope, facts.period);
  const category = facts.category;
  const href = category ? reportLinks.category(category.slug) : null;
  return {
    seed,
    month: monthOf(facts.period),
    monthName: monthNameOf(facts.period),
    previousName: monthNameOf(shiftPeriod(facts.period, -1)),
    title: category ? category.name : 'The market',
    where: category ? `in ${category.name.toLowerCase()}` : 'on Patina',
    indexRuns: category && href ? [t('the Patina '), a(category.name, href), t(' index')] : [t('the Patina market index')],
    whereRuns: category && href ? [t('in '), a(category.name.toLowerCase(), href)] : [t('on Patina')],
    inRuns: category && href ? [t(' in '), a(category.name.toLowerCase(), href)] : [],
  };
}

function titleOf(w: Words, reading: IndexReading): string {
  if (reading.kind === 'thin') return pick(w.seed, 'title', [`${w.title} in ${w.month}: too few sales to call`, `${w.title}, ${w.month}: a quiet month`]);
  const trend = trendOf(reading.change);
  if (trend === 'stable') return pick(w.seed, 'title', [`${w.title} in ${w.month}: a steady month`, `${w.title}, ${w.month}: prices hold`]);
  return pick(w.seed, 'title', [
    `${w.title} in ${w.month}: prices ${moveShort(reading.change)}`,
    `${w.title}, ${w.month}: the index ${trend === 'up' ? 'rises' : 'falls'} ${percentWords(reading.change)}`,
  ]);
}

function standfirstOf(w: Words, facts: ReportFacts, reading: IndexReading, risers: ModelMove[]): string {
  if (reading.kind === 'thin') {
    const n = reading.current?.sales ?? 0;
    return n === 0
      ? `No sale was recorded ${w.where} in ${w.month}: there is no index to report, and no trend to read.`
      : `Only ${counted(n, 'sale', 'sales')} ${w.where} in ${w.month}, too few to read a trend: this report gives the facts and leaves the direction open.`;
  }
  const subject = facts.category ? `The ${facts.category.name} index` : 'The Patina market index';
  const sales = counted(reading.current.sales, 'sale', 'sales');
  const lead = trendOf(reading.change) === 'stable'
    ? `${subject} held steady at ${reportMoney(reading.current.median)} (${signedPercent(reading.change)}) on ${sales}`
    : `${subject} ${moveVerb(reading.change, w.seed, 'standfirst')} to ${reportMoney(reading.current.median)} on ${sales}`;
  const top = risers[0];
  return top ? `${lead}; the ${modelName(top)} led the risers, ${signedPercent(top.change)}.` : `${lead}.`;
}

function leadBlocks(w: Words, facts: ReportFacts, reading: IndexReading): JournalBlock[] {
  if (reading.kind === 'thin') {
    const n = reading.current?.sales ?? 0;
    const before = reading.previous?.sales ?? 0;
    if (n === 0) {
      return [paragraph(t(`No sale was recorded `), w.whereRuns, t(` in ${w.month}, so there is no index to report this month. `),
        t(`We write a move only from at least ${MIN_CATEGORY_SALES} sales a month, and will report again when there is one to read.`))];
    }
    return [paragraph(
      t(`Only ${counted(n, 'sale', 'sales')} ${n === 1 ? 'was' : 'were'} recorded `), w.whereRuns, t(` in ${w.month}`),
      t(before > 0 ? `, and ${count(before)} in ${w.previousName}` : `, and none in ${w.previousName}`),
      t(`: fewer than the ${MIN_CATEGORY_SALES} a month we need before we call a direction, so this report reads no trend into them. `),
      t(`The month's median sale price was ${reportMoney(reading.current?.median ?? 0)}; the figures below are the month's own, not a trend.`),
    )];
  }
  const { current, previous, change } = reading;
  const verb = moveVerb(change, w.seed, 'lead');
  const sales = counted(current.sales, 'sale', 'sales');
  const steady = trendOf(change) === 'stable';
  const lead = steady ? pick(w.seed, 'lead', [
    () => paragraph(capitalRuns(w.indexRuns), t(`, the median price of the ${sales} recorded in ${w.month}, held steady at ${reportMoney(current.median)}, against ${reportMoney(previous.median)} in ${w.previousName} (${signedPercent(change)}).`)),
    () => paragraph(t(`${w.month} left `), w.indexRuns, t(` where ${w.previousName} had it: ${reportMoney(current.median)}, the median of ${sales}, against ${reportMoney(previous.median)} (${signedPercent(change)}).`)),
  ])() : pick(w.seed, 'lead', [
    () => paragraph(capitalRuns(w.indexRuns), t(`, the median price of the ${sales} recorded in ${w.month}, ${verb} to ${reportMoney(current.median)}, from ${reportMoney(previous.median)} in ${w.previousName}.`)),
    () => paragraph(t(`${w.month} closed with `), w.indexRuns, t(` at ${reportMoney(current.median)}: the median of ${sales}, it ${verb} on ${w.previousName}'s ${reportMoney(previous.median)}.`)),
    () => paragraph(t(`Across ${sales} `), w.whereRuns, t(` in ${w.month}, the median price was ${reportMoney(current.median)}; `), w.indexRuns, t(` ${verb} from ${reportMoney(previous.median)} a month earlier.`)),
  ])();
  const volume = percentChange(current.sales, previous.sales);
  const volumeWords = volume === null || volume === 0
    ? `as many sales as in ${w.previousName}`
    : `${percentWords(volume)} ${volume > 0 ? 'more' : 'fewer'} sales than in ${w.previousName}`;
  const blocks = [lead, paragraph(t(`The month's sales came to ${reportMoney(current.value)} in all, ${volumeWords} (${count(previous.sales)}).`))];
  const charted = facts.series;
  if (charted.length >= 6) {
    const low = charted.reduce((m, p) => (p.median < m.median ? p : m));
    const high = charted.reduce((m, p) => (p.median > m.median ? p : m));
    blocks.push(paragraph(t(`Over the ${charted.length} months charted below, the index ranged from ${reportMoney(low.median)} (${formatPeriod(low.period, { long: true })}) to ${reportMoney(high.median)} (${formatPeriod(high.period, { long: true })}).`)));
  }
  return blocks;
}

/** The first run of a sentence capitalised ('the Patina…' -> 'The Patina…'). */
function capitalRuns(runs: Run[]): Run[] {
  return runs.map((r, i) => (i === 0 ? { ...r, text: capitalise(r.text) } : r));
}

/** The index's line (only when it can be read) and the sales by month. */
function chartBlocks(w: Words, facts: ReportFacts, reading: IndexReading): JournalBlock[] {
  if (facts.series.length < 2) return [];
  const label = (p: IndexPoint) => formatPeriod(p.period);
  const name = facts.category ? facts.category.name : 'Patina market';
  const line: ChartBlock = {
    type: 'chart', kind: 'line', unit: 'money', currency: 'USD',
    title: `${name} index: median sale price by month, to ${w.month}`,
    series: [{ label: 'Median sale price', points: facts.series.map((p) => ({ label: label(p), value: p.median })) }],
  };
  const bars: ChartBlock = {
    type: 'chart', kind: 'bar', unit: 'count',
    title: `${name}: sales by month, to ${w.month}`,
    series: [{ label: 'Sales', points: facts.series.map((p) => ({ label: label(p), value: p.sales })) }],
  };
  return reading.kind === 'moved' ? [line, bars] : [bars];
}

function categoryBlocks(w: Words, lines: readonly CategoryLine[]): JournalBlock[] {
  if (lines.length === 0) return [];
  const moved = lines
    .filter((l) => l.median !== null && l.previousMedian !== null && l.sales >= MIN_CATEGORY_SALES && l.previousSales >= MIN_CATEGORY_SALES)
    .map((l) => ({ line: l, change: percentChange(l.median!, l.previousMedian!) ?? 0 }));
  const blocks: JournalBlock[] = [heading('Category by category')];
  if (moved.length === 0) {
    blocks.push(paragraph(t(`No category had the ${MIN_CATEGORY_SALES} sales in ${w.monthName} and in ${w.previousName} we need to call its direction.`)));
  } else {
    const sorted = [...moved].sort((x, y) => y.change - x.change || x.line.category.name.localeCompare(y.line.category.name));
    const best = sorted[0]!;
    const worst = sorted[sorted.length - 1]!;
    const link = (l: CategoryLine) => a(l.category.name, reportLinks.category(l.category.slug));
    const runs: Run[] = [link(best.line), t(` moved most, ${signedPercent(best.change)}`)];
    if (sorted.length > 1) runs.push(t('; '), link(worst.line), t(` ${worst.change < best.change ? 'trailed' : 'matched it'}, ${signedPercent(worst.change)}`));
    const thin = lines.filter((l) => !moved.some((m) => m.line === l));
    runs.push(t('.'));
    if (thin.length > 0) runs.push(t(` ${capitalise(listOf(thin.map((l) => l.category.name)))} had too few sales to call.`));
    blocks.push(paragraph(runs));
    const chart: ChartBlock = {
      type: 'chart', kind: 'bar', unit: 'percent',
      title: `Change in the median sale price by category, ${w.previousName} to ${w.month}`,
      series: [{ label: 'Change', points: sorted.map((m) => ({ label: m.line.category.name, value: m.change })) }],
    };
    blocks.push(chart);
  }
  const table: TableBlock = {
    type: 'table',
    caption: `Categories in ${w.month}: sales and median sale price (a move needs ${MIN_CATEGORY_SALES} sales in each month)`,
    columns: ['Category', 'Sales', 'Median price', `Change on ${w.previousName}`],
    rows: lines.map((l) => {
      const m = moved.find((x) => x.line === l);
      return [
        cell(l.category.name, reportLinks.category(l.category.slug)),
        cell(count(l.sales)),
        cell(l.median === null ? '--' : reportMoney(l.median)),
        cell(m ? signedPercent(m.change) : 'Too few sales'),
      ];
    }),
  };
  blocks.push(table);
  return blocks;
}

function moverBlocks(w: Words, facts: ReportFacts): JournalBlock[] {
  const { risers, fallers } = moversOf(facts.models);
  const blocks: JournalBlock[] = [heading('Risers and fallers')];
  const rule = `We rank a model only when it sold at least ${MIN_MODEL_SALES} times in ${w.monthName} and ${MIN_MODEL_SALES} times in the three months before, and compare its median price across the two`;
  if (facts.models.length === 0) {
    blocks.push(paragraph(t(`${rule}. No model sold that often `), w.whereRuns, t(' this month, so none is ranked.')));
    return blocks;
  }
  blocks.push(paragraph(t(`${rule}: ${counted(facts.models.length, 'model', 'models')} qualified this month.`)));
  const runs: Run[] = [];
  const top = risers[0];
  if (top) {
    runs.push(...pick(w.seed, 'riser', [
      () => [...modelRuns(top), t(` led the risers: its median of ${reportMoney(top.median)} over ${counted(top.sales, 'sale', 'sales')} was ${percentWords(top.change)} above the ${reportMoney(top.previousMedian)} of the three months before.`)],
      () => [t('The strongest riser was the '), ...modelRuns(top), t(`: it ${moveVerb(top.change, w.seed, 'riser-verb')} to a median of ${reportMoney(top.median)} on ${counted(top.sales, 'sale', 'sales')}, against the three months before.`)],
    ])());
    const next = risers.slice(1, 3);
    if (next.length > 0) {
      const same = next.length === 2 && percentWords(next[0]!.change) === percentWords(next[1]!.change);
      runs.push(t(' '), ...runList(next.map(modelRuns)), t(` followed, ${same ? `both up ${percentWords(next[0]!.change)}` : listOf(next.map((m) => `up ${percentWords(m.change)}`))}.`));
    }
  } else {
    runs.push(t(`No qualifying model rose by more than 2% this month.`));
  }
  const low = fallers[0];
  if (low) {
    runs.push(t(' '), ...pick(w.seed, 'faller', [
      () => [t('At the other end, the '), ...modelRuns(low), t(` gave up ${percentWords(low.change)}, to ${reportMoney(low.median)}.`)],
      () => [t('The '), ...modelRuns(low), t(` fell furthest, ${percentWords(low.change)} down at ${reportMoney(low.median)}.`)],
    ])());
  } else {
    runs.push(t(' No qualifying model fell by more than 2%.'));
  }
  blocks.push(paragraph(runs));
  const rows = [...risers, ...fallers];
  if (rows.length > 0) {
    const table: TableBlock = {
      type: 'table',
      caption: `Models that moved most in ${w.month} (at least ${MIN_MODEL_SALES} sales in the month and in the three months before)`,
      columns: ['Model', 'House', 'Sales', 'Median price', 'Three months before', 'Change'],
      rows: rows.map((m) => [
        cell(m.model, reportLinks.product(m.product.slug)),
        cell(m.brand.name, reportLinks.brand(m.brand.slug)),
        cell(count(m.sales)),
        cell(reportMoney(m.median)),
        cell(reportMoney(m.previousMedian)),
        cell(signedPercent(m.change)),
      ]),
    };
    blocks.push(table);
  }
  if (top) blocks.push({ type: 'piece', productId: top.product.id });
  return blocks;
}

function houseBlocks(w: Words, facts: ReportFacts): JournalBlock[] {
  if (facts.houses.length === 0) return [];
  const blocks: JournalBlock[] = [heading('The houses')];
  const busiest = facts.houses[0]!;
  const houseLink = (h: HouseFacts) => a(h.brand.name, reportLinks.brand(h.brand.slug));
  const runs: Run[] = [houseLink(busiest), t(pick(w.seed, 'house', [
    ` was the busiest house, with ${counted(busiest.sales, 'sale', 'sales')} at a median of ${reportMoney(busiest.median)}.`,
    ` led on volume: ${counted(busiest.sales, 'sale', 'sales')}, at a median price of ${reportMoney(busiest.median)}.`,
  ]))];
  const kept = retentionOf(facts.houses);
  if (kept.length === 0) {
    runs.push(t(` Too few sales carried a known retail price to measure how houses hold their value this month (we need ${MIN_RETAIL_SALES} per house).`));
  } else {
    const best = kept[0]!;
    runs.push(t(' Measured against the retail price, where it is known, '), houseLink(best), t(` held value best: its pieces sold for a median ${sharePercent(best.retention)} of retail over ${counted(best.retailSales, 'sale', 'sales')}.`));
    if (kept.length > 1) {
      const worst = kept[kept.length - 1]!;
      runs.push(t(' '), houseLink(worst), t(` kept ${sharePercent(worst.retention)}.`));
    }
  }
  blocks.push(paragraph(runs));
  const shown = facts.houses.slice(0, 12);
  const table: TableBlock = {
    type: 'table',
    caption: `Houses in ${w.month}: sales, median price and value retention (price achieved against retail, from ${MIN_RETAIL_SALES} sales)`,
    columns: ['House', 'Sales', 'Median price', `Change on ${w.previousName}`, 'Of retail'],
    rows: shown.map((h) => {
      const change = h.previousMedian !== null && h.previousSales >= MIN_MODEL_SALES && h.sales >= MIN_MODEL_SALES ? percentChange(h.median, h.previousMedian) : null;
      const retention = h.retention !== null && h.retailSales >= MIN_RETAIL_SALES ? sharePercent(h.retention) : '--';
      return [cell(h.brand.name, reportLinks.brand(h.brand.slug)), cell(count(h.sales)), cell(reportMoney(h.median)), cell(change === null ? '--' : signedPercent(change)), cell(retention)];
    }),
  };
  blocks.push(table);
  return blocks;
}

function sellThroughBlocks(w: Words, facts: ReportFacts): JournalBlock[] {
  const { onOffer, sold } = facts.listings;
  const blocks: JournalBlock[] = [heading('Volume and sell-through')];
  if (onOffer === 0) {
    blocks.push(paragraph(t('No listing was on offer on Patina'), w.inRuns, t(` in ${w.month}, so there is no sell-through to give.`)));
    return blocks;
  }
  const rate = `${(Math.round((sold * 1000) / onOffer) / 10).toFixed(1)}%`;
  blocks.push(paragraph(
    t(`Of the ${counted(onOffer, 'listing', 'listings')} on offer on Patina`), w.inRuns,
    t(sold === 0 ? ` during ${w.monthName}, none found a buyer. ` : ` during ${w.monthName}, ${count(sold)} found a buyer: a sell-through of ${rate}. `),
    t('A listing counts when it was live at some point in the month; one withdrawn or expired is left out, as it keeps no date of leaving.'),
  ));
  return blocks;
}

function auctionBlocks(w: Words, facts: ReportFacts): JournalBlock[] {
  const { closed, sold, hammerTotal, top } = facts.auctions;
  const blocks: JournalBlock[] = [heading('At auction')];
  if (closed === 0) {
    blocks.push(paragraph(t('No lot closed'), w.inRuns, t(` at `), a("Patina's auctions", reportLinks.auctions()), t(` in ${w.month}.`)));
    return blocks;
  }
  const runs: Run[] = [
    t(`${capitalise(counted(closed, 'lot', 'lots'))} closed`), ...w.inRuns, t(' at '), a("Patina's auctions", reportLinks.auctions()), t(` in ${w.monthName}; `),
    t(sold === 0 ? 'none found a buyer.' : `${count(sold)} sold (${sharePercent(sold / closed)}), for ${reportMoney(hammerTotal)} in all.`),
  ];
  if (top) {
    const over = percentChange(top.hammer, top.startingPrice);
    runs.push(t(' The top lot, '), a(top.productName, reportLinks.auction(top.slug)), t(`, made ${reportMoney(top.hammer)} after ${counted(top.bids, 'bid', 'bids')}`));
    runs.push(t(over !== null && over > 0 ? `, ${percentWords(over)} over its opening bid.` : '.'));
  }
  blocks.push(paragraph(runs));
  return blocks;
}

function interestBlocks(w: Words, facts: ReportFacts): JournalBlock[] {
  const blocks: JournalBlock[] = [heading('What collectors are watching')];
  const item = (i: InterestFacts, one: string, many: string): Run[] => [
    a(i.product.name, reportLinks.product(i.product.slug)), t(` (${counted(i.current, one, many)}, against ${count(i.previous)} in ${w.previousName})`),
  ];
  if (facts.wishlist.length === 0 && facts.views.length === 0) {
    blocks.push(paragraph(t(`Wishlist saves and page views were too few this month to single out a piece: we name one from ${MIN_INTEREST} in a month, and more than the month before.`)));
    return blocks;
  }
  if (facts.wishlist.length > 0) {
    blocks.push(paragraph(t(pick(w.seed, 'saves', ['Saved to wishlists more than the month before: ', 'Rising on members’ wishlists: '])), ...runList(facts.wishlist.map((i) => item(i, 'save', 'saves'))), t('.')));
  }
  if (facts.views.length > 0) {
    blocks.push(paragraph(t(pick(w.seed, 'views', ['Looked at more than the month before: ', 'Drawing more visits: '])), ...runList(facts.views.map((i) => item(i, 'view', 'views'))), t('.')));
  }
  return blocks;
}

/** Composes a report from its facts: the market report when `facts.category` is null. */
export function composeReport(facts: ReportFacts): ComposedReport {
  const w = wordsOf(facts);
  const reading = readIndex(facts);
  const { risers } = moversOf(facts.models);
  const blocks: JournalBlock[] = [
    ...leadBlocks(w, facts, reading),
    ...chartBlocks(w, facts, reading),
    ...categoryBlocks(w, facts.categories),
    ...moverBlocks(w, facts),
    ...houseBlocks(w, facts),
    ...sellThroughBlocks(w, facts),
    ...auctionBlocks(w, facts),
    ...interestBlocks(w, facts),
  ];
  return { title: titleOf(w, reading), standfirst: standfirstOf(w, facts, reading, risers), blocks };
}
