/**
 * What the selling pages' tests share: the API answered by handlers in the shapes of
 * src/shared/listings/*.ts (fetch stubbed by the admin kit's stubApi, XMLHttpRequest by a
 * fake that reports progress), the pages under a memory router, and sample listings.
 */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { ListingPhoto, SellerListing } from '../../../../shared/listings/selling.js';
import { AppProviders } from '../../providers.js';

export { stubApi, refuse, axeViolations, type Call, type Handler } from '../admin/admin-test-kit.js';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [...routes.map((r) => ({ ...r, element: (<main>{r.element}<Where /></main>) })), { path: '*', element: <main><p>Elsewhere</p><Where /></main> }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

export interface XhrAnswer {
  status: number;
  body: unknown;
}

/** XMLHttpRequest as the upload uses it: progress at half and whole, then the handler's answer. */
export function stubXhr(handler: (url: string, form: FormData) => XhrAnswer | Promise<XhrAnswer>) {
  const sent: { url: string; form: FormData }[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({ url: this.url, form });
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const answer = await handler(this.url, form);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

export const photo = (id: number, position = id - 1): ListingPhoto => ({
  id, position, sha256: `${id}`.padStart(64, 'a'), width: 1600, height: 1200,
  thumb: `/uploads/p${id}-thumb.webp`, card: `/uploads/p${id}-card.webp`, zoom: `/uploads/p${id}-zoom.webp`,
});

export const listing = (over: Partial<SellerListing> = {}): SellerListing => ({
  id: 7, state: 'draft', category: 'watches',
  product: { id: 42, slug: 'rolex-daytona-116500ln', name: 'Daytona 116500LN', brand: 'Rolex', image_feature: null },
  title: 'Rolex Daytona 116500LN', details: { piece: { kind: 'catalogue', product_id: 42 } }, price: null, currency: 'USD', fee: null,
  photos: [], review_notes: null, reject_reason: null, missing: [], actions: ['edit', 'delete', 'submit'], passport_code: null,
  created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-02T10:00:00.000Z', submitted_at: null, approved_at: null, sold_at: null,
  ...over,
});
