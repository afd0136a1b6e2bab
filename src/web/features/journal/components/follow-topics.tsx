import { Check, Plus } from 'lucide-react';
import { useMemberAction, useSignInGate } from '../../../lib/sign-in-gate.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { buttonClasses } from '../../../ui/button.js';
import { useToast } from '../../../ui/toast.js';
import { useFollowTopic, useJournalFollowing } from '../api/journal-following.js';

export interface FollowTopic {
  /** A house's or a category's slug, as PUT /api/journal/following/:topic takes it. */
  slug: string;
  /** 'Cartier', 'Watches'. */
  label: string;
}

/**
 * "Follow Cartier" / "Following Cartier" for each house and category an article is about: a
 * toggle (aria-pressed) per topic. A follower is told of the topic's new market reports (Patina
 * news) and finds them in the daily digest. A guest's click opens sign-in. Drawn once the page
 * has hydrated: who is signed in, and what they follow, is the browser's to say.
 */
export function FollowTopics({ topics }: { topics: readonly FollowTopic[] }) {
  const hydrated = useHydrated();
  const gate = useSignInGate();
  const asMember = useMemberAction();
  const following = useJournalFollowing(hydrated && gate.isSignedIn);
  const toggle = useFollowTopic();
  const toast = useToast();
  if (topics.length === 0) return null;
  if (!hydrated) return <div className="h-9" />;
  const followed = new Set(gate.isSignedIn ? (following.data?.topics ?? []) : []);

  function onClick(topic: FollowTopic) {
    asMember(() => {
      // One change at a time: a second click waits for the first answer.
      if (toggle.isPending) return;
      const on = followed.has(topic.slug);
      toggle.mutate({ topic: topic.slug, following: !on }, {
        onError: (e) => toast.error(e.message || (on ? `We could not stop following ${topic.label}. Please try again.` : `We could not follow ${topic.label}. Please try again.`)),
      });
    }, { reason: `Sign in or create an account to follow ${topic.label} in the Journal.` });
  }

  return (
    <ul aria-label="Follow what this story is about" className="flex flex-wrap gap-2">
      {topics.map((topic) => {
        const on = followed.has(topic.slug);
        const Icon = on ? Check : Plus;
        return (
          <li key={topic.slug}>
            <button
              type="button"
              aria-pressed={on}
              aria-busy={(toggle.isPending && toggle.variables?.topic === topic.slug) || undefined}
              onClick={() => onClick(topic)}
              className={buttonClasses({ variant: on ? 'secondary' : 'primary', size: 'sm' })}
            >
              <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />
              <span>{on ? `Following ${topic.label}` : `Follow ${topic.label}`}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
