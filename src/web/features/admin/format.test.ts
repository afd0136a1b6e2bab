import { describe, expect, it } from 'vitest';
import { categoryName, countryName, describeValue, formatAge, humanize, pageCountOf } from './format.js';

describe('admin wording', () => {
  it('says how long something has waited', () => {
    expect([0, 1, 2, 47, 48, 71, 72, 24 * 40].map(formatAge)).toEqual([
      'under an hour', '1 hour', '2 hours', '47 hours', '2 days', '2 days', '3 days', '40 days',
    ]);
  });

  it('turns stable codes into words', () => {
    expect(humanize('membership.auto_approve')).toBe('Membership auto approve');
    expect(humanize('reapplyFrom')).toBe('Reapply from');
    expect(humanize('subject_type')).toBe('Subject type');
    expect(categoryName('fine-living')).toBe('Fine Living');
  });

  it('writes detail values for a person', () => {
    expect(describeValue(null)).toBe('—');
    expect(describeValue('')).toBe('—');
    expect(describeValue(true)).toBe('Yes');
    expect(describeValue(false)).toBe('No');
    expect(describeValue(12)).toBe('12');
    expect(describeValue([])).toBe('—');
    expect(describeValue(['a', 2])).toBe('a, 2');
    expect(describeValue({ fromState: 'in_review', count: 2 })).toBe('From state: in_review; Count: 2');
    expect(describeValue('2026-11-02')).toBe('2026-11-02');
    expect(describeValue('2026-11-02T14:05:00.000Z')).toMatch(/^Nov 2, 2026, \d{2}:\d{2}$/);
  });

  it('names countries, keeping the code', () => {
    expect(countryName('FR')).toBe('France (FR)');
    expect(countryName('AA')).toBe('AA');
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });
});
