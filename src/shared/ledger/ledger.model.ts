import { accountKey, OVERDRAWABLE_KINDS, sameLegs, validatePosting, type AccountRef, type Leg, type Posting } from './posting.js';

/**
 * The ledger as a pure in-memory model: the same rules as the server's `post` (validation,
 * idempotency, no overdraft outside the processor's side, balances versioned), used to run
 * many thousands of order lifecycles in a property test in seconds. `transaction` gives the
 * database's all-or-nothing: a step that throws midway leaves nothing behind.
 */
export type PostOutcome =
  | { ok: true; transferId: number; replayed: boolean }
  | { ok: false; code: 'invalid' | 'idempotency_key_reused' | 'insufficient_funds'; message: string };

interface AccountState {
  ref: AccountRef;
  balance: bigint;
  version: number;
}

interface State {
  accounts: Map<string, AccountState>;
  transfers: Map<string, { id: number; legs: Leg[] }>;
  entries: { transferId: number; account: string; currency: string; amount: bigint }[];
  nextId: number;
}

const clone = (s: State): State => ({
  accounts: new Map([...s.accounts].map(([k, v]) => [k, { ...v }])),
  transfers: new Map(s.transfers),
  entries: [...s.entries],
  nextId: s.nextId,
});

export class LedgerModel {
  private state: State = { accounts: new Map(), transfers: new Map(), entries: [], nextId: 1 };

  post(p: Posting): PostOutcome {
    const problems = validatePosting(p);
    if (problems.length > 0) return { ok: false, code: 'invalid', message: problems.map((x) => x.message).join(' ') };
    const existing = this.state.transfers.get(p.idempotencyKey);
    if (existing) {
      return sameLegs(existing.legs, p.legs)
        ? { ok: true, transferId: existing.id, replayed: true }
        : { ok: false, code: 'idempotency_key_reused', message: `The key '${p.idempotencyKey}' was used for a different transfer.` };
    }
    for (const leg of p.legs) {
      if (OVERDRAWABLE_KINDS.includes(leg.account.kind)) continue;
      const balance = this.state.accounts.get(accountKey(leg.account))?.balance ?? 0n;
      if (balance + BigInt(leg.amount) < 0n) {
        return { ok: false, code: 'insufficient_funds', message: `${accountKey(leg.account)} holds ${balance}, less than ${-leg.amount}.` };
      }
    }
    const id = this.state.nextId++;
    this.state.transfers.set(p.idempotencyKey, { id, legs: p.legs.map((l) => ({ ...l })) });
    for (const leg of p.legs) {
      const key = accountKey(leg.account);
      const account = this.state.accounts.get(key) ?? { ref: leg.account, balance: 0n, version: 0 };
      account.balance += BigInt(leg.amount);
      account.version += 1;
      this.state.accounts.set(key, account);
      this.state.entries.push({ transferId: id, account: key, currency: leg.account.currency, amount: BigInt(leg.amount) });
    }
    return { ok: true, transferId: id, replayed: false };
  }

  /** Runs `work` all or nothing: if it throws, the ledger is as it was and the error goes on. */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const before = clone(this.state);
    try {
      return await work();
    } catch (error) {
      this.state = before;
      throw error;
    }
  }

  balance(ref: AccountRef): bigint {
    return this.state.accounts.get(accountKey(ref))?.balance ?? 0n;
  }

  version(ref: AccountRef): number {
    return this.state.accounts.get(accountKey(ref))?.version ?? 0;
  }

  /** Sum of every entry per currency: always 0 in a sound ledger. */
  totals(): Map<string, bigint> {
    const sums = new Map<string, bigint>();
    for (const e of this.state.entries) sums.set(e.currency, (sums.get(e.currency) ?? 0n) + e.amount);
    return sums;
  }

  /** Accounts whose balance is not the sum of their entries (empty in a sound ledger). */
  driftedAccounts(): string[] {
    const sums = new Map<string, bigint>();
    for (const e of this.state.entries) sums.set(e.account, (sums.get(e.account) ?? 0n) + e.amount);
    return [...this.state.accounts].filter(([k, a]) => a.balance !== (sums.get(k) ?? 0n)).map(([k]) => k);
  }

  get transferCount(): number {
    return this.state.transfers.size;
  }
}
