import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_MS, TOAST_EXIT_MS } from '../../shared/ui/timing.js';
import { deferred } from '../lib/deferred.js';
import type { ToastLayerProps } from './toast-layer.js';

/** SPEC §3: a toast's kinds. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** SPEC §3: id, message, type, duration (ms; 0 stays until closed). A title is optional. */
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  duration: number;
  title?: string;
}

export interface ToastOptions {
  title?: string;
  /** Default 5000 ms (SPEC §9); 0 keeps the toast until it is closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast; answers its id. */
  show(toast: { message: string; type: ToastType } & ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  warning(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
  /** Closes a toast early (it slides out like any other). */
  dismiss(id: string): void;
}

/** At most this many at once: a burst of news should not cover the page. */
const MAX_TOASTS = 4;

const ToastContext = createContext<ToastApi | null>(null);

export interface Shown extends Toast {
  open: boolean;
}

/** Radix Toast and the drawing load after the first paint, or at once when a toast comes first (#10 item 17). */
function LoadWhenNeeded({ toasts, load }: ToastLayerProps & { load: () => void }) {
  const needed = toasts.length > 0;
  useEffect(() => {
    if (needed) load();
  }, [needed, load]);
  return null;
}

const ToastLayer = deferred<ToastLayerProps>(async () => (await import('./toast-layer.js')).ToastLayer, LoadWhenNeeded);

/** Loads the toasts' drawing now (tests meet it at once). */
export function loadToastLayer(): Promise<void> {
  return ToastLayer.load();
}

/**
 * Toasts for the whole app (Radix Toast): announced by a live region (errors and warnings
 * assertively), paused while hovered or focused, reached with F8, closed with Escape or a
 * swipe. Each leaves with a 300 ms slide-out, or at once when the reader prefers reduced motion.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const close = useCallback((id: string) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Radix unmounts the toast once its slide-out ends; the list forgets it after the same 300 ms.
    if (timers.current.has(id)) return;
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, TOAST_EXIT_MS),
    );
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = ({ message, type, title, duration }) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      const toast: Shown = { id, message, type, title, duration: duration ?? TOAST_DEFAULT_MS, open: true };
      setToasts((list) => [...list.filter((t) => t.open).slice(-(MAX_TOASTS - 1)), toast]);
      return id;
    };
    return {
      show,
      success: (message, options) => show({ message, type: 'success', ...options }),
      error: (message, options) => show({ message, type: 'error', ...options }),
      warning: (message, options) => show({ message, type: 'warning', ...options }),
      info: (message, options) => show({ message, type: 'info', ...options }),
      dismiss: close,
    };
  }, [close]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastLayer toasts={toasts} onClose={close} />
    </ToastContext.Provider>
  );
}

/** The app's toasts. Outside a ToastProvider this throws: a toast nobody sees is a bug. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
