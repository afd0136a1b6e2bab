export { createLedgerRepo, type LedgerRepo } from './ledger.repo.js';
export { createLedgerService, type LedgerService, type PostResult } from './ledger.service.js';
