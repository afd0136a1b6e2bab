import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ImageSearchDialog } from './image-search-dialog.js';
import { IMAGE_SEARCH_TEXT } from '../image-search-rules.js';

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
let calls: Call[];
let imageAnswer: { status: number; body: unknown };

const match = { id: 7, slug: 'hermes-birkin-30-7', name: 'Birkin 30', full_name: 'Hermès Birkin 30', brand: 'Hermès', category: 'bags', image_feature: '/images/catalog/handbag/1a1a1a.webp', color: 'Black', confidence: 0.93 };

beforeEach(() => {
  calls = [];
  imageAnswer = { status: 200, body: { error: null, extractedProducts: [{ brand: 'Hermès', product_name: 'Birkin 30', model: 'Birkin', color: 'Black', description: '', confidence: 0.8 }], geminiRawOutput: '{}', matches: [match] } };
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://local');
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, search: url.search, body: init?.body ? JSON.parse(String(init.body)) : null });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.pathname === '/api/search/image') return json(imageAnswer.status, imageAnswer.body);
    if (url.pathname === '/api/search') return json(200, { results: [{ ...match, full_name: 'Hermès Birkin 30 Togo' }], total: 1, missing: [], page: 1, limit: 6 });
    return json(404, { error: { code: 'not_found', message: 'No such thing' } });
  }));
});

function show(onAddItem = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImageSearchDialog open onOpenChange={() => undefined} onAddItem={onAddItem} />
    </QueryClientProvider>,
  );
  return { onAddItem };
}

describe('ImageSearchDialog', () => {
  it('says which files it takes, and refuses another type or more than 10MB without calling the server', async () => {
    show();
    expect(screen.getByText('JPG, PNG, GIF and WebP up to 10MB')).toBeTruthy();
    const input = screen.getByLabelText('Upload a photo');
    await userEvent.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toContain(IMAGE_SEARCH_TEXT.notImage);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(IMAGE_SEARCH_TEXT.tooLarge));
    expect(calls.filter((c) => c.path === '/api/search/image')).toEqual([]);
  });

  it('sends a photo as a data URL and shows the pieces found, each opening its page in a new tab', async () => {
    show();
    await userEvent.upload(screen.getByLabelText('Upload a photo'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bag.png', { type: 'image/png' }));
    const found = await screen.findByRole('list', { name: 'Pieces found' });
    const link = found.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/product/hermes-birkin-30-7');
    expect(link.getAttribute('target')).toBe('_blank');
    const sent = calls.find((c) => c.path === '/api/search/image')!.body as { imageFile: string; imageUrl: null };
    expect(sent.imageUrl).toBeNull();
    expect(sent.imageFile).toMatch(/^data:image\/png;base64,/);
  });

  it("shows the server's refusal of a link and returns to upload", async () => {
    imageAnswer = { status: 422, body: { error: { code: 'link_forbidden', message: 'The link "127.0.0.1" points to a private or reserved address and cannot be searched.' } } };
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Search link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(IMAGE_SEARCH_TEXT.linkEmpty);
    await userEvent.type(screen.getByLabelText('Image link'), 'http://127.0.0.1/');
    await userEvent.click(screen.getByRole('button', { name: 'Search link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('points to a private or reserved address'));
    expect(screen.getByLabelText('Upload a photo')).toBeTruthy();
  });

  it('suggests pieces only after more than 2 characters, with limit 6', async () => {
    show();
    await userEvent.type(screen.getByLabelText('Search by name'), 'bi');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/api/search')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Search by name'), 'r');
    await screen.findByRole('list', { name: 'Suggestions' });
    expect(calls.find((c) => c.path === '/api/search')!.search).toContain('limit=6');
  });

  it('requires brand and product name, then hands the piece and the photo searched with to the app', async () => {
    const { onAddItem } = show();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kelly.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Upload a photo'), photo);
    await screen.findByRole('list', { name: 'Pieces found' });
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Brand is required.')).toBeTruthy();
    expect(screen.getByText('Product name is required.')).toBeTruthy();
    expect(onAddItem).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Brand *'), 'Hermès');
    await userEvent.type(screen.getByLabelText('Product name *'), 'Kelly 28');
    await userEvent.type(screen.getByLabelText('Model'), ' Sellier ');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(onAddItem).toHaveBeenCalledWith({ brand: 'Hermès', name: 'Kelly 28', model: 'Sellier', photo });
  });
});
