import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNearViewport } from './use-near-viewport.js';

function Far() {
  const [ref, near] = useNearViewport<HTMLDivElement>('500px');
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

/** The browser's IntersectionObserver, driven by the test: it says when the element is near. */
class Observer {
  static made: Observer[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[], observer: Observer) => void,
    readonly options: { rootMargin?: string },
  ) {
    Observer.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    Observer.made = [];
  });

  it('waits until the element comes within the margin, then stays true and stops watching', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = Observer;
    render(<Far />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const observer = Observer.made[0]!;
    expect(observer.options.rootMargin).toBe('500px 0px');
    expect(observer.observed).toHaveLength(1);
    act(() => observer.callback([{ isIntersecting: false }], observer));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer.callback([{ isIntersecting: true }], observer));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
    // Nothing watches any more, and scrolled away again it stays drawn.
    expect(Observer.made.every((o) => o.disconnected)).toBe(true);
    act(() => observer.callback([{ isIntersecting: false }], observer));
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('stops watching when the element goes before it ever came near', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = Observer;
    const { unmount } = render(<Far />);
    const observer = Observer.made[0]!;
    expect(observer.disconnected).toBe(false);
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('is true at once where the browser cannot tell', () => {
    render(<Far />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
