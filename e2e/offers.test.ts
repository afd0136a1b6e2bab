import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { baseUrl } from './browser.js';
import { DEMO, expectAccessible, signIn, signInByApi, usePages } from './fixtures.js';
import type { ProductCard, ProductListResponse } from '../src/shared/catalog/contracts.js';
import type { SellerListing } from '../src/shared/listings/selling.js';
import type { Offer, OfferList, OrderDetail } from '../src/shared/orders/contracts.js';

/**
 * Offers end to end (issue 13) on the real server: the demo member lists a watch that takes
 * offers (floor $600) and the demo expert approves it; the demo admin makes an offer from the
 * product page's dialog; the seller counters; the buyer accepts the counter, and the order
 * exists at the counter's price, waiting for payment.
 */
const { withPage } = usePages({ ownAddress: true, expectedConsoleErrors: /status of 40[14]/ });

const origin = () => ({ origin: baseUrl() });

async function jpeg(i: number): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 60 + i * 40, g: 90, b: 120 } } })
    .composite([{ input: await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 10, g: 20 * i, b: 30 } } }).png().toBuffer(), left: 50 + i * 60, top: 80 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A watch with a plain name, nobody else offering it. */
async function aWatch(): Promise<ProductCard> {
  for (let page = 1; page <= 5; page++) {
    const list = (await (await fetch(`${baseUrl()}/api/catalog/products?category=watches&sort=popular&page_size=60&page=${page}`)).json()) as ProductListResponse;
    const found = list.products.find((p) => p.lowest_ask === null && /^[\w .'-]+$/.test(p.full_name));
    if (found) return found;
  }
  throw new Error('no watch without listings in the demo catalogue');
}

/** The seller's listing through the API, as /sell writes it, then approved by the expert. */
async function listingThatTakesOffers(seller: APIRequestContext, expert: APIRequestContext, watch: ProductCard): Promise<number> {
  const draft = await seller.post('/api/selling/drafts', {
    headers: origin(),
    data: {
      piece: { kind: 'catalogue', product_id: watch.id }, condition: 'Excellent', year: 2020, box: true, papers: true,
      description: 'Worn a handful of times, with its box and every paper.',
      price: { type: 'fixed', price: 100_000, accept_offers: true, floor: 60_000 }, ships_from: 'GB',
    },
  });
  expect(draft.status()).toBe(201);
  const id = ((await draft.json()) as SellerListing).id;
  for (let i = 0; i < 3; i++) {
    const photo = await seller.post(`/api/selling/listings/${id}/photos`, { headers: origin(), multipart: { file: { name: `watch-${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(i) } } });
    expect(photo.status()).toBe(201);
  }
  expect((await seller.post(`/api/selling/listings/${id}/submit`, { headers: origin() })).status()).toBe(200);
  const approved = await expert.post(`/api/experts/review/${id}/approve`, { headers: origin(), data: {} });
  expect(approved.status()).toBe(200);
  return id;
}

describe('an offer, countered and accepted (issue 13)', () => {
  it('the buyer offers from the product page, the seller counters, the buyer accepts: the order exists at the counter', async () => {
    const watch = await aWatch();
    let listingId = 0;
    await withPage(async ({ page: sellerPage }) => {
      await signInByApi(sellerPage, DEMO.member);
      await withPage(async ({ page: expertPage }) => {
        await signInByApi(expertPage, DEMO.expert);
        listingId = await listingThatTakesOffers(sellerPage.request, expertPage.request, watch);
      });
    });

    // The buyer: the dialog on the product page, the floor stated, the offer confirmed.
    let offerId = 0;
    await withPage(async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto(`/product/${watch.slug}`);
      await page.getByRole('heading', { level: 1, name: watch.name }).waitFor();
      await page.getByRole('button', { name: 'Make an offer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make an offer' });
      await dialog.getByText('Asking price $1,000. Offers below $600 are declined automatically.').waitFor();
      await expectAccessible(page);
      await dialog.getByLabel('Your offer (US dollars)').fill('700');
      await dialog.getByRole('button', { name: 'Review offer' }).click();
      await dialog.getByText(`Offer $700 for ${watch.full_name}?`).waitFor();
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      await page.getByRole('dialog', { name: 'Offer sent' }).getByText('Your offer of $700 was sent.', { exact: false }).waitFor();
      const mine = (await (await page.request.get('/api/offers?role=buyer')).json()) as OfferList;
      const made = mine.offers.find((o) => o.listingId === listingId)!;
      expect(made).toMatchObject({ status: 'pending', amount: 70_000, listPrice: 100_000, currency: 'USD' });
      offerId = made.id;
    });

    // The seller counters at $850.
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.member);
      const received = (await (await page.request.get('/api/offers?role=seller')).json()) as OfferList;
      expect(received.offers.find((o) => o.id === offerId)).toMatchObject({ status: 'pending', role: 'seller' });
      const countered = await page.request.post(`/api/offers/${offerId}/counter`, { headers: origin(), data: { amount: 85_000 } });
      expect(countered.status()).toBe(200);
      expect(((await countered.json()) as Offer).status).toBe('countered');
    });

    // The buyer accepts the counter: an order at $850 for them to pay.
    await withPage(async ({ page }) => {
      await signInByApi(page, DEMO.admin);
      const accepted = await page.request.post(`/api/offers/${offerId}/accept`, { headers: origin() });
      expect(accepted.status()).toBe(200);
      const offer = (await accepted.json()) as Offer;
      expect(offer).toMatchObject({ status: 'accepted', counterAmount: 85_000, orderId: expect.any(String) });
      const order = (await (await page.request.get(`/api/orders/${offer.orderId}`)).json()) as OrderDetail;
      expect(order).toMatchObject({ status: 'pending_payment', role: 'buyer', listingId, price: 85_000, currency: 'USD' });
      expect(order.actions).toContain('pay');
    });
  });
});
