import { useState, type FormEvent } from 'react';
import { addressInputSchema, type Address } from '../../../../shared/orders/contracts.js';
import { ApiError } from '../../../lib/api-client.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { useAddAddress, type AddressInput } from '../api/addresses.js';
import { countryName, SHIPPING_COUNTRIES } from '../countries.js';

type Field = 'name' | 'line1' | 'line2' | 'city' | 'postalCode' | 'country' | 'phone';

const MESSAGES: Record<Field, string> = {
  name: 'Enter the full name of the person receiving the piece.',
  line1: 'Enter the street and number.',
  line2: 'Keep the second line under 120 characters, without < or >.',
  city: 'Enter the city.',
  postalCode: 'Enter the postal code: letters, digits, spaces or dashes.',
  country: 'Choose the country.',
  phone: 'Enter the phone number with digits, spaces, +, ( ) or dashes.',
};

const EMPTY = { name: '', line1: '', line2: '', city: '', postalCode: '', country: '', phone: '' };

/** A new shipping address, checked as the server checks it (contracts.ts); saved to the member's addresses. */
export function AddressForm({ onSaved, onCancel }: { onSaved: (address: Address) => void; onCancel?: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useAddAddress();
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: AddressInput = {
      name: values.name, line1: values.line1, city: values.city, postalCode: values.postalCode, country: values.country,
      ...(values.line2.trim() ? { line2: values.line2 } : {}),
      ...(values.phone.trim() ? { phone: values.phone } : {}),
    };
    const checked = addressInputSchema.safeParse(input);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) next[issue.path[0] as Field] = MESSAGES[issue.path[0] as Field];
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: (address) => onSaved(address),
      onError: (e) => {
        if (!(e instanceof ApiError)) return;
        const next: Partial<Record<Field, string>> = {};
        for (const issue of e.issues) if (issue.path in MESSAGES) next[issue.path as Field] = MESSAGES[issue.path as Field];
        setErrors(next);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 border border-line p-5" aria-label="New address">
      <TextField label="Full name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} maxLength={100} />
      <TextField label="Address" autoComplete="address-line1" value={values.line1} onChange={set('line1')} error={errors.line1} maxLength={120} />
      <TextField label="Apartment, suite (optional)" autoComplete="address-line2" value={values.line2} onChange={set('line2')} error={errors.line2} maxLength={120} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" value={values.city} onChange={set('city')} error={errors.city} maxLength={80} />
        <TextField label="Postal code" autoComplete="postal-code" value={values.postalCode} onChange={set('postalCode')} error={errors.postalCode} maxLength={16} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Select label="Country" autoComplete="country" value={values.country} onChange={set('country')} aria-invalid={errors.country ? true : undefined}>
            <option value="">Choose…</option>
            {SHIPPING_COUNTRIES.map((c) => (
              <option key={c} value={c}>{countryName(c)}</option>
            ))}
          </Select>
          {errors.country ? <p className="mt-1.5 text-xs text-fall">{errors.country}</p> : null}
        </div>
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} maxLength={30} />
      </div>
      {add.error && !(add.error instanceof ApiError && add.error.issues.length > 0) ? (
        <p role="alert" className="text-sm text-fall">{add.error.message}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={add.isPending}>{add.isPending ? 'Saving…' : 'Save the address'}</Button>
        {onCancel ? <Button variant="ghost" onClick={onCancel}>Cancel</Button> : null}
      </div>
    </form>
  );
}

/** One line of an address: 'Camille Durand, 12 rue de Rivoli, 75001 Paris, France'. */
export function addressLine(a: Pick<Address, 'name' | 'line1' | 'line2' | 'city' | 'postalCode' | 'country'>): string {
  return [a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`, countryName(a.country)].filter(Boolean).join(', ');
}
