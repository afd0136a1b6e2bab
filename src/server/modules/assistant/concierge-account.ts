/**
 * Patina's concierge (issue #16): the account the assistant's hand-off writes to. It is an
 * admin account, so it may receive messages from anyone; admins answer as the concierge.
 * Found by its address, else created once (two creations at once: the second finds the first).
 */
export const CONCIERGE_EMAIL = 'concierge@patina.invalid';

export interface ConciergeAccountDeps {
  find: (email: string) => Promise<{ id: string } | null>;
  create: (email: string) => Promise<string>;
  makeAdmin: (id: string) => Promise<unknown>;
}

export function conciergeAccount(deps: ConciergeAccountDeps): () => Promise<string> {
  let known: string | null = null;
  return async () => {
    if (known) return known;
    let found = await deps.find(CONCIERGE_EMAIL);
    if (!found) {
      try {
        found = { id: await deps.create(CONCIERGE_EMAIL) };
      } catch (err) {
        found = await deps.find(CONCIERGE_EMAIL);
        if (!found) throw err;
      }
    }
    await deps.makeAdmin(found.id);
    known = found.id;
    return known;
  };
}
