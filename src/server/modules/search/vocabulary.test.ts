import { describe, expect, it } from 'vitest';
import { TRANSPOSITION_MIN, transpositionsOf } from './vocabulary.js';

/** patina_transpositions's twin (search.routes.test.ts holds the two equal on the database). */
describe('transpositionsOf (issue #39)', () => {
  it('swaps each pair of neighbouring letters, left to right', () => {
    expect(transpositionsOf('pertus')).toEqual(['eprtus', 'pretus', 'petrus', 'peruts', 'pertsu']);
    expect(transpositionsOf('roayl')).toContain('royal');
    expect(transpositionsOf('kiotn')).toContain('kiton');
    expect(transpositionsOf('chucrh')).toContain('church');
  });

  it('leaves out a swap of two equal letters, which gives the word back', () => {
    expect(transpositionsOf('aabbc')).toEqual(['ababc', 'aabcb']);
    expect(transpositionsOf('aaaaa')).toEqual([]);
  });

  it(`reads no swap into a word below ${TRANSPOSITION_MIN} letters`, () => {
    expect(TRANSPOSITION_MIN).toBe(5);
    for (const w of ['', 'a', 'ab', 'sutd', 'kito']) expect(transpositionsOf(w)).toEqual([]);
    expect(transpositionsOf('kiotn')).toHaveLength(4);
  });
});
