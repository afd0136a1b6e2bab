import {
  CurrencySettings, PasswordSettings, ProfileSettings, SessionsSettings, SettingsSection, TwoFactorSettings, useViewer,
} from '../../../features/accounts/index.js';
import { NotificationSettings } from '../../../features/notifications/index.js';
import { BoardConsentSettings } from '../../../features/leaderboards/index.js';
import { can } from '../../../../shared/accounts/capabilities.js';
import { SavedAddresses, SavedCards } from '../../../features/orders/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Link } from 'react-router';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';

/** /settings: profile, currency, addresses, cards, notifications, password, sessions and two-factor. RouteGate keeps guests out. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <Container className="py-14 md:py-20">
      <Eyebrow>Your account</Eyebrow>
      <h1 className="mt-3 font-display text-5xl font-medium">Settings</h1>
      <p className="mt-4 text-sm text-ink-soft">
        Your name and picture show on{' '}
        <Link to={`/members/${viewer.handle}`} className="underline underline-offset-4 hover:text-bronze">your public page</Link>.
      </p>
      <div className="mt-10">
        <ProfileSettings viewer={viewer} />
        <CurrencySettings viewer={viewer} />
        <SettingsSection id="settings-addresses" title="Addresses" description="Where pieces you buy are shipped. The checkout offers these; you can add one there too.">
          <SavedAddresses />
        </SettingsSection>
        <SettingsSection
          id="settings-cards"
          title="Cards"
          description="Cards you pay with. The payment processor keeps the number; Patina keeps only the brand, the last 4 digits and the expiry. Bidding needs one."
        >
          <SavedCards />
        </SettingsSection>
        <SettingsSection
          id="settings-notifications"
          title="Notifications"
          description="For each kind of news: whether it shows in Patina, and whether we email it at once or in one digest a day."
        >
          <NotificationSettings />
        </SettingsSection>
        {can(viewer, 'use_club_features') ? (
          <SettingsSection
            id="settings-leaderboards"
            title="Leaderboards"
            description="Members with a public portfolio appear on the community leaderboards. Without one, you appear only if you allow it here."
          >
            <BoardConsentSettings />
          </SettingsSection>
        ) : null}
        <PasswordSettings viewer={viewer} />
        <SessionsSettings />
        <TwoFactorSettings viewer={viewer} />
      </div>
    </Container>
  );
}
