import * as Dialog from '@radix-ui/react-dialog';
import { BadgeCheck, FileCheck2, ShieldCheck, X } from 'lucide-react';
import { AUTH_TITLES, AuthForm, type AuthMode } from './auth-form.js';

export interface AuthDialogProps {
  open: boolean;
  mode: AuthMode;
  /** Why the modal opened (a product's details, a wishlist…); without one it just welcomes. */
  reason?: string | null;
  onModeChange: (mode: AuthMode) => void;
  /** Closing by overlay, close button or Escape: the form and its error are cleared. */
  onClose: () => void;
  onSignedIn: () => void;
  onSocialFailure: (mode: AuthMode) => void;
}

const PROMISES = [
  { icon: BadgeCheck, text: 'Every piece examined by our experts' },
  { icon: FileCheck2, text: 'A digital certificate with each item' },
  { icon: ShieldCheck, text: 'Payments protected with escrow' },
];

/**
 * The sign-in / join modal (SPEC §2, §4). A Radix dialog: focus is trapped, Escape and the
 * overlay close it. Its content unmounts on close, which is what clears the form.
 */
/** What the modal says when the member opened it themself. */
export const AUTH_WELCOME = 'Members buy, bid and sell authenticated pieces, follow collectors and keep a wishlist.';

export function AuthDialog({ open, mode, reason = null, onModeChange, onClose, onSignedIn, onSocialFailure }: AuthDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="auth-overlay" className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
          <Dialog.Content
            data-testid="auth-dialog"
            className="pointer-events-auto relative w-full max-w-md bg-ivory px-6 pb-7 pt-8 shadow-2xl motion-safe:animate-drop-in focus:outline-none sm:px-9"
          >
            <Dialog.Close asChild>
              <button type="button" aria-label="Close" className="absolute right-2 top-2 inline-flex size-11 items-center justify-center text-ink-soft hover:text-ink">
                <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
              </button>
            </Dialog.Close>
            <Dialog.Title className="pr-8 font-display text-3xl font-medium">{AUTH_TITLES[mode]}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-soft">{reason ?? AUTH_WELCOME}</Dialog.Description>
            <ul className="mt-4 grid gap-1.5 border-y border-line py-3">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2.5 text-xs text-ink-soft">
                  <Icon aria-hidden="true" className="size-4 text-bronze" strokeWidth={1.4} />
                  {text}
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <AuthForm
                key={mode}
                mode={mode}
                onModeChange={onModeChange}
                onSignedIn={onSignedIn}
                onSocialFailure={onSocialFailure}
                onLeave={onClose}
              />
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
