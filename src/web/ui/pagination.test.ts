import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.js';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and neighbours, with gaps', () => {
    expect(pageWindow(10, 40)).toEqual([1, null, 9, 10, 11, null, 40]);
  });

  it('fills a gap of one page instead of an ellipsis', () => {
    expect(pageWindow(4, 40)).toEqual([1, 2, 3, 4, 5, null, 40]);
  });

  it('shows the last pages near the end', () => {
    expect(pageWindow(40, 40)).toEqual([1, null, 37, 38, 39, 40]);
  });
});
