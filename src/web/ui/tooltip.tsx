import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { clsx } from 'clsx';
import { TOUCH_MEDIA_QUERY, tooltipDelay } from '../../shared/ui/timing.js';

function subscribeTouchMode(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(TOUCH_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function touchModeNow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_MEDIA_QUERY).matches;
}

/** SPEC §9: touch mode below 768 px, followed as the window is resized or turned. */
export function useTouchMode(): boolean {
  return useSyncExternalStore(subscribeTouchMode, touchModeNow, () => false);
}

/**
 * The app's one tooltip provider: tooltips open after 300 ms, 150 ms in touch mode
 * (SPEC §9); moving from one tooltip to the next within that time opens it at once.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const delay = tooltipDelay(useTouchMode());
  return (
    <RadixTooltip.Provider delayDuration={delay} skipDelayDuration={delay}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** What the tooltip says. It repeats the trigger's accessible name; it never replaces it. */
  content: ReactNode;
  /** One focusable element (a button or a link) that the tooltip describes. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/** A short label shown on hover and keyboard focus, closed with Escape (Radix Tooltip). */
export function Tooltip({ content, children, side = 'bottom', className }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={clsx(
            'z-50 max-w-xs bg-ink px-2.5 py-1.5 text-[0.6875rem] font-medium tracking-wide text-ivory',
            'data-[state=delayed-open]:animate-fade-in motion-reduce:animate-none',
            className,
          )}
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
