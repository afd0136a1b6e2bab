import { useId, type MouseEvent } from 'react';
import { Heart } from 'lucide-react';
import { clsx } from 'clsx';
import { useMemberAction, useSignInGate } from '../../../lib/sign-in-gate.js';
import { buttonClasses } from '../../../ui/button.js';
import { useToast } from '../../../ui/toast.js';
import { useWishlistIds } from '../api/get-wishlist-ids.js';
import { useSaveToWishlist } from '../api/save-to-wishlist.js';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.js';

export interface WishlistButtonProps {
  productId: number;
  /** The product's full name: part of the heart's name, or the full button's description. */
  productName: string;
  /**
   * 'icon': a round heart for cards, named 'Save … to wishlist', pressed when saved.
   * 'full': 'Save to wishlist' / 'Saved to wishlist' for the product page, where the visible
   * words are the name (WCAG 2.5.3: speech users say what they see) and the product's name
   * is its description.
   */
  variant?: 'icon' | 'full';
  className?: string;
}

/** Whether the signed-in member saved this piece; false for guests and while loading. */
export function useIsSaved(productId: number, signedIn: boolean): boolean {
  const ids = useWishlistIds({ enabled: signedIn });
  return signedIn && (ids.data?.has(productId) ?? false);
}

/**
 * The wishlist heart. A member's click fills or empties it at once and the server is told
 * afterwards; if it refuses (the list is full, too many clicks, the session ended), the heart
 * goes back and a toast says why. A guest's click opens sign-in instead (SPEC §6).
 */
export function WishlistButton({ productId, productName, variant = 'icon', className }: WishlistButtonProps) {
  const gate = useSignInGate();
  const asMember = useMemberAction();
  const saved = useIsSaved(productId, gate.isSignedIn);
  const save = useSaveToWishlist();
  const remove = useRemoveFromWishlist();
  const toast = useToast();
  const descriptionId = useId();
  const pending = save.isPending || remove.isPending;

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // Cards are links underneath; the heart is its own action.
    event.preventDefault();
    event.stopPropagation();
    asMember(() => {
      // One change per piece at a time: a second click waits for the first answer.
      if (pending) return;
      const onError = (e: Error) =>
        toast.error(e.message || (saved ? 'We could not remove it from your wishlist. Please try again.' : 'We could not save it to your wishlist. Please try again.'));
      if (saved) remove.mutate({ productId }, { onError });
      else save.mutate({ productId }, { onError });
    }, { reason: 'Sign in or create an account to keep a wishlist.' });
  }

  const full = variant === 'full';
  // A toggle keeps one name and says its state with aria-pressed (never both: 'Remove …, pressed').
  const label = `Save ${productName} to wishlist`;
  const heart = <Heart aria-hidden="true" className={clsx('size-4 shrink-0 transition-colors', saved && 'fill-current text-bronze')} strokeWidth={1.5} />;

  return (
    <span className={clsx('relative inline-flex', className)}>
      <button
        type="button"
        aria-label={full ? undefined : label}
        aria-describedby={full ? descriptionId : undefined}
        aria-pressed={saved}
        aria-busy={pending || undefined}
        data-testid="wishlist-button"
        onClick={onClick}
        className={
          full
            ? buttonClasses({ variant: saved ? 'secondary' : 'quiet', className: 'w-full' })
            : clsx(
                'inline-flex size-9 items-center justify-center rounded-full border bg-ivory/95 text-ink shadow-sm transition-colors',
                saved ? 'border-bronze' : 'border-line hover:border-ink',
              )
        }
      >
        {heart}
        {full ? <span>{saved ? 'Saved to wishlist' : 'Save to wishlist'}</span> : null}
      </button>
      {full ? (
        <span id={descriptionId} hidden>
          {productName}
        </span>
      ) : null}
    </span>
  );
}
