import type { EventBus } from '../../platform/events/index.js';
import type { SearchService } from './search.service.js';

/**
 * Search follows the catalogue (issue #9 §1): a changed product's search rows are rebuilt by one
 * instance (a durable subscriber), and every instance forgets the dropdown answers it keeps, so
 * no instance shows the old price after the change.
 */
export function subscribeSearch(deps: { events: Pick<EventBus, 'subscribe' | 'live'>; search: Pick<SearchService, 'refreshProducts' | 'forgetCached'> }): void {
  const { events, search } = deps;
  events.subscribe('search.reindex', ['product.changed'], async (e) => {
    await search.refreshProducts([e.payload.product_id]);
  });
  events.live((e) => {
    if (e.type === 'product.changed') search.forgetCached();
  });
}
