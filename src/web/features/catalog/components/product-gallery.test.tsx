import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './product-gallery.js';
import { ShareButton } from './share-button.js';

const IMAGES = ['/images/catalog/watch/1f3a5f.webp', null, '/images/catalog/watch/b8860b.webp'];
const NAME = 'Rolex Submariner Date 126610LN';

describe('ProductGallery', () => {
  it('shows the first photograph at 800 px and switches with the thumbnails', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={IMAGES} alt={NAME} />);
    const main = () => screen.getByRole('button', { name: `Zoom into the photograph of ${NAME}` }).querySelector('img');
    expect(main()?.getAttribute('src')).toBe('/images/catalog/watch/1f3a5f.webp?w=800');
    // A missing image is left out: two photographs, not three.
    const thumbs = screen.getByRole('list', { name: 'Photographs' });
    expect(thumbs.querySelectorAll('li')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Photograph 2 of 2' }));
    expect(screen.getByRole('button', { name: 'Photograph 2 of 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(main()?.getAttribute('src')).toBe('/images/catalog/watch/b8860b.webp?w=800');
  });

  it('opens a full-screen viewer by keyboard, zooms with the buttons and the + and − keys, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={IMAGES} alt={NAME} />);
    const trigger = screen.getByRole('button', { name: `Zoom into the photograph of ${NAME}` });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: NAME });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/images/catalog/watch/1f3a5f.webp?w=1600');
    const level = () => screen.getByTestId('zoom-level').textContent;
    expect(level()).toBe('100%');
    expect(screen.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level()).toBe('150%');
    await user.keyboard('+');
    expect(level()).toBe('200%');
    await user.keyboard('+');
    expect(level()).toBe('300%');
    // The last step holds, and the button keeps focus (a disabled one would drop it out of the viewer).
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level()).toBe('300%');
    expect(screen.getByRole('button', { name: 'Zoom in' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zoom in' }));
    await user.keyboard('-');
    expect(level()).toBe('200%');

    // Focus stays inside the viewer.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);

    // Opened again, it starts at 100 %.
    await user.click(trigger);
    await screen.findByRole('dialog', { name: NAME });
    expect(level()).toBe('100%');
  });

  it('offers no zoom when there is no photograph', () => {
    render(<ProductGallery images={[null]} alt={NAME} />);
    expect((screen.getByRole('button', { name: `Zoom into the photograph of ${NAME}` }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('list', { name: 'Photographs' })).toBeNull();
  });
});

describe('ShareButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function stubNavigator(parts: Partial<Navigator>) {
    vi.stubGlobal('navigator', { ...window.navigator, ...parts });
  }

  it('uses the system share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    stubNavigator({ share });
    render(<ShareButton title={NAME} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: NAME, url: window.location.href }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the link otherwise and says so', async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    render(<ShareButton title={NAME} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
  });

  it('says where to find the link when copying is refused, and nothing when the sheet is dismissed', async () => {
    stubNavigator({ share: undefined, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } as unknown as Clipboard });
    const { unmount } = render(<ShareButton title={NAME} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not copy the link: copy it from the address bar.'));
    unmount();

    const dismissed = vi.fn(async () => Promise.reject(new DOMException('dismissed', 'AbortError')));
    stubNavigator({ share: dismissed });
    render(<ShareButton title={NAME} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(dismissed).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
