import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TooltipProvider } from './tooltip.js';

/** A window of a given width, as far as media queries go. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      get matches() {
        return current <= max;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
  }) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      current = to;
      for (const l of listeners) l();
    },
  };
}

function renderTooltip() {
  render(
    <TooltipProvider>
      <Tooltip content="Wishlist">
        <button type="button" aria-label="Wishlist">
          ♥
        </button>
      </Tooltip>
    </TooltipProvider>,
  );
  return screen.getByRole('button', { name: 'Wishlist' });
}

/** Hovers with a mouse: Radix opens on pointer moves that are not touch. */
function hover(el: HTMLElement) {
  fireEvent.pointerMove(el, { pointerType: 'mouse' });
}

const original = window.matchMedia;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = original;
});

describe('tooltip (SPEC §9)', () => {
  it('opens 300 ms after the pointer rests on a wide screen', () => {
    viewport(1280);
    const trigger = renderTooltip();
    hover(trigger);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Wishlist');
  });

  it('opens after 150 ms in touch mode, below 768 px', () => {
    viewport(767);
    const trigger = renderTooltip();
    hover(trigger);
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Wishlist');
  });

  it('follows the window across the breakpoint', () => {
    const screenSize = viewport(1024);
    const trigger = renderTooltip();
    act(() => {
      screenSize.resize(600);
    });
    hover(trigger);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Wishlist');
  });

  it('opens on keyboard focus and closes with Escape', () => {
    viewport(1280);
    const trigger = renderTooltip();
    act(() => {
      trigger.focus();
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Wishlist');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
