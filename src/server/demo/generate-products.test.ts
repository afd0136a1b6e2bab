import { describe, it, expect } from 'vitest';
import { ART_KINDS } from '../../shared/catalog/art-kinds.js';
import { CATEGORY_SLUGS } from '../../shared/catalog/categories.js';
import { BRAND_BY_SLUG, DEMO_BRANDS } from './brands.js';
import type { DemoProduct } from './catalogue-types.js';
import { DEMO_CATEGORIES } from './categories.js';
import { demoProductsFor, generateProducts } from './generate-products.js';
import { slugify } from './line-kit.js';
import { MENU_SECTIONS } from '../modules/catalog/index.js';
import { MODEL_LINES } from './models.js';
import { createRng } from './rng.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CONDITIONS = new Set(['New', 'Unworn', 'Excellent', 'Very good', 'Good']);
const ART = new Set<string>(ART_KINDS);
const SUBCATEGORIES = new Map(DEMO_CATEGORIES.map((c) => [c.slug, new Set(c.subcategories.map((s) => s.slug))]));

const sample50k: DemoProduct[] = demoProductsFor(50_000);

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('slugify', () => {
  it('folds diacritics and symbols into kebab-case ASCII', () => {
    expect(slugify('Hermès')).toBe('hermes');
    expect(slugify('A. Lange & Söhne')).toBe('a-lange-sohne');
    expect(slugify('F.P. Journe')).toBe('fp-journe');
    expect(slugify('2.55 Reissue')).toBe('2-55-reissue');
    expect(slugify('Be@rbrick 1000%')).toBe('bearbrick-1000');
    expect(slugify('Campbell\'s Soup I')).toBe('campbells-soup-i');
  });
});

