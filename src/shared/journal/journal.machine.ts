import { defineMachine } from '../lifecycle/machine.js';

/**
 * A Journal article or market report (issue #36). An editor writes a `draft`; schedules it
 * (`scheduled`: the job runner publishes it at the time, once) or publishes it now;
 * unpublishes it back to a draft; archives it (off the Journal, kept for the record) and may
 * bring it back as a draft. Nothing is final: an article can always be worked on again.
 */
export const journalMachine = defineMachine({
  name: 'journal article',
  states: ['draft', 'scheduled', 'published', 'archived'],
  initial: 'draft',
  terminal: [],
  events: {
    schedule: { from: ['draft', 'scheduled'], to: 'scheduled' },
    unschedule: { from: ['scheduled'], to: 'draft' },
    publish: { from: ['draft', 'scheduled'], to: 'published' },
    unpublish: { from: ['published'], to: 'draft' },
    archive: { from: ['draft', 'scheduled', 'published'], to: 'archived' },
    restore: { from: ['archived'], to: 'draft' },
  },
});

export type JournalState = (typeof journalMachine.states)[number];
export type JournalEvent = keyof typeof journalMachine.events;

export const JOURNAL_STATE_LABELS: Record<JournalState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};
