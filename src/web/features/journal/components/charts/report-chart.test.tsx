import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ChartBlock } from '../../../../../shared/journal/blocks.js';
import { ReportChart } from './report-chart.js';

const index: ChartBlock = {
  type: 'chart', kind: 'line', unit: 'money', currency: 'USD', title: 'Watches index: median sale price by month, to November 2026',
  series: [{ label: 'Median sale price', points: [
    { label: 'Sep 2026', value: 1_190_000 }, { label: 'Oct 2026', value: 1_120_000 }, { label: 'Nov 2026', value: 1_240_000 },
  ] }],
};
const moves: ChartBlock = {
  type: 'chart', kind: 'bar', unit: 'percent', title: 'Change in the median sale price by category, October to November 2026',
  series: [{ label: 'Change', points: [{ label: 'Watches', value: 4.2 }, { label: 'Bags', value: -3.1 }] }],
};

describe('ReportChart', () => {
  it('draws an image named by its title and described in words, with every number in a table beside it', () => {
    render(<ReportChart block={index} />);
    const img = screen.getByRole('img', { name: /Watches index: median sale price by month, to November 2026/ });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.querySelector('desc')?.textContent).toBe(
      'Line chart. Median sale price, 3 values from Sep 2026 ($11,900) to Nov 2026 ($12,400); lowest $11,200 (Oct 2026), highest $12,400 (Nov 2026). The numbers are in the table below.',
    );
    const table = screen.getByRole('table', { name: index.title });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['MonthMedian sale price', 'Sep 2026$11,900', 'Oct 2026$11,200', 'Nov 2026$12,400']);
    expect(img.querySelectorAll('path.rc-line')).toHaveLength(1);
    expect(img.querySelectorAll('circle')).toHaveLength(3);
  });

  it('draws bars from zero, negative ones below it, with signed changes in the table', () => {
    render(<ReportChart block={moves} />);
    const img = screen.getByRole('img', { name: /Change in the median sale price by category/ });
    const [up, down] = [...img.querySelectorAll('rect.rc-bar')].map((r) => ({ y: Number(r.getAttribute('y')), h: Number(r.getAttribute('height')) }));
    expect(up!.y + up!.h).toBeCloseTo(down!.y, 0);
    const rows = within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['ItemChange', 'Watches+4.2%', 'Bags\u22123.1%']);
  });

  it('is drawn whole by the server, animations only for readers who allow motion', () => {
    const html = renderToString(<ReportChart block={index} />);
    expect(html).toContain('<svg');
    expect(html).toContain('role="img"');
    expect(html).toContain('$12,400');
    expect(html).toMatch(/@media \(prefers-reduced-motion: no-preference\)\{\.rc-line/);
  });
});
