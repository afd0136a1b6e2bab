import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellPlus, BellRing } from 'lucide-react';
import { api } from '../../../lib/api-client.js';
import { MEMBER_DATA } from '../../../lib/member-cache.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useSignInGate } from '../../../lib/sign-in-gate.js';
import { Button } from '../../../ui/button.js';
import { journalKeys } from '../api/journal-api.js';

type Following = { topics: string[] };

/**
 * "Tell me of new market reports": every report (topic 'all'), or a category's or a house's.
 * New reports arrive as notifications (Patina news) and in the daily digest. A guest is asked
 * to sign in first. Drawn once the page has hydrated (who is signed in is the browser's).
 */
export function FollowReports({ topic, label }: { topic: string; label: string }) {
  const hydrated = useHydrated();
  const gate = useSignInGate();
  const client = useQueryClient();
  const following = useQuery({
    queryKey: [...journalKeys.all, 'following'],
    queryFn: ({ signal }) => api.get<Following>('/api/journal/following', { signal }),
    enabled: hydrated && gate.isSignedIn,
    meta: MEMBER_DATA,
  });
  const toggle = useMutation({
    mutationFn: (on: boolean) => api.put<Following>(`/api/journal/following/${encodeURIComponent(topic)}`, { body: { following: on } }),
    onSuccess: (answer) => client.setQueryData([...journalKeys.all, 'following'], answer),
  });
  if (!hydrated) return <div className="h-9" />;
  const on = following.data?.topics.includes(topic) ?? false;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={gate.isSignedIn ? on : undefined}
        disabled={toggle.isPending || (gate.isSignedIn && following.isPending)}
        onClick={() => (gate.isSignedIn ? toggle.mutate(!on) : gate.requireSignIn({ reason: 'Sign in to be told of new market reports.' }))}
        className="self-start"
      >
        {on ? <BellRing aria-hidden="true" className="size-4" strokeWidth={1.5} /> : <BellPlus aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        {label}
      </Button>
      {toggle.isError ? <p role="alert" className="text-xs text-fall">{toggle.error.message}</p> : null}
    </div>
  );
}
