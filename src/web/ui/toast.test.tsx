import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadToastLayer, ToastProvider, useToast, type ToastApi } from './toast.js';
import { expectConsoleError } from '../test/setup.js';
import { TOAST_EXIT_MS } from '../../shared/ui/timing.js';

let api: ToastApi;
function Grab() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  }, [toast]);
  return null;
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Grab />
      <button type="button">Elsewhere</button>
    </ToastProvider>,
  );
}

/** The toast itself (Radix also writes its words into a separate announcement). */
const toastWith = (text: string) => screen.queryAllByText(text).find((el) => el.closest('li'))?.closest('li') ?? null;

// In the app the drawing loads after the first paint (#10 item 17); here it is there from the start.
beforeAll(() => loadToastLayer(), 30_000);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (SPEC §3, §4, §9)', () => {
  it('shows a success toast for 5000 ms by default, then it leaves', () => {
    renderToasts();
    act(() => {
      api.success('Saved to your wishlist.');
    });
    expect(toastWith('Saved to your wishlist.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(toastWith('Saved to your wishlist.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1 + 300);
    });
    expect(toastWith('Saved to your wishlist.')).toBeNull();
  });

  it('keeps a toast of duration 0 until it is closed', () => {
    renderToasts();
    act(() => {
      api.error('We could not save this piece.', { duration: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const toast = toastWith('We could not save this piece.')!;
    expect(toast).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(toastWith('We could not save this piece.')).toBeNull();
  });

  it('honours a given duration', () => {
    renderToasts();
    act(() => {
      api.info('Prices refreshed.', { duration: 1200 });
    });
    act(() => {
      vi.advanceTimersByTime(1199);
    });
    expect(toastWith('Prices refreshed.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(301);
    });
    expect(toastWith('Prices refreshed.')).toBeNull();
  });

  it('shows each type with its title and message', () => {
    renderToasts();
    act(() => {
      api.success('One', { title: 'Done' });
      api.error('Two');
      api.warning('Three');
      api.info('Four');
    });
    expect(toastWith('One')!.getAttribute('data-toast-type')).toBe('success');
    expect(toastWith('One')!.textContent).toBe('DoneOne');
    expect(toastWith('Two')!.getAttribute('data-toast-type')).toBe('error');
    expect(toastWith('Three')!.getAttribute('data-toast-type')).toBe('warning');
    expect(toastWith('Four')!.getAttribute('data-toast-type')).toBe('info');
  });

  it('announces a toast in a live region', () => {
    renderToasts();
    act(() => {
      api.error('We could not follow this member.');
    });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const announcements = screen.getAllByRole('status').filter((el) => el.getAttribute('aria-live') === 'assertive');
    expect(announcements.map((el) => el.textContent)).toContain('Notification We could not follow this member.');
  });

  it('waits while the pointer rests on the toasts, then keeps the time left', () => {
    renderToasts();
    act(() => {
      api.success('New follower');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const viewport = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.pointerMove(viewport);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(toastWith('New follower')).not.toBeNull();
    fireEvent.pointerLeave(viewport);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(toastWith('New follower')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1 + 300);
    });
    expect(toastWith('New follower')).toBeNull();
  });

  it('moves focus to the toasts with F8', () => {
    renderToasts();
    act(() => {
      api.info('Prices refreshed.');
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement?.tagName).toBe('OL');
  });

  it('closes a toast early with dismiss', () => {
    renderToasts();
    let id = '';
    act(() => {
      id = api.warning('Your session ends soon.', { duration: 0 });
    });
    act(() => {
      api.dismiss(id);
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(toastWith('Your session ends soon.')).toBeNull();
  });

  it('refuses to be used outside its provider', () => {
    expectConsoleError();
    expect(() => render(<Grab />)).toThrow('useToast needs a ToastProvider');
  });

  it('slides out over 300 ms, and not at all for readers who prefer reduced motion', () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, '../styles.css'), 'utf8');
    expect(/--animate-toast-out:\s*toast-out\s+(\d+)ms/.exec(css)?.[1]).toBe(String(TOAST_EXIT_MS));
    renderToasts();
    act(() => {
      api.info('Prices refreshed.');
    });
    const classes = toastWith('Prices refreshed.')!.className;
    expect(classes).toContain('data-[state=closed]:animate-toast-out');
    expect(classes).toContain('motion-reduce:data-[state=closed]:animate-none');
  });
});
