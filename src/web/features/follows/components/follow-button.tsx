import { useId, type MouseEvent } from 'react';
import { UserCheck, UserPlus } from 'lucide-react';
import { useMemberAction, useSignInGate } from '../../../lib/sign-in-gate.js';
import { buttonClasses, type ButtonSize } from '../../../ui/button.js';
import { useToast } from '../../../ui/toast.js';
import { useFollowState } from '../api/get-follow-state.js';
import { useFollowMember } from '../api/follow-member.js';
import { useUnfollowMember } from '../api/unfollow-member.js';
import type { FollowTarget } from '../api/follow-keys.js';

export interface FollowButtonProps {
  handle: string;
  /** The member's public name: the button's description ("Follow", of whom). */
  name: string;
  /** A member (the default), or their public portfolio or wishlist. */
  kind?: FollowTarget;
  size?: ButtonSize;
  className?: string;
}

const WHAT: Record<FollowTarget, string> = { member: '', portfolio: 'portfolio', wishlist: 'wishlist' };

/**
 * Follow / Following for a member. A toggle: one visible name, its state in aria-pressed. A
 * click shows the new state at once; a refusal (not a club member yet, too many clicks) puts
 * it back and a toast says why. A guest's click opens sign-in. Nobody sees it for themself.
 */
export function FollowButton({ handle, name, kind = 'member', size = 'sm', className }: FollowButtonProps) {
  const gate = useSignInGate();
  const asMember = useMemberAction();
  const state = useFollowState(handle, { enabled: gate.isSignedIn, kind });
  const follow = useFollowMember();
  const unfollow = useUnfollowMember();
  const toast = useToast();
  const descriptionId = useId();
  const following = gate.isSignedIn && (state.data?.following ?? false);
  const pending = follow.isPending || unfollow.isPending;

  if (state.data?.self) return null;

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    asMember(() => {
      // One change at a time: a second click waits for the first answer.
      if (pending) return;
      const onError = (e: Error) => toast.error(e.message || (following ? `We could not unfollow ${name}. Please try again.` : `We could not follow ${name}. Please try again.`));
      if (following) unfollow.mutate({ handle, kind }, { onError });
      else follow.mutate({ handle, kind }, { onError });
    }, { reason: kind === 'member' ? 'Sign in or create an account to follow members.' : `Sign in or create an account to follow this ${kind}.` });
  }

  const Icon = following ? UserCheck : UserPlus;
  return (
    <>
      <button
        type="button"
        aria-pressed={following}
        aria-describedby={descriptionId}
        aria-busy={pending || undefined}
        data-testid="follow-button"
        onClick={onClick}
        className={buttonClasses({ variant: following ? 'secondary' : 'primary', size, className })}
      >
        <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />
        <span>{following ? 'Following' : 'Follow'}</span>
      </button>
      <span id={descriptionId} hidden>
        {kind === 'member' ? name : `${name}’s ${WHAT[kind]}`}
      </span>
    </>
  );
}
