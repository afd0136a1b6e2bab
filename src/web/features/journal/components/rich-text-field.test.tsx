import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InlineRun } from '../../../../shared/journal/blocks.js';
import { LINK_REFUSED, RichTextField } from './rich-text-field.js';

let latest: InlineRun[] = [];
const record = (next: { text: string; runs: InlineRun[] }) => {
  latest = next.runs;
};

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState<{ text: string; runs: InlineRun[] }>({ text: initial, runs: [{ text: initial }] });
  return <RichTextField label="Paragraph 1" toolbarLabel="Formatting of block 1" text={value.text} runs={value.runs} onChange={(next) => { record(next); setValue(next); }} />;
}

function draw(initial: string) {
  latest = [{ text: initial }];
  const router = createMemoryRouter([{ path: '/', element: <Harness initial={initial} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('textbox', { name: 'Paragraph 1' }) as HTMLTextAreaElement;
}

function select(area: HTMLTextAreaElement, start: number, end: number) {
  act(() => {
    area.focus();
    area.setSelectionRange(start, end);
    fireEvent.select(area);
  });
}

describe('bold, italic and links in a paragraph', () => {
  it('makes the selected words bold with Ctrl+B and off again, shown as readers will see it', async () => {
    const area = draw('Read the stamp first');
    select(area, 9, 14);
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(latest).toEqual([{ text: 'Read the ' }, { text: 'stamp', bold: true }, { text: ' first' }]);
    await waitFor(() => expect(screen.getByTestId('journal-formatted').querySelector('strong')?.textContent).toBe('stamp'));
    select(area, 9, 14);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(latest).toEqual([{ text: 'Read the stamp first' }]);
  });

  it('makes words italic from the toolbar, and keeps the marks while the editor types', async () => {
    const area = draw('the stamp here');
    select(area, 4, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(latest).toEqual([{ text: 'the ' }, { text: 'stamp', italic: true }, { text: ' here' }]);
    fireEvent.change(area, { target: { value: 'the stamps here' } });
    expect(latest).toEqual([{ text: 'the ' }, { text: 'stamps', italic: true }, { text: ' here' }]);
  });

  it('adds a link with Ctrl+K, refusing an unsafe address with the rule’s message, and removes it', async () => {
    const area = draw('See our Birkin guide');
    select(area, 8, 20);
    fireEvent.keyDown(area, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    const address = screen.getByRole('textbox', { name: 'Address' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Add the link' }));
    expect(screen.getByRole('alert').textContent).toBe(LINK_REFUSED);
    expect(dialog.isConnected).toBe(true);
    expect(latest).toEqual([{ text: 'See our Birkin guide' }]);

    await userEvent.clear(address);
    await userEvent.type(address, '/journal/how-our-experts-check-a-hermes-birkin');
    await userEvent.click(screen.getByRole('button', { name: 'Add the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(latest).toEqual([{ text: 'See our ' }, { text: 'Birkin guide', href: '/journal/how-our-experts-check-a-hermes-birkin' }]);
    expect(screen.getByRole('link', { name: 'Birkin guide' }).getAttribute('href')).toBe('/journal/how-our-experts-check-a-hermes-birkin');

    select(area, 10, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(latest).toEqual([{ text: 'See our Birkin guide' }]);
  });

  it('does nothing without a selection', () => {
    const area = draw('Nothing selected');
    select(area, 3, 3);
    fireEvent.keyDown(area, { key: 'b', ctrlKey: true });
    expect(latest).toEqual([{ text: 'Nothing selected' }]);
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
