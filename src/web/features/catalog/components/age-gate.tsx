import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { ageGateState, birthYears, type BirthDate } from '../../../../shared/accounts/age-gate.js';
import { markAgeVerified, useAgeVerified } from '../../../lib/age-gate.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';

export { AGE_VERIFIED_AT_KEY, AGE_VERIFIED_KEY } from '../../../lib/age-gate.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The 18+ dialog of SPEC §4/§5: day, month and year selects, the two messages, Verify only
 * at 18 or more. Verifying stores the flag and its date; leaving is the caller's choice (a
 * gated page goes home, a gated link stays where it was).
 */
export function AgeGateDialog({ onVerified, onLeave }: { onVerified: () => void; onLeave: () => void }) {
  const [birth, setBirth] = useState<BirthDate>({ day: null, month: null, year: null });
  const now = new Date();
  const state = ageGateState(birth, now);
  const touched = birth.day !== null || birth.month !== null || birth.year !== null;
  const pick = (key: keyof BirthDate) => (value: string) => setBirth((b) => ({ ...b, [key]: value === '' ? null : Number(value) }));

  function verify() {
    if (state.kind !== 'verified') return;
    markAgeVerified();
    onVerified();
  }

  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onLeave())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center p-4">
          <Dialog.Content data-testid="age-gate" className="pointer-events-auto w-full max-w-md bg-ivory px-6 pb-7 pt-8 shadow-2xl focus:outline-none sm:px-9">
            <p className="label-caps text-bronze">18+</p>
            <Dialog.Title className="mt-2 font-display text-3xl font-medium">Confirm your age</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-6 text-ink-soft">
              Wine, champagne and cigars are offered to adults only. Please enter your date of birth to confirm that you are 18 or older.
            </Dialog.Description>
            <fieldset className="mt-6">
              <legend className="sr-only">Date of birth</legend>
              <div className="grid grid-cols-[1fr_1.6fr_1.3fr] gap-3">
                <Select label="Day" value={birth.day ?? ''} onChange={(e) => pick('day')(e.target.value)}>
                  <option value="">Day</option>
                  {Array.from({ length: 31 }, (_, i) => <option key={i + 1} value={i + 1}>{i + 1}</option>)}
                </Select>
                <Select label="Month" value={birth.month ?? ''} onChange={(e) => pick('month')(e.target.value)}>
                  <option value="">Month</option>
                  {MONTHS.map((m, i) => <option key={m} value={i + 1}>{m}</option>)}
                </Select>
                <Select label="Year" value={birth.year ?? ''} onChange={(e) => pick('year')(e.target.value)}>
                  <option value="">Year</option>
                  {birthYears(now).map((y) => <option key={y} value={y}>{y}</option>)}
                </Select>
              </div>
            </fieldset>
            <p role="status" className="mt-4 min-h-6 text-sm text-fall" data-testid="age-gate-message">
              {touched && state.kind !== 'verified' ? state.message : ''}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button variant="primary" onClick={verify} disabled={state.kind !== 'verified'}>
                Verify
              </Button>
              <Dialog.Close asChild>
                <Button variant="secondary">Leave</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Fine Living (wine, champagne, cigars) is for adults: its pages show only once this browser
 * has confirmed an age of 18 or more in the last 24 hours (SPEC §2, §4, §5). Until then a
 * dialog asks for the date of birth; leaving it goes back to the home page.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const verified = useAgeVerified();
  if (verified) return <>{children}</>;
  return (
    <>
      <div data-testid="age-gated" className="py-24 text-center text-sm text-ink-soft">
        Fine Living is for adults. Confirm your age to see these pieces.
      </div>
      <AgeGateDialog onVerified={() => undefined} onLeave={() => void navigate('/')} />
    </>
  );
}
