import { describe, expect, it } from 'vitest';
import { classify, parseLabelled, train } from './classifier.js';
import { extractEntities } from './entities.js';
import { ASSISTANT_MODEL } from './model.js';
import { routeQuestion } from './router.js';
import trainingTsv from './training.tsv?raw';

describe('entities', () => {
  it('reads houses by name, abbreviation and misspelling', () => {
    expect(extractEntities('AP royal oak or a PP Nautilus').brands).toEqual(['Audemars Piguet', 'Patek Philippe']);
    expect(extractEntities('LV Speedy and VCA Alhambra').brands).toEqual(['Louis Vuitton', 'Van Cleef & Arpels']);
    expect(extractEntities('Hermès Birkin, Ermes Kelly').brands).toEqual(['Hermès']);
    expect(extractEntities('a rolexx submariner').brands).toEqual(['Rolex']);
    expect(extractEntities('a map of the city').brands).toEqual([]);
  });

  it('reads price limits in minor units', () => {
    expect(extractEntities('a steel Rolex under $15,000').price).toEqual({ max: 1_500_000, currency: 'USD' });
    expect(extractEntities('bags below 10k €').price).toEqual({ max: 1_000_000, currency: 'EUR' });
    expect(extractEntities('over £2m').price).toEqual({ min: 200_000_000, currency: 'GBP' });
    expect(extractEntities('between 2000 and 5,000 dollars').price).toEqual({ min: 200_000, max: 500_000, currency: 'USD' });
    expect(extractEntities('Birkin 30 in gold').price).toBeNull();
    expect(extractEntities('under 30').price).toBeNull();
  });

  it('reads references but not prices, years or sizes', () => {
    expect(extractEntities('what has a Submariner 126610LN sold for this year?').references).toEqual(['126610LN']);
    expect(extractEntities('Nautilus 5711/1A from 2019').references).toEqual(['5711/1A']);
    expect(extractEntities('a 116500 under 25,000').references).toEqual(['116500']);
    expect(extractEntities('Birkin 30 under $15,000').references).toEqual([]);
  });

  it('reads colours, materials and sizes', () => {
    const e = extractEntities('Birkin 30 in gold togo, or a noir 36mm watch in stainless steel size M');
    expect(e.colours).toEqual(['gold', 'black']);
    expect(e.materials).toEqual(['stainless steel', 'togo']);
    expect(e.sizes).toEqual(['birkin 30', '36mm', 'size m']);
  });
});

describe('the router', () => {
  const route = (q: string) => routeQuestion(ASSISTANT_MODEL, q);

  it.each([
    ['talk to the concierge', 'concierge'],
    ['Where is my order?', 'my_orders'],
    ['am I still winning?', 'my_bids'],
    ['did the seller accept my offer', 'my_offers'],
    ['which of my listings are in review', 'my_listings'],
    ['price drops on my wishlist', 'my_wishlist'],
    ['save this to my wishlist', 'save_to_wishlist'],
    ['watch this lot', 'watch_lot'],
    ['message the seller', 'contact_seller'],
    ['how does escrow work?', 'policy'],
    ['what has a Submariner 126610LN sold for this year?', 'price_history'],
    ['hello!', 'greeting'],
  ])('a rule routes %j to %s', (q, intent) => {
    const r = route(q);
    expect(r).toMatchObject({ intent, by: 'rule', low: false });
  });

  it('sends what no rule knows to the classifier', () => {
    expect(route('a steel Rolex under $15,000')).toMatchObject({ intent: 'find_pieces', by: 'classifier', low: false });
    expect(route('Birkin 30 in gold').intent).toBe('find_pieces');
    expect(route('what do Daytonas go for nowadays').intent).toBe('price_history');
  });

  it('says when it is unsure', () => {
    const r = route('zxqv blorp');
    expect(r.low).toBe(true);
    expect(r.confidence).toBeLessThan(0.55);
  });
});

describe('the classifier', () => {
  it('is the model trained from the committed file (npm run train:assistant was run)', () => {
    expect(train(parseLabelled(trainingTsv))).toEqual(ASSISTANT_MODEL);
  });

  it('learns from its examples', () => {
    const model = train(parseLabelled('greeting\thello there\ngreeting\thello you\npolicy\tescrow fees\npolicy\tescrow rules\n'), 1);
    expect(classify(model, 'hello').intent).toBe('greeting');
    expect(classify(model, 'escrow').intent).toBe('policy');
  });

  it('refuses a malformed labelled file', () => {
    expect(() => parseLabelled('nonsense\thello')).toThrow(/line 1/);
  });
});
