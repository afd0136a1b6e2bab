import type { WalletService } from './wallet.service.js';

export { createWalletRepo, type WalletRepo } from './wallet.repo.js';
export { createWalletService, type WalletService } from './wallet.service.js';
export { walletRoutes, CARD_ADDS_PER_HOUR } from './wallet.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Saved addresses and cards: orders read an address and a card's token (`resolveCardToken`),
     * auctions ask `hasPaymentMethod` before a bid.
     */
    wallet: WalletService;
  }
}
