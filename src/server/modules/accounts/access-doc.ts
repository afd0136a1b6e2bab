import { CAPABILITIES, CAPABILITY_NAMES, ROLES, type Capability } from '../../../shared/accounts/capabilities.js';
import type { RouteAccess } from './viewer.js';

const ROLE_HEADINGS: Record<(typeof ROLES)[number], string> = {
  guest: 'guest',
  registered: 'registered',
  verified_member: 'member',
  expert: 'expert',
  editor: 'editor',
  admin: 'admin',
  suspended: 'suspended',
};

/**
 * docs/access.md: the capability table by role, and which API routes ask for each
 * capability. Written from the table and the running app's routes, so it cannot drift (the
 * access test compares it; `npm run docs:access` rewrites it).
 */
export function accessDocument(routes: readonly RouteAccess[]): string {
  const lines = [
    '# Who may do what',
    '',
    'Generated from `src/shared/accounts/capabilities.ts` and the API routes (`npm run docs:access`); do not edit by hand.',
    'The server guard and the web app ask the same table. A guest who may not is asked to sign in (401), a registered',
    'user who asks for what membership gives is shown the club (403 `membership_required`), a suspended member is told so',
    '(403 `membership_suspended`), anyone else is refused (403).',
    '',
    `| capability | ${ROLES.map((r) => ROLE_HEADINGS[r]).join(' | ')} |`,
    `|---|${ROLES.map(() => ':---:').join('|')}|`,
    ...CAPABILITY_NAMES.map((c) => `| ${c} | ${ROLES.map((r) => ((CAPABILITIES[c] as readonly string[]).includes(r) ? '✓' : '')).join(' | ')} |`),
    '',
    'An expert is a member with fields of expertise: they hold both roles. An editor is an account an admin made one of the Journal’s editors: they hold both roles too. A suspended account holds only `suspended`.',
    '',
    '## API routes by capability',
    '',
  ];
  const byCapability = new Map<Capability, string[]>();
  for (const r of routes) {
    if (!r.capability || !r.url.startsWith('/api/')) continue;
    const list = byCapability.get(r.capability) ?? [];
    list.push(`\`${r.method} ${r.url}\``);
    byCapability.set(r.capability, list);
  }
  for (const c of CAPABILITY_NAMES) {
    const list = [...new Set(byCapability.get(c) ?? [])].sort();
    lines.push(`- **${c}**: ${list.length ? list.join(', ') : 'no route yet'}`);
  }
  const open = [...new Set(routes.filter((r) => !r.capability && r.url.startsWith('/api/')).map((r) => `\`${r.method} ${r.url}\``))].sort();
  lines.push('', `Routes that answer for themselves (sign-in, identity, health): ${open.join(', ')}`, '');
  return lines.join('\n');
}
