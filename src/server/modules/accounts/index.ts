export { createAccountsRepo, type AccountsRepo, type UserType } from './accounts.repo.js';
export { createAccountsService, type AccountsService, type PublicProfile } from './accounts.service.js';
export { createAuth, type Auth, AUTH_RATE_RULES, COOKIE_PREFIX, SESSION_ABSOLUTE_DAYS, SESSION_IDLE_SECONDS } from './auth.js';
export { authRoutes, RateLimitedError } from './auth.routes.js';
export { accountsRoutes } from './accounts.routes.js';
export {
  getViewer,
  installViewer,
  installCapabilityGuard,
  refusalFor,
  requireCapability,
  requireViewer,
  type RouteAccess,
  roleOf,
  type Viewer,
} from './viewer.js';
export { hashPassword, verifyPassword } from './password.js';
export type { AccountFilter, AccountRow } from './accounts.repo.js';
