import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { PAGE_PATTERNS } from '../../shared/routes.js';
import { routes } from './router.js';

/** A concrete path for a pattern: ':x' segments and '*' become sample values. */
function sample(pattern: string): string {
  return pattern.replace(/:[a-zA-Z]+/g, 'sample-slug').replace(/\*$/, 'sample/rest');
}

function leafPath(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  return leaf?.index ? '(index)' : leaf?.path;
}

describe('web router', () => {
  it.each(PAGE_PATTERNS.map((p) => [p]))('has a page of its own for %s', (pattern) => {
    const leaf = leafPath(sample(pattern));
    expect(leaf).toBeDefined();
    expect(leaf).not.toBe('*');
  });

  it('sends unknown paths to the not-found page', () => {
    expect(leafPath('/no-such-page')).toBe('*');
    expect(leafPath('/category/bags/handbags/extra')).toBe('*');
  });
});
