import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inlineRunSchema, type InlineRun } from './blocks.js';
import {
  hasMark, joinLines, linkAt, normalizeRuns, removeLink, replaceText, runsText, setLink, sliceRuns, splitLines, toggleMark, trimRuns,
} from './runs.js';

const plain = (text: string): InlineRun[] => [{ text }];

describe('editing inline runs', () => {
  it('makes a range bold, splitting the run around it', () => {
    expect(toggleMark(plain('Read the stamp first'), 9, 14, 'bold')).toEqual([{ text: 'Read the ' }, { text: 'stamp', bold: true }, { text: ' first' }]);
  });

  it('toggles a mark off when the whole range has it, and merges the runs back', () => {
    const bold = toggleMark(plain('Read the stamp first'), 9, 14, 'bold');
    expect(toggleMark(bold, 9, 14, 'bold')).toEqual(plain('Read the stamp first'));
  });

  it('sets the mark on the whole range when only part of it has it', () => {
    const some = toggleMark(plain('abcdef'), 2, 4, 'bold');
    expect(toggleMark(some, 0, 6, 'bold')).toEqual([{ text: 'abcdef', bold: true }]);
  });

  it('keeps other marks when toggling one', () => {
    const runs = toggleMark(toggleMark(plain('abcdef'), 0, 4, 'italic'), 2, 6, 'bold');
    expect(runs).toEqual([{ text: 'ab', italic: true }, { text: 'cd', italic: true, bold: true }, { text: 'ef', bold: true }]);
  });

  it('an empty or reversed range changes nothing but normalises', () => {
    expect(toggleMark(plain('abc'), 1, 1, 'bold')).toEqual(plain('abc'));
    expect(toggleMark(plain('abcd'), 3, 1, 'italic')).toEqual([{ text: 'a' }, { text: 'bc', italic: true }, { text: 'd' }]);
    expect(toggleMark(plain('abc'), -5, 99, 'bold')).toEqual([{ text: 'abc', bold: true }]);
  });

  it('links a range, finds the link from a caret inside it, and unlinks it whole', () => {
    const runs = setLink(plain('See our Birkin guide today'), 8, 20, '/journal/birkin');
    expect(runs).toEqual([{ text: 'See our ' }, { text: 'Birkin guide', href: '/journal/birkin' }, { text: ' today' }]);
    expect(linkAt(runs, 10, 10)).toEqual({ href: '/journal/birkin', start: 8, end: 20 });
    expect(linkAt(runs, 9, 12)).toEqual({ href: '/journal/birkin', start: 8, end: 20 });
    expect(linkAt(runs, 2, 3)).toBeNull();
    expect(removeLink(runs, 10, 10)).toEqual(plain('See our Birkin guide today'));
  });

  it('a link over bold text keeps the bold, and unlinking part of it leaves the rest linked', () => {
    const runs = setLink(toggleMark(plain('abcdef'), 0, 3, 'bold'), 1, 5, 'https://example.com/');
    expect(runs).toEqual([
      { text: 'a', bold: true }, { text: 'bc', bold: true, href: 'https://example.com/' }, { text: 'de', href: 'https://example.com/' }, { text: 'f' },
    ]);
    expect(removeLink(runs, 3, 5)).toEqual([{ text: 'a', bold: true }, { text: 'bc', bold: true, href: 'https://example.com/' }, { text: 'def' }]);
  });

  it('merges adjacent runs with equal marks and drops empty ones', () => {
    expect(normalizeRuns([{ text: 'a', bold: true }, { text: '' }, { text: 'b', bold: true, italic: false }, { text: 'c' }])).toEqual([{ text: 'ab', bold: true }, { text: 'c' }]);
  });

  it('typing keeps the marks around the edit', () => {
    const runs = toggleMark(plain('the stamp here'), 4, 9, 'bold');
    expect(replaceText(runs, 'the stamps here')).toEqual([{ text: 'the ' }, { text: 'stamps', bold: true }, { text: ' here' }]);
    expect(replaceText(runs, 'the here')).toEqual(plain('the here'));
    expect(replaceText(runs, 'Xthe stamp here')).toEqual([{ text: 'Xthe ' }, { text: 'stamp', bold: true }, { text: ' here' }]);
    expect(replaceText([], 'new')).toEqual(plain('new'));
    const linked = setLink(plain('see the guide'), 8, 13, '/g');
    expect(replaceText(linked, 'see the guides')).toEqual([{ text: 'see the ' }, { text: 'guide', href: '/g' }, { text: 's' }]);
    expect(replaceText(linked, 'see the gu-ide')).toEqual([{ text: 'see the ' }, { text: 'gu-ide', href: '/g' }]);
  });

  it('trims whitespace at both ends and splits a list at line breaks', () => {
    expect(trimRuns([{ text: '  a', bold: true }, { text: 'b  ' }])).toEqual([{ text: 'a', bold: true }, { text: 'b' }]);
    const items = [[{ text: 'one', bold: true }], [{ text: 'two ' }, { text: 'link', href: '/x' }]];
    expect(splitLines(joinLines(items))).toEqual(items);
    expect(splitLines([{ text: 'a\n\n  \nb' }])).toEqual([[{ text: 'a' }], [{ text: 'b' }]]);
  });

  it('reports whether a range has a mark', () => {
    const runs = toggleMark(plain('abcdef'), 2, 4, 'bold');
    expect(hasMark(runs, 2, 4, 'bold')).toBe(true);
    expect(hasMark(runs, 1, 4, 'bold')).toBe(false);
    expect(hasMark(runs, 3, 3, 'bold')).toBe(true);
    expect(sliceRuns(runs, 1, 3)).toEqual([{ text: 'b' }, { text: 'c', bold: true }]);
  });
});

