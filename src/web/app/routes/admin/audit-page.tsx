import { AdminHeader, AuditTable, FilterBar, useAuditLog, useUrlFilters } from '../../../features/admin/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { AdminList } from './admin-list.js';

/** /admin/audit (admins): every admin action and automatic decision, filtered by action, actor and subject. */
export function AuditPage() {
  useDocumentTitle('Audit log');
  const { values, page, hrefFor, setFilters } = useUrlFilters('/admin/audit', {
    action: { fallback: '', max: 80 },
    actor: { fallback: '', max: 254 },
    subject: { fallback: '', max: 120 },
  });
  const query = useAuditLog({
    ...(values.action ? { action: values.action } : {}),
    ...(values.actor ? { actor: values.actor } : {}),
    ...(values.subject ? { subject: values.subject } : {}),
    ...(page > 1 ? { page } : {}),
  });
  const filtered = values.action !== '' || values.actor !== '' || values.subject !== '';

  return (
    <Container className="py-12 md:py-16">
      <AdminHeader
        title="Audit log"
        intro="Every admin action and every decision Patina takes on its own (automatic approval, document deletion): who, what, to what, and when."
      />
      <div className="mt-8">
        <FilterBar
          key={`${values.action}|${values.actor}|${values.subject}`}
          label="Filter the audit log"
          fields={[
            { kind: 'text', name: 'action', label: 'Action', maxLength: 80, type: 'text' },
            // Not type=email: "system" (Patina's own actions) is a valid answer too.
            { kind: 'text', name: 'actor', label: 'Who (email, or “system”)', maxLength: 254, type: 'text' },
            { kind: 'text', name: 'subject', label: 'Subject (id or type)', maxLength: 120, type: 'text' },
          ]}
          values={values}
          onApply={(next) => setFilters(next)}
          onClear={filtered ? () => setFilters({ action: '', actor: '', subject: '' }) : undefined}
          submitLabel="Filter"
        />
      </div>
      <AdminList
        query={query}
        noun={['entry', 'entries']}
        filtered={filtered}
        empty={{ title: 'Nothing recorded yet', text: 'Admin actions are recorded here as they happen.' }}
        hrefFor={hrefFor}
        pagesLabel="Audit log pages"
        loadError="We could not load the audit log"
      >
        {(items, count) => <AuditTable items={items} caption={`Audit log: ${count}`} />}
      </AdminList>
    </Container>
  );
}
