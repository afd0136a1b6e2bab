import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import {
  formatPassportCode, maskOwnerName, maskSerial, normalizePassportCode, PASSPORT_ALPHABET, PASSPORT_CODE_LENGTH,
  type Passport, type PassportVerification,
} from '../../../shared/listings/passports.js';
import type { AccountsService } from '../accounts/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { PassportRow, PassportsRepo } from './passports.repo.js';

/** A member keeps at most this many passports on their page at once (newest first). */
export const MY_PASSPORTS_MAX = 500;

export interface IssueInput {
  listingId: number;
  productId: number;
  ownerId: string;
  reference: string | null;
  serial: string | null;
  condition: string;
  photoFingerprints: string[];
  expertId: string;
  at: Date;
}

/** A fresh code from a cryptographic source: 12 of 30 characters, in groups of four. */
export function newPassportCode(): string {
  let raw = '';
  for (let i = 0; i < PASSPORT_CODE_LENGTH; i++) raw += PASSPORT_ALPHABET[randomInt(PASSPORT_ALPHABET.length)];
  return formatPassportCode(raw);
}

export interface PassportsDeps {
  repo: PassportsRepo;
  accounts: Pick<AccountsService, 'accountsByIds'>;
  catalog: Pick<CatalogService, 'productCardsByIds'>;
  publicUrl: string;
}

/**
 * Digital passports (issue #12): issued in the approval's transaction, listed for their owner,
 * verified by anyone who has the code. `transferPassport` is for the buying issue.
 */
export function createPassportsService(deps: PassportsDeps) {
  const { repo, accounts, catalog } = deps;
  const verifyUrl = (code: string) => `${deps.publicUrl.replace(/\/$/, '')}/passport/${code}`;

  async function names(ids: string[]) {
    return new Map((await accounts.accountsByIds(ids)).map((a) => [a.id, a]));
  }

  /** The piece changed hands (an order completed): the buyer owns the passport from now on. */
  async function transferPassport(tx: DbOrTx, passportId: number, toUserId: string, at = new Date()): Promise<void> {
    const row = await repo.byIdForUpdate(passportId, tx);
    if (!row) throw new NotFoundError(`There is no passport ${passportId}.`, 'passport_not_found');
    if (row.ownerId === toUserId) return;
    await repo.closeOwnership(passportId, at, tx);
    await repo.addOwner({ passportId, ownerId: toUserId, fromAt: at, how: 'sale' }, tx);
    await repo.setOwner(passportId, toUserId, tx);
  }

  return {
    /** Issues the passport of an approved listing, its seller the first owner (within `tx`). */
    async issue(tx: DbOrTx, input: IssueInput): Promise<PassportRow> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await repo.insert({
          code: newPassportCode(),
          listingId: input.listingId,
          productId: input.productId,
          ownerId: input.ownerId,
          reference: input.reference,
          serial: input.serial,
          condition: input.condition,
          photoFingerprints: input.photoFingerprints,
          expertId: input.expertId,
          issuedAt: input.at,
        }, tx);
        if (row) {
          await repo.addOwner({ passportId: row.id, ownerId: input.ownerId, fromAt: input.at, how: 'listed' }, tx);
          return row;
        }
      }
      throw new ConflictError('A passport code could not be drawn. Please try again.', 'passport_code');
    },

    transferPassport,

    /** The sold listing's passport (if it has one) goes to the buyer; false when the listing has none. */
    async transferForListing(tx: DbOrTx, listingId: number, toUserId: string, at = new Date()): Promise<boolean> {
      const id = await repo.idOfListing(listingId, tx);
      if (id === null) return false;
      await transferPassport(tx, id, toUserId, at);
      return true;
    },

    /** The codes of listings' passports (the seller's page links them). */
    async codesOfListings(ids: number[], tx?: DbOrTx): Promise<Map<number, string>> {
      return new Map((await repo.byListingIds(ids, tx)).map((r) => [r.listingId, r.code]));
    },

    /** The member's own passports, newest first, with the serial in full (they are theirs). */
    async mine(userId: string): Promise<Passport[]> {
      const rows = await repo.ofOwner(userId, MY_PASSPORTS_MAX);
      const owners = await repo.owners(rows.map((r) => r.id));
      const people = await names([...owners.map((o) => o.ownerId), ...rows.map((r) => r.expertId)]);
      const cards = await catalog.productCardsByIds(rows.map((r) => r.productId));
      return rows.flatMap((r) => {
        const card = cards.get(r.productId);
        if (!card) return [];
        return [{
          code: r.code,
          product: { id: card.id, slug: card.slug, name: card.name, brand: card.brand, category: card.category },
          reference: r.reference,
          serial: r.serial,
          condition: r.condition,
          photo_fingerprints: r.photoFingerprints,
          expert: people.get(r.expertId)?.name ?? 'Patina expert',
          issued_at: r.issuedAt.toISOString(),
          owners: owners.filter((o) => o.passportId === r.id).map((o) => {
            const p = people.get(o.ownerId);
            return { name: p ? maskOwnerName(p.firstName || p.name, p.lastName) : 'Patina member', from: o.fromAt.toISOString(), to: o.toAt?.toISOString() ?? null, how: o.how };
          }),
          verify_url: verifyUrl(r.code),
        }];
      });
    },

    /** Anyone with the code: the passport is genuine, who owns it now (masked), serial masked. 404 otherwise. */
    async verify(typed: string): Promise<PassportVerification> {
      const code = normalizePassportCode(typed);
      const unknown = new NotFoundError('No Patina passport has this code. Check the code and try again.', 'passport_not_found');
      if (!code) throw unknown;
      const row = await repo.byCode(code);
      if (!row) throw unknown;
      const owners = await repo.owners([row.id]);
      const people = await names([row.ownerId, row.expertId]);
      const card = (await catalog.productCardsByIds([row.productId])).get(row.productId);
      if (!card) throw unknown;
      const owner = people.get(row.ownerId);
      const current = owners.find((o) => o.toAt === null && o.ownerId === row.ownerId);
      return {
        genuine: true,
        code: row.code,
        product: { slug: card.slug, name: card.name, brand: card.brand, category: card.category },
        reference: row.reference,
        serial: maskSerial(row.serial),
        condition: row.condition,
        photo_fingerprints: row.photoFingerprints,
        expert: people.get(row.expertId)?.name ?? 'Patina expert',
        issued_at: row.issuedAt.toISOString(),
        current_owner: owner ? maskOwnerName(owner.firstName || owner.name, owner.lastName) : 'Patina member',
        owner_since: (current?.fromAt ?? row.issuedAt).toISOString(),
        transfers: Math.max(0, owners.length - 1),
      };
    },
  };
}

export type PassportsService = ReturnType<typeof createPassportsService>;
