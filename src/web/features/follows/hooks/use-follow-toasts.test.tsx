import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LiveEventsProvider, TOPIC_DEBOUNCE_MS } from '../../../lib/live-events.js';
import { fakeSources, type FakeSource } from '../../../test/fake-event-source.js';
import { ToastProvider } from '../../../ui/toast.js';
import { useFollowToasts } from './use-follow-toasts.js';

let current: () => FakeSource;
let factory: (url: string) => FakeSource;

beforeEach(() => {
  ({ factory, current } = fakeSources());
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Toasts() {
  useFollowToasts();
  return null;
}

function renderLive() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <LiveEventsProvider memberId="u1" createEventSource={factory}>
          <Toasts />
        </LiveEventsProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  act(() => {
    vi.advanceTimersByTime(TOPIC_DEBOUNCE_MS);
  });
  act(() => {
    current().open();
  });
}

const toastWith = (text: string) => screen.queryAllByText(text).find((el) => el.closest('li'))?.closest('li') ?? null;

const follow = (id: string, payload: Record<string, unknown>) =>
  act(() => {
    current().emit({ id, type: 'follow.notification', topics: ['user:u1'], payload });
  });

describe('follow toasts (SPEC §4, §9)', () => {
  it('shows a follow notification arriving live, for 5 s, then slides it out', () => {
    renderLive();
    follow('7-1', {
      id: 'c0ffee00-0000-4000-8000-000000000001', title: 'New follower', message: 'Ines M. started following you.',
      created_at: '2026-11-05T10:00:00.000Z', data: { follow_type: 'other' },
    });
    const toast = toastWith('Ines M. started following you.');
    expect(toast?.textContent).toBe('New followerInes M. started following you.');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(toastWith('Ines M. started following you.')).not.toBeNull();
    // It leaves with the slide-out every toast has (300 ms in styles.css; jsdom runs no animation).
    expect(toast?.className).toContain('data-[state=closed]:animate-toast-out');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toastWith('Ines M. started following you.')).toBeNull();
  });

  it('ignores other events and a follow event that is not the spec shape', () => {
    renderLive();
    act(() => {
      current().emit({ id: '7-2', type: 'notification.created', topics: ['user:u1'], payload: { notification_id: 'x', title: 'Welcome', message: 'You are in.', action_url: null } });
    });
    follow('7-3', { id: 'x', title: 'New follower', message: 'Someone followed you.', created_at: 'now', data: { follow_type: 'everything' } });
    expect(screen.queryByText('You are in.')).toBeNull();
    expect(screen.queryByText('Someone followed you.')).toBeNull();
  });
});
