import { api } from '../../../lib/api-client.js';
import type { Entry, EntryInput } from '../../../../shared/community/contracts.js';

/** POST /api/community/entries: starts a draft (the editor's first save). */
export function createEntry(input: EntryInput): Promise<Entry> {
  return api.post<Entry>('/api/community/entries', { body: input });
}