describe('DEMO_CATEGORIES', () => {
  it('follows CATEGORY_SLUGS and gives every category real subcategories', () => {
    expect(DEMO_CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    for (const c of DEMO_CATEGORIES) {
      if (c.slug === 'fine-living') continue;
      if (c.slug === 'vehicles') continue;
      expect(c.subcategories.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.subcategories.length, c.slug).toBeLessThanOrEqual(6);
    }
    const vehicles = DEMO_CATEGORIES.find((c) => c.slug === 'vehicles');
    expect(vehicles?.subcategories.map((s) => s.slug)).toEqual(['cars', 'jets', 'yachts']);
    const fine = DEMO_CATEGORIES.find((c) => c.slug === 'fine-living');
    expect(fine?.ageRestricted).toBe(true);
    expect(fine?.subcategories.map(({ slug, name }) => ({ slug, name }))).toEqual([{ slug: 'cigars', name: 'Cigars' }, { slug: 'wine', name: 'Wine & Champagne' }]);
    expect(DEMO_CATEGORIES.filter((c) => c.ageRestricted).map((c) => c.slug)).toEqual(['fine-living']);
  });
});

describe('DEMO_BRANDS', () => {
  it('has unique kebab-case ASCII slugs and known categories', () => {
    expect(new Set(DEMO_BRANDS.map((b) => b.slug)).size).toBe(DEMO_BRANDS.length);
    for (const b of DEMO_BRANDS) {
      expect(b.slug, b.name).toMatch(KEBAB);
      expect(b.categories.length, b.slug).toBeGreaterThan(0);
      for (const c of b.categories) expect(CATEGORY_SLUGS, b.slug).toContain(c);
      expect(b.story.length, b.slug).toBeGreaterThan(60);
      if (b.categories[0] === 'vehicles' || b.categories[0] === 'fine-living') {
        expect(SUBCATEGORIES.get(b.categories[0])?.has(b.subcategory ?? ''), b.slug).toBe(true);
      }
    }
    expect(BRAND_BY_SLUG.get('hermes')?.name).toBe('Hermès');
    expect(BRAND_BY_SLUG.get('chanel')?.categories).toEqual(['bags', 'fashion', 'jewelry', 'shoes', 'watches']);
  });

  it('ranks brands 1..n without gaps inside each home list', () => {
    const lists = new Map<string, number[]>();
    for (const b of DEMO_BRANDS) {
      if (b.popularRank === null) continue;
      const key = b.subcategory ? `${b.categories[0]}/${b.subcategory}` : (b.categories[0] ?? '');
      lists.set(key, [...(lists.get(key) ?? []), b.popularRank]);
    }
    for (const [key, ranks] of lists) {
      expect(ranks.sort((a, b) => a - b), key).toEqual(ranks.map((_, i) => i + 1));
    }
  });
});

describe('model lines', () => {
  it('belong to a brand that sells in their category and a real subcategory', () => {
    expect(new Set(MODEL_LINES.map((l) => l.id)).size).toBe(MODEL_LINES.length);
    for (const l of MODEL_LINES) {
      const brand = BRAND_BY_SLUG.get(l.brandSlug);
      expect(brand, l.id).toBeDefined();
      expect(brand?.categories, l.id).toContain(l.category);
      expect(SUBCATEGORIES.get(l.category)?.has(l.subcategory), l.id).toBe(true);
      expect(ART.has(l.artKind), l.id).toBe(true);
      expect(l.weight, l.id).toBeGreaterThan(0);
    }
  });
});

describe('generateProducts', () => {
  it('is deterministic for a seed, and a short run is a prefix of a long one', () => {
    const first = demoProductsFor(100, 42);
    expect(demoProductsFor(100, 42)).toEqual(first);
    expect(demoProductsFor(1000, 42).slice(0, 100)).toEqual(first);
    expect(demoProductsFor(100, 43)).not.toEqual(first);
    expect(demoProductsFor(100)).toEqual(sample50k.slice(0, 100));
  });

  it('numbers products from PT-100001 with unique codes and slugs over 50,000', () => {
    expect(sample50k[0]?.refInt).toBe(100001);
    expect(sample50k[0]?.productCode).toBe('PT-100001');
    sample50k.forEach((p, i) => {
      expect(p.refInt).toBe(100001 + i);
      expect(p.productCode).toBe(`PT-${p.refInt}`);
    });
    expect(new Set(sample50k.map((p) => p.slug)).size).toBe(sample50k.length);
    expect(new Set(sample50k.map((p) => p.productCode)).size).toBe(sample50k.length);
  });

  it('produces well-formed products that match brands, categories and subcategories', () => {
    const bad: string[] = [];
    for (const p of sample50k) {
      const brand = BRAND_BY_SLUG.get(p.brandSlug);
      const problems = [
        !KEBAB.test(p.slug) && 'slug',
        !p.slug.endsWith(`-${p.refInt}`) && 'slug suffix',
        !brand && 'brand',
        brand && !brand.categories.includes(p.category) && 'brand category',
        !SUBCATEGORIES.get(p.category)?.has(p.subcategory) && 'subcategory',
        !(Number.isInteger(p.retailPrice) && p.retailPrice > 0) && 'retail',
        !(Number.isInteger(p.marketPrice) && p.marketPrice > 0) && 'market',
        !(p.ageDays >= 0 && p.ageDays <= 540 && Number.isInteger(p.ageDays)) && 'age',
        !CONDITIONS.has(p.condition) && 'condition',
        !ART.has(p.artKind) && 'art kind',
        !/^#[0-9a-f]{6}$/.test(p.colorHex) && 'colour',
        !(brand && p.fullName.startsWith(`${brand.name} ${p.name}`)) && 'full name',
        !p.name.startsWith(p.model) && 'name',
        p.description.length < 40 && 'description',
        p.materials.length === 0 && 'materials',
        Object.keys(p.attributes).length === 0 && 'attributes',
      ].filter(Boolean);
      if (problems.length > 0) bad.push(`${p.slug}: ${problems.join(', ')}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('keeps sealed fine-living stock New and prices the icons above retail', () => {
    const fine = sample50k.filter((p) => p.category === 'fine-living');
    expect(fine.every((p) => p.condition === 'New')).toBe(true);
    const birkins = sample50k.filter((p) => p.slug.startsWith('hermes-birkin-30-togo'));
    expect(birkins.length).toBeGreaterThan(10);
    for (const b of birkins) {
      expect(b.retailPrice).toBe(1_210_000);
      expect(b.marketPrice).toBeGreaterThan(b.retailPrice);
    }
    const nautilus = sample50k.filter((p) => p.reference === '5711/1A-010');
    expect(nautilus.length).toBeGreaterThan(0);
    for (const n of nautilus) expect(n.marketPrice).toBeGreaterThan(2 * n.retailPrice);
  });

  it('covers every category in 20,000 products, weighted like a resale house', () => {
    const sample = sample50k.slice(0, 20_000);
    const byCategory = new Map<string, number>();
    const vehicles = new Map<string, number>();
    for (const p of sample) {
      byCategory.set(p.category, (byCategory.get(p.category) ?? 0) + 1);
      if (p.category === 'vehicles') vehicles.set(p.subcategory, (vehicles.get(p.subcategory) ?? 0) + 1);
    }
    for (const c of CATEGORY_SLUGS) expect(byCategory.get(c) ?? 0, c).toBeGreaterThan(0);
    const ordered = [...byCategory.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
    expect(ordered.slice(0, 2)).toEqual(['bags', 'watches']);
    const cars = vehicles.get('cars') ?? 0;
    const yachts = vehicles.get('yachts') ?? 0;
    const jets = vehicles.get('jets') ?? 0;
    expect(jets).toBeGreaterThan(0);
    expect(yachts).toBeGreaterThan(jets);
    expect(cars).toBeGreaterThan(yachts);
    expect(cars + yachts + jets).toBeLessThan(600);
  });

  it('generates 200,000 products in well under 15 seconds', () => {
    const started = performance.now();
    let checksum = 0;
    for (const p of generateProducts(200_000)) checksum += p.marketPrice % 7;
    const seconds = (performance.now() - started) / 1000;
    console.log(`generateProducts: 200,000 products in ${seconds.toFixed(2)} s`);
    expect(checksum).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(15);
  });
});

describe('MENU_SECTIONS', () => {
  it('has one section per category, and one per vehicles and fine-living tab', () => {
    expect(MENU_SECTIONS.map((s) => s.key)).toEqual([
      'art', 'bags', 'collectibles', 'fashion', 'furniture', 'jewelry', 'shoes', 'watches',
      'vehicles/cars', 'vehicles/jets', 'vehicles/yachts', 'fine-living/cigars', 'fine-living/wine',
    ]);
  });

  it('lists 14-15 popular names per section and exactly 6 jets', () => {
    for (const s of MENU_SECTIONS) {
      if (s.key === 'vehicles/jets') expect(s.popular.length).toBe(6);
      else {
        expect(s.popular.length, s.key).toBeGreaterThanOrEqual(14);
        expect(s.popular.length, s.key).toBeLessThanOrEqual(15);
      }
      expect(new Set(s.popular.map((p) => p.name)).size, s.key).toBe(s.popular.length);
      expect(s.tiles.length, s.key).toBeGreaterThanOrEqual(6);
      expect(s.tiles.length, s.key).toBeLessThanOrEqual(8);
    }
  });

  it('links only to site paths, with art and furniture filtered by name', () => {
    for (const s of MENU_SECTIONS) {
      expect(s.seeAllHref.startsWith('/'), s.key).toBe(true);
      for (const p of s.popular) expect(p.href.startsWith('/'), p.name).toBe(true);
      for (const t of s.tiles) {
        expect(t.href.startsWith('/'), t.name).toBe(true);
        expect(ART.has(t.artKind), t.name).toBe(true);
        expect(t.colorHex).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    const art = MENU_SECTIONS.find((s) => s.key === 'art');
    expect(art?.popular[0]).toEqual({ name: 'Andy Warhol', href: '/category/art?search=Andy%20Warhol' });
    const furniture = MENU_SECTIONS.find((s) => s.key === 'furniture');
    expect(furniture?.popular[0]?.href).toBe('/category/furniture?search=Charles%20Eames');
    const bags = MENU_SECTIONS.find((s) => s.key === 'bags');
    expect(bags?.popular[0]).toEqual({ name: 'Hermès', href: '/brand/hermes' });
    expect(bags?.tiles.map((t) => t.name)).toContain('Birkin');
    expect(MENU_SECTIONS.find((s) => s.key === 'vehicles/cars')?.seeAllHref).toBe('/category/vehicles/cars');
  });
});
