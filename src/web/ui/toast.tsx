import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { clsx } from 'clsx';
import { TOAST_DEFAULT_MS, TOAST_EXIT_MS, toastLifetime } from '../../shared/ui/timing.js';

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

interface Shown extends Toast {
  open: boolean;
}

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;
const ICON_COLOURS: Record<ToastType, string> = {
  success: 'text-rise',
  error: 'text-fall',
  warning: 'text-bronze',
  info: 'text-ink-soft',
};

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
      <RadixToast.Provider duration={TOAST_DEFAULT_MS} swipeDirection="right" label="Notification">
        {children}
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={() => close(t.id)} />
        ))}
        <RadixToast.Viewport
          label="Notifications ({hotkey})"
          className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:p-6"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Shown; onClose: () => void }) {
  const Icon = ICONS[toast.type];
  return (
    <RadixToast.Root
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      duration={toastLifetime(toast.duration)}
      // Errors and warnings interrupt a screen reader; success and info wait their turn.
      type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
      data-toast-type={toast.type}
      className={clsx(
        'flex items-start gap-3 border border-line bg-ivory px-4 py-3 text-ink shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'motion-reduce:animate-none motion-reduce:data-[state=closed]:animate-none motion-reduce:data-[swipe=end]:animate-none',
      )}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-4 shrink-0', ICON_COLOURS[toast.type])} strokeWidth={1.6} />
      <div className="min-w-0 flex-1">
        {toast.title ? <RadixToast.Title className="text-sm font-medium leading-6">{toast.title}</RadixToast.Title> : null}
        <RadixToast.Description className="text-sm leading-6 text-ink-soft break-words">{toast.message}</RadixToast.Description>
      </div>
      <RadixToast.Close
        aria-label="Close"
        className="-mr-1 inline-flex size-7 shrink-0 items-center justify-center text-muted transition-colors hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" strokeWidth={1.6} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/** The app's toasts. Outside a ToastProvider this throws: a toast nobody sees is a bug. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
