import { badgeLabel, type Role } from '../../../../shared/accounts/access.js';
import { Badge } from '../../../ui/badge.js';

/** SPEC §6 badges: Admin, Member, Registered User, Guest. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge tone={role === 'admin' ? 'ink' : role === 'verified_member' ? 'bronze' : 'outline'} data-testid="role-badge">
      {badgeLabel(role)}
    </Badge>
  );
}
