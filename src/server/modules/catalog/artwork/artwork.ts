/**
 * Drawn product artwork for the demo catalogue.
 *
 * The demo catalogue has no photographs, so every product image is an SVG drawing: one
 * silhouette per art kind, rendered in the product's colour on a soft studio backdrop
 * (warm ivory, or pale stone when the product itself is pale), with a blurred floor
 * shadow and gradients for light. The output is a standalone SVG document with no text,
 * no scripts and no external references; the colour is validated before it reaches the
 * markup, so nothing from the caller is interpolated unchecked.
 */
import type { ArtKind } from '../../../../shared/catalog/art-kinds.js';

// ---------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------

const HEX_COLOR = /^#[0-9a-fA-F]{6}$|^#[0-9a-fA-F]{3}$/;

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** Parses `#rgb` or `#rrggbb`; anything else throws a TypeError. */
export function parseHexColor(value: string): Rgb {
  if (typeof value !== 'string' || !HEX_COLOR.test(value)) {
    throw new TypeError('Artwork colour must be a hex colour like #a1b2c3 or #abc');
  }
  let h = value.slice(1);
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  return {
    r: Number.parseInt(h.slice(0, 2), 16),
    g: Number.parseInt(h.slice(2, 4), 16),
    b: Number.parseInt(h.slice(4, 6), 16),
  };
}

function toHex(c: Rgb): string {
  const part = (n: number): string =>
    Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
  return `#${part(c.r)}${part(c.g)}${part(c.b)}`;
}

/** Normalises a valid colour to lowercase `#rrggbb` (throws TypeError on anything else). */
export function normalizeHexColor(value: string): string {
  return toHex(parseHexColor(value));
}

/** Mixes two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mixColors(a: string, b: string, t: number): string {
  const x = parseHexColor(a);
  const y = parseHexColor(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black). */
export function shadeColor(hex: string, amount: number): string {
  return amount >= 0 ? mixColors(hex, '#ffffff', amount) : mixColors(hex, '#000000', -amount);
}

function luma(c: Rgb): number {
  return (0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b) / 255;
}

function hueSat(c: Rgb): { hue: number; sat: number } {
  const r = c.r / 255;
  const g = c.g / 255;
  const b = c.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const sat = max === 0 ? 0 : d / max;
  let hue = 0;
  if (d > 0) {
    if (max === r) hue = ((g - b) / d + 6) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
    hue *= 60;
  }
  return { hue, sat };
}

// ---------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------

interface Metal {
  readonly light: string;
  readonly mid: string;
  readonly dark: string;
  readonly deep: string;
}

const GOLD: Metal = { light: '#fbf0c9', mid: '#d8b25e', dark: '#9c742f', deep: '#6a4c1c' };
const STEEL: Metal = { light: '#f8f9fa', mid: '#c4c9cf', dark: '#838a93', deep: '#555c64' };

interface Palette {
  readonly base: string;
  /** Highlights, strongest last. */
  readonly hi: string;
  readonly hi2: string;
  /** Shadows, deepest last. */
  readonly lo: string;
  readonly lo2: string;
  readonly lo3: string;
  /** Outline for the main silhouette (keeps pale products visible on the backdrop). */
  readonly edge: string;
  readonly edgeOpacity: number;
  readonly stitch: string;
  readonly metal: Metal;
  readonly light: boolean;
  readonly dark: boolean;
  readonly bg: readonly [string, string, string];
  readonly floor: string;
  readonly shadow: string;
}

function buildPalette(hex: string): Palette {
  const rgb = parseHexColor(hex);
  const base = toHex(rgb);
  const l = luma(rgb);
  const { hue, sat } = hueSat(rgb);
  const light = l > 0.7;
  const dark = l < 0.16;
  const lift = dark ? 0.14 : 0;
  const metal =
    sat < 0.18 ? (l > 0.3 && l < 0.62 ? STEEL : GOLD) : hue >= 170 && hue <= 300 ? STEEL : GOLD;
  return {
    base,
    hi: shadeColor(base, 0.2 + lift),
    hi2: shadeColor(base, 0.45 + lift),
    lo: shadeColor(base, light ? -0.12 : -0.25),
    lo2: shadeColor(base, light ? -0.26 : -0.45),
    lo3: shadeColor(base, light ? -0.45 : -0.65),
    edge: shadeColor(base, light ? -0.38 : -0.5),
    edgeOpacity: light ? 0.75 : 0.5,
    stitch: light ? shadeColor(base, -0.3) : shadeColor(base, dark ? 0.42 : 0.38),
    metal,
    light,
    dark,
    bg: light ? ['#e0d6c6', '#d2c5b1', '#c0b099'] : ['#f7f3ec', '#efe8dc', '#e2d8c7'],
    floor: light ? '#b6a994' : '#ddd2c0',
    shadow: '#35281c',
  };
}

// ---------------------------------------------------------------------------------------
// Scene: defs with unique ids, backdrops, shadows
// ---------------------------------------------------------------------------------------

type Stop = readonly [offset: number, color: string, opacity?: number];
type Backdrop = 'studio' | 'wall' | 'sky' | 'sea';

const fmt = (n: number): string => String(Math.round(n * 100) / 100);

class Scene {
  readonly defs: string[] = [];
  backdrop: Backdrop = 'studio';
  private readonly names = new Set<string>();

  constructor(
    readonly p: Palette,
    private readonly prefix: string,
  ) {}

  id(name: string): string {
    return `${this.prefix}-${name}`;
  }

  url(name: string): string {
    return `url(#${this.id(name)})`;
  }

  private claim(name: string): string {
    if (this.names.has(name)) throw new Error(`duplicate artwork def ${name}`);
    this.names.add(name);
    return this.id(name);
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${fmt(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${fmt(a)}"`}/>`,
      )
      .join('');
  }

  /** A linear gradient; coordinates are fractions of the shape's box unless `user`. */
  linear(name: string, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.claim(name);
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${units}>${this.stops(stops)}</linearGradient>`,
    );
    return this.url(name);
  }

  /** A radial gradient; coordinates are fractions of the shape's box unless `user`. */
  radial(name: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false, fx = cx, fy = cy): string {
    const id = this.claim(name);
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fx="${fmt(fx)}" fy="${fmt(fy)}"${units}>${this.stops(stops)}</radialGradient>`,
    );
    return this.url(name);
  }

  raw(name: string, build: (id: string) => string): string {
    this.defs.push(build(this.claim(name)));
    return this.url(name);
  }

  /** A soft floor shadow: a wide penumbra and a tighter contact shadow. */
  shadow(cx: number, cy: number, rx: number, ry: number, k = 1): string {
    const c = this.p.shadow;
    return (
      `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${c}" opacity="${fmt(0.3 * k)}" filter="${this.url('blurL')}"/>` +
      `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx * 0.82)}" ry="${fmt(ry * 0.42)}" fill="${c}" opacity="${fmt(0.34 * k)}" filter="${this.url('blurM')}"/>`
    );
  }

  /** A drop shadow cast on the wall (or floor, for flat lays) by a rectangle. */
  dropShadow(x: number, y: number, w: number, h: number, dx = 10, dy = 18, k = 1, rx = 4): string {
    return `<rect x="${fmt(x + dx)}" y="${fmt(y + dy)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(rx)}" fill="${this.p.shadow}" opacity="${fmt(0.3 * k)}" filter="${this.url('blurL')}"/>`;
  }

  /** Stroke attributes for the outline of a main silhouette. */
  get edge(): string {
    return `stroke="${this.p.edge}" stroke-opacity="${fmt(this.p.edgeOpacity)}" stroke-width="2" stroke-linejoin="round"`;
  }

  /** A dashed saddle-stitch line along a path. */
  stitch(d: string, opacity = 0.75): string {
    return `<path d="${d}" fill="none" stroke="${this.p.stitch}" stroke-width="2" stroke-dasharray="7 5" stroke-linecap="round" opacity="${fmt(opacity)}"/>`;
  }
}

function commonDefs(s: Scene): void {
  const { p } = s;
  const m = p.metal;
  const user = ' filterUnits="userSpaceOnUse" x="-100" y="-100" width="1000" height="1000"';
  s.raw('blurL', (id) => `<filter id="${id}"${user}><feGaussianBlur stdDeviation="16"/></filter>`);
  s.raw('blurM', (id) => `<filter id="${id}"${user}><feGaussianBlur stdDeviation="6"/></filter>`);
  s.raw('blurS', (id) => `<filter id="${id}"${user}><feGaussianBlur stdDeviation="2.2"/></filter>`);
  s.raw('blurXL', (id) => `<filter id="${id}"${user}><feGaussianBlur stdDeviation="34"/></filter>`);
  s.linear('bodyH', [[0, p.lo], [0.1, p.hi], [0.38, p.base], [0.8, p.lo], [1, p.lo2]], 0, 0, 1, 0);
  s.linear('bodyV', [[0, p.hi], [0.4, p.base], [1, p.lo]]);
  s.linear('bodyD', [[0, p.hi2], [0.3, p.hi], [0.62, p.base], [1, p.lo2]], 0, 0, 1, 1);
  s.radial('bodyR', [[0, p.hi2], [0.3, p.hi], [0.72, p.base], [1, p.lo]], 0.38, 0.3, 0.78);
  s.linear('deepV', [[0, p.lo], [1, p.lo3]]);
  s.linear('metal', [[0, m.light], [0.3, m.mid], [0.52, m.dark], [0.72, m.mid], [1, m.light]], 0, 0, 1, 1);
  s.linear('metalH', [[0, m.dark], [0.2, m.mid], [0.42, m.light], [0.7, m.mid], [1, m.dark]], 0, 0, 1, 0);
  s.linear('metalV', [[0, m.light], [0.45, m.mid], [0.8, m.dark], [1, m.mid]]);
  s.radial('metalR', [[0, m.light], [0.5, m.mid], [0.85, m.dark], [1, m.deep]], 0.35, 0.3, 0.8);
  s.linear('sheen', [[0, '#ffffff', 0.42], [0.45, '#ffffff', 0.06], [1, '#ffffff', 0]]);
  s.linear('shadeV', [[0, '#000000', 0], [0.55, '#000000', 0], [1, '#000000', 0.28]]);
  s.linear('glass', [[0, '#6d767f'], [0.45, '#2b3137'], [1, '#121519']]);
  s.linear('ivory', [[0, '#fdfaf3'], [0.6, '#f1eadc'], [1, '#ddd3c1']]);
}

function backdrop(s: Scene): string {
  const { p } = s;
  const [a, b, c] = p.bg;
  switch (s.backdrop) {
    case 'studio':
    case 'wall': {
      const bg = s.linear('bg', [[0, a], [0.62, b], [1, c]]);
      const spot = s.radial('spot', [[0, '#ffffff', 0.55], [0.55, '#ffffff', 0.18], [1, '#ffffff', 0]], 400, 320, 470, true);
      const vign = s.radial('vign', [[0, '#000000', 0], [0.7, '#000000', 0], [1, '#000000', 0.12]], 400, 380, 560, true);
      return (
        `<rect width="800" height="800" fill="${bg}"/>` +
        `<rect width="800" height="800" fill="${spot}"/>` +
        `<rect width="800" height="800" fill="${vign}"/>`
      );
    }
    case 'sky': {
      const sky = s.linear('bg', [[0, '#cfdbe1'], [0.55, '#e9ebe6'], [1, '#f6ecdd']]);
      const sun = s.radial('spot', [[0, '#fff8ea', 0.9], [1, '#fff8ea', 0]], 560, 250, 380, true);
      const clouds = [
        [120, 640, 220, 40], [330, 690, 260, 46], [640, 650, 240, 42], [700, 720, 200, 40],
        [80, 230, 140, 18], [660, 160, 130, 16],
      ]
        .map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#ffffff" opacity=".75" filter="${s.url('blurL')}"/>`)
        .join('');
      return `<rect width="800" height="800" fill="${sky}"/><rect width="800" height="800" fill="${sun}"/>${clouds}`;
    }
    case 'sea': {
      const sky = s.linear('bg', [[0, '#d5dee2'], [1, '#f4ede2']], 0, 0, 0, 520, true);
      const sea = s.linear('sea', [[0, '#c3cccb'], [0.25, '#9fb1b4'], [1, '#6e8791']], 0, 520, 0, 800, true);
      const sun = s.radial('spot', [[0, '#fff9ee', 0.8], [1, '#fff9ee', 0]], 400, 500, 420, true);
      const ripples: string[] = [];
      for (let i = 0; i < 16; i++) {
        const y = 535 + i * i * 1.05 + i * 6;
        const x = 60 + ((i * 173) % 560);
        const w = 70 + ((i * 97) % 160);
        ripples.push(`<rect x="${x}" y="${fmt(y)}" width="${w}" height="${fmt(1.5 + i * 0.12)}" rx="1" fill="#ffffff" opacity="${fmt(0.18 + (i % 3) * 0.06)}"/>`);
      }
      return (
        `<rect width="800" height="520" fill="${sky}"/><rect y="520" width="800" height="280" fill="${sea}"/>` +
        `<rect width="800" height="800" fill="${sun}"/>${ripples.join('')}`
      );
    }
  }
}

// ---------------------------------------------------------------------------------------
// Small geometry helpers
// ---------------------------------------------------------------------------------------

function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Mirrors markup about the vertical line x = 400. */
function mirror(markup: string): string {
  return `<g transform="matrix(-1 0 0 1 800 0)">${markup}</g>`;
}

// ---------------------------------------------------------------------------------------
// Bags
// ---------------------------------------------------------------------------------------

/** A rolled leather handle: outline, body and a soft highlight along its crown. */
function handle(s: Scene, d: string, width: number, color: string): string {
  const { p } = s;
  return (
    `<path d="${d}" fill="none" stroke="${p.edge}" stroke-opacity="${fmt(p.edgeOpacity)}" stroke-width="${width + 3}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${p.hi2}" stroke-width="${fmt(width * 0.22)}" stroke-linecap="round" opacity=".3" transform="translate(0 ${fmt(-width * 0.18)})"/>`
  );
}

