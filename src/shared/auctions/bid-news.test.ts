import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidNews, type CommittedGroup } from './bid-news.js';

/**
 * Groups as the writer commits them: within a group the lead passes through some bidders;
 * every bidder who led (before or during it) and does not lead at its end is outbid.
 */
const groupsArb = fc
  .array(fc.record({ lot: fc.integer({ min: 1, max: 3 }), leads: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1, maxLength: 4 }), reserve: fc.boolean() }), { minLength: 1, maxLength: 30 })
  .map((steps) => {
    const leaderOf = new Map<number, string | null>();
    let bidId = 0;
    let price = 10_000;
    return steps.map(({ lot, leads, reserve }): CommittedGroup => {
      const before = leaderOf.get(lot) ?? null;
      const final = leads[leads.length - 1]!;
      const led = new Set([...(before ? [before] : []), ...leads]);
      led.delete(final);
      leaderOf.set(lot, final);
      bidId += leads.length;
      price += 250;
      return { auctionId: lot, outbidIds: [...led], leaderId: final, leaderChanged: final !== before, reserveMetNow: reserve, price, lastBidId: bidId };
    });
  });

const group = (over: Partial<CommittedGroup>): CommittedGroup => ({
  auctionId: 1, outbidIds: [], leaderId: 'a', leaderChanged: false, reserveMetNow: false, price: 10_000, lastBidId: 1, ...over,
});

describe('bid news of several committed groups', () => {
  it('tells one group as it happened: the outbid, the new leader, the reserve', () => {
    expect(bidNews([group({ outbidIds: ['a'], leaderId: 'b', leaderChanged: true, reserveMetNow: true, price: 13_000, lastBidId: 7 })])).toEqual([{
      auctionId: 1,
      outbid: [{ userId: 'a', price: 13_000, lastBidId: 7 }],
      winning: { userId: 'b', price: 13_000, lastBidId: 7 },
      reserveMet: true,
    }]);
  });

  it('says once where each bidder stands at the end: no "outbid" to whoever leads again, no "winning" to whoever lost it since', () => {
    const news = bidNews([
      group({ outbidIds: [], leaderId: 'a', leaderChanged: true, price: 10_000, lastBidId: 1 }),
      group({ outbidIds: ['a'], leaderId: 'b', leaderChanged: true, price: 10_500, lastBidId: 2 }),
      group({ outbidIds: ['b'], leaderId: 'a', leaderChanged: true, price: 11_000, lastBidId: 3 }),
      group({ outbidIds: ['a', 'c'], leaderId: 'b', leaderChanged: true, price: 11_500, lastBidId: 5 }),
      group({ auctionId: 2, outbidIds: [], leaderId: 'c', leaderChanged: true, price: 20_000, lastBidId: 6 }),
      group({ outbidIds: [], leaderId: 'b', leaderChanged: false, price: 11_750, lastBidId: 8 }),
    ]);
    expect(news).toEqual([
      { auctionId: 1, outbid: [{ userId: 'a', price: 11_500, lastBidId: 5 }, { userId: 'c', price: 11_500, lastBidId: 5 }], winning: { userId: 'b', price: 11_500, lastBidId: 5 }, reserveMet: false },
      { auctionId: 2, outbid: [], winning: { userId: 'c', price: 20_000, lastBidId: 6 }, reserveMet: false },
    ]);
  });

  it('reads a lot\'s groups in the order their bids were applied, whatever order their events came in', () => {
    // Two instances' writers: the later group's events can be read first.
    const later = group({ outbidIds: ['b'], leaderId: 'a', leaderChanged: true, price: 12_000, lastBidId: 9 });
    const earlier = group({ outbidIds: ['a'], leaderId: 'b', leaderChanged: true, price: 11_000, lastBidId: 5 });
    expect(bidNews([later, earlier])).toEqual(bidNews([earlier, later]));
    expect(bidNews([later, earlier])[0]).toMatchObject({ outbid: [{ userId: 'b', lastBidId: 9 }], winning: { userId: 'a', lastBidId: 9 } });
  });

  it('properties: the order the events came in does not change the news', () => {
    fc.assert(fc.property(groupsArb, fc.array(fc.nat()), (groups, keys) => {
      const shuffled = groups.map((g, i) => ({ g, k: keys[i % Math.max(1, keys.length)] ?? 0 })).sort((x, y) => x.k - y.k).map((x) => x.g);
      const byLot = (news: ReturnType<typeof bidNews>) => [...news].sort((x, y) => x.auctionId - y.auctionId);
      expect(byLot(bidNews(shuffled))).toEqual(byLot(bidNews(groups)));
    }));
  });

  it('a leader who kept the lead hears nothing new', () => {
    expect(bidNews([group({ leaderId: 'a', leaderChanged: false, lastBidId: 4 })])).toEqual([{ auctionId: 1, outbid: [], winning: null, reserveMet: false }]);
  });

  it('properties: each bidder at most once, the leader never outbid, every loser of the lead told, keys only of the groups themselves', () => {
    fc.assert(fc.property(groupsArb, (groups) => {
      const news = bidNews(groups);
      expect(news.map((n) => n.auctionId)).toEqual([...new Set(groups.map((g) => g.auctionId))]);
      for (const n of news) {
        const mine = groups.filter((g) => g.auctionId === n.auctionId);
        const leader = mine[mine.length - 1]!.leaderId;
        const outbid = n.outbid.map((o) => o.userId);
        expect(new Set(outbid).size).toBe(outbid.length);
        expect(outbid).not.toContain(leader);
        const lost = new Set(mine.flatMap((g) => g.outbidIds));
        lost.delete(leader!);
        expect(new Set(outbid)).toEqual(lost);
        for (const o of n.outbid) {
          // As of the last group that outbid them: its key and its price.
          const last = mine.filter((g) => g.outbidIds.includes(o.userId)).at(-1)!;
          expect(o).toEqual({ userId: o.userId, price: last.price, lastBidId: last.lastBidId });
        }
        const tookLead = mine.filter((g) => g.leaderChanged && g.leaderId === leader).at(-1);
        expect(n.winning).toEqual(tookLead ? { userId: leader, price: tookLead.price, lastBidId: tookLead.lastBidId } : null);
        expect(n.reserveMet).toBe(mine.some((g) => g.reserveMetNow));
      }
    }));
  });

  it('properties: read in one batch or split in two, the news of the whole are among the news of the parts', () => {
    fc.assert(fc.property(groupsArb, fc.nat(), (groups, at) => {
      const cut = at % (groups.length + 1);
      const keys = (news: ReturnType<typeof bidNews>) => news.flatMap((n) => [
        ...n.outbid.map((o) => `outbid:${o.userId}:${o.lastBidId}`),
        ...(n.winning ? [`winning:${n.winning.userId}:${n.winning.lastBidId}`] : []),
      ]);
      const parts = new Set([...keys(bidNews(groups.slice(0, cut))), ...keys(bidNews(groups.slice(cut)))]);
      for (const k of keys(bidNews(groups))) expect(parts).toContain(k);
    }));
  });
});
