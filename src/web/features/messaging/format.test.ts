import { describe, expect, it } from 'vitest';
import { lastMessagePreview, participantName, relativeTime, sentence, unreadBadge, unreadText } from './format.js';

const now = new Date('2026-11-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime (SPEC §9: Just now, minutes, hours, days)', () => {
  it('says Just now under a minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });
  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now)).toBe('23 hours ago');
    expect(relativeTime(ago(86_400_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(40 * 86_400_000), now)).toBe('40 days ago');
  });
  it('says nothing for an unreadable time', () => {
    expect(relativeTime('yesterday', now)).toBe('');
  });
});

describe('unreadBadge (SPEC §9: 99+ above 99)', () => {
  it('is absent for none, the number up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(12_345)).toBe('99+');
  });
  it('is said in words beside it', () => {
    expect(unreadText(1)).toBe('1 unread message');
    expect(unreadText(1200)).toBe('1,200 unread messages');
  });
});

describe('lastMessagePreview (SPEC §9: cut at 50 characters)', () => {
  const base = { last_message_attachments: 0, last_message_mine: false };
  it('keeps 50 characters and adds an ellipsis beyond', () => {
    const fifty = 'a'.repeat(50);
    expect(lastMessagePreview({ ...base, last_message: fifty })).toBe(fifty);
    expect(lastMessagePreview({ ...base, last_message: `${fifty}b` })).toBe(`${fifty}...`);
    expect(lastMessagePreview({ ...base, last_message: 'Is the Birkin 30 still available in Gold with palladium hardware?' })).toBe(
      'Is the Birkin 30 still available in Gold with pall...',
    );
  });
  it('counts characters, not UTF-16 units, and folds line breaks', () => {
    const emoji = '👜'.repeat(51);
    expect(lastMessagePreview({ ...base, last_message: emoji })).toBe(`${'👜'.repeat(50)}...`);
    expect(lastMessagePreview({ ...base, last_message: 'Hello\n\nthere' })).toBe('Hello there');
  });
  it("names photos, and the viewer's own last message", () => {
    expect(lastMessagePreview({ ...base, last_message: '', last_message_attachments: 1 })).toBe('Photo');
    expect(lastMessagePreview({ ...base, last_message: '', last_message_attachments: 3 })).toBe('3 photos');
    expect(lastMessagePreview({ last_message: 'Deal.', last_message_attachments: 0, last_message_mine: true })).toBe('You: Deal.');
    expect(lastMessagePreview({ ...base, last_message: null })).toBe('No messages yet');
  });
});

describe('participantName', () => {
  it('writes the last initial with a period', () => {
    expect(participantName({ id: 'u', first_name: 'Camille', last_name: 'D.', avatar_url: null })).toBe('Camille D.');
    expect(participantName({ id: 'u', first_name: 'Camille', last_name: 'D', avatar_url: null })).toBe('Camille D.');
    expect(participantName({ id: 'u', first_name: 'Patina member', last_name: '', avatar_url: null })).toBe('Patina member');
  });
});

describe('sentence', () => {
  it('ends a sentence with one period', () => {
    expect(sentence('You blocked Camille D.')).toBe('You blocked Camille D.');
    expect(sentence('You blocked Jonas')).toBe('You blocked Jonas.');
  });
});
