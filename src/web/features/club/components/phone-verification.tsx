import { useId, useState, type KeyboardEvent } from 'react';
import { BadgeCheck } from 'lucide-react';
import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES, phoneCodeCheckSchema, phoneSchema } from '../../../../shared/membership/contracts.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { useSendPhoneCode } from '../api/send-phone-code.js';
import { useVerifyPhoneCode } from '../api/verify-phone-code.js';
import { normalizePhone } from '../format.js';

export interface PhoneVerificationProps {
  /** The number on the draft and whether it is verified (null before any was given). */
  phone: string | null;
  verified: boolean;
  /** Set by the form when Submit finds the number unverified. */
  error?: string | null;
}

/**
 * The phone number, confirmed by a code: "Send code" sends one to the number (through the
 * mail outbox in development), the code field confirms it. A verified number stays as it is
 * unless the person chooses another.
 */
export function PhoneVerification({ phone, verified, error }: PhoneVerificationProps) {
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const [number, setNumber] = useState(phone ?? '');
  const [code, setCode] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  // The number a code went to in this visit; after a reload, the draft's unverified number.
  const [sentTo, setSentTo] = useState<string | null>(!verified && phone ? phone : null);
  const [changing, setChanging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const phoneId = useId();

  const sendCode = () => {
    const parsed = phoneSchema.safeParse(normalizePhone(number));
    if (!parsed.success) {
      setNumberError(parsed.error.issues[0]?.message ?? 'Please check your phone number.');
      return;
    }
    setNumberError(null);
    setCodeError(null);
    send.mutate(
      { phone: parsed.data },
      {
        onSuccess: () => {
          setSentTo(parsed.data);
          setCode('');
          setAnnouncement(`We sent a code to ${parsed.data}.`);
        },
        onError: (e) => setNumberError(e.message),
      },
    );
  };

  const checkCode = () => {
    const parsed = phoneCodeCheckSchema.safeParse({ code: code.trim() });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? 'Please check the code.');
      return;
    }
    setCodeError(null);
    verify.mutate(parsed.data, {
      onSuccess: () => {
        setChanging(false);
        setSentTo(null);
        setCode('');
        setAnnouncement('Your phone number is verified.');
      },
      onError: (e) => setCodeError(e.message),
    });
  };

  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter sends this part, not the whole application.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  const status = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );

  if (verified && phone && !changing) {
    return (
      <div className="grid gap-3">
        <p className="flex items-center gap-2 text-sm text-ink" data-testid="phone-verified">
          <BadgeCheck aria-hidden="true" className="size-4 text-rise" strokeWidth={1.75} />
          <span>
            <span className="font-medium">{phone}</span> · Verified
          </span>
        </p>
        <div>
          <Button variant="quiet" size="sm" onClick={() => setChanging(true)}>
            Use another number
          </Button>
        </div>
        {status}
      </div>
    );
  }

  const numberErrorText = numberError ?? error ?? null;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={phoneId}
          label="Mobile phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          onKeyDown={onEnter(sendCode)}
          error={numberErrorText}
          className="w-full max-w-xs"
          aria-describedby={numberErrorText ? `${phoneId}-hint ${phoneId}-error` : `${phoneId}-hint`}
        />
        <Button variant="secondary" onClick={sendCode} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : sentTo ? 'Send a new code' : 'Send code'}
        </Button>
      </div>
      <p id={`${phoneId}-hint`} className="-mt-3 text-xs leading-5 text-ink-soft">
        With its country code, e.g. +44 20 7946 0958. We send a {PHONE_CODE_LENGTH}-digit code to confirm it is yours.
      </p>
      {sentTo ? (
        <div className="grid gap-2">
          <p className="text-sm text-ink-soft">
            Enter the {PHONE_CODE_LENGTH}-digit code we sent to <span className="font-medium text-ink">{sentTo}</span>. It lasts {PHONE_CODE_MINUTES} minutes.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PHONE_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              onKeyDown={onEnter(checkCode)}
              error={codeError}
              className="w-40"
            />
            <Button variant="primary" onClick={checkCode} disabled={verify.isPending}>
              {verify.isPending ? 'Checking…' : 'Verify'}
            </Button>
          </div>
        </div>
      ) : null}
      {status}
    </div>
  );
}