/** Evaluates a cubic Bezier: point and tangent angle (degrees) at t. */
function cubic(
  p0: readonly [number, number], p1: readonly [number, number], p2: readonly [number, number], p3: readonly [number, number], t: number,
): { x: number; y: number; deg: number } {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return { x, y, deg: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/** A chain of alternating flat and edge-on links along cubic segments. */
function chainLinks(s: Scene, segments: ReadonlyArray<readonly [readonly [number, number], readonly [number, number], readonly [number, number], readonly [number, number]]>, perSegment: number, size = 1): string {
  const m = s.p.metal;
  const out: string[] = [];
  let k = 0;
  for (const [a, b, c, d] of segments) {
    for (let i = 0; i < perSegment; i++) {
      const { x, y, deg } = cubic(a, b, c, d, (i + 0.5) / perSegment);
      const rot = `transform="rotate(${fmt(deg)} ${fmt(x)} ${fmt(y)})"`;
      out.push(
        k % 2 === 0
          ? `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(9 * size)}" ry="${fmt(6 * size)}" fill="none" stroke="${m.deep}" stroke-width="${fmt(5 * size)}" ${rot}/>` +
              `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(9 * size)}" ry="${fmt(6 * size)}" fill="none" stroke="${s.url('metalV')}" stroke-width="${fmt(3.4 * size)}" ${rot}/>`
          : `<rect x="${fmt(x - 9 * size)}" y="${fmt(y - 2.6 * size)}" width="${fmt(18 * size)}" height="${fmt(5.2 * size)}" rx="${fmt(2.6 * size)}" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1" ${rot}/>`,
      );
      k++;
    }
  }
  return out.join('');
}

function handbag(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const body = s.linear('bag', [[0, p.hi], [0.28, p.base], [0.72, p.base], [1, p.lo]], 0, 0, 1, 0.25);
  const flap = s.linear('flap', [[0, p.hi], [0.55, p.base], [1, p.lo]]);
  const bodyD =
    'M 242 356 L 558 356 Q 572 356 575 370 L 612 598 Q 616 622 592 622 L 208 622 Q 184 622 188 598 L 225 370 Q 228 356 242 356 Z';
  const flapD = 'M 230 356 L 570 356 L 588 462 Q 400 486 212 462 Z';
  return [
    s.shadow(400, 626, 250, 20),
    handle(s, 'M 326 364 C 322 262 478 262 474 364', 18, p.lo2),
    handle(s, 'M 296 372 C 292 226 508 226 504 372', 24, p.lo),
    `<path d="${bodyD}" fill="${body}" ${s.edge}/>`,
    `<path d="${bodyD}" fill="${s.url('shadeV')}"/>`,
    s.stitch('M 244 368 L 556 368 Q 562 368 563 376 L 598 596 Q 600 608 588 608 L 212 608 Q 200 608 202 596 L 237 376 Q 238 368 244 368'),
    // handle tabs
    `<path d="M 278 356 L 314 356 L 310 392 Q 296 400 282 392 Z" fill="${p.lo}"/>`,
    `<path d="M 486 356 L 522 356 L 518 392 Q 504 400 490 392 Z" fill="${p.lo}"/>`,
    `<circle cx="296" cy="378" r="5" fill="${s.url('metalR')}"/><circle cx="504" cy="378" r="5" fill="${s.url('metalR')}"/>`,
    // flap with a shadow underneath
    `<path d="M 216 468 Q 400 494 584 468" fill="none" stroke="${p.lo3}" stroke-width="8" opacity=".45" filter="${s.url('blurS')}"/>`,
    `<path d="${flapD}" fill="${flap}" ${s.edge}/>`,
    s.stitch('M 240 366 L 560 366 L 574 452 Q 400 474 226 452 Z', 0.7),
    // straps meeting at the touret
    `<path d="M 226 402 Q 300 440 368 462" fill="none" stroke="${p.lo}" stroke-width="26"/>`,
    `<path d="M 574 402 Q 500 440 432 462" fill="none" stroke="${p.lo}" stroke-width="26"/>`,
    `<path d="M 226 402 Q 300 440 368 462" fill="none" stroke="${p.hi}" stroke-width="2" opacity=".5" transform="translate(0 -11)"/>`,
    `<path d="M 574 402 Q 500 440 432 462" fill="none" stroke="${p.hi}" stroke-width="2" opacity=".5" transform="translate(0 -11)"/>`,
    `<rect x="358" y="446" width="84" height="36" rx="6" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<rect x="386" y="432" width="28" height="30" rx="7" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    // padlock
    `<path d="M 388 522 L 388 506 Q 388 490 400 490 Q 412 490 412 506 L 412 522" fill="none" stroke="${s.url('metalH')}" stroke-width="6"/>`,
    `<path d="M 400 482 L 400 492" stroke="${m.dark}" stroke-width="3"/>`,
    `<rect x="378" y="518" width="44" height="40" rx="8" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<rect x="397" y="530" width="6" height="12" rx="3" fill="${m.deep}"/>`,
    // feet
    `<ellipse cx="236" cy="624" rx="11" ry="5" fill="${s.url('metalH')}"/><ellipse cx="564" cy="624" rx="11" ry="5" fill="${s.url('metalH')}"/>`,
  ].join('');
}

function tote(s: Scene): string {
  const { p } = s;
  const body = s.linear('tote', [[0, p.hi], [0.3, p.base], [0.7, p.base], [1, p.lo]], 0, 0, 1, 0.2);
  const bodyD = 'M 196 330 L 604 330 L 568 612 Q 566 626 552 626 L 248 626 Q 234 626 232 612 Z';
  return [
    s.shadow(400, 628, 220, 18),
    // back handles
    handle(s, 'M 300 334 C 300 150 500 150 500 334', 16, p.lo2),
    // inner lining
    `<path d="M 196 330 L 604 330 L 590 350 L 210 350 Z" fill="${p.lo3}"/>`,
    `<path d="${bodyD}" fill="${body}" ${s.edge}/>`,
    `<path d="${bodyD}" fill="${s.url('shadeV')}"/>`,
    `<path d="M 196 330 L 604 330" stroke="${p.hi}" stroke-width="3" opacity=".6"/>`,
    s.stitch('M 206 342 L 594 342'),
    s.stitch('M 214 346 L 246 612', 0.5),
    s.stitch('M 586 346 L 554 612', 0.5),
    // front handles with tabs
    handle(s, 'M 276 344 C 270 118 530 118 524 344', 18, p.lo),
    `<rect x="262" y="336" width="28" height="46" rx="4" fill="${p.lo}"/><rect x="510" y="336" width="28" height="46" rx="4" fill="${p.lo}"/>`,
    `<circle cx="276" cy="368" r="6" fill="${s.url('metalR')}"/><circle cx="524" cy="368" r="6" fill="${s.url('metalR')}"/>`,
    // plaque
    `<rect x="370" y="430" width="60" height="24" rx="3" fill="${s.url('metal')}" stroke="${p.metal.deep}" stroke-width="1"/>`,
    // side gussets shading
    `<path d="M 196 330 L 232 612 Q 234 626 248 626 L 262 626 L 224 330 Z" fill="${p.lo2}" opacity=".35"/>`,
    `<path d="M 604 330 L 568 612 Q 566 626 552 626 L 538 626 L 576 330 Z" fill="${p.lo2}" opacity=".45"/>`,
  ].join('');
}

function shoulderBag(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const body = s.linear('sb', [[0, p.hi], [0.35, p.base], [1, p.lo]], 0, 0, 1, 0.4);
  const bodyD = 'M 240 400 L 560 400 Q 590 400 590 430 L 590 596 Q 590 620 566 620 L 234 620 Q 210 620 210 596 L 210 430 Q 210 400 240 400 Z';
  const flapD = 'M 226 400 L 574 400 Q 588 400 588 414 L 588 548 Q 588 566 570 566 L 230 566 Q 212 566 212 548 L 212 414 Q 212 400 226 400 Z';
  const quilt: string[] = [];
  for (let i = -6; i <= 8; i++) {
    const x = 212 + i * 48;
    quilt.push(`M ${x} 400 L ${x + 166} 566`, `M ${x + 166} 400 L ${x} 566`);
  }
  const clip = s.raw('sbclip', (id) => `<clipPath id="${id}"><path d="${flapD}"/></clipPath>`);
  return [
    s.shadow(400, 624, 220, 18),
    // chain strap: gold chain with leather threaded through
    `<path d="M 232 404 C 222 300 250 150 400 140 C 550 150 578 300 568 404" fill="none" stroke="${p.lo}" stroke-width="5"/>`,
    chainLinks(s, [[[232, 404], [222, 300], [250, 150], [400, 140]], [[400, 140], [550, 150], [578, 300], [568, 404]]], 20),
    `<path d="${bodyD}" fill="${p.lo}" ${s.edge}/>`,
    `<path d="${flapD}" fill="${body}" ${s.edge}/>`,
    `<g clip-path="${clip}"><path d="${quilt.join(' ')}" stroke="${p.lo2}" stroke-width="3" opacity=".55" fill="none"/>` +
      `<path d="${quilt.join(' ')}" stroke="${p.hi}" stroke-width="1.5" opacity=".45" fill="none" transform="translate(1.5 -2)"/></g>`,
    `<path d="${flapD}" fill="${s.url('shadeV')}"/>`,
    `<path d="M 214 570 L 586 570" stroke="${p.lo3}" stroke-width="4" opacity=".5" filter="${s.url('blurS')}"/>`,
    // turn lock
    `<rect x="366" y="528" width="68" height="42" rx="8" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<ellipse cx="400" cy="549" rx="14" ry="11" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<circle cx="232" cy="408" r="9" fill="none" stroke="${s.url('metalH')}" stroke-width="5"/><circle cx="568" cy="408" r="9" fill="none" stroke="${s.url('metalH')}" stroke-width="5"/>`,
  ].join('');
}

function clutch(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const body = s.linear('cl', [[0, p.hi], [0.45, p.base], [1, p.lo]], 0, 0, 0.4, 1);
  const flap = s.linear('clf', [[0, p.hi2], [0.35, p.hi], [1, p.base]], 0, 0, 0.3, 1);
  const bodyD = 'M 182 420 Q 182 404 198 404 L 602 404 Q 618 404 618 420 L 618 594 Q 618 610 602 610 L 198 610 Q 182 610 182 594 Z';
  const flapD = 'M 186 408 Q 188 402 198 402 L 602 402 Q 612 402 614 408 L 418 548 Q 400 560 382 548 Z';
  return [
    s.shadow(400, 612, 240, 16),
    `<path d="${bodyD}" fill="${body}" ${s.edge}/>`,
    `<path d="${bodyD}" fill="${s.url('shadeV')}"/>`,
    s.stitch('M 198 420 L 198 594 L 602 594 L 602 420', 0.6),
    `<path d="M 190 416 L 410 566 L 610 416" fill="none" stroke="${p.lo3}" stroke-width="8" opacity=".35" filter="${s.url('blurS')}"/>`,
    `<path d="${flapD}" fill="${flap}" ${s.edge}/>`,
    s.stitch('M 206 414 L 400 540 L 594 414', 0.6),
    `<path d="M 184 404 L 616 404" stroke="${p.hi2}" stroke-width="2" opacity=".6"/>`,
    `<circle cx="400" cy="546" r="17" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<circle cx="400" cy="546" r="8" fill="none" stroke="${m.dark}" stroke-width="2"/>`,
  ].join('');
}

function backpack(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const body = s.linear('bp', [[0, p.hi], [0.35, p.base], [0.8, p.lo], [1, p.lo2]], 0, 0, 1, 0.2);
  const bodyD = 'M 262 330 C 262 240 310 214 400 214 C 490 214 538 240 538 330 L 548 596 Q 548 626 518 626 L 282 626 Q 252 626 252 596 Z';
  const pocketD = 'M 300 468 L 500 468 Q 512 468 512 480 L 514 598 Q 514 612 500 612 L 300 612 Q 286 612 286 598 L 288 480 Q 288 468 300 468 Z';
  const flapD = 'M 268 300 C 270 240 316 222 400 222 C 484 222 530 240 532 300 L 528 392 Q 400 410 272 392 Z';
  return [
    s.shadow(400, 628, 200, 16),
    // shoulder straps peeking at the sides
    `<path d="M 262 280 C 222 330 226 470 250 590" fill="none" stroke="${p.lo2}" stroke-width="22" stroke-linecap="round"/>`,
    `<path d="M 538 280 C 578 330 574 470 550 590" fill="none" stroke="${p.lo2}" stroke-width="22" stroke-linecap="round"/>`,
    // top handle
    `<path d="M 366 222 C 366 168 434 168 434 222" fill="none" stroke="${p.lo}" stroke-width="14"/>`,
    `<path d="${bodyD}" fill="${body}" ${s.edge}/>`,
    `<path d="${bodyD}" fill="${s.url('shadeV')}"/>`,
    `<path d="${flapD}" fill="${s.url('bodyV')}" ${s.edge}/>`,
    `<path d="M 274 398 Q 400 418 526 398" fill="none" stroke="${p.lo3}" stroke-width="6" opacity=".4" filter="${s.url('blurS')}"/>`,
    s.stitch('M 282 300 C 284 252 322 236 400 236 C 478 236 516 252 518 300 L 515 380 Q 400 396 285 380 Z', 0.65),
    // buckled straps on the flap
    `<rect x="326" y="340" width="26" height="130" rx="5" fill="${p.lo}"/><rect x="448" y="340" width="26" height="130" rx="5" fill="${p.lo}"/>`,
    `<rect x="320" y="404" width="38" height="30" rx="4" fill="none" stroke="${s.url('metal')}" stroke-width="6"/>`,
    `<rect x="442" y="404" width="38" height="30" rx="4" fill="none" stroke="${s.url('metal')}" stroke-width="6"/>`,
    // front pocket
    `<path d="${pocketD}" fill="${s.url('bodyV')}" ${s.edge}/>`,
    s.stitch('M 302 482 L 498 482', 0.6),
    `<path d="M 300 468 L 500 468" stroke="${p.hi2}" stroke-width="2" opacity=".5"/>`,
    `<rect x="384" y="496" width="32" height="12" rx="3" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Watches
// ---------------------------------------------------------------------------------------

function watchHands(s: Scene, cx: number, cy: number, hourLen: number, minLen: number, secColor: string): string {
  const m = s.p.metal;
  const hand = (deg: number, len: number, w: number): string =>
    `<path d="M ${cx - w} ${cy + 14} L ${cx - w * 0.7} ${cy - len + 8} L ${cx} ${cy - len} L ${cx + w * 0.7} ${cy - len + 8} L ${cx + w} ${cy + 14} Z" ` +
    `fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1" transform="rotate(${deg} ${cx} ${cy})"/>`;
  return (
    `<g opacity=".35" transform="translate(4 5)" filter="${s.url('blurS')}"><path d="M ${cx} ${cy} L ${cx} ${cy - minLen}" stroke="#000" stroke-width="8" transform="rotate(58 ${cx} ${cy})"/>` +
    `<path d="M ${cx} ${cy} L ${cx} ${cy - hourLen}" stroke="#000" stroke-width="10" transform="rotate(-58 ${cx} ${cy})"/></g>` +
    hand(-58, hourLen, 7) +
    hand(58, minLen, 5) +
    `<path d="M ${cx} ${cy + 30} L ${cx} ${cy - minLen - 6}" stroke="${secColor}" stroke-width="2.2" transform="rotate(200 ${cx} ${cy})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="7" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>`
  );
}

function watchCrystal(s: Scene, cx: number, cy: number, r: number): string {
  return (
    `<path d="M ${cx - r * 0.92} ${cy - r * 0.1} A ${r * 0.95} ${r * 0.95} 0 0 1 ${cx + r * 0.2} ${cy - r * 0.92} Q ${cx - r * 0.3} ${cy - r * 0.7} ${cx - r * 0.92} ${cy - r * 0.1} Z" fill="#ffffff" opacity=".16"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#000000" stroke-opacity=".25" stroke-width="3"/>`
  );
}

function watch(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const cx = 400;
  const cy = 400;
  const dial = s.radial('dial', [[0, p.hi], [0.55, p.base], [1, p.lo2]], 0.42, 0.38, 0.7);
  const strap = s.linear('strap', [[0, p.lo2], [0.18, p.lo], [0.5, p.base], [0.82, p.lo], [1, p.lo2]], 0, 0, 1, 0);
  const indices: string[] = [];
  for (let i = 0; i < 12; i++) {
    if (i === 3) continue;
    const w = i % 3 === 0 ? 9 : 6;
    const h = i % 3 === 0 ? 30 : 22;
    indices.push(
      `<rect x="${cx - w / 2}" y="${cy - 118}" width="${w}" height="${h}" rx="1.5" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width=".8" transform="rotate(${i * 30} ${cx} ${cy})"/>`,
    );
  }
  const ticks: string[] = [];
  for (let i = 0; i < 60; i++) {
    if (i % 5 === 0) continue;
    const [x1, y1] = polar(cx, cy, 126, i * 6);
    const [x2, y2] = polar(cx, cy, 120, i * 6);
    ticks.push(`M ${fmt(x1)} ${fmt(y1)} L ${fmt(x2)} ${fmt(y2)}`);
  }
  const holes = [600, 625, 650, 675].map((y) => `<ellipse cx="400" cy="${y}" rx="5" ry="4" fill="${p.lo3}"/>`).join('');
  return [
    s.dropShadow(340, 90, 120, 620, 12, 16, 0.9, 30),
    `<circle cx="${cx + 12}" cy="${cy + 16}" r="165" fill="${p.shadow}" opacity=".3" filter="${s.url('blurL')}"/>`,
    // straps
    `<path d="M 336 260 L 464 260 L 456 118 L 344 118 Z" fill="${strap}" ${s.edge}/>`,
    `<path d="M 336 540 L 464 540 L 456 690 Q 456 718 400 726 Q 344 718 344 690 Z" fill="${strap}" ${s.edge}/>`,
    s.stitch('M 350 260 L 357 128 M 443 128 L 450 260', 0.7),
    s.stitch('M 350 540 L 357 688 Q 358 706 400 712 Q 442 706 443 688 L 450 540', 0.7),
    holes,
    // tang buckle at the end of the strap, and a keeper
    `<path d="M 336 124 L 336 100 Q 336 82 356 82 L 444 82 Q 464 82 464 100 L 464 124" fill="none" stroke="${m.deep}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M 336 124 L 336 100 Q 336 82 356 82 L 444 82 Q 464 82 464 100 L 464 124" fill="none" stroke="${s.url('metal')}" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M 400 122 L 400 86" stroke="${s.url('metalH')}" stroke-width="6" stroke-linecap="round"/>`,
    `<rect x="330" y="116" width="140" height="10" rx="5" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1"/>`,
    `<rect x="340" y="164" width="120" height="18" rx="4" fill="${p.lo}" ${s.edge}/>`,
    // lugs + case
    `<rect x="338" y="236" width="124" height="328" rx="18" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<rect x="556" y="386" width="22" height="28" rx="4" fill="${s.url('metalV')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<circle cx="${cx}" cy="${cy}" r="160" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="2"/>`,
    `<circle cx="${cx}" cy="${cy}" r="146" fill="${s.url('metalR')}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="134" fill="${m.deep}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="131" fill="${dial}"/>`,
    `<path d="${ticks.join(' ')}" stroke="${p.light ? p.lo3 : p.hi2}" stroke-width="1.6" opacity=".8"/>`,
    indices.join(''),
    `<rect x="${cx + 84}" y="${cy - 11}" width="26" height="22" rx="2" fill="#f7f3ea" stroke="${s.url('metalH')}" stroke-width="2.5"/>`,
    `<rect x="${cx + 92}" y="${cy - 5}" width="10" height="10" rx="1" fill="none" stroke="#2b2622" stroke-width="2"/>`,
    watchHands(s, cx, cy, 72, 108, p.light ? '#8a2b1f' : m.light),
    watchCrystal(s, cx, cy, 131),
  ].join('');
}

/** Case shapes other than round (issue #10 item 13): each model's drawing follows its case. */
type CaseShape = 'tank' | 'square' | 'tonneau' | 'cushion' | 'octagon';

interface CaseGeometry {
  /** Case outline, bezel and dial as paths centred on (400, 400). */
  outer: string;
  bezel: string;
  dial: string;
  /** Half the case's width and height, for the crown, lugs and straps. */
  halfW: number;
  halfH: number;
  /** Half the dial's width and height, where the indices sit. */
  dialW: number;
  dialH: number;
  screws: readonly (readonly [number, number])[];
}

function roundedRect(cx: number, cy: number, hw: number, hh: number, r: number): string {
  return (
    `M ${cx - hw + r} ${cy - hh} L ${cx + hw - r} ${cy - hh} Q ${cx + hw} ${cy - hh} ${cx + hw} ${cy - hh + r} ` +
    `L ${cx + hw} ${cy + hh - r} Q ${cx + hw} ${cy + hh} ${cx + hw - r} ${cy + hh} L ${cx - hw + r} ${cy + hh} ` +
    `Q ${cx - hw} ${cy + hh} ${cx - hw} ${cy + hh - r} L ${cx - hw} ${cy - hh + r} Q ${cx - hw} ${cy - hh} ${cx - hw + r} ${cy - hh} Z`
  );
}

/** A barrel: straight top and bottom, sides bowed out. */
function barrel(cx: number, cy: number, hw: number, hh: number, bow: number): string {
  return (
    `M ${cx - hw + 20} ${cy - hh} Q ${cx} ${cy - hh - 14} ${cx + hw - 20} ${cy - hh} Q ${cx + hw + bow} ${cy} ${cx + hw - 20} ${cy + hh} ` +
    `Q ${cx} ${cy + hh + 14} ${cx - hw + 20} ${cy + hh} Q ${cx - hw - bow} ${cy} ${cx - hw + 20} ${cy - hh} Z`
  );
}

/** An octagon with its corners cut by `cut`, as the Royal Oak's bezel. */
function octagon(cx: number, cy: number, hw: number, hh: number, cut: number): string {
  return (
    `M ${cx - hw + cut} ${cy - hh} L ${cx + hw - cut} ${cy - hh} L ${cx + hw} ${cy - hh + cut} L ${cx + hw} ${cy + hh - cut} ` +
    `L ${cx + hw - cut} ${cy + hh} L ${cx - hw + cut} ${cy + hh} L ${cx - hw} ${cy + hh - cut} L ${cx - hw} ${cy - hh + cut} Z`
  );
}

function caseGeometry(shape: CaseShape): CaseGeometry {
  const c = 400;
  switch (shape) {
    case 'tank':
      // Cartier Tank: a tall rectangle whose side bars (brancards) run on as the lugs.
      return { outer: roundedRect(c, c, 112, 186, 14), bezel: roundedRect(c, c, 92, 150, 6), dial: roundedRect(c, c, 84, 140, 4), halfW: 112, halfH: 186, dialW: 84, dialH: 140, screws: [] };
    case 'square': {
      // Santos / Reverso: a square case; the Santos shows its eight bezel screws.
      const screws = [[-122, -122], [0, -134], [122, -122], [134, 0], [122, 122], [0, 134], [-122, 122], [-134, 0]] as const;
      return { outer: roundedRect(c, c, 150, 150, 30), bezel: roundedRect(c, c, 140, 140, 26), dial: roundedRect(c, c, 112, 112, 12), halfW: 150, halfH: 150, dialW: 112, dialH: 112, screws };
    }
    case 'tonneau':
      return { outer: barrel(c, c, 142, 182, 44), bezel: barrel(c, c, 128, 166, 38), dial: barrel(c, c, 112, 148, 32), halfW: 150, halfH: 182, dialW: 108, dialH: 146, screws: [] };
    case 'cushion':
      return { outer: roundedRect(c, c, 158, 158, 74), bezel: roundedRect(c, c, 146, 146, 66), dial: roundedRect(c, c, 126, 126, 52), halfW: 158, halfH: 158, dialW: 112, dialH: 112, screws: [] };
    case 'octagon': {
      // Royal Oak / Nautilus: an octagonal bezel with its hexagonal screws over a wider case.
      const screws = [[-88, -118], [88, -118], [132, -40], [132, 40], [88, 118], [-88, 118], [-132, 40], [-132, -40]] as const;
      return { outer: roundedRect(c, c, 168, 162, 60), bezel: octagon(c, c, 152, 148, 50), dial: roundedRect(c, c, 112, 108, 16), halfW: 168, halfH: 162, dialW: 106, dialH: 102, screws };
    }
  }
}

/** Where a ray from the centre at `deg` (0 = 12 o'clock) meets a w x h box, pulled in by `inset`. */
function onBox(cx: number, cy: number, hw: number, hh: number, deg: number, inset: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  const sx = Math.sin(a);
  const sy = -Math.cos(a);
  const t = Math.min(Math.abs(sx) > 1e-6 ? hw / Math.abs(sx) : Infinity, Math.abs(sy) > 1e-6 ? hh / Math.abs(sy) : Infinity) - inset;
  return [cx + sx * t, cy + sy * t];
}

/** A watch whose case is not round: the same strap, hands and light, on its own case and dial. */
function shapedWatch(s: Scene, shape: CaseShape): string {
  const { p } = s;
  const m = p.metal;
  const cx = 400;
  const cy = 400;
  const g = caseGeometry(shape);
  const dial = s.radial('dial', [[0, p.hi], [0.55, p.base], [1, p.lo2]], 0.42, 0.38, 0.7);
  const strap = s.linear('strap', [[0, p.lo2], [0.18, p.lo], [0.5, p.base], [0.82, p.lo], [1, p.lo2]], 0, 0, 1, 0);
  const sw = Math.min(64, g.halfW - 26);
  const top = cy - g.halfH + 20;
  const bottom = cy + g.halfH - 20;
  const indices: string[] = [];
  for (let i = 0; i < 12; i++) {
    const [x, y] = onBox(cx, cy, g.dialW, g.dialH, i * 30, i % 3 === 0 ? 22 : 16);
    const w = i % 3 === 0 ? 9 : 6;
    const h = i % 3 === 0 ? 26 : 18;
    indices.push(`<rect x="${fmt(x - w / 2)}" y="${fmt(y - h / 2)}" width="${w}" height="${h}" rx="1.5" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width=".8" transform="rotate(${i * 30} ${fmt(x)} ${fmt(y)})"/>`);
  }
  const clip = s.raw('dialclip', (id) => `<clipPath id="${id}"><path d="${g.dial}"/></clipPath>`);
  const tapisserie: string[] = [];
  if (shape === 'octagon') {
    for (let x = cx - g.dialW; x <= cx + g.dialW; x += 14) tapisserie.push(`M ${x} ${cy - g.dialH} L ${x} ${cy + g.dialH}`);
    for (let y = cy - g.dialH; y <= cy + g.dialH; y += 14) tapisserie.push(`M ${cx - g.dialW} ${y} L ${cx + g.dialW} ${y}`);
  }
  const screw = (x: number, y: number): string =>
    shape === 'octagon'
      ? `<path d="M ${x - 7} ${y} L ${x - 3.5} ${y - 6} L ${x + 3.5} ${y - 6} L ${x + 7} ${y} L ${x + 3.5} ${y + 6} L ${x - 3.5} ${y + 6} Z" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>`
      : `<circle cx="${x}" cy="${y}" r="6.5" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/><path d="M ${x - 4} ${y} L ${x + 4} ${y}" stroke="${m.deep}" stroke-width="1.5"/>`;
  const holes = [bottom + 70, bottom + 95, bottom + 120].filter((y) => y < 700).map((y) => `<ellipse cx="400" cy="${y}" rx="5" ry="4" fill="${p.lo3}"/>`).join('');
  return [
    s.dropShadow(cx - sw - 4, 90, 2 * sw + 8, 620, 12, 16, 0.9, 30),
    `<path d="${g.outer}" fill="${p.shadow}" opacity=".3" filter="${s.url('blurL')}" transform="translate(12 16)"/>`,
    // straps, as wide as the case allows
    `<path d="M ${cx - sw} ${top} L ${cx + sw} ${top} L ${cx + sw - 8} 96 L ${cx - sw + 8} 96 Z" fill="${strap}" ${s.edge}/>`,
    `<path d="M ${cx - sw} ${bottom} L ${cx + sw} ${bottom} L ${cx + sw - 8} 690 Q ${cx + sw - 8} 718 ${cx} 726 Q ${cx - sw + 8} 718 ${cx - sw + 8} 690 Z" fill="${strap}" ${s.edge}/>`,
    s.stitch(`M ${cx - sw + 14} ${top} L ${cx - sw + 20} 104 M ${cx + sw - 20} 104 L ${cx + sw - 14} ${top}`, 0.7),
    s.stitch(`M ${cx - sw + 14} ${bottom} L ${cx - sw + 20} 688 M ${cx + sw - 20} 688 L ${cx + sw - 14} ${bottom}`, 0.7),
    holes,
    // crown, case, bezel, dial
    `<rect x="${cx + g.halfW - 4}" y="${cy - 14}" width="24" height="28" rx="4" fill="${s.url('metalV')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    shape === 'tank' ? `<circle cx="${cx + g.halfW + 22}" cy="${cy}" r="9" fill="#2d4a8a" stroke="${m.deep}" stroke-width="1"/>` : '',
    `<path d="${g.outer}" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="2"/>`,
    `<path d="${g.bezel}" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>`,
    `<path d="${g.dial}" fill="${m.deep}" transform="translate(0 0)"/>`,
    `<path d="${g.dial}" fill="${dial}" stroke="${m.deep}" stroke-width="3"/>`,
    tapisserie.length ? `<g clip-path="${clip}"><path d="${tapisserie.join(' ')}" stroke="${p.lo2}" stroke-width="2" opacity=".45"/></g>` : '',
    g.screws.map(([x, y]) => screw(cx + x, cy + y)).join(''),
    indices.join(''),
    watchHands(s, cx, cy, Math.min(72, g.dialH - 40), Math.min(108, g.dialH - 22), p.light ? '#8a2b1f' : m.light),
    `<g clip-path="${clip}"><path d="M ${cx - g.dialW} ${cy - g.dialH} L ${cx + g.dialW * 0.3} ${cy - g.dialH} L ${cx - g.dialW} ${cy + g.dialH * 0.2} Z" fill="#ffffff" opacity=".14"/></g>`,
  ].join('');
}

function chronograph(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const cx = 400;
  const cy = 400;
  const dial = s.radial('dial', [[0, p.hi], [0.6, p.base], [1, p.lo2]], 0.42, 0.38, 0.7);
  const sub = p.light
    ? s.radial('sub', [[0, p.base], [0.8, p.lo], [1, p.lo2]])
    : s.radial('sub', [[0, p.lo2], [0.8, p.lo], [1, p.lo3]]);
  const ticks: string[] = [];
  for (let i = 0; i < 60; i++) {
    const [x1, y1] = polar(cx, cy, 164, i * 6);
    const [x2, y2] = polar(cx, cy, i % 5 === 0 ? 148 : 155, i * 6);
    ticks.push(`M ${fmt(x1)} ${fmt(y1)} L ${fmt(x2)} ${fmt(y2)}`);
  }
  const indices: string[] = [];
  for (let i = 0; i < 12; i++) {
    if (i % 3 === 0 && i !== 0) continue;
    indices.push(
      `<rect x="${cx - (i === 0 ? 6 : 4)}" y="${cy - 134}" width="${i === 0 ? 12 : 8}" height="24" rx="1.5" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width=".8" transform="rotate(${i * 30} ${cx} ${cy})"/>`,
    );
  }
  const subdial = (x: number, y: number, deg: number): string => {
    const t: string[] = [];
    for (let i = 0; i < 12; i++) {
      const [x1, y1] = polar(x, y, 30, i * 30);
      const [x2, y2] = polar(x, y, 25, i * 30);
      t.push(`M ${fmt(x1)} ${fmt(y1)} L ${fmt(x2)} ${fmt(y2)}`);
    }
    const [hx, hy] = polar(x, y, 24, deg);
    return (
      `<circle cx="${x}" cy="${y}" r="35" fill="${sub}" stroke="${s.url('metalH')}" stroke-width="2.5"/>` +
      `<path d="${t.join(' ')}" stroke="${p.light ? p.lo3 : p.hi2}" stroke-width="1.4" opacity=".85"/>` +
      `<path d="M ${x} ${y} L ${fmt(hx)} ${fmt(hy)}" stroke="${p.light ? '#2b2622' : m.light}" stroke-width="3" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="3.5" fill="${m.mid}"/>`
    );
  };
  const links: string[] = [];
  for (let y = 70; y < 250; y += 30) links.push(`M 336 ${y} L 464 ${y}`);
  for (let y = 560; y < 740; y += 30) links.push(`M 336 ${y} L 464 ${y}`);
  const bracelet = s.linear('brace', [[0, m.dark], [0.12, m.mid], [0.3, m.light], [0.38, m.mid], [0.5, m.light], [0.62, m.mid], [0.7, m.light], [0.88, m.mid], [1, m.dark]], 0, 0, 1, 0);
  return [
    s.dropShadow(336, 40, 128, 720, 12, 16, 0.9, 12),
    `<circle cx="${cx + 12}" cy="${cy + 16}" r="172" fill="${p.shadow}" opacity=".3" filter="${s.url('blurL')}"/>`,
    `<rect x="336" y="40" width="128" height="720" rx="10" fill="${bracelet}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<path d="${links.join(' ')} M 378 40 L 378 250 M 422 40 L 422 250 M 378 550 L 378 760 M 422 550 L 422 760" stroke="${m.deep}" stroke-width="1.6" opacity=".7"/>`,
    // pushers & crown
    `<rect x="560" y="386" width="26" height="28" rx="4" fill="${s.url('metalV')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<rect x="556" y="392" width="24" height="18" rx="3" fill="${s.url('metalV')}" stroke="${m.deep}" stroke-width="1.5" transform="rotate(-38 ${cx} ${cy})"/>`,
    `<rect x="556" y="392" width="24" height="18" rx="3" fill="${s.url('metalV')}" stroke="${m.deep}" stroke-width="1.5" transform="rotate(38 ${cx} ${cy})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="172" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="2"/>`,
    `<circle cx="${cx}" cy="${cy}" r="166" fill="#1b1c1e"/>`,
    `<path d="${ticks.join(' ')}" stroke="#e9e6df" stroke-width="2"/>`,
    `<circle cx="${cx}" cy="${cy}" r="146" fill="${s.url('metalR')}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="141" fill="${dial}"/>`,
    indices.join(''),
    subdial(cx - 62, cy, 130),
    subdial(cx + 62, cy, 220),
    subdial(cx, cy + 66, 300),
    watchHands(s, cx, cy, 78, 118, '#c0392b'),
    watchCrystal(s, cx, cy, 141),
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Jewellery
// ---------------------------------------------------------------------------------------

function gem(s: Scene, name: string, cx: number, cy: number, w: number, h: number): string {
  // A brilliant cut in profile: table, crown facets and a pointed pavilion.
  const { p } = s;
  const g = s.linear(name, [[0, p.hi2], [0.35, p.hi], [0.6, p.base], [1, p.lo2]], 0, 0, 1, 1);
  const top = cy - h * 0.45;
  const girdle = cy - h * 0.1;
  const tip = cy + h * 0.55;
  const tw = w * 0.28;
  const gw = w / 2;
  return (
    `<path d="M ${cx - tw} ${top} L ${cx + tw} ${top} L ${cx + gw} ${girdle} L ${cx} ${tip} L ${cx - gw} ${girdle} Z" fill="${g}" ${s.edge}/>` +
    `<path d="M ${cx - gw} ${girdle} L ${cx + gw} ${girdle} M ${cx - tw} ${top} L ${cx - tw * 0.6} ${girdle} L ${cx} ${tip} M ${cx + tw} ${top} L ${cx + tw * 0.6} ${girdle} L ${cx} ${tip} M ${cx - tw * 0.6} ${girdle} L ${cx} ${top} L ${cx + tw * 0.6} ${girdle}" stroke="#ffffff" stroke-opacity=".45" stroke-width="1.5" fill="none"/>` +
    `<path d="M ${cx - tw} ${top} L ${cx} ${top} L ${cx - tw * 0.6} ${girdle} L ${cx - gw} ${girdle} Z" fill="#ffffff" opacity=".28"/>` +
    `<path d="M ${cx + gw} ${girdle} L ${cx} ${tip} L ${cx + tw * 0.6} ${girdle} Z" fill="#000000" opacity=".2"/>`
  );
}

function ring(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const band = s.linear('band', [[0, m.light], [0.25, m.mid], [0.5, m.dark], [0.7, m.mid], [0.9, m.light], [1, m.mid]], 0, 0, 1, 0.3);
  const inner = s.linear('inner', [[0, m.deep], [0.45, m.dark], [0.75, m.mid], [1, m.dark]], 0, 0, 1, 0);
  const outer = 'M 232 470 A 168 158 0 1 0 568 470 A 168 158 0 1 0 232 470 Z';
  const hole = 'M 268 464 A 132 126 0 1 1 532 464 A 132 126 0 1 1 268 464 Z';
  const clip = s.raw('ringhole', (id) => `<clipPath id="${id}"><path d="${hole}"/></clipPath>`);
  return [
    s.shadow(400, 628, 170, 16),
    `<path d="${outer} ${hole}" fill-rule="evenodd" fill="${band}" stroke="${m.deep}" stroke-width="1.5"/>`,
    // the inside of the band, seen at the bottom of the opening
    `<g clip-path="${clip}"><path d="M 200 300 L 600 300 L 600 640 L 200 640 Z M 268 446 A 132 126 0 1 1 532 446 A 132 126 0 1 1 268 446 Z" fill-rule="evenodd" fill="${inner}"/></g>`,
    `<path d="M 248 430 A 152 146 0 0 1 330 330" fill="none" stroke="#ffffff" stroke-width="5" opacity=".55" stroke-linecap="round"/>`,
    `<path d="M 520 560 A 150 140 0 0 1 470 600" fill="none" stroke="#ffffff" stroke-width="3" opacity=".35" stroke-linecap="round"/>`,
    // setting: basket and prongs
    `<path d="M 334 300 L 466 300 L 442 340 L 358 340 Z" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    gem(s, 'stone', 400, 236, 184, 154),
    `<path d="M 324 212 L 340 300 M 476 212 L 460 300 M 362 186 L 370 212 M 438 186 L 430 212" stroke="${s.url('metalV')}" stroke-width="7" stroke-linecap="round"/>`,
    `<circle cx="324" cy="210" r="6" fill="${s.url('metalR')}"/><circle cx="476" cy="210" r="6" fill="${s.url('metalR')}"/>`,
    `<path d="M 376 182 L 392 174" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".9"/>`,
    `<path d="M 420 174 L 428 170" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".7"/>`,
  ].join('');
}

function necklace(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  // The front of the necklace falls in a deep curve; the back closes over the top.
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= 40; i++) {
    const a = Math.PI * (i / 40);
    pts.push([400 - 220 * Math.cos(a), 190 + 290 * Math.sin(a) ** 1.3]);
  }
  const front = pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${fmt(x)} ${fmt(y)}`).join(' ');
  const back = 'M 180 190 C 196 120 604 120 620 190';
  const stones = pts
    .filter((_, i) => i % 3 === 0 && i > 2 && i < 38 && i !== 21 && i !== 18)
    .map(([x, y], i) => {
      const r = 7 + Math.sin((i / 11) * Math.PI) * 6;
      return (
        `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r + 3)}" fill="${s.url('metalR')}"/>` +
        `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${s.url('bodyR')}" ${s.edge}/>` +
        `<circle cx="${fmt(x - r / 3)}" cy="${fmt(y - r / 3)}" r="${fmt(r / 3)}" fill="#ffffff" opacity=".6"/>`
      );
    })
    .join('');
  const drop = s.radial('drop', [[0, p.hi2], [0.35, p.hi], [0.75, p.base], [1, p.lo2]], 0.38, 0.35, 0.7);
  const chain = (d: string): string =>
    `<path d="${d}" fill="none" stroke="${m.deep}" stroke-width="5.5"/><path d="${d}" fill="none" stroke="${m.light}" stroke-width="3.5" stroke-dasharray="5 3"/>`;
  return [
    `<path d="${front} ${back}" fill="none" stroke="${p.shadow}" stroke-width="5" opacity=".22" transform="translate(8 12)" filter="${s.url('blurM')}"/>`,
    `<path d="M 400 502 C 446 544 452 584 430 608 Q 400 630 370 608 C 348 584 354 544 400 502 Z" fill="${p.shadow}" opacity=".3" transform="translate(8 12)" filter="${s.url('blurM')}"/>`,
    chain(back),
    chain(front),
    // clasp
    `<ellipse cx="400" cy="138" rx="13" ry="8" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<circle cx="420" cy="139" r="5" fill="none" stroke="${m.mid}" stroke-width="2.5"/>`,
    stones,
    // bail and pendant
    `<circle cx="400" cy="492" r="11" fill="none" stroke="${s.url('metalH')}" stroke-width="5"/>`,
    `<path d="M 400 502 C 446 544 452 584 430 608 Q 400 630 370 608 C 348 584 354 544 400 502 Z" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<path d="M 400 514 C 436 550 440 582 423 601 Q 400 618 377 601 C 360 582 364 550 400 514 Z" fill="${drop}" ${s.edge}/>`,
    `<path d="M 384 544 Q 378 569 386 590" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".55"/>`,
  ].join('');
}

function bracelet(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const rx = 206;
  const ry = 116;
  const cy = 410;
  const h = 64;
  const top = `M ${400 - rx} ${cy} A ${rx} ${ry} 0 1 0 ${400 + rx} ${cy} A ${rx} ${ry} 0 1 0 ${400 - rx} ${cy} Z`;
  const clip = s.raw('brclip', (id) => `<clipPath id="${id}"><path d="${top}"/></clipPath>`);
  const front = s.linear('brf', [[0, p.lo], [0.12, p.hi], [0.35, p.hi2], [0.55, p.base], [0.85, p.lo], [1, p.lo2]], 0, 0, 1, 0);
  const innerWall = s.linear('brin', [[0, p.lo3], [0.5, p.lo2], [1, p.lo3]], 0, 0, 1, 0);
  const irx = rx - 10;
  const iry = ry - 8;
  const bottomOfInside = `M ${400 - irx} ${cy + h} A ${irx} ${iry} 0 1 0 ${400 + irx} ${cy + h} A ${irx} ${iry} 0 1 0 ${400 - irx} ${cy + h} Z`;
  return [
    s.shadow(400, cy + ry + h - 4, 236, 22),
    `<path d="M ${400 - rx} ${cy + h} A ${rx} ${ry} 0 0 1 ${400 + rx} ${cy + h}" fill="none" stroke="${p.shadow}" stroke-width="10" opacity=".2" filter="${s.url('blurM')}"/>`,
    // inner surface of the far wall: the top opening minus what the floor shows through it
    `<g clip-path="${clip}"><path d="M 150 250 L 650 250 L 650 650 L 150 650 Z ${bottomOfInside}" fill-rule="evenodd" fill="${innerWall}"/>` +
      `</g>`,
    `<path d="${top}" fill="none" stroke="${s.url('metalH')}" stroke-width="6"/>`,
    // front wall
    `<path d="M ${400 - rx} ${cy} A ${rx} ${ry} 0 0 0 ${400 + rx} ${cy} L ${400 + rx} ${cy + h} A ${rx} ${ry} 0 0 1 ${400 - rx} ${cy + h} Z" fill="${front}" ${s.edge}/>`,
    `<path d="M ${400 - rx} ${cy} A ${rx} ${ry} 0 0 0 ${400 + rx} ${cy}" fill="none" stroke="${s.url('metalH')}" stroke-width="7"/>`,
    `<path d="M ${400 - rx} ${cy + h} A ${rx} ${ry} 0 0 0 ${400 + rx} ${cy + h}" fill="none" stroke="${s.url('metalH')}" stroke-width="7"/>`,
    `<path d="M ${400 - rx + 30} ${cy + 40} A ${rx} ${ry} 0 0 0 ${400 - 60} ${cy + ry + 22}" fill="none" stroke="#ffffff" stroke-width="6" opacity=".3" stroke-linecap="round" filter="${s.url('blurS')}"/>`,
    // clasp plate
    `<path d="M 370 ${cy + ry - 2} L 430 ${cy + ry - 2} L 430 ${cy + ry + h + 2} L 370 ${cy + ry + h + 2} Z" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1.5"/>`,
    `<path d="M 382 ${cy + ry + 10} L 418 ${cy + ry + 10} L 418 ${cy + ry + h - 10} L 382 ${cy + ry + h - 10} Z" fill="none" stroke="${m.deep}" stroke-width="1.5" opacity=".6"/>`,
    `<circle cx="400" cy="${cy + ry + h / 2}" r="7" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>`,
  ].join('');
}

function earrings(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const drop = s.radial('drop', [[0, p.hi2], [0.35, p.hi], [0.75, p.base], [1, p.lo2]], 0.38, 0.35, 0.7);
  // One earring in local coordinates: hook at the top, stone hanging below the origin.
  const dropD = 'M 0 -58 C 54 -8 60 50 30 82 Q 0 106 -30 82 C -60 50 -54 -8 0 -58 Z';
  const one =
    `<path d="M 0 -100 L 0 -140 C 0 -176 -44 -176 -46 -146 C -47 -132 -40 -124 -34 -118" fill="none" stroke="${m.deep}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M 0 -100 L 0 -140 C 0 -176 -44 -176 -46 -146 C -47 -132 -40 -124 -34 -118" fill="none" stroke="${m.mid}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-96" r="14" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>` +
    `<circle cx="0" cy="-96" r="7.5" fill="${s.url('bodyR')}"/>` +
    `<path d="M 0 -82 L 0 -56" stroke="${m.deep}" stroke-width="6"/><path d="M 0 -82 L 0 -56" stroke="${m.mid}" stroke-width="3.5"/>` +
    `<path d="${dropD}" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1.5"/>` +
    `<path d="M 0 -44 C 44 -2 48 46 24 72 Q 0 92 -24 72 C -48 46 -44 -2 0 -44 Z" fill="${drop}" ${s.edge}/>` +
    `<path d="M -26 16 L 26 16 M 0 -30 L -26 16 L 0 82 L 26 16 Z" fill="none" stroke="#ffffff" stroke-opacity=".22" stroke-width="1.2"/>` +
    `<path d="M -20 4 Q -28 36 -16 60" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".55"/>`;
  const shadow =
    `<path d="${dropD}" fill="${p.shadow}"/><path d="M 0 -140 L 0 -56" stroke="${p.shadow}" stroke-width="6"/>`;
  const place = (x: number, y: number, deg: number, markup: string): string =>
    `<g transform="translate(${x} ${y}) rotate(${deg}) scale(1.3)">${markup}</g>`;
  return [
    `<g opacity=".28" filter="${s.url('blurM')}">${place(300, 426, -10, shadow)}${place(500, 406, 8, shadow)}</g>`,
    place(290, 412, -10, one),
    place(490, 392, 8, one),
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Art
// ---------------------------------------------------------------------------------------

function pictureLight(s: Scene, cx: number, y: number, w: number): string {
  const glow = s.radial('plglow', [[0, '#fffaf0', 0.75], [0.5, '#fffaf0', 0.3], [1, '#fffaf0', 0]], cx, y + 90, 300, true);
  return (
    `<rect width="800" height="800" fill="${glow}"/>` +
    `<rect x="${cx - 4}" y="${y - 30}" width="8" height="30" fill="${s.url('metalH')}"/>` +
    `<rect x="${cx - w / 2}" y="${y - 14}" width="${w}" height="22" rx="11" fill="${s.url('metalV')}" stroke="${s.p.metal.deep}" stroke-width="1"/>`
  );
}

function giltFrame(s: Scene, x: number, y: number, w: number, h: number, t: number): string {
  const m = GOLD;
  const top = s.linear('gfT', [[0, m.light], [0.5, m.mid], [1, m.dark]]);
  const left = s.linear('gfL', [[0, m.mid], [0.5, m.light], [1, m.dark]], 0, 0, 1, 0);
  const right = s.linear('gfR', [[0, m.dark], [0.5, m.mid], [1, m.deep]], 0, 0, 1, 0);
  const bottom = s.linear('gfB', [[0, m.dark], [0.5, m.mid], [1, m.deep]]);
  const x2 = x + w;
  const y2 = y + h;
  const ix = x + t;
  const iy = y + t;
  const ix2 = x2 - t;
  const iy2 = y2 - t;
  return (
    `<path d="M ${x} ${y} L ${x2} ${y} L ${ix2} ${iy} L ${ix} ${iy} Z" fill="${top}"/>` +
    `<path d="M ${x} ${y} L ${ix} ${iy} L ${ix} ${iy2} L ${x} ${y2} Z" fill="${left}"/>` +
    `<path d="M ${x2} ${y} L ${x2} ${y2} L ${ix2} ${iy2} L ${ix2} ${iy} Z" fill="${right}"/>` +
    `<path d="M ${x} ${y2} L ${ix} ${iy2} L ${ix2} ${iy2} L ${x2} ${y2} Z" fill="${bottom}"/>` +
    `<rect x="${x + t * 0.4}" y="${y + t * 0.4}" width="${w - t * 0.8}" height="${h - t * 0.8}" fill="none" stroke="${m.deep}" stroke-opacity=".45" stroke-width="2"/>` +
    `<rect x="${x + t * 0.22}" y="${y + t * 0.22}" width="${w - t * 0.44}" height="${h - t * 0.44}" fill="none" stroke="${m.light}" stroke-opacity=".6" stroke-width="2" stroke-dasharray="3 5"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${m.deep}" stroke-width="2"/>` +
    `<rect x="${ix}" y="${iy}" width="${w - 2 * t}" height="${h - 2 * t}" fill="none" stroke="${m.deep}" stroke-width="2"/>`
  );
}

function painting(s: Scene): string {
  s.backdrop = 'wall';
  const { p } = s;
  const ground = p.light ? mixColors(p.base, '#8c7a62', 0.4) : mixColors(p.base, '#e9dcc4', p.dark ? 0.42 : 0.5);
  const upper = s.linear('pu', [[0, p.hi], [1, p.base]]);
  const lower = p.light
    ? s.linear('pl', [[0, mixColors(p.base, '#5e4e3e', 0.4)], [1, mixColors(p.base, '#3e3228', 0.55)]])
    : s.linear('pl', [[0, p.lo], [1, p.lo2]]);
  const ochre = p.light ? '#b7793a' : mixColors(p.base, '#d9a441', 0.7);
  return [
    pictureLight(s, 400, 120, 150),
    s.dropShadow(206, 146, 388, 484, 12, 22, 1.1),
    `<rect x="262" y="216" width="276" height="372" fill="${ground}"/>`,
    `<g filter="${s.url('blurS')}">` +
      `<rect x="290" y="246" width="220" height="172" rx="6" fill="${upper}"/>` +
      `<rect x="290" y="436" width="220" height="34" rx="4" fill="${ochre}" opacity=".9"/>` +
      `<rect x="290" y="486" width="220" height="76" rx="6" fill="${lower}"/></g>`,
    `<rect x="262" y="216" width="276" height="372" fill="${s.url('sheen')}" opacity=".35"/>`,
    `<rect x="248" y="202" width="304" height="400" fill="none" stroke="#f1e8d4" stroke-width="14"/>`,
    giltFrame(s, 206, 146, 388, 484, 44),
  ].join('');
}

function print(s: Scene): string {
  s.backdrop = 'wall';
  const { p } = s;
  const ochre = p.light ? '#b98a4c' : mixColors('#d6a648', p.base, 0.15);
  const clip = s.raw('prclip', (id) => `<clipPath id="${id}"><rect x="300" y="250" width="200" height="280"/></clipPath>`);
  const frame = s.linear('prf', [[0, '#4a423b'], [1, '#15110f']], 0, 0, 1, 1);
  const grain = s.raw('prgrain', (id) =>
    `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="0.8" fill="#f6f1e6" fill-opacity=".25"/></pattern>`);
  return [
    s.shadow(400, 606, 200, 12),
    `<rect x="246" y="196" width="308" height="408" fill="${p.shadow}" opacity=".3" filter="${s.url('blurL')}" transform="translate(12 -8)"/>`,
    `<rect x="246" y="196" width="308" height="408" fill="${frame}"/>`,
    `<rect x="260" y="210" width="280" height="380" fill="${s.url('ivory')}"/>`,
    `<path d="M 260 210 L 540 210 L 528 222 L 272 222 Z" fill="#000000" opacity=".1"/>`,
    `<path d="M 260 210 L 272 222 L 272 578 L 260 590 Z" fill="#000000" opacity=".06"/>`,
    `<rect x="299" y="249" width="202" height="282" fill="none" stroke="#d6ccba" stroke-width="2"/>`,
    `<g clip-path="${clip}"><rect x="300" y="250" width="200" height="280" fill="#f6f1e6"/>` +
      `<rect x="300" y="250" width="70" height="150" fill="${ochre}"/>` +
      `<circle cx="432" cy="336" r="62" fill="${tone(p, 0.5)}"/>` +
      `<path d="M 300 530 L 300 420 A 110 110 0 0 1 410 530 Z" fill="${tone(p, 0.85)}"/>` +
      `<rect x="300" y="250" width="200" height="280" fill="${grain}"/>` +
      `<circle cx="462" cy="482" r="16" fill="${tone(p, 0.25)}"/>` +
      `<path d="M 340 430 L 500 430" stroke="#1d1a17" stroke-width="3"/></g>`,
    `<rect x="246" y="196" width="308" height="408" fill="${s.url('sheen')}" opacity=".22"/>`,
  ].join('');
}

function photograph(s: Scene): string {
  s.backdrop = 'wall';
  const { p } = s;
  const px = 214;
  const py = 280;
  const pw = 372;
  const ph = 250;
  const sky = s.linear('phsky', [[0, tone(p, 0.3)], [1, tone(p, 0.08)]]);
  const clip = s.raw('phclip', (id) => `<clipPath id="${id}"><rect x="${px}" y="${py}" width="${pw}" height="${ph}"/></clipPath>`);
  const frame = s.linear('phf', [[0, '#3a3633'], [1, '#111010']]);
  return [
    s.dropShadow(150, 210, 500, 390, 10, 18, 1),
    `<rect x="150" y="210" width="500" height="390" fill="${frame}"/>`,
    `<rect x="164" y="224" width="472" height="362" fill="${s.url('ivory')}"/>`,
    `<path d="M 164 224 L 636 224 L 622 238 L 178 238 Z" fill="#000000" opacity=".1"/>`,
    `<g clip-path="${clip}">` +
      `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="${sky}"/>` +
      `<circle cx="470" cy="360" r="30" fill="${tone(p, 0)}"/>` +
      `<path d="M 214 440 L 282 372 L 322 404 L 380 340 L 452 420 L 500 392 L 586 452 L 586 530 L 214 530 Z" fill="${tone(p, 0.42)}"/>` +
      `<path d="M 214 470 L 300 420 L 360 452 L 430 410 L 520 470 L 586 446 L 586 530 L 214 530 Z" fill="${tone(p, 0.62)}"/>` +
      `<rect x="${px}" y="486" width="${pw}" height="44" fill="${tone(p, 0.85)}"/>` +
      `<path d="M 440 494 L 500 494 M 450 506 L 490 506 M 458 518 L 482 518" stroke="${tone(p, 0.1)}" stroke-width="2.5" opacity=".7"/></g>`,
    `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="none" stroke="#cfc6b5" stroke-width="1"/>`,
    `<rect x="150" y="210" width="500" height="390" fill="${s.url('sheen')}" opacity=".3"/>`,
  ].join('');
}

function sculpture(s: Scene): string {
  const { p } = s;
  const stoneTop = s.linear('plT', [[0, '#fbf8f2'], [1, '#ebe5da']]);
  const stoneF = s.linear('plF', [[0, '#f3eee5'], [1, '#d9d1c3']]);
  const stoneS = s.linear('plS', [[0, '#cfc6b6'], [1, '#b3a995']]);
  const form = s.radial('form', [[0, p.hi2], [0.25, p.hi], [0.65, p.base], [1, p.lo2]], 0.32, 0.28, 0.85);
  const inner = s.linear('forminner', [[0, p.lo3], [1, p.lo]], 0, 0, 1, 1);
  const outer = 'M 372 486 C 296 452 276 340 312 258 C 340 196 414 170 462 210 C 514 254 520 372 474 440 C 456 468 434 484 428 486 Z';
  const hole = 'M 396 292 C 436 288 452 336 440 384 C 430 420 398 428 384 400 C 366 370 364 298 396 292 Z';
  const clip = s.raw('hole', (id) => `<clipPath id="${id}"><path d="${hole}"/></clipPath>`);
  return [
    s.shadow(420, 652, 190, 16),
    // plinth
    `<path d="M 300 500 L 500 500 L 500 652 L 300 652 Z" fill="${stoneF}" stroke="#c9bfae" stroke-width="1"/>`,
    `<path d="M 300 500 L 330 482 L 530 482 L 500 500 Z" fill="${stoneTop}" stroke="#d6cebf" stroke-width="1"/>`,
    `<path d="M 500 500 L 530 482 L 530 632 L 500 652 Z" fill="${stoneS}"/>`,
    // form with a pierced opening; the inner wall shows on one side of the opening
    `<ellipse cx="412" cy="488" rx="74" ry="9" fill="${p.shadow}" opacity=".35" filter="${s.url('blurS')}"/>`,
    `<path d="${outer} ${hole}" fill-rule="evenodd" fill="${form}" ${s.edge}/>`,
    `<g clip-path="${clip}"><path d="${hole} ${hole.replace(/(\d+) (\d+)/g, (_m, x: string, y: string) => `${Number(x) + 16} ${Number(y) - 12}`)}" fill-rule="evenodd" fill="${inner}"/></g>`,
    `<path d="${hole}" fill="none" stroke="${p.lo3}" stroke-width="2" opacity=".6"/>`,
    `<path d="M 326 300 C 336 246 378 214 420 212" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity=".35" filter="${s.url('blurS')}"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Shoes
// ---------------------------------------------------------------------------------------

function sneaker(s: Scene): string {
  const { p } = s;
  const upper = s.linear('up', [[0, p.hi], [0.5, p.base], [1, p.lo]]);
  const sole = s.linear('sole', [[0, '#fdfbf6'], [0.7, '#ece5d8'], [1, '#d2c8b6']]);
  const upperD =
    'M 152 550 C 146 490 148 430 176 396 C 200 386 232 396 262 414 C 282 426 298 426 308 418 L 370 402 C 430 424 490 452 540 468 C 600 482 650 502 672 532 C 650 548 610 556 560 556 Z';
  const laces: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 380 + i * 34;
    const y = 414 + i * 13.5;
    const a: [number, number] = [x + 5, y - 13];
    const b: [number, number] = [x - 5, y + 13];
    laces.push(
      `<path d="M ${a[0]} ${a[1]} L ${b[0] + 20} ${b[1] + 2}" stroke="${p.light ? '#c8bfae' : '#f4efe4'}" stroke-width="6" stroke-linecap="round"/>`,
      `<circle cx="${a[0]}" cy="${a[1]}" r="3.2" fill="${s.url('metalR')}"/><circle cx="${b[0]}" cy="${b[1]}" r="3.2" fill="${s.url('metalR')}"/>`,
    );
  }
  return [
    s.shadow(410, 612, 270, 16),
    // tongue
    `<path d="M 300 426 L 320 374 C 328 358 354 358 360 372 L 382 414 Z" fill="${p.lo}" ${s.edge}/>`,
    `<path d="${upperD}" fill="${upper}" ${s.edge}/>`,
    // heel counter and toe cap overlays
    `<path d="M 152 550 C 146 490 148 430 176 396 C 202 418 222 470 232 553 Z" fill="${p.lo}" opacity=".9"/>`,
    s.stitch('M 164 548 C 160 490 164 436 184 410 C 204 430 216 474 222 550', 0.6),
    `<path d="M 560 474 C 610 486 652 504 672 532 C 650 548 612 556 566 556 C 548 532 546 496 560 474 Z" fill="${p.lo}" opacity=".7"/>`,
    s.stitch('M 566 484 C 556 504 558 532 572 550', 0.6),
    // quarter panel
    `<path d="M 244 554 C 266 486 330 452 424 446 C 390 478 372 520 368 556 Z" fill="${p.hi}" opacity=".45"/>`,
    s.stitch('M 256 552 C 278 494 336 462 410 456', 0.6),
    // padded collar and heel tab
    `<path d="M 176 396 C 200 386 232 396 262 414 C 282 426 298 426 308 418" fill="none" stroke="${p.lo2}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M 160 404 L 170 386 L 186 390 L 178 410 Z" fill="${p.lo2}"/>`,
    // eyestay and laces
    `<path d="M 312 426 L 370 402 L 548 470 L 520 490 L 338 436 Z" fill="${p.lo}" ${s.edge}/>`,
    s.stitch('M 338 426 L 520 482', 0.6),
    laces.join(''),
    // sole
    `<path d="M 148 548 L 560 556 C 610 556 650 548 672 532 C 684 552 676 590 640 604 C 630 608 620 610 600 610 L 186 610 C 160 610 146 596 146 570 Z" fill="${sole}" stroke="#b9ae9b" stroke-width="1.5"/>`,
    `<path d="M 150 578 L 664 570" stroke="#cfc5b3" stroke-width="2"/>`,
    `<path d="M 172 604 L 630 600 C 650 598 662 590 668 580" fill="none" stroke="#a39682" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M 190 562 L 540 568" stroke="#ffffff" stroke-width="3" opacity=".8"/>`,
  ].join('');
}

function heel(s: Scene): string {
  const { p } = s;
  const upper = s.linear('hup', [[0, p.hi2], [0.25, p.hi], [0.6, p.base], [1, p.lo]], 0, 0, 0.6, 1);
  const lining = s.linear('hlin', [[0, '#b89472'], [0.5, '#dcc3a3'], [1, '#ecdcc4']], 0, 0, 1, 0);
  const upperD =
    'M 220 378 L 212 308 C 211 298 218 295 226 300 C 292 356 380 436 474 492 C 560 508 642 548 682 598 C 678 608 664 612 640 612 L 494 612 C 432 580 342 412 220 378 Z';
  return [
    s.shadow(460, 620, 220, 12),
    `<ellipse cx="250" cy="628" rx="22" ry="6" fill="${p.shadow}" opacity=".4" filter="${s.url('blurS')}"/>`,
    // stiletto
    `<path d="M 218 374 C 222 440 240 540 244 626 L 256 626 C 258 540 272 450 302 394 Z" fill="${s.url('bodyH')}" ${s.edge}/>`,
    `<rect x="241" y="620" width="18" height="9" rx="2" fill="#1c1714"/>`,
    // upper, with the lining visible inside the opening
    `<path d="${upperD}" fill="${upper}" ${s.edge}/>`,
    `<path d="M 226 300 C 292 356 380 436 474 492 C 424 474 326 404 224 322 Z" fill="${lining}"/>`,
    `<path d="M 226 300 C 292 356 380 436 474 492" fill="none" stroke="${p.lo2}" stroke-width="3"/>`,
    `<path d="M 500 520 C 570 536 630 564 660 590" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity=".28" filter="${s.url('blurS')}"/>`,
    // sole edge
    `<path d="M 220 380 C 342 414 432 582 494 612 L 642 612 C 664 612 678 606 682 598" fill="none" stroke="${p.lo3}" stroke-width="5" stroke-linejoin="round"/>`,
  ].join('');
}

function boot(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const bootD =
    'M 262 148 C 254 230 250 300 262 380 C 270 430 272 470 266 520 C 262 560 262 590 268 608 L 678 608 C 686 580 668 552 630 538 C 560 516 470 500 436 440 C 420 400 414 330 418 260 C 420 210 420 175 416 148 Z';
  return [
    s.shadow(460, 628, 250, 14),
    `<path d="${bootD}" fill="${s.url('bodyH')}" ${s.edge}/>`,
    `<path d="M 430 420 C 450 500 560 516 630 538 C 668 552 686 580 678 608 L 430 608 Z" fill="${s.url('bodyV')}" opacity=".75"/>`,
    `<path d="M 262 148 Q 339 132 416 148 Q 339 166 262 148 Z" fill="${p.lo3}"/>`,
    `<path d="M 262 148 L 416 148 C 418 165 419 180 419 194 Q 339 210 258 194 C 259 180 260 165 262 148 Z" fill="${p.lo}" opacity=".75"/>`,
    s.stitch('M 260 198 Q 339 214 418 198'),
    `<path d="M 290 170 C 282 260 286 380 294 560" stroke="#ffffff" stroke-width="16" opacity=".14" fill="none" stroke-linecap="round" filter="${s.url('blurS')}"/>`,
    // ankle strap and buckle
    `<path d="M 266 486 Q 356 500 446 458" fill="none" stroke="${p.lo2}" stroke-width="18"/>`,
    `<rect x="392" y="462" width="30" height="28" rx="4" fill="none" stroke="${s.url('metal')}" stroke-width="5" transform="rotate(-20 407 476)"/>`,
    // toe cap seam, welt and heel
    s.stitch('M 540 512 C 560 540 568 576 566 604', 0.6),
    `<path d="M 268 606 L 680 604" stroke="${p.lo3}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M 266 604 L 348 604 L 344 640 L 272 640 Z" fill="${p.lo3}"/>`,
    `<path d="M 270 622 L 346 622" stroke="${m.dark}" stroke-width="1" opacity=".35"/>`,
  ].join('');
}

function loafer(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const upper = s.linear('lup', [[0, p.hi2], [0.3, p.hi], [0.65, p.base], [1, p.lo]]);
  const lining = s.linear('llin', [[0, '#8a6a4c'], [0.6, '#c9a882'], [1, '#a88763']], 0, 0, 1, 0);
  const upperD =
    'M 180 606 C 166 590 162 550 168 520 C 170 510 173 502 180 496 C 226 504 282 516 330 512 C 354 510 368 478 388 458 C 432 444 482 444 528 454 C 598 470 658 506 684 552 C 694 576 692 602 664 606 Z';
  return [
    s.shadow(428, 620, 262, 13),
    // far side of the opening: the lining
    `<path d="M 180 496 C 226 486 300 482 388 458 C 368 478 354 510 330 512 C 282 516 226 504 180 496 Z" fill="${lining}"/>`,
    `<path d="${upperD}" fill="${upper}" ${s.edge}/>`,
    `<path d="M 182 498 C 226 506 282 518 330 514 C 354 512 368 480 388 460" fill="none" stroke="${p.lo2}" stroke-width="6" stroke-linecap="round"/>`,
    // moccasin apron seam
    `<path d="M 400 462 C 460 476 580 480 636 526" fill="none" stroke="${p.lo2}" stroke-width="4"/>`,
    s.stitch('M 404 470 C 462 484 574 488 626 530', 0.8),
    `<path d="M 420 450 C 480 440 560 452 620 492" fill="none" stroke="#ffffff" stroke-width="6" opacity=".22" stroke-linecap="round" filter="${s.url('blurS')}"/>`,
    // horsebit across the vamp
    `<path d="M 412 468 L 508 462" stroke="${m.deep}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M 412 468 L 508 462" stroke="${s.url('metalH')}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="404" cy="470" r="14" fill="none" stroke="${m.deep}" stroke-width="8"/><circle cx="404" cy="470" r="14" fill="none" stroke="${s.url('metal')}" stroke-width="5"/>`,
    `<circle cx="516" cy="462" r="14" fill="none" stroke="${m.deep}" stroke-width="8"/><circle cx="516" cy="462" r="14" fill="none" stroke="${s.url('metal')}" stroke-width="5"/>`,
    `<rect x="446" y="455" width="28" height="18" rx="4" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1.2" transform="rotate(-3 460 464)"/>`,
    // sole and stacked heel
    `<path d="M 172 602 L 660 604 C 676 604 686 598 688 588 C 694 600 686 614 664 614 L 176 614 Z" fill="${p.lo3}"/>`,
    `<path d="M 172 606 L 270 606 L 268 632 L 176 632 Z" fill="${mixColors(p.lo3, '#3b2a1e', 0.5)}"/>`,
    `<path d="M 174 619 L 268 619" stroke="#000000" stroke-width="1" opacity=".3"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Fashion
// ---------------------------------------------------------------------------------------

function hanger(s: Scene, y: number, half: number): string {
  const m = s.p.metal;
  return (
    `<path d="M 400 ${y} L 400 ${y - 40} C 400 ${y - 70} 432 ${y - 72} 434 ${y - 48}" fill="none" stroke="${s.url('metalV')}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M ${400 - half} ${y + 28} Q 400 ${y - 18} ${400 + half} ${y + 28}" fill="none" stroke="#6e4c30" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M ${400 - half} ${y + 25} Q 400 ${y - 21} ${400 + half} ${y + 25}" fill="none" stroke="#a77c55" stroke-width="4" stroke-linecap="round" opacity=".8"/>` +
    `<circle cx="400" cy="${y + 4}" r="6" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>`
  );
}

function jacket(s: Scene): string {
  const { p } = s;
  const body = s.linear('jb', [[0, p.hi], [0.5, p.base], [1, p.lo]], 0, 0, 1, 0.4);
  const sleeve = s.linear('js', [[0, p.hi], [0.45, p.base], [1, p.lo2]], 0, 0, 1, 0);
  const lapel = s.linear('jl', [[0, p.hi2], [0.4, p.hi], [1, p.base]], 0, 0, 1, 1);
  const half =
    `<path d="M 400 208 L 358 198 C 320 206 270 218 240 230 C 222 238 214 262 212 300 L 262 330 L 262 642 C 310 650 360 654 402 656 Z" fill="${body}" ${s.edge}/>` +
    `<path d="M 240 230 C 222 238 214 262 212 300 C 204 400 200 500 198 592 L 252 598 C 256 500 262 400 268 322 C 264 280 254 250 240 230 Z" fill="${sleeve}" ${s.edge}/>` +
    `<path d="M 200 570 L 252 576" stroke="${p.lo2}" stroke-width="2" opacity=".7"/>` +
    `<circle cx="236" cy="586" r="3" fill="${p.lo3}"/><circle cx="226" cy="585" r="3" fill="${p.lo3}"/>` +
    `<path d="M 362 199 L 326 258 L 340 266 L 310 294 L 398 446 Z" fill="${lapel}" ${s.edge}/>` +
    `<path d="M 282 520 L 360 524" stroke="${p.lo2}" stroke-width="3"/><path d="M 280 522 L 362 526 L 362 540 L 280 536 Z" fill="${p.base}" ${s.edge}/>`;
  return [
    `<path d="M 240 230 L 560 230 L 600 600 L 548 600 L 548 650 L 252 650 L 252 600 L 200 600 Z" fill="${p.shadow}" opacity=".2" filter="${s.url('blurL')}" transform="translate(12 16)"/>`,
    hanger(s, 212, 158),
    // back lining in the V
    `<path d="M 356 196 L 400 184 L 444 196 L 400 450 Z" fill="${p.lo3}"/>`,
    `<path d="M 372 196 L 400 188 L 428 196 L 400 230 Z" fill="${p.lo2}"/>`,
    mirror(half),
    half,
    `<path d="M 400 446 L 402 656" stroke="${p.lo3}" stroke-width="2.5"/>`,
    `<path d="M 424 330 L 478 326" stroke="${p.lo2}" stroke-width="3"/><path d="M 424 332 L 478 328 L 480 338 L 426 342 Z" fill="${p.base}" ${s.edge}/>`,
    `<path d="M 446 326 L 452 312 L 468 314 L 466 328" fill="#f4efe4" opacity=".9"/>`,
    [480, 550].map((y) => `<circle cx="384" cy="${y}" r="9" fill="${p.lo3}"/><circle cx="382" cy="${y - 2}" r="5" fill="${p.lo2}"/>`).join(''),
  ].join('');
}

function dress(s: Scene): string {
  const { p } = s;
  const folds = s.linear('folds', [
    [0, '#000000', 0.22], [0.12, '#000000', 0], [0.22, '#ffffff', 0.16], [0.32, '#000000', 0.12], [0.45, '#ffffff', 0.12],
    [0.56, '#000000', 0.14], [0.68, '#ffffff', 0.1], [0.8, '#000000', 0.14], [0.9, '#ffffff', 0.05], [1, '#000000', 0.28],
  ], 0, 0, 1, 0);
  const bodice = s.linear('bod', [[0, p.lo], [0.3, p.hi], [0.6, p.base], [1, p.lo]], 0, 0, 1, 0);
  const skirtD = 'M 340 424 L 460 424 C 520 500 576 580 596 652 Q 400 688 204 652 C 224 580 280 500 340 424 Z';
  return [
    `<path d="${skirtD}" fill="${p.shadow}" opacity=".2" filter="${s.url('blurL')}" transform="translate(12 14)"/>`,
    hanger(s, 212, 120),
    `<path d="M 344 304 L 338 222 M 456 304 L 462 222" stroke="${p.lo}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${skirtD}" fill="${p.base}" ${s.edge}/>`,
    `<path d="${skirtD}" fill="${folds}"/>`,
    `<path d="M 370 430 L 330 660 M 400 430 L 400 670 M 430 430 L 470 660" stroke="${p.lo2}" stroke-width="2" opacity=".35"/>`,
    `<path d="M 326 302 Q 362 280 400 306 Q 438 280 474 302 L 462 424 L 338 424 Z" fill="${bodice}" ${s.edge}/>`,
    `<path d="M 400 306 L 400 424" stroke="${p.lo2}" stroke-width="1.5" opacity=".5"/>`,
    `<path d="M 336 418 Q 400 428 464 418 L 466 436 Q 400 446 334 436 Z" fill="${p.lo2}"/>`,
    `<rect x="388" y="420" width="24" height="20" rx="3" fill="none" stroke="${s.url('metal')}" stroke-width="4"/>`,
  ].join('');
}

function scarf(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const sq = 'M 214 214 Q 400 204 586 214 Q 596 400 586 586 Q 400 596 214 586 Q 204 400 214 214 Z';
  const clip = s.raw('scclip', (id) => `<clipPath id="${id}"><path d="${sq}"/></clipPath>`);
  const silk = s.linear('silk', [[0, '#ffffff', 0.3], [0.3, '#ffffff', 0], [0.55, '#ffffff', 0.18], [0.75, '#000000', 0.08], [1, '#000000', 0.2]], 0, 0, 1, 1);
  const petals: string[] = [];
  for (let i = 0; i < 16; i++) {
    petals.push(`<ellipse cx="400" cy="336" rx="14" ry="46" fill="${i % 2 ? p.hi : m.mid}" opacity=".9" transform="rotate(${i * 22.5} 400 400)"/>`);
  }
  const corner = (deg: number): string =>
    `<g transform="rotate(${deg} 400 400)"><path d="M 262 262 m 0 70 a 70 70 0 0 1 70 -70" fill="none" stroke="${m.mid}" stroke-width="5"/>` +
    `<circle cx="272" cy="272" r="14" fill="${p.hi}"/><circle cx="272" cy="272" r="6" fill="${m.mid}"/></g>`;
  return [
    `<path d="${sq}" fill="${p.shadow}" opacity=".3" filter="${s.url('blurL')}" transform="translate(12 18)"/>`,
    `<g transform="rotate(-6 400 400)">`,
    `<path d="${sq}" fill="${p.lo}" ${s.edge}/>`,
    `<g clip-path="${clip}">` +
      `<rect x="240" y="240" width="320" height="320" fill="${p.base}"/>` +
      `<rect x="240" y="240" width="320" height="320" fill="none" stroke="${m.mid}" stroke-width="4"/>` +
      `<rect x="252" y="252" width="296" height="296" fill="none" stroke="${p.hi2}" stroke-width="2" stroke-dasharray="2 6"/>` +
      [0, 90, 180, 270].map(corner).join('') +
      `<circle cx="400" cy="400" r="104" fill="${p.lo}" stroke="${m.mid}" stroke-width="3"/>` +
      petals.join('') +
      `<circle cx="400" cy="400" r="36" fill="${p.lo2}" stroke="${m.light}" stroke-width="3"/>` +
      `<circle cx="400" cy="400" r="14" fill="${m.mid}"/>` +
      `<path d="${sq}" fill="${silk}"/></g>`,
    // curled corner showing the reverse
    `<path d="M 586 506 Q 590 548 586 586 Q 548 590 506 588 Q 540 560 586 506 Z" fill="${p.bg[1]}"/>`,
    `<path d="M 506 588 Q 540 560 586 506 Q 548 520 530 530 Q 512 556 506 588 Z" fill="${p.hi}" ${s.edge}/>`,
    `<path d="M 506 588 Q 540 560 586 506" fill="none" stroke="${p.lo3}" stroke-width="4" opacity=".3" filter="${s.url('blurS')}"/>`,
    `</g>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Furniture
// ---------------------------------------------------------------------------------------

const WOOD = { light: '#9a6a43', mid: '#6f4a2d', dark: '#47301d' };

function chair(s: Scene): string {
  const { p } = s;
  const wood = s.linear('wood', [[0, WOOD.light], [0.5, WOOD.mid], [1, WOOD.dark]], 0, 0, 1, 0);
  const back = s.linear('cb', [[0, p.hi], [0.5, p.base], [1, p.lo]], 0, 0, 0.3, 1);
  const seat = s.linear('cs', [[0, p.hi2], [1, p.hi]]);
  const leg = (x1: number, x2: number, y1: number, y2: number): string =>
    `<path d="M ${x1 - 9} ${y1} L ${x1 + 9} ${y1} L ${x2 + 4} ${y2} L ${x2 - 4} ${y2} Z" fill="${wood}"/>`;
  const buttons: string[] = [];
  for (const [x, y] of [[350, 320], [450, 320], [400, 370], [350, 420], [450, 420]] as const) {
    buttons.push(
      `<path d="M ${x} ${y} L ${x - 26} ${y - 28} M ${x} ${y} L ${x + 26} ${y - 28} M ${x} ${y} L ${x - 26} ${y + 26} M ${x} ${y} L ${x + 26} ${y + 26}" stroke="${p.lo2}" stroke-width="2" opacity=".45"/>` +
        `<circle cx="${x}" cy="${y}" r="5" fill="${p.lo2}"/>`,
    );
  }
  return [
    s.shadow(400, 642, 220, 16),
    leg(316, 320, 560, 616),
    leg(484, 480, 560, 616),
    leg(262, 246, 560, 646),
    leg(538, 554, 560, 646),
    // back cushion
    `<path d="M 300 258 Q 400 238 500 258 Q 520 262 518 286 L 512 484 L 288 484 L 282 286 Q 280 262 300 258 Z" fill="${back}" ${s.edge}/>`,
    buttons.join(''),
    // seat
    `<path d="M 276 486 L 524 486 L 552 526 L 248 526 Z" fill="${seat}" ${s.edge}/>`,
    `<path d="M 248 526 L 552 526 Q 560 528 560 540 L 558 562 Q 556 572 544 572 L 256 572 Q 244 572 242 562 L 240 540 Q 240 528 248 526 Z" fill="${s.url('bodyV')}" ${s.edge}/>`,
    s.stitch('M 250 538 L 550 538', 0.5),
    // arms: wooden frame with upholstered pads
    `<path d="M 222 398 Q 222 380 240 380 L 272 380 Q 290 380 290 398 L 286 570 L 226 570 Z" fill="${s.url('bodyH')}" ${s.edge}/>`,
    `<path d="M 578 398 Q 578 380 560 380 L 528 380 Q 510 380 510 398 L 514 570 L 574 570 Z" fill="${s.url('bodyH')}" ${s.edge}/>`,
    `<rect x="216" y="370" width="80" height="16" rx="8" fill="${wood}"/><rect x="504" y="370" width="80" height="16" rx="8" fill="${wood}"/>`,
  ].join('');
}

function sofa(s: Scene): string {
  const { p } = s;
  const back = s.linear('sfb', [[0, p.hi], [0.6, p.base], [1, p.lo]]);
  const cushTop = s.linear('sfc', [[0, p.hi2], [1, p.hi]]);
  const backCushion = (x: number): string =>
    `<rect x="${x}" y="306" width="136" height="170" rx="20" fill="${s.url('bodyV')}" ${s.edge}/>` +
    `<rect x="${x + 14}" y="314" width="108" height="34" rx="16" fill="#ffffff" opacity=".12"/>`;
  const seat = (x: number): string =>
    `<path d="M ${x} 470 L ${x + 136} 470 L ${x + 140} 500 L ${x - 4} 500 Z" fill="${cushTop}" ${s.edge}/>` +
    `<rect x="${x - 4}" y="498" width="144" height="54" rx="12" fill="${s.url('bodyV')}" ${s.edge}/>` +
    s.stitch(`M ${x + 6} 512 L ${x + 130} 512`, 0.45);
  const arm = (x: number): string =>
    `<path d="M ${x} 432 Q ${x} 388 ${x + 44} 388 Q ${x + 88} 388 ${x + 88} 432 L ${x + 86} 600 L ${x + 2} 600 Z" fill="${s.url('bodyH')}" ${s.edge}/>` +
    `<ellipse cx="${x + 44}" cy="430" rx="36" ry="30" fill="${p.hi}" opacity=".3"/>` +
    `<path d="M ${x + 10} 430 Q ${x + 44} 404 ${x + 78} 430" fill="none" stroke="${p.lo2}" stroke-width="2" opacity=".5"/>`;
  return [
    s.shadow(400, 628, 330, 18),
    `<path d="M 180 600 L 190 636 M 620 600 L 610 636" stroke="${s.url('metalV')}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M 156 330 Q 156 290 196 290 L 604 290 Q 644 290 644 330 L 644 480 L 156 480 Z" fill="${back}" ${s.edge}/>`,
    backCushion(196),
    backCushion(332),
    backCushion(468),
    `<rect x="150" y="546" width="500" height="58" rx="8" fill="${p.lo}" ${s.edge}/>`,
    `<rect x="150" y="546" width="500" height="58" rx="8" fill="${s.url('shadeV')}"/>`,
    seat(200),
    seat(332),
    seat(464),
    arm(110),
    arm(602),
  ].join('');
}

function lamp(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const shade = s.linear('shade', [[0, p.lo], [0.25, p.hi], [0.5, p.hi2], [0.75, p.hi], [1, p.lo]], 0, 0, 1, 0);
  const glowV = s.linear('glowV', [[0, '#fff6dc', 0], [0.7, '#fff6dc', 0.12], [1, '#fff2cc', 0.45]]);
  const halo = s.radial('halo', [[0, '#fff3d0', 0.7], [1, '#fff3d0', 0]], 400, 400, 300, true);
  const vase = s.radial('vase', [[0, p.hi2], [0.3, p.hi], [0.7, p.base], [1, p.lo2]], 0.35, 0.35, 0.75);
  return [
    `<ellipse cx="400" cy="420" rx="300" ry="260" fill="${halo}"/>`,
    s.shadow(400, 628, 140, 14),
    `<path d="M 392 360 L 392 430 L 408 430 L 408 360 Z" fill="${s.url('metalH')}"/>`,
    // ceramic base
    `<path d="M 372 428 C 304 448 288 560 330 606 L 470 606 C 512 560 496 448 428 428 Z" fill="${vase}" ${s.edge}/>`,
    `<rect x="366" y="420" width="68" height="14" rx="4" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1"/>`,
    `<path d="M 318 606 L 482 606 L 488 628 L 312 628 Z" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1"/>`,
    // shade: underside glow then the drum
    `<ellipse cx="400" cy="362" rx="160" ry="20" fill="#fff4d6"/>`,
    `<path d="M 306 176 L 494 176 L 560 362 Q 400 384 240 362 Z" fill="${shade}" ${s.edge}/>`,
    `<path d="M 306 176 L 494 176 L 560 362 Q 400 384 240 362 Z" fill="${glowV}"/>`,
    `<ellipse cx="400" cy="176" rx="94" ry="8" fill="${p.lo}" ${s.edge}/>`,
    `<path d="M 242 356 Q 400 378 558 356" fill="none" stroke="${p.lo2}" stroke-width="3" opacity=".5"/>`,
    `<path d="M 308 184 L 494 184" stroke="${p.lo2}" stroke-width="2" opacity=".4"/>`,
    `<circle cx="400" cy="160" r="10" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>`,
    `<path d="M 400 170 L 400 176" stroke="${m.dark}" stroke-width="4"/>`,
  ].join('');
}

function table(s: Scene): string {
  const { p } = s;
  const top = s.radial('ttop', [[0, p.hi2], [0.4, p.hi], [1, p.base]], 0.4, 0.3, 0.8);
  const edge = s.linear('tedge', [[0, p.lo], [0.2, p.base], [0.5, p.hi], [0.8, p.base], [1, p.lo2]], 0, 0, 1, 0);
  const ped = s.linear('tped', [[0, p.lo2], [0.25, p.base], [0.45, p.hi], [0.7, p.base], [1, p.lo2]], 0, 0, 1, 0);
  return [
    s.shadow(400, 626, 230, 22),
    `<ellipse cx="400" cy="500" rx="200" ry="40" fill="${p.shadow}" opacity=".12" filter="${s.url('blurL')}"/>`,
    // tulip pedestal
    `<path d="M 366 420 C 384 470 388 510 388 540 C 388 576 310 598 262 612 A 138 26 0 0 0 538 612 C 490 598 412 576 412 540 C 412 510 416 470 434 420 Z" fill="${ped}" ${s.edge}/>`,
    `<path d="M 262 612 A 138 26 0 0 0 538 612" fill="none" stroke="${p.lo3}" stroke-width="2" opacity=".5"/>`,
    // top with edge thickness
    `<path d="M 150 380 A 250 70 0 0 0 650 380 L 650 402 A 250 70 0 0 1 150 402 Z" fill="${edge}" ${s.edge}/>`,
    `<ellipse cx="400" cy="380" rx="250" ry="70" fill="${top}" ${s.edge}/>`,
    `<ellipse cx="350" cy="362" rx="130" ry="24" fill="#ffffff" opacity=".18" filter="${s.url('blurM')}"/>`,
    `<path d="M 170 388 A 240 64 0 0 0 630 388" fill="none" stroke="#ffffff" stroke-width="2" opacity=".3"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Vehicles
// ---------------------------------------------------------------------------------------

function wheel(s: Scene, cx: number, cy: number): string {
  const m = STEEL;
  const spokes: string[] = [];
  for (let i = 0; i < 10; i++) {
    const [x1, y1] = polar(cx, cy, 12, i * 36);
    const [x2, y2] = polar(cx, cy, 42, i * 36 + (i % 2 ? 6 : -6));
    spokes.push(`M ${fmt(x1)} ${fmt(y1)} L ${fmt(x2)} ${fmt(y2)}`);
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="58" fill="#1c1c1e"/>` +
    `<circle cx="${cx}" cy="${cy}" r="55" fill="none" stroke="#3a3a3d" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="45" fill="#26272a"/>` +
    `<circle cx="${cx + 8}" cy="${cy - 4}" r="26" fill="#8e2a22"/>` +
    `<path d="${spokes.join(' ')}" stroke="${s.url('metalWheel')}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="44" fill="none" stroke="${s.url('metalWheel')}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="11" fill="${m.mid}" stroke="${m.dark}" stroke-width="1.5"/>`
  );
}

function car(s: Scene): string {
  const { p } = s;
  s.linear('metalWheel', [[0, STEEL.light], [0.5, STEEL.mid], [1, STEEL.dark]], 0, 0, 1, 1);
  const body = s.linear('carb', [[0, p.hi2], [0.25, p.hi], [0.5, p.base], [0.8, p.lo], [1, p.lo2]]);
  const rearX = 232;
  const frontX = 584;
  const wy = 560;
  const bodyD =
    `M 100 566 C 92 540 94 512 104 496 C 128 478 170 468 216 460 C 268 424 322 396 396 390 C 444 388 474 400 514 430 ` +
    `C 584 442 650 454 690 468 C 712 476 722 494 720 518 C 718 542 708 560 690 566 L ${frontX + 65} 570 ` +
    `A 66 66 0 0 0 ${frontX - 65} 570 L ${rearX + 65} 572 A 66 66 0 0 0 ${rearX - 65} 572 L 118 572 C 110 572 104 570 100 566 Z`;
  const glassD = 'M 256 458 C 298 428 338 408 396 404 C 442 402 468 412 500 432 Z';
  const well = (x: number, y: number): string =>
    `<path d="M ${x - 65} ${y + 11} A 66 66 0 0 1 ${x + 65} ${y + 11} Z" fill="#161412"/>`;
  return [
    s.shadow(410, 616, 320, 14),
    well(rearX, wy),
    well(frontX, wy - 1),
    `<path d="${bodyD}" fill="${body}" ${s.edge}/>`,
    `<path d="M 112 498 C 300 476 540 470 700 482" fill="none" stroke="#ffffff" stroke-width="5" opacity=".35" filter="${s.url('blurS')}"/>`,
    `<path d="M 120 538 C 300 528 560 526 716 532" fill="none" stroke="${p.lo2}" stroke-width="2" opacity=".6"/>`,
    `<path d="${glassD}" fill="${s.url('glass')}"/>`,
    `<path d="M 268 452 C 308 426 346 412 396 410" fill="none" stroke="#ffffff" stroke-width="3" opacity=".3"/>`,
    `<path d="M 404 402 L 396 450" stroke="${p.lo3}" stroke-width="7"/>`,
    `<path d="M 256 458 L 500 432" stroke="${p.lo2}" stroke-width="2"/>`,
    // door, handle, mirror, vents, lights
    `<path d="M 300 458 C 298 500 302 540 312 568 M 496 434 Q 506 500 498 566" fill="none" stroke="${p.lo3}" stroke-width="2" opacity=".7"/>`,
    `<rect x="420" y="470" width="26" height="5" rx="2.5" fill="${s.url('metalH')}"/>`,
    `<path d="M 494 432 L 518 424 L 524 438 L 500 444 Z" fill="${p.lo2}"/>`,
    `<path d="M 650 488 L 682 486 M 654 498 L 680 497" stroke="${p.lo3}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M 672 470 C 696 474 712 484 716 500 L 690 496 Z" fill="#f6f1e4" stroke="${p.lo2}" stroke-width="1.5"/>`,
    `<path d="M 102 500 L 126 490 L 128 504 L 104 512 Z" fill="#9e2b22"/>`,
    `<path d="M 300 570 L ${frontX - 70} 568" stroke="${p.lo3}" stroke-width="6" opacity=".55"/>`,
    wheel(s, rearX, wy),
    wheel(s, frontX, wy - 1),
  ].join('');
}

/**
 * An off-roader or luxury SUV (Defender, G 63, Bentayga, Cullinan, Urus): a tall, square
 * body on big wheels, an upright glasshouse and a flat roof (issue #10 item 13).
 */
function suv(s: Scene): string {
  const { p } = s;
  s.linear('metalWheel', [[0, STEEL.light], [0.5, STEEL.mid], [1, STEEL.dark]], 0, 0, 1, 1);
  const body = s.linear('carb', [[0, p.hi2], [0.25, p.hi], [0.5, p.base], [0.8, p.lo], [1, p.lo2]]);
  const rearX = 228;
  const frontX = 580;
  const wy = 560;
  const bodyD =
    `M 96 566 L 94 470 Q 94 454 108 452 L 150 448 L 196 342 Q 202 330 218 330 L 546 330 Q 562 330 570 344 L 620 442 ` +
    `L 694 454 Q 712 458 714 476 L 718 548 Q 718 566 700 566 L ${frontX + 65} 570 A 66 66 0 0 0 ${frontX - 65} 570 ` +
    `L ${rearX + 65} 572 A 66 66 0 0 0 ${rearX - 65} 572 L 110 572 Q 98 572 96 566 Z`;
  const well = (x: number, y: number): string => `<path d="M ${x - 66} ${y + 11} L ${x - 66} ${y - 8} A 66 66 0 0 1 ${x + 66} ${y - 8} L ${x + 66} ${y + 11} Z" fill="#161412"/>`;
  return [
    s.shadow(406, 616, 320, 14),
    well(rearX, wy),
    well(frontX, wy - 1),
    `<path d="${bodyD}" fill="${body}" ${s.edge}/>`,
    // roof rails and the glasshouse: three upright windows
    `<path d="M 214 322 L 552 322" stroke="${s.url('metalH')}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M 170 446 L 206 352 L 300 352 L 300 446 Z" fill="${s.url('glass')}"/>`,
    `<path d="M 316 446 L 316 352 L 430 352 L 430 446 Z" fill="${s.url('glass')}"/>`,
    `<path d="M 446 446 L 446 352 L 540 352 Q 552 352 558 362 L 600 446 Z" fill="${s.url('glass')}"/>`,
    `<path d="M 184 440 L 212 364 M 330 440 L 330 362" stroke="#ffffff" stroke-width="3" opacity=".25"/>`,
    // doors, handles, cladding, lights
    `<path d="M 308 352 L 308 560 M 438 352 L 438 556" stroke="${p.lo3}" stroke-width="2.5" opacity=".7"/>`,
    `<rect x="340" y="470" width="28" height="6" rx="3" fill="${s.url('metalH')}"/><rect x="466" y="470" width="28" height="6" rx="3" fill="${s.url('metalH')}"/>`,
    `<path d="M 112 536 L 700 536" stroke="${p.lo2}" stroke-width="3" opacity=".55"/>`,
    `<path d="M 98 540 L 98 566 L 162 566 M 714 540 L 714 560" stroke="#2a2724" stroke-width="10" opacity=".75"/>`,
    `<rect x="684" y="462" width="28" height="22" rx="6" fill="#f6f1e4" stroke="${p.lo2}" stroke-width="1.5"/>`,
    `<rect x="96" y="462" width="16" height="34" rx="3" fill="#9e2b22"/>`,
    `<path d="M 94 470 L 84 470 L 84 530 L 94 530" fill="#232120"/>`,
    wheel(s, rearX, wy),
    wheel(s, frontX, wy - 1),
  ].join('');
}

/** A convertible: the coupé's long bonnet with the roof down, a windscreen and the seats showing. */
function convertible(s: Scene): string {
  const { p } = s;
  s.linear('metalWheel', [[0, STEEL.light], [0.5, STEEL.mid], [1, STEEL.dark]], 0, 0, 1, 1);
  const body = s.linear('carb', [[0, p.hi2], [0.25, p.hi], [0.5, p.base], [0.8, p.lo], [1, p.lo2]]);
  const rearX = 232;
  const frontX = 584;
  const wy = 560;
  const bodyD =
    `M 100 566 C 92 540 94 506 108 488 C 150 474 220 470 300 468 L 470 468 C 560 470 640 474 690 482 ` +
    `C 712 488 722 500 720 520 C 718 544 708 560 690 566 L ${frontX + 65} 570 A 66 66 0 0 0 ${frontX - 65} 570 ` +
    `L ${rearX + 65} 572 A 66 66 0 0 0 ${rearX - 65} 572 L 118 572 C 110 572 104 570 100 566 Z`;
  const well = (x: number, y: number): string => `<path d="M ${x - 65} ${y + 11} A 66 66 0 0 1 ${x + 65} ${y + 11} Z" fill="#161412"/>`;
  return [
    s.shadow(410, 616, 320, 14),
    well(rearX, wy),
    well(frontX, wy - 1),
    // seats and the folded roof behind them
    `<path d="M 300 470 L 312 418 Q 316 408 328 410 L 338 414 L 336 470 Z M 384 470 L 396 420 Q 400 410 412 412 L 422 416 L 420 470 Z" fill="#3a2a22"/>`,
    `<path d="M 196 470 Q 220 448 276 450 L 290 470 Z" fill="#26211d"/>`,
    `<path d="${bodyD}" fill="${body}" ${s.edge}/>`,
    // windscreen frame and glass
    `<path d="M 466 470 L 510 414 L 520 416 L 480 470 Z" fill="${s.url('glass')}" opacity=".85"/>`,
    `<path d="M 466 470 L 510 414" stroke="${s.url('metalH')}" stroke-width="4"/>`,
    `<path d="M 112 494 C 300 480 540 478 700 488" fill="none" stroke="#ffffff" stroke-width="5" opacity=".35" filter="${s.url('blurS')}"/>`,
    `<path d="M 120 538 C 300 528 560 526 716 532" fill="none" stroke="${p.lo2}" stroke-width="2" opacity=".6"/>`,
    `<path d="M 350 472 Q 354 520 350 566" fill="none" stroke="${p.lo3}" stroke-width="2" opacity=".7"/>`,
    `<rect x="390" y="490" width="26" height="5" rx="2.5" fill="${s.url('metalH')}"/>`,
    `<path d="M 672 476 C 696 480 712 488 716 502 L 690 500 Z" fill="#f6f1e4" stroke="${p.lo2}" stroke-width="1.5"/>`,
    `<path d="M 102 494 L 126 486 L 128 500 L 104 508 Z" fill="#9e2b22"/>`,
    wheel(s, rearX, wy),
    wheel(s, frontX, wy - 1),
  ].join('');
}

function jet(s: Scene): string {
  s.backdrop = 'sky';
  const { p } = s;
  const white = s.linear('jw', [[0, '#ffffff'], [0.55, '#eeeae3'], [1, '#b9b3a8']]);
  const livery = s.linear('jlv', [[0, p.hi], [0.5, p.base], [1, p.lo2]]);
  const fuselage = 'M 150 404 C 150 386 176 376 226 372 L 560 368 C 622 368 672 378 702 396 C 714 404 712 412 700 416 C 668 428 620 432 560 432 L 230 430 C 180 428 150 420 150 404 Z';
  const clip = s.raw('jclip', (id) => `<clipPath id="${id}"><path d="${fuselage}"/></clipPath>`);
  const windows: string[] = [];
  for (let i = 0; i < 7; i++) {
    windows.push(`<ellipse cx="${330 + i * 34}" cy="392" rx="8" ry="10" fill="${s.url('glass')}"/>`);
  }
  return [
    `<g transform="translate(400 400) rotate(-7) scale(1.14) translate(-410 -390)">`,
    // far wing
    `<path d="M 420 378 L 360 330 L 384 328 L 480 376 Z" fill="#cfcac1"/>`,
    // tail
    `<path d="M 160 396 L 118 258 L 164 258 L 246 376 Z" fill="${livery}" ${s.edge}/>`,
    `<path d="M 88 262 L 196 258 L 190 246 L 112 248 Z" fill="${white}" stroke="#a9a295" stroke-width="1"/>`,
    `<path d="${fuselage}" fill="${white}" stroke="#a9a295" stroke-width="1.5"/>`,
    `<g clip-path="${clip}"><path d="M 140 412 C 300 420 560 414 720 400 L 720 440 L 140 440 Z" fill="${livery}"/>` +
      `<path d="M 140 406 C 300 414 560 408 720 394" fill="none" stroke="${p.metal.mid}" stroke-width="3"/></g>`,
    windows.join(''),
    `<path d="M 652 384 L 684 392 L 680 398 L 650 394 Z" fill="${s.url('glass')}"/>`,
    // engine pod
    `<path d="M 218 340 Q 218 328 232 328 L 312 330 Q 328 332 328 346 Q 328 360 312 362 L 232 364 Q 218 364 218 352 Z" fill="${white}" stroke="#a9a295" stroke-width="1.5"/>`,
    `<path d="M 312 330 Q 328 332 328 346 Q 328 360 312 362 Z" fill="#54585e"/>`,
    `<path d="M 240 362 L 256 378 L 286 378 L 280 362 Z" fill="#d9d4cb"/>`,
    `<path d="M 232 346 L 300 346" stroke="${p.base}" stroke-width="5"/>`,
    // near wing
    `<path d="M 392 418 L 300 508 L 334 510 L 488 424 Z" fill="${white}" stroke="#a9a295" stroke-width="1.5"/>`,
    `<path d="M 300 508 L 290 490 L 306 492 Z" fill="${livery}"/>`,
    `</g>`,
  ].join('');
}

function yacht(s: Scene): string {
  s.backdrop = 'sea';
  const { p } = s;
  const hull = s.linear('hull', [[0, p.hi], [0.35, p.base], [1, p.lo2]]);
  const white = s.linear('yw', [[0, '#ffffff'], [1, '#e4ded2']]);
  const hullD = 'M 132 462 L 690 452 C 704 452 716 458 722 466 L 690 536 C 682 546 664 552 628 552 L 192 552 C 160 552 142 536 132 462 Z';
  const win = (x: number, y: number, w: number, h: number, slant = 0): string =>
    `<path d="M ${x} ${y} L ${x + w} ${y} L ${x + w + slant} ${y + h} L ${x} ${y + h} Z" fill="${s.url('glass')}"/>`;
  return [
    // reflection
    `<g opacity=".35" filter="${s.url('blurS')}" transform="matrix(1 0 0 -1 0 1108)"><path d="${hullD}" fill="${p.lo}"/></g>`,
    `<rect x="160" y="546" width="520" height="8" fill="${p.shadow}" opacity=".25" filter="${s.url('blurS')}"/>`,
    // superstructure
    `<path d="M 200 464 L 204 424 L 556 418 C 584 420 610 436 628 458 Z" fill="${white}" stroke="#b4ab9c" stroke-width="1.2"/>`,
    `<path d="M 250 424 L 254 390 L 500 386 C 522 388 540 402 552 420 Z" fill="${white}" stroke="#b4ab9c" stroke-width="1.2"/>`,
    `<path d="M 300 390 L 304 366 L 446 364 C 462 366 474 376 480 388 Z" fill="${white}" stroke="#b4ab9c" stroke-width="1.2"/>`,
    win(232, 434, 300, 16, 28),
    win(276, 398, 214, 14, 26),
    win(318, 372, 112, 10, 22),
    // radar arch & mast
    `<path d="M 370 366 L 386 320 L 404 320 L 400 364 Z" fill="${white}" stroke="#b4ab9c" stroke-width="1.2"/>`,
    `<path d="M 394 320 L 394 284" stroke="#8d8a85" stroke-width="3"/><path d="M 378 296 L 412 296" stroke="#8d8a85" stroke-width="3"/>`,
    // hull
    `<path d="${hullD}" fill="${hull}" ${s.edge}/>`,
    `<path d="M 134 470 L 718 460" stroke="${p.hi2}" stroke-width="2" opacity=".6"/>`,
    `<path d="M 150 528 L 700 520" stroke="${p.metal.mid}" stroke-width="4"/>`,
    [0, 1, 2, 3].map((i) => `<ellipse cx="${250 + i * 40}" cy="494" rx="6" ry="4" fill="${s.url('glass')}"/>`).join(''),
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Fine living
// ---------------------------------------------------------------------------------------

function cigarBox(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const top = s.linear('cbt', [[0, p.hi2], [0.5, p.hi], [1, p.base]], 0, 0, 1, 1);
  const front = s.linear('cbf', [[0, p.base], [1, p.lo]]);
  const side = s.linear('cbs', [[0, p.lo], [1, p.lo2]]);
  const cigar = s.linear('cig', [[0, '#8b5a34'], [0.35, '#6a4124'], [1, '#3b2312']]);
  const grain: string[] = [];
  for (let i = 0; i < 9; i++) grain.push(`M ${208 + i * 4} ${432 - i * 6} L ${548 + i * 8} ${432 - i * 6.6}`);
  return [
    s.shadow(410, 612, 250, 18),
    // box faces
    `<path d="M 190 440 L 270 376 L 612 376 L 532 440 Z" fill="${top}" ${s.edge}/>`,
    `<path d="${grain.join(' ')}" stroke="${p.lo}" stroke-width="1" opacity=".25"/>`,
    `<path d="M 190 440 L 532 440 L 532 604 L 190 604 Z" fill="${front}" ${s.edge}/>`,
    `<path d="M 532 440 L 612 376 L 612 540 L 532 604 Z" fill="${side}" ${s.edge}/>`,
    // lid seam & gold trim
    `<path d="M 190 476 L 532 476 L 612 412" fill="none" stroke="${p.lo3}" stroke-width="2.5"/>`,
    `<path d="M 190 440 L 532 440 L 612 376" fill="none" stroke="${s.url('metalH')}" stroke-width="4"/>`,
    `<path d="M 190 604 L 532 604 L 612 540" fill="none" stroke="${p.lo3}" stroke-width="2"/>`,
    // band around the box
    `<path d="M 330 440 L 376 440 L 376 604 L 330 604 Z" fill="#f1e7d2"/>`,
    `<path d="M 330 440 L 410 376 L 456 376 L 376 440 Z" fill="#f8f0df"/>`,
    `<path d="M 330 440 L 330 604 M 376 440 L 376 604 M 330 440 L 410 376 M 376 440 L 456 376" stroke="${m.mid}" stroke-width="3"/>`,
    `<circle cx="353" cy="530" r="16" fill="${s.url('metalR')}" stroke="${m.deep}" stroke-width="1"/>`,
    `<circle cx="353" cy="530" r="8" fill="${p.base}"/>`,
    // escutcheon
    `<rect x="450" y="486" width="28" height="18" rx="3" fill="${s.url('metal')}" stroke="${m.deep}" stroke-width="1"/>`,
    // cigar resting on the lid
    `<path d="M 250 424 L 520 380" stroke="${p.shadow}" stroke-width="22" opacity=".3" stroke-linecap="round" filter="${s.url('blurS')}" transform="translate(4 8)"/>`,
    `<path d="M 250 420 L 520 376" stroke="${cigar}" stroke-width="26" stroke-linecap="round"/>`,
    `<path d="M 252 414 L 516 371" stroke="#a06c42" stroke-width="3" opacity=".6" stroke-linecap="round"/>`,
    `<path d="M 476 383 L 494 380" stroke="${m.mid}" stroke-width="27"/>`,
    `<path d="M 480 382 L 490 381" stroke="${p.base}" stroke-width="27"/>`,
    `<ellipse cx="250" cy="420" rx="6" ry="13" transform="rotate(-9 250 420)" fill="#9c7a5c"/>`,
  ].join('');
}

function bottleGlass(s: Scene, name: string): string {
  const { p } = s;
  const dark = (t: number): string => shadeColor(p.base, p.light ? -t * 0.5 : -t);
  return s.linear(name, [
    [0, dark(0.55)], [0.1, dark(0.2)], [0.2, shadeColor(p.base, 0.15)], [0.32, dark(0.05)], [0.7, dark(0.35)], [0.9, dark(0.55)], [1, dark(0.35)],
  ], 0, 0, 1, 0);
}

function wineBottle(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const glass = bottleGlass(s, 'wglass');
  const label = s.linear('wlab', [[0, '#d8cfbd'], [0.2, '#f7f1e3'], [0.6, '#f3ecdc'], [1, '#cbc1ad']], 0, 0, 1, 0);
  const ink = p.light ? '#6d5c4a' : p.lo;
  const bottleD = 'M 328 620 C 328 634 336 640 350 640 L 450 640 C 464 640 472 634 472 620 L 472 352 C 472 318 452 300 430 290 C 422 286 418 278 418 268 L 418 150 L 382 150 L 382 268 C 382 278 378 286 370 290 C 348 300 328 318 328 352 Z';
  return [
    s.shadow(400, 640, 110, 14),
    `<path d="${bottleD}" fill="${glass}" ${s.edge}/>`,
    `<path d="M 346 340 L 346 610" stroke="#ffffff" stroke-width="9" opacity=".35" stroke-linecap="round"/>`,
    `<path d="M 458 360 L 458 600" stroke="#ffffff" stroke-width="3" opacity=".2" stroke-linecap="round"/>`,
    `<path d="M 390 170 L 390 270" stroke="#ffffff" stroke-width="4" opacity=".3" stroke-linecap="round"/>`,
    // capsule
    `<path d="M 379 134 L 421 134 L 421 232 L 379 232 Z" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1"/>`,
    `<rect x="376" y="130" width="48" height="14" rx="3" fill="${s.url('metalH')}" stroke="${m.deep}" stroke-width="1"/>`,
    `<path d="M 379 222 L 421 222" stroke="${m.deep}" stroke-width="1.5"/>`,
    // label
    `<rect x="336" y="430" width="128" height="140" fill="${label}"/>`,
    `<rect x="344" y="438" width="112" height="124" fill="none" stroke="${GOLD.mid}" stroke-width="2"/>`,
    `<path d="M 372 496 L 372 476 L 388 466 L 400 454 L 412 466 L 428 476 L 428 496 Z" fill="none" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M 360 500 L 440 500" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="364" y="512" width="72" height="5" rx="2" fill="${ink}" opacity=".8"/>`,
    `<rect x="376" y="526" width="48" height="3" rx="1.5" fill="${GOLD.dark}" opacity=".8"/>`,
    `<rect x="384" y="540" width="32" height="3" rx="1.5" fill="${GOLD.dark}" opacity=".6"/>`,
  ].join('');
}

function champagneBottle(s: Scene): string {
  const { p } = s;
  const m = GOLD;
  const glass = bottleGlass(s, 'cglass');
  const foil = s.linear('foil', [[0, m.dark], [0.2, m.mid], [0.38, m.light], [0.55, m.mid], [0.85, m.dark], [1, m.deep]], 0, 0, 1, 0);
  const label = s.linear('clab', [[0, '#d8cfbd'], [0.2, '#f7f1e3'], [0.6, '#f3ecdc'], [1, '#cbc1ad']], 0, 0, 1, 0);
  const ink = p.light ? '#6d5c4a' : p.lo;
  const bottleD = 'M 326 622 C 326 636 334 640 348 640 L 452 640 C 466 640 474 636 474 622 L 474 422 C 474 352 430 306 424 252 L 424 150 L 376 150 L 376 252 C 370 306 326 352 326 422 Z';
  const foilD = 'M 372 128 L 428 128 L 428 252 C 432 290 452 312 462 336 L 430 352 L 400 336 L 370 352 L 338 336 C 348 312 368 290 372 252 Z';
  return [
    s.shadow(400, 640, 112, 14),
    `<path d="${bottleD}" fill="${glass}" ${s.edge}/>`,
    `<path d="M 344 420 L 344 612" stroke="#ffffff" stroke-width="9" opacity=".35" stroke-linecap="round"/>`,
    `<path d="M 460 430 L 460 600" stroke="#ffffff" stroke-width="3" opacity=".2" stroke-linecap="round"/>`,
    `<path d="${foilD}" fill="${foil}" stroke="${m.deep}" stroke-width="1"/>`,
    `<path d="M 376 150 L 424 150 M 376 170 L 424 170" stroke="${m.deep}" stroke-width="1.2" opacity=".6"/>`,
    `<path d="M 384 190 L 384 250 M 392 190 L 392 250" stroke="${m.light}" stroke-width="2" opacity=".7"/>`,
    `<ellipse cx="400" cy="128" rx="30" ry="7" fill="${m.light}" stroke="${m.deep}" stroke-width="1"/>`,
    `<path d="M 372 236 Q 400 246 428 236 L 430 262 Q 400 272 370 262 Z" fill="${p.base}" stroke="${m.deep}" stroke-width="1"/>`,
    // shield label
    `<path d="M 342 450 L 458 450 L 458 530 Q 458 566 400 584 Q 342 566 342 530 Z" fill="${label}"/>`,
    `<path d="M 350 458 L 450 458 L 450 528 Q 450 558 400 574 Q 350 558 350 528 Z" fill="none" stroke="${m.mid}" stroke-width="2"/>`,
    `<circle cx="400" cy="494" r="16" fill="none" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="368" y="522" width="64" height="4" rx="2" fill="${ink}"/>`,
    `<rect x="380" y="536" width="40" height="3" rx="1.5" fill="${m.dark}"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Collectibles
// ---------------------------------------------------------------------------------------

function tradingCard(s: Scene): string {
  const { p } = s;
  const m = p.metal;
  const holo = s.linear('holo', [
    [0, '#f3d3e6'], [0.2, '#d6e6f7'], [0.4, '#d8f2df'], [0.6, '#f7f0c9'], [0.8, '#f1d2d2'], [1, '#d9d3f4'],
  ], 0, 0, 1, 1);
  const slab = s.linear('slab', [[0, '#ffffff', 0.55], [0.4, '#ffffff', 0.12], [0.6, '#ffffff', 0.05], [1, '#ffffff', 0.3]], 0, 0, 1, 1);
  const clip = s.raw('tcart', (id) => `<clipPath id="${id}"><rect x="314" y="290" width="172" height="118"/></clipPath>`);
  return [
    s.shadow(400, 622, 160, 12),
    `<rect x="262" y="110" width="276" height="510" rx="14" fill="${p.shadow}" opacity=".25" filter="${s.url('blurL')}" transform="translate(10 8)"/>`,
    // slab
    `<rect x="262" y="110" width="276" height="510" rx="14" fill="#eef0ef" fill-opacity=".55" stroke="#b9bec2" stroke-width="2"/>`,
    `<rect x="282" y="128" width="236" height="66" rx="4" fill="#fbfaf6" stroke="#c9c6bd" stroke-width="1"/>`,
    `<rect x="296" y="144" width="120" height="8" rx="2" fill="#8f8a80"/><rect x="296" y="160" width="90" height="6" rx="2" fill="#b3aea4"/><rect x="296" y="172" width="104" height="6" rx="2" fill="#b3aea4"/>`,
    `<rect x="456" y="138" width="48" height="46" rx="3" fill="${p.base}" ${s.edge}/>`,
    `<rect x="466" y="152" width="28" height="18" rx="2" fill="#ffffff" opacity=".85"/>`,
    `<rect x="280" y="210" width="240" height="392" rx="6" fill="#d7dadb" opacity=".5"/>`,
    // the card
    `<rect x="296" y="230" width="208" height="352" rx="10" fill="${s.url('bodyD')}" ${s.edge}/>`,
    `<rect x="306" y="240" width="188" height="332" rx="5" fill="${m.mid}"/>`,
    `<rect x="310" y="244" width="180" height="324" rx="4" fill="${holo}"/>`,
    `<rect x="316" y="254" width="110" height="10" rx="3" fill="${tone(p, 0.85)}"/><circle cx="478" cy="259" r="8" fill="${p.base}" stroke="${m.dark}" stroke-width="1.5"/>`,
    `<rect x="314" y="290" width="172" height="118" fill="${tone(p, 0.2)}" stroke="${m.dark}" stroke-width="3"/>`,
    `<g clip-path="${clip}"><circle cx="440" cy="324" r="22" fill="${tone(p, 0)}"/>` +
      `<path d="M 314 408 L 360 346 L 390 380 L 430 330 L 486 408 Z" fill="${tone(p, 0.5)}"/>` +
      `<path d="M 314 408 L 340 384 L 380 400 L 420 376 L 486 408 Z" fill="${tone(p, 0.8)}"/></g>`,
    `<rect x="320" y="424" width="160" height="8" rx="3" fill="${p.lo}" opacity=".8"/>`,
    `<rect x="320" y="444" width="140" height="6" rx="3" fill="#9b958c"/><rect x="320" y="458" width="150" height="6" rx="3" fill="#9b958c"/>`,
    `<rect x="320" y="486" width="120" height="6" rx="3" fill="#9b958c"/><rect x="320" y="500" width="136" height="6" rx="3" fill="#9b958c"/>`,
    `<circle cx="330" cy="540" r="8" fill="${p.base}"/><circle cx="352" cy="540" r="8" fill="${p.hi}"/>`,
    `<rect x="262" y="110" width="276" height="510" rx="14" fill="${slab}"/>`,
    `<path d="M 280 130 L 280 600" stroke="#ffffff" stroke-width="4" opacity=".6"/>`,
  ].join('');
}

function coin(s: Scene): string {
  const { p } = s;
  const face = s.linear('cface', [
    [0, shadeColor(p.base, 0.6)], [0.25, shadeColor(p.base, 0.2)], [0.5, shadeColor(p.base, -0.25)], [0.72, shadeColor(p.base, 0.35)], [1, shadeColor(p.base, -0.35)],
  ], 0, 0, 1, 1);
  const rim = s.linear('crim', [
    [0, shadeColor(p.base, -0.3)], [0.3, shadeColor(p.base, 0.5)], [0.6, shadeColor(p.base, -0.2)], [1, shadeColor(p.base, 0.4)],
  ], 0, 0, 1, 1);
  const field = s.radial('cfield', [[0, shadeColor(p.base, 0.25)], [0.7, p.base], [1, shadeColor(p.base, -0.3)]], 0.4, 0.35, 0.75);
  // A laureate head in profile, facing right, in local coordinates (0..200 x 0..240).
  const head =
    'M 140 240 L 138 198 C 146 192 152 186 158 176 C 162 168 156 164 158 158 C 164 154 160 150 160 147 C 158 143 166 139 163 133 ' +
    'C 168 130 180 126 179 121 C 172 110 162 100 160 88 C 160 70 158 50 150 40 C 135 20 95 16 72 36 C 48 58 40 100 50 140 ' +
    'C 56 160 76 176 82 186 C 84 205 80 225 74 240 Q 107 250 140 240 Z';
  const beads: string[] = [];
  for (let i = 0; i < 60; i++) {
    const [x, y] = polar(400, 394, 160, i * 6);
    beads.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="3.2"/>`);
  }
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const [x, y] = polar(100, 108, 70, -150 + i * 19);
    leaves.push(`<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="6" ry="13" transform="rotate(${-150 + i * 19 + 55} ${fmt(x)} ${fmt(y)})"/>`);
  }
  const reeds: string[] = [];
  for (let i = 0; i <= 60; i++) {
    const a = Math.PI * (i / 60);
    const x = 400 - 200 * Math.cos(a);
    const y = 394 + 190 * Math.sin(a);
    reeds.push(`M ${fmt(x)} ${fmt(y)} L ${fmt(x)} ${fmt(y + 20)}`);
  }
  const lo = shadeColor(p.base, -0.55);
  const hi = shadeColor(p.base, 0.7);
  return [
    s.shadow(400, 612, 180, 16),
    // edge (thickness) below the face
    `<ellipse cx="400" cy="414" rx="200" ry="190" fill="${shadeColor(p.base, -0.45)}"/>`,
    `<path d="${reeds.join(' ')}" stroke="${shadeColor(p.base, 0.2)}" stroke-width="2" opacity=".6"/>`,
    `<ellipse cx="400" cy="394" rx="200" ry="190" fill="${rim}"/>`,
    `<ellipse cx="400" cy="394" rx="176" ry="167" fill="${field}"/>`,
    `<ellipse cx="400" cy="394" rx="176" ry="167" fill="${face}" opacity=".35"/>`,
    `<g fill="${hi}" opacity=".7">${beads.join('')}</g>`,
    // relief portrait: shadow, highlight, fill
    `<g transform="translate(296 268)">`,
    `<path d="${head}" fill="${lo}" opacity=".55" transform="translate(4 5)"/>`,
    `<path d="${head}" fill="${hi}" opacity=".8" transform="translate(-2 -2)"/>`,
    `<path d="${head}" fill="${face}"/>`,
    `<g fill="${shadeColor(p.base, 0.45)}" stroke="${lo}" stroke-width="1" opacity=".9">${leaves.join('')}</g>`,
    `<path d="M 54 150 C 40 170 36 188 44 204 M 60 150 C 56 176 62 190 70 200" fill="none" stroke="${lo}" stroke-width="3" opacity=".5" stroke-linecap="round"/>`,
    `<path d="M 104 112 C 92 112 90 132 102 136" fill="none" stroke="${lo}" stroke-width="2.5" opacity=".5"/>`,
    `<path d="M 140 96 Q 148 92 154 97" fill="none" stroke="${lo}" stroke-width="2.5" opacity=".6"/>`,
    `<path d="M 80 188 C 100 196 124 198 138 196" fill="none" stroke="${lo}" stroke-width="2" opacity=".35"/>`,
    `</g>`,
  ].join('');
}

function figure(s: Scene): string {
  const { p } = s;
  const body = s.linear('fgb', [[0, p.hi2], [0.2, p.hi], [0.55, p.base], [1, p.lo2]], 0, 0, 1, 0.2);
  const head = s.radial('fgh', [[0, p.hi2], [0.3, p.hi], [0.75, p.base], [1, p.lo]], 0.38, 0.3, 0.75);
  const seam = `stroke="${p.lo2}" stroke-width="2" fill="none" opacity=".7"`;
  const ear = (x: number): string =>
    `<circle cx="${x}" cy="186" r="40" fill="${head}" ${s.edge}/><circle cx="${x}" cy="188" r="22" fill="${p.lo}" opacity=".7"/>`;
  return [
    s.shadow(400, 636, 150, 14),
    // legs
    `<path d="M 336 478 L 394 478 L 396 612 Q 396 630 376 630 L 344 630 Q 322 630 326 612 Z" fill="${body}" ${s.edge}/>`,
    `<path d="M 406 478 L 464 478 L 474 612 Q 478 630 456 630 L 424 630 Q 404 630 404 612 Z" fill="${body}" ${s.edge}/>`,
    // arms
    `<path d="M 334 360 Q 300 364 292 396 L 284 470 Q 282 494 306 494 Q 326 494 326 472 L 334 410 Z" fill="${body}" ${s.edge}/>`,
    `<path d="M 466 360 Q 500 364 508 396 L 516 470 Q 518 494 494 494 Q 474 494 474 472 L 466 410 Z" fill="${body}" ${s.edge}/>`,
    // torso
    `<path d="M 336 346 L 464 346 C 474 400 478 440 472 488 L 328 488 C 322 440 326 400 336 346 Z" fill="${body}" ${s.edge}/>`,
    `<path d="M 332 470 Q 400 484 468 470" ${seam}/>`,
    `<path d="M 336 372 L 326 380 M 464 372 L 474 380" ${seam}/>`,
    // head
    ear(316),
    ear(484),
    `<ellipse cx="400" cy="270" rx="112" ry="92" fill="${head}" ${s.edge}/>`,
    `<ellipse cx="400" cy="300" rx="38" ry="26" fill="${p.hi}" opacity=".6"/>`,
    `<ellipse cx="400" cy="292" rx="10" ry="7" fill="${p.lo3}"/>`,
    `<circle cx="360" cy="262" r="8" fill="${p.lo3}"/><circle cx="440" cy="262" r="8" fill="${p.lo3}"/>`,
    `<ellipse cx="356" cy="222" rx="34" ry="18" fill="#ffffff" opacity=".3" transform="rotate(-20 356 222)"/>`,
    `<path d="M 350 360 L 350 470" stroke="#ffffff" stroke-width="10" opacity=".22" stroke-linecap="round"/>`,
  ].join('');
}

function comic(s: Scene): string {
  const { p } = s;
  const x0 = 236;
  const y0 = 130;
  const w = 328;
  const h = 486;
  const dots = s.raw('halftone', (id) =>
    `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><circle cx="5" cy="5" r="2.2" fill="${p.lo2}" fill-opacity=".35"/></pattern>`);
  const clip = s.raw('cmclip', (id) => `<clipPath id="${id}"><rect x="${x0}" y="${y0 + 96}" width="${w}" height="${h - 96}"/></clipPath>`);
  const rays: string[] = [];
  for (let i = 0; i < 18; i++) {
    const [ax, ay] = polar(420, 400, 520, i * 20);
    const [bx, by] = polar(420, 400, 520, i * 20 + 10);
    rays.push(`<path d="M 420 400 L ${fmt(ax)} ${fmt(ay)} L ${fmt(bx)} ${fmt(by)} Z" fill="${p.hi}"/>`);
  }
  const ink = '#1c1814';
  return [
    s.shadow(410, 626, 200, 14),
    `<g transform="rotate(-4 400 380)">`,
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${p.shadow}" opacity=".3" filter="${s.url('blurL')}" transform="translate(14 12)"/>`,
    `<rect x="${x0 + 5}" y="${y0 + 5}" width="${w}" height="${h}" fill="#e9e1cf" stroke="#c8bea9" stroke-width="1"/>`,
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="#f4ecd8"/>`,
    `<g clip-path="${clip}"><rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${p.base}"/>${rays.join('')}` +
      `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${dots}"/>` +
      `<path d="M ${x0} 616 L ${x0} 540 L 270 540 L 270 510 L 300 510 L 300 560 L 330 560 L 330 490 L 368 490 L 368 548 L 400 548 L 400 520 L 440 520 L 440 470 L 470 470 L 470 540 L 510 540 L 510 500 L 540 500 L 540 560 L ${x0 + w} 560 L ${x0 + w} 616 Z" fill="${ink}" opacity=".85"/>` +
      // leaping hero with a cape
      `<path d="M 412 330 C 360 360 330 420 300 470 C 350 440 380 430 404 420 Z" fill="${p.lo2}" stroke="${ink}" stroke-width="3"/>` +
      `<circle cx="440" cy="312" r="18" fill="#f0d2b4" stroke="${ink}" stroke-width="3"/>` +
      `<path d="M 420 330 L 462 326 L 472 378 L 500 350 L 512 362 L 476 402 L 468 404 L 470 452 L 494 500 L 478 508 L 448 458 L 430 500 L 412 494 L 428 440 L 418 380 L 380 396 L 374 382 Z" fill="#f7f1e4" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M 424 360 L 462 356 L 466 384 L 428 388 Z" fill="${p.base}"/></g>`,
    // masthead
    `<rect x="${x0}" y="${y0}" width="${w}" height="96" fill="${p.lo}"/>`,
    `<path d="M ${x0 + 76} ${y0 + 20} L ${x0 + 300} ${y0 + 14} L ${x0 + 290} ${y0 + 52} L ${x0 + 84} ${y0 + 60} Z" fill="#f7e9b0" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M ${x0 + 110} ${y0 + 68} L ${x0 + 260} ${y0 + 64} L ${x0 + 256} ${y0 + 80} L ${x0 + 112} ${y0 + 84} Z" fill="#f4ecd8" opacity=".9"/>`,
    `<rect x="${x0 + 10}" y="${y0 + 10}" width="54" height="76" fill="#f4ecd8" stroke="${ink}" stroke-width="2"/>`,
    `<circle cx="${x0 + 37}" cy="${y0 + 44}" r="14" fill="${p.base}"/>`,
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="none" stroke="#1c1814" stroke-opacity=".4" stroke-width="1.5"/>`,
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${s.url('sheen')}" opacity=".5"/>`,
    `<path d="M ${x0 + 4} ${y0} L ${x0 + 4} ${y0 + h}" stroke="#000000" stroke-width="6" opacity=".12"/>`,
    `</g>`,
  ].join('');
}

/**
 * A tonal scale of the product colour for drawn pictures: t = 0 is the palest tone,
 * t = 1 the deepest. Pale colours run towards warm umber so the picture keeps contrast.
 */
function tone(p: Palette, t: number): string {
  if (p.light) {
    return t <= 0.2 ? shadeColor(p.base, (0.2 - t) * 2.5) : mixColors(p.base, '#2e2620', ((t - 0.2) / 0.8) * 0.78);
  }
  return t <= 0.5 ? shadeColor(p.base, 0.88 * (1 - 2 * t)) : shadeColor(p.base, -0.62 * (2 * t - 1));
}

// ---------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------

const DRAW: Readonly<Record<ArtKind, (s: Scene) => string>> = {
  handbag,
  tote,
  'shoulder-bag': shoulderBag,
  clutch,
  backpack,
  watch,
  'watch-tank': (s) => shapedWatch(s, 'tank'),
  'watch-square': (s) => shapedWatch(s, 'square'),
  'watch-tonneau': (s) => shapedWatch(s, 'tonneau'),
  'watch-cushion': (s) => shapedWatch(s, 'cushion'),
  'watch-octagon': (s) => shapedWatch(s, 'octagon'),
  chronograph,
  ring,
  necklace,
  bracelet,
  earrings,
  painting,
  print,
  sculpture,
  photograph,
  sneaker,
  heel,
  boot,
  loafer,
  jacket,
  dress,
  scarf,
  chair,
  sofa,
  lamp,
  table,
  car,
  suv,
  convertible,
  jet,
  yacht,
  'cigar-box': cigarBox,
  'wine-bottle': wineBottle,
  'champagne-bottle': champagneBottle,
  'trading-card': tradingCard,
  coin,
  figure,
  comic,
};

/**
 * Draws the artwork for one product: a standalone 800 x 800 SVG document.
 * Throws TypeError when the colour is not `#rgb` / `#rrggbb` or the kind is unknown.
 */
export function renderArtworkSvg(kind: ArtKind, colorHex: string, opts: { backdrop?: boolean } = {}): string {
  const palette = buildPalette(colorHex);
  if (!Object.prototype.hasOwnProperty.call(DRAW, kind)) {
    throw new TypeError('Unknown artwork kind');
  }
  const draw = DRAW[kind];
  // Ids are namespaced by kind and colour so several drawings can be inlined in one page.
  const scene = new Scene(palette, `pt-${kind}-${palette.base.slice(1)}`);
  commonDefs(scene);
  const content = draw(scene);
  // Without its backdrop (the image-search bench puts pieces on other surfaces).
  const back = opts.backdrop === false ? '' : backdrop(scene);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<defs>${scene.defs.join('')}</defs>${back}${content}</svg>`
  );
}
