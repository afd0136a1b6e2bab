/**
 * The accounts feature's surface for app/ (the viewer, the header's account button, sign-in and
 * its pages, settings, the club and verification banners). Parts opened only on demand are
 * loaders (loaders.ts), so their code stays out of the first chunk (decision 035). Re-exports
 * only, as every feature's index (eslint-rules/feature-surface.js).
 */
export { useViewer } from './hooks/use-viewer.js';
export { accountKeys, viewerQueryOptions } from './api/get-viewer.js';
export { profileSummaryQueryOptions, useProfileSummary } from './api/get-profile-summary.js';
export { useUpdateProfile } from './api/update-profile.js';
export { AccountMenuButton } from './components/account-menu-button.js';
export { AccountMenu, type AccountMenuProps } from './components/account-menu.js';
export { AUTH_TITLES, AuthForm, type AuthMode } from './components/auth-form.js';
export { ForgotPasswordForm } from './components/forgot-password-form.js';
export { ResetPasswordForm } from './components/reset-password-form.js';
export { FormError } from './components/form-message.js';
export { SignInPrompt, StaffOnly, Suspended } from './components/sign-in-prompt.js';
export { ClubBanner } from './components/club-banner.js';
export { VerificationBanner } from './components/verification-banner.js';
export { RoleBadge } from './components/role-badge.js';
export { SettingsSection } from './components/settings-section.js';
export { CurrencySettings } from './components/currency-settings.js';
export { PasswordSettings } from './components/password-settings.js';
export { ProfileSettings } from './components/profile-settings.js';
export { SessionsSettings } from './components/sessions-settings.js';
export { TwoFactorSettings } from './components/two-factor-settings.js';
export { loadAccountMenu, loadAuthDialog } from './loaders.js';
