import type { InlineRun } from './blocks.js';

/**
 * Editing the inline runs of a paragraph or list item (issue #36): bold, italic and links on
 * a range of the text, as the writing page does them from a selection. Pure functions over
 * the structured model (never HTML): a range is [start, end) in UTF-16 offsets of the runs'
 * text joined, as a textarea's selectionStart/selectionEnd give it.
 *
 * Every function answers normalised runs: no empty run, no `false`/empty mark stored, and no
 * two neighbours with the same marks (they are merged). The text itself never changes,
 * except through `replaceText`.
 */

export type Mark = 'bold' | 'italic';
interface Marks { bold?: boolean; italic?: boolean; href?: string }

export const runsText = (runs: readonly InlineRun[]): string => runs.map((r) => r.text).join('');

function marksOf(run: Marks): Marks {
  return {
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italic: true } : {}),
    ...(run.href ? { href: run.href } : {}),
  };
}

const sameMarks = (a: Marks, b: Marks) => Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic) && (a.href ?? '') === (b.href ?? '');

/** Drops empty runs and `false` marks, and merges neighbours with equal marks. */
export function normalizeRuns(runs: readonly InlineRun[]): InlineRun[] {
  const out: InlineRun[] = [];
  for (const run of runs) {
    if (run.text.length === 0) continue;
    const last = out[out.length - 1];
    if (last && sameMarks(last, run)) out[out.length - 1] = { ...last, text: last.text + run.text };
    else out.push({ text: run.text, ...marksOf(run) });
  }
  return out;
}

function clampRange(runs: readonly InlineRun[], start: number, end: number): [number, number] {
  const length = runsText(runs).length;
  const a = Math.max(0, Math.min(length, Math.floor(Math.min(start, end))));
  const b = Math.max(0, Math.min(length, Math.floor(Math.max(start, end))));
  return [a, b];
}

/** The runs cut at `start` and `end`, with a flag on each piece saying whether it lies inside. */
function pieces(runs: readonly InlineRun[], start: number, end: number): { run: InlineRun; inside: boolean }[] {
  const out: { run: InlineRun; inside: boolean }[] = [];
  let at = 0;
  for (const run of runs) {
    const from = at;
    const to = at + run.text.length;
    at = to;
    const cuts = [from, Math.max(from, Math.min(to, start)), Math.max(from, Math.min(to, end)), to];
    for (let i = 0; i < 3; i++) {
      const a = cuts[i]!;
      const b = cuts[i + 1]!;
      if (b > a) out.push({ run: { ...run, text: run.text.slice(a - from, b - from) }, inside: i === 1 });
    }
  }
  return out;
}

function mapRange(runs: readonly InlineRun[], start: number, end: number, f: (run: InlineRun) => InlineRun): InlineRun[] {
  const [a, b] = clampRange(runs, start, end);
  if (a === b) return normalizeRuns(runs);
  return normalizeRuns(pieces(runs, a, b).map(({ run, inside }) => (inside ? f(run) : run)));
}

/** True when every character of [start, end) carries the mark (an empty range: the character before it). */
export function hasMark(runs: readonly InlineRun[], start: number, end: number, mark: Mark): boolean {
  const [a, b] = clampRange(runs, start, end);
  if (a === b) {
    const at = pieces(runs, Math.max(0, a - 1), a).find((p) => p.inside);
    return Boolean(at?.run[mark]);
  }
  return pieces(runs, a, b).every(({ run, inside }) => !inside || Boolean(run[mark]));
}

/** Sets (or, with `on` false, clears) a mark on [start, end). */
export function setMark(runs: readonly InlineRun[], start: number, end: number, mark: Mark, on: boolean): InlineRun[] {
  return mapRange(runs, start, end, (run) => {
    const next: InlineRun = { ...run };
    if (on) next[mark] = true;
    else delete next[mark];
    return next;
  });
}

/**
 * What Ctrl/Cmd+B and Ctrl/Cmd+I do: clears the mark when the whole range has it already,
 * else sets it on the whole range (as word processors do).
 */
export function toggleMark(runs: readonly InlineRun[], start: number, end: number, mark: Mark): InlineRun[] {
  return setMark(runs, start, end, mark, !hasMark(runs, start, end, mark));
}

