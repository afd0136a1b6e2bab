import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A colour utility naming no colour of the design is silently transparent: the currency menu
 * was drawn with `bg-paper`, and the header showed through it (issue #10 item 10). Every
 * `bg-`, `text-`, `border-`, `fill-` and `stroke-` colour in the web app must be one of ours.
 */
const root = path.resolve(import.meta.dirname, '..');
const css = fs.readFileSync(path.join(root, 'styles.css'), 'utf8');
const colours = new Set([...css.matchAll(/--color-([a-z0-9-]+):/g)].map((m) => m[1]!));
/** Our own classes and utilities in styles.css (`.text-link`, `@utility text-field`). */
const ownClasses = new Set([...css.matchAll(/(?:^|\s)(?:\.|@utility\s+)([a-z][a-z0-9-]*)/gm)].map((m) => m[1]!));
const BUILT_IN = new Set(['transparent', 'current', 'inherit', 'white', 'black']);
const NOT_COLOURS: Record<string, Set<string>> = {
  bg: new Set(['no-repeat', 'cover', 'center', 'contain', 'fixed', 'none', 'repeat', 'clip-text', 'gradient-to-l', 'gradient-to-r', 'gradient-to-t', 'gradient-to-b']),
  text: new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl', 'left', 'right', 'center', 'justify', 'balance', 'pretty', 'wrap', 'nowrap', 'ellipsis', 'clip', 'start', 'end']),
  border: new Set(['t', 'b', 'l', 'r', 'x', 'y', 's', 'e', '0', '2', '4', '8', 'none', 'solid', 'dashed', 'dotted', 'double', 'collapse', 'separate']),
  fill: new Set(['none']),
  stroke: new Set(['0', '1', '2', 'none', 'dasharray', 'dashoffset']),
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [full] : [];
  });
}

describe('design tokens', () => {
  it('uses only colours the design defines', () => {
    const unknown: string[] = [];
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?<![\w:[/.-])(?:[a-z-]+:)*(bg|text|border|fill|stroke)-([a-z][a-z0-9-]*)(?:\/\d+)?(?![\w[-])/g)) {
        const [, kind, name] = m as unknown as [string, string, string];
        if (NOT_COLOURS[kind]!.has(name) || BUILT_IN.has(name) || colours.has(name)) continue;
        if (ownClasses.has(`${kind}-${name}`)) continue;
        if (kind === 'border' && /^[tblrxyse]-/.test(name) && (colours.has(name.slice(2)) || /^\d+$/.test(name.slice(2)))) continue;
        unknown.push(`${path.relative(root, file)}: ${kind}-${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
