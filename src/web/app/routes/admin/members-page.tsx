import { useRef, useState } from 'react';
import {
  AdminHeader, FilterBar, MEMBER_ROLE_FILTER_LABELS, MEMBER_ROLE_FILTERS, MembersTable, useMembers, useReinstateMember, useSuspendMember,
  useUrlFilters, type MemberActions, type MemberRoleFilter,
} from '../../../features/admin/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { AdminList } from './admin-list.js';

const ROLE_OPTIONS = MEMBER_ROLE_FILTERS.map((r) => ({ value: r, label: MEMBER_ROLE_FILTER_LABELS[r] }));

/** /admin/members (admins): every account, by role or suspension, with Suspend and Reinstate. */
export function MembersPage() {
  useDocumentTitle('Members');
  const { values, page, hrefFor, setFilters } = useUrlFilters('/admin/members', {
    role: { fallback: 'all', allowed: MEMBER_ROLE_FILTERS },
    q: { fallback: '', max: 120 },
  });
  const query = useMembers({ role: values.role, ...(values.q ? { q: values.q } : {}), ...(page > 1 ? { page } : {}) });
  const suspend = useSuspendMember();
  const reinstate = useReinstateMember();
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtered = values.role !== 'all' || values.q !== '';

  const actions: MemberActions = {
    suspend: async (member, reason) => {
      setStatus('');
      await suspend.mutateAsync({ id: member.id, reason });
      setStatus(`${member.email} is suspended.`);
    },
    reinstate: async (member) => {
      setStatus('');
      await reinstate.mutateAsync({ id: member.id });
      setStatus(`${member.email} is reinstated.`);
    },
    focusAfter: headingRef,
  };

  return (
    <Container className="py-12 md:py-16">
      <AdminHeader
        title="Members"
        headingRef={headingRef}
        intro="Every account with its role. A suspension ends member rights at once and is recorded with its reason."
      />
      <p role="status" className="mt-6 min-h-5 text-sm font-medium text-rise" data-testid="action-status">
        {status}
      </p>
      <div className="mt-2">
        <FilterBar
          key={`${values.role}|${values.q}`}
          label="Filter members"
          fields={[
            { kind: 'select', name: 'role', label: 'Role', options: ROLE_OPTIONS },
            { kind: 'text', name: 'q', label: 'Name or email', maxLength: 120 },
          ]}
          values={values}
          onApply={(next) => setFilters(next)}
          onClear={filtered ? () => setFilters({ role: 'all', q: '' }) : undefined}
        />
      </div>
      <AdminList
        query={query}
        noun={['account', 'accounts']}
        filtered={filtered}
        empty={{ title: 'No accounts yet', text: 'Accounts appear here as people join Patina.' }}
        hrefFor={hrefFor}
        pagesLabel="Member pages"
        loadError="We could not load the members"
      >
        {(items, count) => (
          <MembersTable items={items} caption={`Accounts, ${MEMBER_ROLE_FILTER_LABELS[values.role as MemberRoleFilter].toLowerCase()}: ${count}`} actions={actions} />
        )}
      </AdminList>
    </Container>
  );
}
