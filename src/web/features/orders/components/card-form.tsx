import { useState, type FormEvent } from 'react';
import { cardInputSchema, type PaymentMethod } from '../../../../shared/orders/contracts.js';
import { Button } from '../../../ui/button.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { useAddPaymentMethod, type CardInput } from '../api/payment-methods.js';

type Field = 'number' | 'expMonth' | 'expYear' | 'cvc' | 'name';

const MESSAGES: Record<Field, string> = {
  number: 'Enter the card number: 12 to 19 digits.',
  expMonth: 'Choose the month the card expires.',
  expYear: 'Choose the year the card expires.',
  cvc: 'Enter the 3 or 4 digits on the back of the card.',
  name: 'Enter the name as it is written on the card.',
};

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * A new card, sent once to the payment processor through Patina (which keeps only its token,
 * brand, last 4 and expiry). A refusal (declined, expired) shows in the processor's words.
 */
export function CardForm({ onSaved, onCancel }: { onSaved: (card: PaymentMethod) => void; onCancel?: () => void }) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 16 }, (_, i) => thisYear + i);
  const [values, setValues] = useState({ number: '', expMonth: '', expYear: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useAddPaymentMethod();
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: CardInput = {
      number: values.number, cvc: values.cvc.trim(), name: values.name,
      expMonth: Number(values.expMonth || NaN), expYear: Number(values.expYear || NaN),
    };
    const checked = cardInputSchema.safeParse(input);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) next[issue.path[0] as Field] = MESSAGES[issue.path[0] as Field];
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(checked.data, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 border border-line p-5" aria-label="New card">
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" value={values.number} onChange={set('number')} error={errors.number} maxLength={23} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Select label="Expiry month" autoComplete="cc-exp-month" value={values.expMonth} onChange={set('expMonth')} aria-invalid={errors.expMonth ? true : undefined}>
            <option value="">MM</option>
            {MONTHS.map((m) => <option key={m} value={m}>{String(m).padStart(2, '0')}</option>)}
          </Select>
          {errors.expMonth ? <p className="mt-1.5 text-xs text-fall">{errors.expMonth}</p> : null}
        </div>
        <div>
          <Select label="Expiry year" autoComplete="cc-exp-year" value={values.expYear} onChange={set('expYear')} aria-invalid={errors.expYear ? true : undefined}>
            <option value="">YYYY</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </Select>
          {errors.expYear ? <p className="mt-1.5 text-xs text-fall">{errors.expYear}</p> : null}
        </div>
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" value={values.cvc} onChange={set('cvc')} error={errors.cvc} maxLength={4} />
      </div>
      <TextField label="Name on card" autoComplete="cc-name" value={values.name} onChange={set('name')} error={errors.name} maxLength={100} />
      {add.error ? <p role="alert" className="text-sm text-fall">{add.error.message}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={add.isPending}>{add.isPending ? 'Saving…' : 'Save the card'}</Button>
        {onCancel ? <Button variant="ghost" onClick={onCancel}>Cancel</Button> : null}
      </div>
    </form>
  );
}

/** 'Visa ending 4242, expires 04/2030'. */
export function cardLine(c: Pick<PaymentMethod, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  const brand = c.brand ? c.brand.charAt(0).toUpperCase() + c.brand.slice(1) : 'Card';
  return `${brand} ending ${c.last4}, expires ${String(c.expMonth).padStart(2, '0')}/${c.expYear}`;
}
