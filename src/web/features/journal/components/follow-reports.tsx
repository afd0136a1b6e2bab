import { BellPlus, BellRing } from 'lucide-react';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useSignInGate } from '../../../lib/sign-in-gate.js';
import { Button } from '../../../ui/button.js';
import { useFollowTopic, useJournalFollowing } from '../api/journal-following.js';

/**
 * "Tell me of new market reports": every report (topic 'all'), or a category's or a house's.
 * New reports arrive as notifications (Patina news) and in the daily digest. A guest is asked
 * to sign in first. Drawn once the page has hydrated (who is signed in is the browser's).
 */
export function FollowReports({ topic, label }: { topic: string; label: string }) {
  const hydrated = useHydrated();
  const gate = useSignInGate();
  const following = useJournalFollowing(hydrated && gate.isSignedIn);
  const toggle = useFollowTopic();
  if (!hydrated) return <div className="h-9" />;
  const on = following.data?.topics.includes(topic) ?? false;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={gate.isSignedIn ? on : undefined}
        disabled={toggle.isPending || (gate.isSignedIn && following.isPending)}
        onClick={() => (gate.isSignedIn ? toggle.mutate({ topic, following: !on }) : gate.requireSignIn({ reason: 'Sign in to be told of new market reports.' }))}
        className="self-start"
      >
        {on ? <BellRing aria-hidden="true" className="size-4" strokeWidth={1.5} /> : <BellPlus aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        {label}
      </Button>
      {toggle.isError ? <p role="alert" className="text-xs text-fall">{toggle.error.message}</p> : null}
    </div>
  );
}
