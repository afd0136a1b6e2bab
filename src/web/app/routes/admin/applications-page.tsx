import { QUEUE_FILTERS } from '../../../../shared/membership/contracts.js';
import { AdminHeader, ApplicationsTable, FilterBar, QUEUE_FILTER_LABELS, useApplications, useUrlFilters, type QueueFilter } from '../../../features/admin/index.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { AdminList } from './admin-list.js';

const STATE_OPTIONS = QUEUE_FILTERS.map((f) => ({ value: f, label: QUEUE_FILTER_LABELS[f] }));

/** /admin/applications (admins): the membership queue, filtered by state and searched by name or email. */
export function ApplicationsPage() {
  useDocumentTitle('Membership applications');
  const { values, page, hrefFor, setFilters } = useUrlFilters('/admin/applications', {
    state: { fallback: 'open', allowed: QUEUE_FILTERS },
    q: { fallback: '', max: 120 },
  });
  const query = useApplications({ state: values.state, ...(values.q ? { q: values.q } : {}), ...(page > 1 ? { page } : {}) });
  const filtered = values.state !== 'open' || values.q !== '';

  return (
    <Container className="py-12 md:py-16">
      <AdminHeader
        title="Applications"
        eyebrow="Membership"
        intro="Applications to the club, oldest first, with the signals a reviewer weighs. Open one to see the document and decide."
      />
      <div className="mt-8">
        <FilterBar
          key={`${values.state}|${values.q}`}
          label="Filter applications"
          fields={[
            { kind: 'select', name: 'state', label: 'State', options: STATE_OPTIONS },
            { kind: 'text', name: 'q', label: 'Name or email', maxLength: 120 },
          ]}
          values={values}
          onApply={(next) => setFilters(next)}
          onClear={filtered ? () => setFilters({ state: 'open', q: '' }) : undefined}
        />
      </div>
      <AdminList
        query={query}
        noun={['application', 'applications']}
        filtered={filtered}
        empty={{ title: 'No applications waiting', text: 'Every application has a decision. New ones appear here as they are submitted.' }}
        hrefFor={hrefFor}
        pagesLabel="Application pages"
        loadError="We could not load the applications"
      >
        {(items, count) => <ApplicationsTable items={items} caption={`Membership applications, ${QUEUE_FILTER_LABELS[values.state as QueueFilter].toLowerCase()}: ${count}`} />}
      </AdminList>
    </Container>
  );
}
