/**
 * What bidders hear after their bids commit (issue #14): outbid, winning, reserve met.
 *
 * Bids are committed in groups, and each group records who lost the lead in it and who holds
 * it at its end (the `auction.bids_committed` event). The news are read from several groups at
 * once (decision 050): under a storm a lot commits a group every few milliseconds, and a
 * bidder who lost the lead, took it back and lost it again within a quarter of a second wants
 * one message that says where they stand, not three that contradict each other.
 */
export interface CommittedGroup {
  auctionId: number;
  /** Bidders who led at some point of the group (or before it) and do not lead at its end. */
  outbidIds: readonly string[];
  /** The leader at the end of the group. */
  leaderId: string | null;
  leaderChanged: boolean;
  reserveMetNow: boolean;
  /** The lot's shown price at the end of the group. */
  price: number;
  /** The group's last bid: what a notification about this group is keyed by. */
  lastBidId: number;
}

/** One notification's subject: the group it speaks of (its key) and the price at that group's end. */
export interface NewsItem {
  userId: string;
  price: number;
  lastBidId: number;
}

export interface LotNews {
  auctionId: number;
  /**
   * Each bidder who lost the lead in these groups and does not hold it at their end, once, as
   * of the last group that outbid them.
   */
  outbid: NewsItem[];
  /** The leader at the end, when the lead passed to them in these groups: as of the last group where it did. */
  winning: NewsItem | null;
  reserveMet: boolean;
}

/** The news of consecutive committed groups, lot by lot in the order the lots first appear. */
export function bidNews(groups: readonly CommittedGroup[]): LotNews[] {
  const byLot = new Map<number, CommittedGroup[]>();
  for (const g of groups) {
    const list = byLot.get(g.auctionId);
    if (list) list.push(g);
    else byLot.set(g.auctionId, [g]);
  }
  return [...byLot].map(([auctionId, unordered]) => {
    // In the order the bids were applied (bid ids follow it): events of two instances' writers
    // may be read in another order than their groups were applied.
    const lotGroups = [...unordered].sort((a, b) => a.lastBidId - b.lastBidId);
    const leader = lotGroups[lotGroups.length - 1]!.leaderId;
    const outbid = new Map<string, NewsItem>();
    let winning: NewsItem | null = null;
    let reserveMet = false;
    for (const g of lotGroups) {
      for (const userId of g.outbidIds) {
        // Map order is first insertion: delete first so the list follows the last group that outbid each.
        outbid.delete(userId);
        outbid.set(userId, { userId, price: g.price, lastBidId: g.lastBidId });
      }
      if (g.leaderChanged && g.leaderId !== null && g.leaderId === leader) winning = { userId: g.leaderId, price: g.price, lastBidId: g.lastBidId };
      reserveMet ||= g.reserveMetNow;
    }
    if (leader !== null) outbid.delete(leader);
    return { auctionId, outbid: [...outbid.values()], winning, reserveMet };
  });
}
