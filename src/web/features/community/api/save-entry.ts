import { api } from '../../../lib/api-client.js';
import type { Entry, EntryInput } from '../../../../shared/community/contracts.js';
import { entryPath } from './community-keys.js';

/** PATCH /api/community/entries/{id}: the author's changes (autosave, or an edit of a published entry). */
export function saveEntry(id: number, input: EntryInput, options: { keepalive?: boolean } = {}): Promise<Entry> {
  return api.patch<Entry>(entryPath(id), { body: input, ...(options.keepalive ? { keepalive: true } : {}) });
}
