import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { clsx } from 'clsx';
import { TOAST_DEFAULT_MS, toastLifetime } from '../../shared/ui/timing.js';
import type { Shown, ToastType } from './toast.js';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;
const ICON_COLOURS: Record<ToastType, string> = {
  success: 'text-rise',
  error: 'text-fall',
  warning: 'text-bronze',
  info: 'text-ink-soft',
};

export interface ToastLayerProps {
  toasts: readonly Shown[];
  onClose: (id: string) => void;
}

/** The toasts themselves (Radix Toast), drawn by toast.tsx's provider once loaded. */
export function ToastLayer({ toasts, onClose }: ToastLayerProps) {
  return (
    <RadixToast.Provider duration={TOAST_DEFAULT_MS} swipeDirection="right" label="Notification">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onClose={() => onClose(t.id)} />
      ))}
      <RadixToast.Viewport
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:p-6"
      />
    </RadixToast.Provider>
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

