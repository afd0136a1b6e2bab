import { describe, expect, it } from 'vitest';
import { readAuctionFilters } from './use-auction-filters.js';

const usd = { currency: 'USD', chosen: 'USD', perUsd: 1 } as const;
const read = (search: string, money: Parameters<typeof readAuctionFilters>[1] = usd) => readAuctionFilters(new URLSearchParams(search), money);

describe('readAuctionFilters: the /auctions URL as the page and the API read it', () => {
  it('maps the URL to the API query, leaving out empty values and defaults', () => {
    const r = read('category=watches&house=rolex&ending=24h&min=1000&max=5000&no_reserve=1&sort=price_desc&page=2');
    expect(r.api).toEqual({ category: 'watches', house: 'rolex', ending: '24h', min_price: '1000', max_price: '5000', no_reserve: '1', sort: 'price_desc', page: '2' });
    expect(r.problems).toEqual([]);
    expect(r.canonical).toBe('?category=watches&house=rolex&ending=24h&min=1000&max=5000&no_reserve=1&sort=price_desc&page=2');
  });

  it('reads what a GET form sent before the scripts ran: empty fields, the default sort, typed commas and dollar signs', () => {
    const r = read('category=&house=&ending=1h&min=%242%2C000&max=&no_reserve=1&sort=ending');
    expect(r.api).toEqual({ ending: '1h', min_price: '2000', no_reserve: '1' });
    expect(r.filters).toMatchObject({ category: '', ending: '1h', min: '2000', sort: '', page: '' });
    expect(r.canonical).toBe('?ending=1h&min=2000&no_reserve=1');
  });

  it('leaves out what the API would refuse, saying why, and keeps the rest', () => {
    const r = read('category=spaceships&ending=2d&min=900&max=100&page=0&house=rolex');
    expect(r.api).toEqual({ house: 'rolex', max_price: '100' });
    expect(r.problems.map((p) => p.key).sort()).toEqual(['category', 'ending', 'min', 'page']);
    expect(r.problems.find((p) => p.key === 'min')?.message).toBe('Minimum price “900”: must not be above the maximum price.');
  });

  it('turns amounts typed in the shown currency into whole US dollars; waits while its rate is on its way', () => {
    const eur = { currency: 'EUR', chosen: 'EUR', perUsd: 0.5 } as const;
    expect(read('min=1000&max=1001&cur=EUR', eur).api).toEqual({ min_price: '2000', max_price: '2002' });
    expect(read('min=1000&cur=EUR', eur).canonical).toBe('?min=2000');
    expect(read('min=1000&cur=EUR', { currency: 'USD', chosen: 'EUR', perUsd: 1 }).pending).toBe(true);
    // Another currency than the member's: read as dollars, never waited for.
    expect(read('min=1000&cur=GBP', eur)).toMatchObject({ pending: false, api: { min_price: '1000' } });
  });
});
