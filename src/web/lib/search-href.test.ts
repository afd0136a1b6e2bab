import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href.js';

describe('searchHref', () => {
  it('goes to page 1 of the search page with the trimmed query', () => {
    expect(searchHref('  Hermès Birkin ')).toBe('/search?q=Herm%C3%A8s+Birkin&page=1');
  });

  it('does nothing for blank text', () => {
    expect(searchHref('   ')).toBeNull();
  });
});