/** Makes [start, end) one link to `href` (the caller has checked it with isSafeHref). */
export function setLink(runs: readonly InlineRun[], start: number, end: number, href: string): InlineRun[] {
  return mapRange(runs, start, end, (run) => ({ ...run, href }));
}

/**
 * The link at a range: its address and its whole extent, when [start, end) lies within one
 * link (an empty range: touching it); else null.
 */
export function linkAt(runs: readonly InlineRun[], start: number, end: number): { href: string; start: number; end: number } | null {
  const [a, b] = clampRange(runs, start, end);
  let at = 0;
  const spans: { href: string | undefined; start: number; end: number }[] = [];
  for (const run of normalizeRuns(runs)) {
    const last = spans[spans.length - 1];
    const href = run.href;
    if (last && last.href === href) last.end = at + run.text.length;
    else spans.push({ href, start: at, end: at + run.text.length });
    at += run.text.length;
  }
  const span = a === b
    ? spans.find((s) => s.href !== undefined && s.start <= a && a <= s.end && (s.end > a || s.start < a))
    : spans.find((s) => s.start <= a && b <= s.end);
  return span && span.href !== undefined ? { href: span.href, start: span.start, end: span.end } : null;
}

/** Removes every link from [start, end); an empty range removes the link it touches, whole. */
export function removeLink(runs: readonly InlineRun[], start: number, end: number): InlineRun[] {
  let [a, b] = clampRange(runs, start, end);
  if (a === b) {
    const link = linkAt(runs, a, b);
    if (!link) return normalizeRuns(runs);
    [a, b] = [link.start, link.end];
  }
  return mapRange(runs, a, b, (run) => {
    const next: InlineRun = { ...run };
    delete next.href;
    return next;
  });
}

/**
 * The runs after the plain text was edited to `next`: the unchanged start and end keep their
 * marks; the typed text takes the marks of the character before it (at the very start, those
 * of the first character), so typing inside a bold word stays bold. Text typed at the edge of
 * a link is not linked; typed inside one, it is.
 */
export function replaceText(runs: readonly InlineRun[], next: string): InlineRun[] {
  const prev = runsText(runs);
  if (prev === next) return normalizeRuns(runs);
  if (runs.length === 0 || prev.length === 0) return next ? [{ text: next }] : [];
  let head = 0;
  const max = Math.min(prev.length, next.length);
  while (head < max && prev[head] === next[head]) head++;
  let tail = 0;
  while (tail < max - head && prev[prev.length - 1 - tail] === next[next.length - 1 - tail]) tail++;
  const removedEnd = prev.length - tail;
  const inserted = next.slice(head, next.length - tail);
  const before = sliceRuns(runs, 0, head);
  const after = sliceRuns(runs, removedEnd, prev.length);
  const left = before[before.length - 1];
  const right = after[0];
  const source = left ?? right;
  const marks = source ? marksOf(source) : {};
  // Text typed at the edge of a link is not part of it; inside a link it is.
  if (marks.href !== undefined && !(left?.href === marks.href && right?.href === marks.href)) delete marks.href;
  const typed: InlineRun[] = inserted ? [{ ...marks, text: inserted }] : [];
  return normalizeRuns([...before, ...typed, ...after]);
}

/** The runs of [start, end). */
export function sliceRuns(runs: readonly InlineRun[], start: number, end: number): InlineRun[] {
  const [a, b] = clampRange(runs, start, end);
  return a === b ? [] : normalizeRuns(pieces(runs, a, b).filter((p) => p.inside).map((p) => p.run));
}

/** Runs with the whitespace at both ends of their text removed (what a saved paragraph holds). */
export function trimRuns(runs: readonly InlineRun[]): InlineRun[] {
  const text = runsText(runs);
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  if (end <= start) return [];
  return sliceRuns(runs, start, end);
}

/** Splits runs at each line break: a list's items, typed one a line; blank lines are left out. */
export function splitLines(runs: readonly InlineRun[]): InlineRun[][] {
  const lines: InlineRun[][] = [[]];
  for (const run of runs) {
    const parts = run.text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1]!.push({ ...run, text: part });
    });
  }
  return lines.map(trimRuns).filter((line) => line.length > 0);
}

/** A list's items joined with line breaks, for the one field it is edited in. */
export function joinLines(items: readonly (readonly InlineRun[])[]): InlineRun[] {
  return normalizeRuns(items.flatMap((item, i) => (i === 0 ? [...item] : [{ text: '\n' }, ...item])));
}
