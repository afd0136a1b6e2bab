import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AGE_VERIFICATION_MS } from '../../../../shared/accounts/age-gate.js';
import { AGE_VERIFIED_AT_KEY, AGE_VERIFIED_KEY, AgeGate } from './age-gate.js';

function renderGate() {
  const router = createMemoryRouter([
    { path: '/category/fine-living', element: <AgeGate><p>Cohiba Behike 56</p></AgeGate> },
    { path: '/', element: <p>Home</p> },
  ], { initialEntries: ['/category/fine-living'] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => window.localStorage.clear());

describe('AgeGate (SPEC §4, §5)', () => {
  it('hides Fine Living until a date of birth of 18 or more is verified, then remembers it', async () => {
    const user = userEvent.setup();
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your age' });
    expect(screen.queryByText('Cohiba Behike 56')).toBeNull();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect((verify as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText('Day'), '24');
    expect(screen.getByTestId('age-gate-message').textContent).toBe('Please select your complete date of birth.');
    await user.selectOptions(screen.getByLabelText('Month'), '11');
    const thisYear = String(new Date().getFullYear() - 5);
    await user.selectOptions(screen.getByLabelText('Year'), thisYear);
    expect(screen.getByTestId('age-gate-message').textContent).toBe('You must be 18 or older to access this category.');
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Year').querySelectorAll('option')).toHaveLength(101);

    await user.selectOptions(screen.getByLabelText('Year'), String(new Date().getFullYear() - 30));
    expect(screen.getByTestId('age-gate-message').textContent).toBe('');
    expect((verify as HTMLButtonElement).disabled).toBe(false);
    await user.click(verify);
    expect(await screen.findByText('Cohiba Behike 56')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    expect(window.localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
    expect(Number(window.localStorage.getItem(AGE_VERIFIED_AT_KEY))).toBeGreaterThan(Date.now() - 5000);
  });

  it('asks again after 24 hours, and leaving goes home', async () => {
    window.localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    window.localStorage.setItem(AGE_VERIFIED_AT_KEY, String(Date.now() - AGE_VERIFICATION_MS - 1000));
    const user = userEvent.setup();
    const router = renderGate();
    await screen.findByRole('dialog', { name: 'Confirm your age' });
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a verification of the last 24 hours straight through', async () => {
    window.localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    window.localStorage.setItem(AGE_VERIFIED_AT_KEY, String(Date.now() - 60_000));
    renderGate();
    expect(await screen.findByText('Cohiba Behike 56')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
