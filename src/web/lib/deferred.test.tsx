import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { deferred } from './deferred.js';

function Real({ label, open = false }: { label: string; open?: boolean }) {
  return <p>{`real ${label}${open ? ' open' : ''}`}</p>;
}

function later<T>(value: T) {
  let resolve!: () => void;
  const gate = new Promise<void>((r) => (resolve = r));
  return { importer: async () => (await gate, value), release: () => resolve() };
}

describe('deferred parts (#10 item 17)', () => {
  it('draws the placeholder first, then the real part once the page is idle', async () => {
    const Part = deferred<{ label: string; open?: boolean }>(async () => Real, ({ label }) => <p>{`plain ${label}`}</p>);
    render(<Part label="menu" />);
    expect(screen.getByText('plain menu')).toBeTruthy();
    expect(await screen.findByText('real menu')).toBeTruthy();
    expect(Part.loaded).toBe(Real);
  });

  it('loads at once when the placeholder is used, with props for the first render', async () => {
    const { importer, release } = later(Real);
    const Part = deferred<{ label: string; open?: boolean }>(importer, ({ label, load }) => (
      <button type="button" onClick={() => load({ open: true })}>{`plain ${label}`}</button>
    ));
    render(<Part label="menu" />);
    fireEvent.click(screen.getByRole('button', { name: 'plain menu' }));
    expect(screen.queryByText(/real/)).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('real menu open')).toBeTruthy();
  });

  it('never swaps under a press: the placeholder stays until the pointer is released, so its click lands', async () => {
    const { importer, release } = later(Real);
    let clicks = 0;
    const Part = deferred<{ label: string; open?: boolean }>(importer, ({ label, load }) => (
      <button type="button" onPointerEnter={() => load()} onClick={() => clicks++}>{`plain ${label}`}</button>
    ));
    render(<Part label="login" />);
    const plain = screen.getByRole('button', { name: 'plain login' });
    fireEvent.pointerEnter(plain);
    fireEvent.pointerDown(plain);
    await act(async () => release());
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    // Loaded, but the press is not over: the element under the pointer stays.
    expect(screen.getByRole('button', { name: 'plain login' })).toBe(plain);
    fireEvent.pointerUp(plain);
    fireEvent.click(plain);
    expect(clicks).toBe(1);
    expect(await screen.findByText('real login')).toBeTruthy();
  });

  it('renders nothing until loaded when it has no placeholder, and a part already loaded at once', async () => {
    const Part = deferred<{ label: string }>(async () => Real);
    const first = render(<Part label="widget" />);
    expect(first.container.textContent).toBe('');
    await Part.load();
    first.unmount();
    render(<Part label="again" />);
    expect(screen.getByText('real again')).toBeTruthy();
  });
});
