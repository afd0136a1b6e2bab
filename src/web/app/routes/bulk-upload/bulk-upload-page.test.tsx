import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderAt, stubApi, stubXhr } from '../selling/selling-test-kit.js';
import { BulkUploadPage } from './bulk-upload-page.js';
import type { Batch, BulkPiece, Problem } from '../../../../shared/bulk-upload/contracts.js';

/**
 * /bulk-upload (issue #38) in the browser's shoes, the API stubbed in its contract's shapes:
 * files chosen and sent in rounds, the mapping confirmed, progress shown as a bar with a
 * count and time left, a flagged row fixed in place, a value applied to the selection, and
 * the selected pieces submitted.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/bulk-upload', element: <BulkUploadPage /> }];
const fields = { brand: 'Rolex', model: 'Submariner', reference: null, serial: null, year: null, condition: 'Excellent' as const, price: 900_000, notes: null, ships_from: null };
const shipsProblem: Problem = { code: 'ships_from_missing', field: 'ships_from', blocking: true, message: 'Say which country the piece ships from.' };
const priceProblem: Problem = { code: 'price_unreadable', field: 'price', blocking: true, message: 'Row 3, column “Asking”: “twelve grand” is not a price.' };

const piece = (row: number, over: Partial<BulkPiece> = {}): BulkPiece => ({
  id: row * 10, position: row - 2, row, state: 'recognised', grouped_by: 'sheet', fields, read_from_photo: [],
  match: { product_id: 42, name: 'Submariner', brand: 'Rolex', category: 'watches', image: null, confidence: 96, source: 'text' },
  is_new: false, guidance: { low: 800_000, high: 1_000_000, sales: 12 }, problems: [shipsProblem],
  photos: [{ id: row, file_name: `p${row}.jpg`, url: `/api/bulk-upload/batches/7/photos/${row}`, width: 800, height: 600 }], listing_id: null, ...over,
});

const batch = (over: Partial<Batch> = {}): Batch => ({
  id: 7, state: 'ready', sheet_name: 'stock.csv', headers: ['Maison', 'Model', 'Asking'], preview: [['Rolex', 'Submariner', '$9,000']], rows: 2,
  mapping: { brand: 'Maison', model: 'Model', reference: null, serial: null, year: null, condition: null, price: 'Asking', notes: null, photos: null },
  mapping_sources: { brand: 'header', price: 'content' }, mapping_confirmed: true, file_problems: [], photo_count: 2, total: 2, done: 2,
  started_at: '2026-12-01T10:00:00.000Z', seconds_left: null, pieces: [piece(2, { fields: { ...fields, reference: '116610LN' }, read_from_photo: [{ field: 'reference', file: 'p2-label.jpg' }] }), piece(3, { fields: { ...fields, price: null }, problems: [priceProblem, shipsProblem] })],
  created_at: '2026-12-01T10:00:00.000Z', ...over,
});

describe('/bulk-upload', () => {
  it('sends the sheet and the photos, then shows the guessed mapping to confirm and starts recognition', async () => {
    const user = userEvent.setup();
    let current = batch({ state: 'open', mapping_confirmed: false, total: 0, done: 0, pieces: [] });
    const calls = stubApi([
      ['GET', /^\/api\/bulk-upload\/batches$/, () => ({ status: 200, body: { batches: [] } })],
      ['POST', /^\/api\/bulk-upload\/batches$/, () => ({ status: 201, body: current })],
      ['GET', /^\/api\/bulk-upload\/batches\/7$/, () => ({ status: 200, body: current })],
      ['PUT', /^\/api\/bulk-upload\/batches\/7\/mapping$/, () => ({ status: 200, body: (current = { ...current, mapping_confirmed: true }) })],
      ['POST', /^\/api\/bulk-upload\/batches\/7\/start$/, () => ({
        status: 200,
        body: (current = { ...current, state: 'recognising', total: 2, done: 1, seconds_left: 200, pieces: [piece(2), piece(3, { state: 'pending', match: null, problems: [] })] }),
      })],
    ]);
    const sent = stubXhr((url) => (url.endsWith('/sheet')
      ? { status: 200, body: current }
      : { status: 200, body: { accepted: ['a.jpg'], refused: [{ file: 'notes.jpg', message: 'notes.jpg is not a photo: its contents are not a JPG, PNG, WebP or HEIC image.' }], photo_count: 1 } }));
    renderAt(routes, '/bulk-upload');

    await screen.findByRole('heading', { level: 2, name: 'Bring your spreadsheet and photos' });
    await user.upload(screen.getByLabelText('Choose a spreadsheet'), new File(['Maison,Model\nRolex,Sub'], 'stock.csv', { type: 'text/csv' }));
    await user.upload(screen.getByLabelText('Choose photos'), [new File(['x'], 'a.jpg', { type: 'image/jpeg' }), new File(['y'], 'notes.jpg', { type: 'image/jpeg' })]);
    expect(screen.getByText('Spreadsheet: stock.csv. 2 photos chosen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await screen.findByRole('heading', { level: 2, name: 'Check which column holds what' });
    expect(sent.map((s) => s.url)).toEqual(['/api/bulk-upload/batches/7/sheet', '/api/bulk-upload/batches/7/photos']);
    expect(sent[1]!.form.getAll('files')).toHaveLength(2);
    expect(screen.getByText('notes.jpg is not a photo: its contents are not a JPG, PNG, WebP or HEIC image.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement).value).toBe('Maison');
    expect(screen.getByText('Guessed from what the column holds')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), '');
    await user.click(screen.getByRole('button', { name: 'Confirm and recognise' }));
    const bar = await screen.findByRole('progressbar', { name: 'Pieces recognised' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['1', '2']);
    expect(screen.getByText('1 of 2 pieces recognised · about 3 minutes left')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ brand: 'Maison', model: null, price: 'Asking' });
    expect(screen.getByRole('button', { name: 'Stop recognising' })).toBeTruthy();
  });

  it('reviews the pieces: a flagged row fixed in place, a country applied to all, and the selected submitted', async () => {
    // jsdom lays nothing out: the grid's scroller is given the size a screen would give it.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    const user = userEvent.setup();
    let current = batch();
    const calls = stubApi([
      ['GET', /^\/api\/bulk-upload\/batches$/, () => ({ status: 200, body: { batches: [] } })],
      ['GET', /^\/api\/bulk-upload\/batches\/7$/, () => ({ status: 200, body: current })],
      ['PATCH', /^\/api\/bulk-upload\/batches\/7\/pieces\/30$/, () => ({ status: 200, body: piece(3, { fields: { ...fields, price: 245_000 }, problems: [shipsProblem] }) })],
      ['POST', /^\/api\/bulk-upload\/batches\/7\/apply$/, () => ({
        status: 200,
        body: (current = { ...current, pieces: current.pieces.map((p) => ({ ...p, fields: { ...p.fields, ships_from: 'GB', price: p.fields.price ?? 245_000 }, problems: [] })) }),
      })],
      ['POST', /^\/api\/bulk-upload\/batches\/7\/submit$/, () => ({ status: 200, body: { submitted: [{ piece_id: 20, listing_id: 501 }, { piece_id: 30, listing_id: 502 }], refused: [] } })],
    ]);
    renderAt(routes, '/bulk-upload?batch=7');

    await screen.findByRole('heading', { level: 2, name: 'Review 2 pieces' });
    // A value the label gave is said to be read from the photo, and from which.
    expect(screen.getByTestId('bulk-row-2').textContent).toContain('Read from photo: reference 116610LN (p2-label.jpg)');
    const flagged = screen.getByTestId('bulk-row-3');
    expect(within(flagged).getByText('Must fix: Row 3, column “Asking”: “twelve grand” is not a price.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'blocking');
    expect(screen.getByTestId('bulk-row-3')).toBeTruthy();

    const price = within(screen.getByTestId('bulk-row-3')).getByRole('textbox', { name: 'Price of Row 3 (USD)' });
    await user.type(price, '2,450{Enter}');
    await waitFor(() => expect(within(screen.getByTestId('bulk-row-3')).queryByText(/twelve grand/)).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ price: 245_000 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    await user.click(screen.getByRole('checkbox', { name: 'Select every piece shown' }));
    await user.type(screen.getByRole('textbox', { name: 'Ships from (country code)' }), 'gb');
    await user.click(screen.getByRole('button', { name: 'Apply country' }));
    await waitFor(() => expect(screen.getAllByText('None')).toHaveLength(2));
    expect(calls.find((c) => c.path.endsWith('/apply'))!.body).toEqual({ piece_ids: [20, 30], ships_from: 'GB' });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit 2 for review' }));
    await screen.findByText(/2 pieces were sent for review\./);
    expect(calls.find((c) => c.path.endsWith('/submit'))!.body).toEqual({ piece_ids: [20, 30] });
  });
});
