import type { FastifyBaseLogger } from 'fastify';
import { DESCRIPTOR_EDGE, describe, distance, fromBytesAll, toBytesAll, type Descriptor } from './descriptor.js';
import { INDEX_VERSION, storedLength, variantSteps } from './variants.js';
import {
  parseImageDataUrl, similarityOf, type ExtractedProduct, type ImageMatch, type ImageSearchRequest, type ImageSearchResponse,
} from '../../../shared/image-search/contracts.js';
import type { ProductCard } from '../../../shared/catalog/contracts.js';
import { InvalidError } from '../../platform/errors.js';
import { decodeForAnalysis } from '../../platform/media/index.js';
import type { ImageSearchRepo } from './image-search.repo.js';
import type { SafeFetch } from './safe-fetch.js';
import { failureOf, type VisionExtraction, type VisionModel } from './vision-model.js';

/**
 * Image search (issue #15): every picture of the catalogue and of live listings is described
 * once (./descriptor.ts) and kept in image_search_pictures; each instance
 * holds the descriptors in memory (one per distinct picture: the catalogue's 20,000 products
 * share some 500 drawings) and ranks all of them for a query, then asks the database which
 * pieces the nearest pictures show. What the pieces are (brand, name, model, colour) comes
 * from agreement among the nearest pictures' pieces.
 */

/** Beyond this distance a picture is not the piece (tuned by `npm run bench:image-search`). */
export const NO_MATCH_DISTANCE = 2.8;
/** Pictures considered, and pieces shown per picture. */
const NEAREST_PICTURES = 8;
const PIECES_PER_PICTURE = 6;
const MAX_MATCHES = 20;

export interface CatalogForImageSearch {
  productImagesAfter(afterId: number, limit: number): Promise<{ id: number; image: string }[]>;
  productFacts(ids: number[]): Promise<{ id: number; name: string; model: string; color: string; description: string; brand: string }[]>;
  productCardsByIds(ids: number[]): Promise<Map<number, ProductCard>>;
  productCount(): Promise<number>;
}

export interface ImageSearchDeps {
  repo: ImageSearchRepo;
  catalog: CatalogForImageSearch;
  /** The bytes of one of Patina's own pictures (a catalogue drawing, a listing photo), or null. */
  loadPicture: (url: string) => Promise<Buffer | null>;
  /**
   * The same picture's piece without its backdrop (a transparent PNG), where Patina has it: the
   * catalogue's drawings. Listing photos have none (null): their piece is segmented from the pixels.
   */
  loadCutout?: (url: string) => Promise<Buffer | null>;
  /** A listing's photos while it is live, else none. */
  listingPhotos: (listingId: number) => Promise<string[]>;
  fetchLink: SafeFetch;
  /** With AI_API_KEY: the vision model that says what a photo shows (the index still finds the pieces). */
  vision?: VisionModel | null;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How often the in-memory index asks for pictures described since (1 s). */
  freshMs?: number;
}

/** How far back of its previous read the index asks again (see catchUp). */
const CATCH_UP_OVERLAP_MS = 30_000;

export const IMAGE_SEARCH_MESSAGES = {
  nothingSent: 'Please upload a photo or paste a link to one.',
  both: 'Please send either a photo or a link, not both.',
  badDataUrl: 'The photo could not be read: it must be a JPG, PNG, GIF or WebP image sent as a base64 data URL.',
} as const;

