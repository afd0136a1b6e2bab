import type { DbOrTx } from '../../db/client.js';
import { ConflictError, InvalidError, NotFoundError } from '../../platform/errors.js';
import { cardBrand, cardExpired } from '../../../shared/payments/card-brand.js';
import { digitsOf, luhnValid } from '../../../shared/payments/test-cards.js';
import {
  MAX_SAVED_ADDRESSES, MAX_SAVED_CARDS, type Address, type AddressInput, type CardInput, type PaymentMethod, type ShippingAddress,
} from '../../../shared/orders/contracts.js';
import type { SimulatedProcessor } from '../payments/index.js';
import type { AddressRow, PaymentMethodRow, WalletRepo } from './wallet.repo.js';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id, name: row.name, line1: row.line1, line2: row.line2, city: row.city, postalCode: row.postalCode, country: row.country, phone: row.phone,
  };
}

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, name: row.name, createdAt: row.createdAt.toISOString(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A member's wallet (issue 13): saved shipping addresses and saved cards. A card goes to the
 * processor, which answers a token; Patina keeps the token, brand, last 4, expiry and name,
 * never the number or the CVC. Every read and write is of the session's member: another
 * member's address or card answers 404, as if it did not exist.
 */
export function createWalletService(deps: { repo: WalletRepo; card: Pick<SimulatedProcessor, 'tokenize'>; now: () => Date }) {
  const { repo, card, now } = deps;
  const noAddress = (id: number) => new NotFoundError(`You have no saved address ${id}.`, 'address_not_found');
  const noCard = (id: number) => new NotFoundError(`You have no saved card ${id}.`, 'payment_method_not_found');

  return {
    async addresses(userId: string): Promise<Address[]> {
      return (await repo.addresses(userId)).map(toAddress);
    },

    /** One of the member's addresses (the order's shipping address); 404 for anyone else's. */
    async address(userId: string, id: number): Promise<Address> {
      const row = await repo.address(userId, id);
      if (!row) throw noAddress(id);
      return toAddress(row);
    },

    /** One of the member's addresses as an order keeps it, read in the order's transaction; null for anyone else's. */
    async resolveAddress(userId: string, id: number, tx?: DbOrTx): Promise<ShippingAddress | null> {
      const row = await repo.address(userId, id, tx);
      return row ? { name: row.name, line1: row.line1, line2: row.line2, city: row.city, postalCode: row.postalCode, country: row.country } : null;
    },

    async addAddress(userId: string, input: AddressInput): Promise<Address> {
      const row = await repo.addAddress(userId, {
        name: input.name, line1: input.line1, line2: input.line2 || null, city: input.city, postalCode: input.postalCode.toUpperCase(),
        country: input.country, phone: input.phone || null,
      }, MAX_SAVED_ADDRESSES);
      if (!row) throw new ConflictError(`You already keep ${MAX_SAVED_ADDRESSES} addresses, the most Patina saves. Remove one to add another.`, 'address_book_full');
      return toAddress(row);
    },

    async removeAddress(userId: string, id: number): Promise<void> {
      if (!(await repo.removeAddress(userId, id))) throw noAddress(id);
    },

    async paymentMethods(userId: string): Promise<PaymentMethod[]> {
      return (await repo.paymentMethods(userId)).map(toPaymentMethod);
    },

    /** Checks the card, has the processor tokenise it, keeps the token and what identifies it. */
    async addCard(userId: string, input: CardInput): Promise<PaymentMethod> {
      if (!luhnValid(input.number)) throw new InvalidError('That is not a valid card number.', 'invalid_card');
      if (cardExpired(input.expMonth, input.expYear, now())) {
        throw new InvalidError(`This card expired at the end of ${pad2(input.expMonth)}/${input.expYear}.`, 'card_expired');
      }
      const held = await repo.paymentMethods(userId);
      if (held.length >= MAX_SAVED_CARDS) throw cardsFull();
      const { token, last4 } = await card.tokenize({ number: input.number, expMonth: input.expMonth, expYear: input.expYear, cvc: input.cvc });
      const row = await repo.addPaymentMethod(userId, {
        token, brand: cardBrand(digitsOf(input.number)), last4, expMonth: input.expMonth, expYear: input.expYear, name: input.name,
      }, MAX_SAVED_CARDS);
      if (!row) throw cardsFull();
      return toPaymentMethod(row);
    },

    async removePaymentMethod(userId: string, id: number): Promise<void> {
      if (!(await repo.removePaymentMethod(userId, id))) throw noCard(id);
    },

    /** The processor's token of one of the member's saved cards (orders pay with it); null for anyone else's. */
    async resolveCardToken(userId: string, paymentMethodId: number): Promise<string | null> {
      return (await repo.paymentMethod(userId, paymentMethodId))?.token ?? null;
    },

    /** A member "has a payment method on file" (auctions ask it before a bid). */
    hasPaymentMethod(userId: string): Promise<boolean> {
      return repo.hasPaymentMethod(userId);
    },

    /** Which of these members have a card on file, read in the caller's transaction (a group of bids asks once). */
    withPaymentMethod(userIds: string[], tx?: DbOrTx): Promise<Set<string>> {
      return repo.withPaymentMethod(userIds, tx);
    },
  };
}

function cardsFull(): ConflictError {
  return new ConflictError(`You already keep ${MAX_SAVED_CARDS} cards, the most Patina saves. Remove one to add another.`, 'payment_methods_full');
}

export type WalletService = ReturnType<typeof createWalletService>;