const run = fc.record({
  text: fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom('a', 'b', ' ', '\n', 'é') }),
  bold: fc.option(fc.boolean(), { nil: undefined }),
  italic: fc.option(fc.boolean(), { nil: undefined }),
  href: fc.option(fc.constantFrom('/a', 'https://example.com/'), { nil: undefined }),
}).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as InlineRun);
const runs = fc.array(run, { maxLength: 8 });
const op = fc.record({ kind: fc.constantFrom('bold', 'italic', 'link', 'unlink'), a: fc.nat(60), b: fc.nat(60) });

const normalised = (list: readonly InlineRun[]) => {
  for (const r of list) expect(inlineRunSchema.safeParse(r).success || r.text.length === 0).toBe(true);
  expect(list.every((r) => r.text.length > 0)).toBe(true);
  for (let i = 1; i < list.length; i++) {
    const [x, y] = [list[i - 1]!, list[i]!];
    expect(Boolean(x.bold) === Boolean(y.bold) && Boolean(x.italic) === Boolean(y.italic) && x.href === y.href).toBe(false);
  }
  expect(list.every((r) => r.bold !== false && r.italic !== false)).toBe(true);
};

describe('editing inline runs, for any runs and any edit', () => {
  it('never changes the text and always answers normalised runs', () => {
    fc.assert(fc.property(runs, fc.array(op, { maxLength: 6 }), (start, ops) => {
      let list: InlineRun[] = start;
      for (const { kind, a, b } of ops) {
        list = kind === 'link' ? setLink(list, a, b, '/x') : kind === 'unlink' ? removeLink(list, a, b) : toggleMark(list, a, b, kind as 'bold' | 'italic');
        expect(runsText(list)).toBe(runsText(start));
        normalised(list);
      }
    }));
  });

  it('toggling the same mark twice on a range gives back the normalised original', () => {
    fc.assert(fc.property(runs, fc.nat(60), fc.nat(60), fc.constantFrom('bold' as const, 'italic' as const), (start, a, b, mark) => {
      const once = toggleMark(start, a, b, mark);
      const length = runsText(start).length;
      const [x, y] = [Math.min(a, b, length), Math.min(Math.max(a, b), length)];
      if (x === y) return;
      // Twice is the original when the range was all-or-nothing; always: the range has the mark after one toggle iff it had not before.
      expect(hasMark(once, x, y, mark)).toBe(!hasMark(start, x, y, mark));
      const uniform = hasMark(start, x, y, mark) || sliceRuns(start, x, y).every((r) => !r[mark]);
      if (uniform) expect(toggleMark(once, x, y, mark)).toEqual(normalizeRuns(start));
    }));
  });

  it('replaceText answers runs whose text is the new text, keeping the untouched marks', () => {
    fc.assert(fc.property(runs, fc.string({ maxLength: 20, unit: fc.constantFrom('a', 'b', ' ', 'c') }), (start, next) => {
      const edited = replaceText(start, next);
      expect(runsText(edited)).toBe(next);
      normalised(edited);
    }));
  });

  it('a list survives joining and splitting', () => {
    fc.assert(fc.property(fc.array(runs.map((r) => trimRuns(r.map((x) => ({ ...x, text: x.text.replace(/\n/g, ' ') })))).filter((r) => r.length > 0), { maxLength: 5 }), (items) => {
      expect(splitLines(joinLines(items))).toEqual(items.map((i) => normalizeRuns(i)));
    }));
  });
});