export function createImageSearchService(deps: ImageSearchDeps) {
  const { repo, catalog, log } = deps;
  const freshMs = deps.freshMs ?? 1000;
  // Each picture with its descriptors: as it is and its index-time variants.
  const pictures = new Map<string, Descriptor[]>();
  let catalogueRun: Promise<{ products: number; described: number; ms: number }> | null = null;
  /**
   * The index catches up with the pictures described since it last looked (by any instance:
   * a new listing's photos are described by whichever instance took its event), at most once a
   * second, the searches of that second sharing one look. It asks from 30 s before the
   * database's time of its previous read, since a picture saved by a transaction that began
   * earlier commits with that earlier time (savePicture runs alone, never in a long
   * transaction); what it holds unchanged it does not fetch again.
   */
  let lastReadAt: Date | null = null;
  /** When each picture held was described: a picture read again unchanged is not fetched again. */
  const describedAt = new Map<string, number>();
  let lookedAt = -Infinity;
  let looking: Promise<void> | null = null;

  async function catchUp(): Promise<void> {
    const since = lastReadAt ? new Date(lastReadAt.getTime() - CATCH_UP_OVERLAP_MS) : null;
    const { readAt, stamps } = await repo.pictureStampsSince(since);
    const changed = stamps.filter((s) => describedAt.get(s.url) !== s.computedAt.getTime()).map((s) => s.url);
    // Pictures of an older version rank as they are until they are described again (those
    // before version 3 have no backdrop: their colour is compared as seen). A newer version's
    // (an instance of newer code on the same database) or an unreadable row is left out: one
    // bad row must not fail every search.
    for (const r of await repo.picturesByUrl(changed)) {
      describedAt.set(r.url, r.computedAt.getTime());
      if (r.version > INDEX_VERSION) continue;
      try {
        pictures.set(r.url, fromBytesAll(r.descriptor, storedLength(r.version)));
      } catch (error) {
        log?.warn({ url: r.url, version: r.version, err: error }, 'image search: a stored picture could not be read');
      }
    }
    lastReadAt = readAt;
  }

  async function index(): Promise<Map<string, Descriptor[]>> {
    if (performance.now() - lookedAt >= freshMs) {
      looking ??= catchUp().then(
        () => {
          lookedAt = performance.now();
          looking = null;
        },
        (error: unknown) => {
          looking = null;
          throw error;
        },
      );
      await looking;
    }
    return pictures;
  }

  async function describeBytes(bytes: Buffer): Promise<Descriptor> {
    const { pixels } = await decodeForAnalysis(bytes, DESCRIPTOR_EDGE);
    return describe(pixels, 3);
  }

  /** A picture's cut-out piece as RGBA pixels, or null (none, or unreadable: then it is segmented). */
  async function cutoutOf(url: string, loaded: Promise<Buffer | null>): Promise<Uint8Array | null> {
    try {
      const bytes = await loaded;
      return bytes ? (await decodeForAnalysis(bytes, DESCRIPTOR_EDGE, { alpha: true })).pixels : null;
    } catch (error) {
      log?.warn({ url, err: error }, 'image search: a cut-out could not be read; the piece is segmented instead');
      return null;
    }
  }

  /** Starts loading a picture and its cut-out; what fails is reported where it is awaited. */
  function startLoading(url: string): { bytes: Promise<Buffer | null>; cutout: Promise<Buffer | null> } {
    const bytes = deps.loadPicture(url);
    const cutout = deps.loadCutout ? deps.loadCutout(url) : Promise.resolve(null);
    // Awaited in turn below; these only keep a load that fails before its turn (or after an early
    // exit) from being an unhandled rejection.
    bytes.catch(() => undefined);
    cutout.catch(() => undefined);
    return { bytes, cutout };
  }

  /** Describes the pictures not described yet (or by older code); one that cannot be loaded is skipped. */
  async function describeMissing(urls: string[]): Promise<number> {
    const known = await repo.describedAmong(urls, INDEX_VERSION);
    const missing = urls.filter((url) => !known.has(url));
    let added = 0;
    // The next picture is loaded (a drawing is rendered, in sharp's threads) while this one is
    // described on the event loop: the two overlap, and the bytes are the same.
    let next = missing.length > 0 ? startLoading(missing[0]!) : null;
    for (const [i, url] of missing.entries()) {
      const loading = next!;
      next = i + 1 < missing.length ? startLoading(missing[i + 1]!) : null;
      const bytes = await loading.bytes;
      if (!bytes) continue;
      try {
        const { pixels } = await decodeForAnalysis(bytes, DESCRIPTOR_EDGE);
        const cutout = await cutoutOf(url, loading.cutout);
        // A step at a time, other requests served between: describing the catalogue at a start
        // must not hold the event loop 70-160 ms a picture for a minute.
        const ds: Descriptor[] = [];
        for (const step of variantSteps(pixels, cutout)) {
          await new Promise((resolve) => setImmediate(resolve));
          ds.push(step());
        }
        await repo.savePicture({ url, descriptor: toBytesAll(ds), version: INDEX_VERSION });
        pictures.set(url, ds);
        added++;
      } catch (error) {
        log?.warn({ url, err: error }, 'image search: a picture could not be described');
      }
    }
    return added;
  }

  async function rank(query: Descriptor): Promise<{ url: string; dist: number }[]> {
    const all = await index();
    const best: { url: string; dist: number }[] = [];
    for (const [url, ds] of all) {
      let dist = Infinity;
      for (const d of ds) dist = Math.min(dist, distance(query, d));
      if (best.length < NEAREST_PICTURES || dist < best[best.length - 1]!.dist) {
        best.push({ url, dist });
        best.sort((a, b) => a.dist - b.dist);
        if (best.length > NEAREST_PICTURES) best.pop();
      }
    }
    return best;
  }

  async function queryBytes(input: ImageSearchRequest): Promise<Buffer> {
    if (input.imageFile !== null && input.imageFile !== '') {
      if (input.imageUrl) throw new InvalidError(IMAGE_SEARCH_MESSAGES.both, 'image_search_both');
      const parsed = parseImageDataUrl(input.imageFile);
      if (!parsed) throw new InvalidError(IMAGE_SEARCH_MESSAGES.badDataUrl, 'image_data_url_invalid');
      return Buffer.from(parsed.base64, 'base64');
    }
    if (input.imageUrl) return (await deps.fetchLink(input.imageUrl)).bytes;
    throw new InvalidError(IMAGE_SEARCH_MESSAGES.nothingSent, 'image_search_empty');
  }

  async function indexAll(): Promise<{ products: number; described: number; ms: number }> {
    const started = performance.now();
    const [entries, products] = await Promise.all([repo.catalogEntryCount(), catalog.productCount()]);
    let described = 0;
    if (entries < products) {
      for (let after = 0; ; ) {
        const page = await catalog.productImagesAfter(after, 2000);
        if (page.length === 0) break;
        // Pictures first: entries complete means described too, should a run stop half-way.
        described += await describeMissing([...new Set(page.map((p) => p.image))]);
        await repo.addEntries(page.map((p) => ({ productId: p.id, imageUrl: p.image, source: 'catalog' as const, listingId: null })));
        after = page[page.length - 1]!.id;
      }
    }
    // Pictures described by older code are described again (catalogue drawings and listing photos).
    described += await describeMissing(await repo.staleAmongPictures(INDEX_VERSION));
    return { products, described, ms: Math.round(performance.now() - started) };
  }

  type Extraction = Pick<ImageSearchResponse, 'extractedProducts' | 'geminiRawOutput'>;
  /**
   * The model's extraction when it answered; else the offline one, with a raw output that
   * starts with 'Error' (SPEC §8: the dialog then says a fallback extraction is used).
   */
  async function withModel(offline: Extraction, run: Promise<Settled<VisionExtraction>> | null): Promise<Extraction> {
    if (!run) return offline;
    const outcome = await run;
    if (outcome.ok) return { extractedProducts: outcome.value.products, geminiRawOutput: outcome.value.raw };
    const reason = failureOf(outcome.error);
    log?.warn({ reason }, 'image search: the vision model failed; the offline extraction is used');
    return { extractedProducts: offline.extractedProducts, geminiRawOutput: `Error: ${reason}. Fallback extraction (offline index): ${offline.geminiRawOutput}` };
  }

  return {
    /**
     * Makes sure every catalogue product has its entry and every picture its descriptor.
     * Cheap when nothing changed (a count); otherwise a page of 2,000 products at a time.
     */
    indexCatalogue(): Promise<{ products: number; described: number; ms: number }> {
      // Calls while one runs share it (the start's run, a test waiting for it).
      catalogueRun ??= indexAll().finally(() => {
        catalogueRun = null;
      });
      return catalogueRun;
    },

    /** A listing changed: its live photos are searchable, others no longer. */
    async refreshListing(listingId: number, productId: number): Promise<void> {
      const urls = await deps.listingPhotos(listingId);
      await describeMissing(urls);
      await repo.replaceListingEntries(listingId, productId, urls);
    },

    async search(input: ImageSearchRequest): Promise<ImageSearchResponse & { timing: { decodeMs: number; rankMs: number } }> {
      const bytes = await queryBytes(input);
      const t0 = performance.now();
      const query = await describeBytes(bytes);
      const t1 = performance.now();
      // A picture the decoder took goes to the model (when there is one) while the index ranks.
      const modelRun = deps.vision ? settle(deps.vision.extract(bytes)) : null;
      const nearest = (await rank(query)).filter((n) => n.dist < NO_MATCH_DISTANCE);
      const t2 = performance.now();
      const timing = { decodeMs: t1 - t0, rankMs: t2 - t1 };
      if (nearest.length === 0) {
        const offline = { extractedProducts: [], geminiRawOutput: JSON.stringify({ engine: 'offline-index', match: false }) };
        return { error: null, matches: [], ...(await withModel(offline, modelRun)), timing };
      }
      const shown = await repo.productsOfPictures(nearest.map((n) => n.url), PIECES_PER_PICTURE);
      const ids = [...new Set(shown.map((s) => s.productId))];
      const [cards, facts] = await Promise.all([catalog.productCardsByIds(ids), catalog.productFacts(ids)]);
      const distOf = new Map(nearest.map((n) => [n.url, n.dist]));
      const matches: ImageMatch[] = [];
      const seen = new Set<number>();
      for (const n of nearest) {
        for (const s of shown) {
          if (s.url !== n.url || seen.has(s.productId)) continue;
          const card = cards.get(s.productId);
          if (!card) continue;
          seen.add(s.productId);
          matches.push({
            id: card.id, slug: card.slug, name: card.name, full_name: card.full_name, brand: card.brand, category: card.category,
            image_feature: card.image_feature, color: card.color, confidence: round2(similarityOf(n.dist, NO_MATCH_DISTANCE)),
          });
        }
      }
      const extractedProducts = extract(shown, distOf, facts);
      const geminiRawOutput = JSON.stringify({
        engine: 'offline-index',
        match: true,
        nearest: nearest.map((n) => ({ picture: n.url, distance: round2(n.dist) })),
      });
      return { error: null, matches: matches.slice(0, MAX_MATCHES), ...(await withModel({ extractedProducts, geminiRawOutput }, modelRun)), timing };
    },
  };
}
export type ImageSearchService = ReturnType<typeof createImageSearchService>;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(p: Promise<T>): Promise<Settled<T>> => p.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * What the photo shows, by vote: each piece shown by a near picture votes for its brand and
 * name with its picture's similarity; the confidence is a piece's share of all votes.
 */
function extract(
  shown: { url: string; productId: number }[],
  distOf: Map<string, number>,
  facts: { id: number; name: string; model: string; color: string; description: string; brand: string }[],
): ExtractedProduct[] {
  const factOf = new Map(facts.map((f) => [f.id, f]));
  const votes = new Map<string, { weight: number; fact: (typeof facts)[number] }>();
  let total = 0;
  for (const s of shown) {
    const fact = factOf.get(s.productId);
    if (!fact) continue;
    // Nearer pictures count much more: the nearest decides unless others agree.
    const w = Math.exp(-3 * (distOf.get(s.url) ?? NO_MATCH_DISTANCE));
    const key = `${fact.brand}\u0000${fact.name}`;
    const v = votes.get(key) ?? { weight: 0, fact };
    v.weight += w;
    votes.set(key, v);
    total += w;
  }
  return [...votes.values()]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map(({ weight, fact }) => ({
      brand: fact.brand,
      product_name: fact.name,
      model: fact.model,
      color: fact.color,
      description: fact.description.slice(0, 500),
      confidence: round2(total > 0 ? weight / total : 0),
    }));
}
