import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderAt, stubApi, stubXhr } from '../selling/selling-test-kit.js';
import { BulkUploadPage } from './bulk-upload-page.js';
import type { Batch, ZipAnswer } from '../../../../shared/bulk-upload/contracts.js';

/**
 * /bulk-upload with a ZIP (issue #38): a .zip chosen (or dropped) goes to the ZIP route as one
 * file, not as a photo; what it gave the batch is said, and each entry skipped is named.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/bulk-upload', element: <BulkUploadPage /> }];
const openBatch: Batch = {
  id: 7, state: 'open', sheet_name: 'stock.csv', headers: ['Brand'], preview: [['Rolex']], rows: 1,
  mapping: { brand: 'Brand', model: null, reference: null, serial: null, year: null, condition: null, price: null, notes: null, photos: null },
  mapping_sources: { brand: 'header' }, mapping_confirmed: false, file_problems: [], photo_count: 2, total: 0, done: 0,
  started_at: null, seconds_left: null, pieces: [], created_at: '2026-12-01T10:00:00.000Z',
};
const zipAnswer: ZipAnswer = {
  accepted: ['sub_1.jpg', 'sub_2.jpg'],
  refused: [{ file: '../../x.jpg', message: '../../x.jpg was skipped: a path outside the ZIP.' }],
  photo_count: 2,
  sheet_name: 'stock.csv',
};

describe('/bulk-upload with a ZIP', () => {
  it('sends a chosen .zip to the ZIP route, says what it gave and names what it skipped', async () => {
    const user = userEvent.setup();
    stubApi([
      ['GET', /^\/api\/bulk-upload\/batches$/, () => ({ status: 200, body: { batches: [] } })],
      ['POST', /^\/api\/bulk-upload\/batches$/, () => ({ status: 201, body: openBatch })],
      ['GET', /^\/api\/bulk-upload\/batches\/7$/, () => ({ status: 200, body: openBatch })],
    ]);
    const sent = stubXhr(() => ({ status: 200, body: zipAnswer }));
    renderAt(routes, '/bulk-upload');

    await screen.findByRole('heading', { level: 2, name: 'Bring your spreadsheet and photos' });
    await user.upload(screen.getByLabelText('Choose a ZIP'), new File(['PK'], 'stock.zip', { type: 'application/zip' }));
    expect(screen.getByText('No spreadsheet yet. 0 photos chosen. ZIP: stock.zip.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await screen.findByRole('heading', { level: 2, name: 'Check which column holds what' });
    expect(sent.map((s) => s.url)).toEqual(['/api/bulk-upload/batches/7/zip']);
    expect((sent[0]!.form.get('file') as File).name).toBe('stock.zip');
    expect(screen.getByText('From stock.zip: 2 photos and the spreadsheet stock.csv were taken.').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('../../x.jpg was skipped: a path outside the ZIP.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a ZIP dropped with photos to the ZIP route and the photos to the photos route, and names a ZIP the server refuses', async () => {
    stubApi([
      ['GET', /^\/api\/bulk-upload\/batches$/, () => ({ status: 200, body: { batches: [] } })],
      ['POST', /^\/api\/bulk-upload\/batches$/, () => ({ status: 201, body: openBatch })],
      ['GET', /^\/api\/bulk-upload\/batches\/7$/, () => ({ status: 200, body: openBatch })],
    ]);
    const refusal = 'holiday.zip is not a ZIP file. Choose a .zip of photos, or add the photos and the spreadsheet as they are.';
    const sent = stubXhr((url) => (url.endsWith('/zip')
      ? { status: 415, body: { error: { code: 'not_a_zip', message: refusal } } }
      : { status: 200, body: { accepted: ['a.jpg'], refused: [], photo_count: 1 } }));
    renderAt(routes, '/bulk-upload');

    await screen.findByRole('heading', { level: 2, name: 'Bring your spreadsheet and photos' });
    const user = userEvent.setup();
    const zone = screen.getByTestId('bulk-drop-zone');
    const files = [new File(['PK'], 'holiday.zip', { type: 'application/zip' }), new File(['x'], 'a.jpg', { type: 'image/jpeg' })];
    fireEvent.drop(zone, { dataTransfer: { files, items: [] } });
    await screen.findByText('No spreadsheet yet. 1 photo chosen. ZIP: holiday.zip.');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await screen.findByText(refusal);
    expect(sent.map((s) => s.url)).toEqual(['/api/bulk-upload/batches/7/zip', '/api/bulk-upload/batches/7/photos']);
    expect(sent[1]!.form.getAll('files').map((f) => (f as File).name)).toEqual(['a.jpg']);
  });
});
