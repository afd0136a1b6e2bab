import { describe, expect, it } from 'vitest';
import { fits, pieceQuery } from './pieces.js';
import { ASSISTANT_MODEL } from './model.js';
import { routeQuestion } from './router.js';
import { excerpt, searchPolicies } from './policy-search.js';

/** Issue #39 §2: the failure kinds seen on questions nobody tuned on, each pinned. */
describe('a request for pieces, read as the search box is asked', () => {
  it('searches the house once and drops filler', () => {
    expect(pieceQuery('Hermès hermès kelly 28 sellier colour')).toMatchObject({ query: 'Hermès Kelly sellier', brand: 'Hermès', model: 'Kelly', size: '28' });
    expect(pieceQuery('Hermès hermès kelly 28 sellier colour').fallbacks[0]).toBe('Hermès Kelly');
    expect(pieceQuery('Rolex steel rolex')).toMatchObject({ query: 'Rolex', material: 'steel' });
    expect(pieceQuery('hunting for a rolex submariner, anything in stock?').query).toBe('Rolex Submariner');
  });

  it('reads a budget in any currency form as a limit in US dollars', () => {
    expect(pieceQuery('a Rolex under 15k')).toMatchObject({ maxUsd: 15_000 });
    expect(pieceQuery('Kelly below €20,000')).toMatchObject({ maxUsd: 23_255, price: { max: 2_000_000, currency: 'EUR' } });
    expect(pieceQuery('daytona 40k max').maxUsd).toBe(40_000);
    expect(pieceQuery('a birkin, £20k tops').maxUsd).toBe(26_315);
    expect(pieceQuery('tudor for ≤ $9000').maxUsd).toBe(9_000);
    expect(pieceQuery('reloj hasta 20.000 euros').maxUsd).toBe(23_255);
    expect(pieceQuery('kelly 28 max €24,000')).toMatchObject({ size: '28', maxUsd: 27_906, query: 'Hermès Kelly' });
  });

  it('reads materials, sizes and colours, in other languages too', () => {
    expect(pieceQuery('datejust 41 rose gold')).toMatchObject({ material: 'rose gold', size: '41', model: 'Datejust' });
    expect(pieceQuery('AP royal oak en acier, 39mm')).toMatchObject({ material: 'steel', size: '39', query: 'Audemars Piguet Royal Oak' });
    expect(pieceQuery('LV neverfull MM')).toMatchObject({ size: 'MM', query: 'Louis Vuitton Neverfull' });
    expect(pieceQuery('reloj omega speedy azul')).toMatchObject({ brand: 'Omega', model: 'Speedmaster', colour: 'blue', query: 'Omega Speedmaster' });
    expect(pieceQuery('birkin 30 noir togo')).toMatchObject({ colour: 'black', material: 'togo', size: '30', query: 'Hermès Birkin' });
    expect(pieceQuery('Tudor black bay 58, blauw')).toMatchObject({ model: 'Black Bay Fifty-Eight', colour: 'blue' });
  });

  it('reads the collectors’ nicknames', () => {
    expect(pieceQuery('rolex pepsi')).toMatchObject({ model: 'GMT-Master II', reference: '126710BLRO', query: 'Rolex GMT-Master II 126710BLRO' });
    expect(pieceQuery('a sub under 12k')).toMatchObject({ brand: 'Rolex', model: 'Submariner' });
    expect(pieceQuery('speedy moonwatch')).toMatchObject({ brand: 'Omega', model: 'Speedmaster' });
    expect(pieceQuery('LV speedy 30')).toMatchObject({ brand: 'Louis Vuitton', model: 'Speedy', size: '30' });
    expect(pieceQuery('chanel woc')).toMatchObject({ model: 'Wallet on Chain' });
  });

  it('keeps only the pieces that meet every constraint', () => {
    const q = pieceQuery('birkin 30 noir togo');
    const piece = { full_name: 'Hermès Birkin 30 Togo Noir Gold Hardware', color: 'Noir', materials: ['Togo calfskin'], attributes: { Size: '30 cm' } };
    expect(fits(q, piece)).toBe(true);
    expect(fits(q, { ...piece, color: 'Etoupe' })).toBe(false);
    expect(fits(q, { ...piece, full_name: 'Hermès Birkin 30 Epsom Noir Gold Hardware', materials: ['Epsom calfskin'] })).toBe(false);
    expect(fits(q, { ...piece, full_name: 'Hermès Birkin 25 Togo Noir', attributes: { Size: '25 cm' } })).toBe(false);
  });
});

describe('the router on the confusions seen', () => {
  const route = (q: string) => routeQuestion(ASSISTANT_MODEL, q).intent;

  it('tells a policy that mentions an order from the member’s own orders', () => {
    expect(route('what happens if the seller never ships my order')).toBe('policy');
    expect(route('what if my purchase never arrives')).toBe('policy');
    expect(route('when is my escrow released')).toBe('my_orders');
    expect(route('has the kelly I bought shipped yet')).toBe('my_orders');
    expect(route('is my money safe')).toBe('policy');
  });

  it('hands a request to source a piece to the concierge', () => {
    expect(route('can you source a Patek Nautilus for me')).toBe('concierge');
    expect(route('please track down a birkin 25, I can wait')).toBe('concierge');
  });

  it('answers small talk and out-of-scope questions as such, not as prices or orders', () => {
    for (const q of ['what is bitcoin trading at', 'how much is a flight to tokyo', 'tell me a joke', 'where is my umbrella', 'are you a bot', 'thanks a lot']) {
      expect([q, route(q)]).toEqual([q, 'greeting']);
    }
  });

  it('still reads pieces, prices and the member’s affairs', () => {
    expect(route('Rolex steel rolex')).toBe('find_pieces');
    expect(route('reloj omega speedy azul')).toBe('find_pieces');
    expect(route('what are daytonas trading at')).toBe('price_history');
    expect(route('is my offer on the birkin still pending')).toBe('my_offers');
  });
});

describe('policy retrieval picks the passage that answers', () => {
  const answer = (q: string) => {
    const [best] = searchPolicies(q, 1);
    return { url: best!.url, text: excerpt(best!.section, 420, q) };
  };

  it('answers seller fees with the fees, not the seller’s promises', () => {
    const a = answer('what fees do sellers pay');
    expect(a.url).toBe('/terms#selling');
    expect(a.text.startsWith('Our fees are shown before you list and deducted from the proceeds.')).toBe(true);
  });

  it('answers the inspection window with the inspection period, not shipping', () => {
    const a = answer('how long is the inspection window?');
    expect(a.url).toBe('/terms#shipping');
    expect(a.text.startsWith('Tell us within the inspection period shown on your order if something is wrong.')).toBe(true);
  });

  it('answers a piece never sent with the refund from escrow', () => {
    const a = answer('what happens if the seller never ships my order');
    expect(a.url).toBe('/terms#escrow');
    expect(a.text).toContain('is not delivered');
  });
});
