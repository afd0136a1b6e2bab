import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { sellerFee } from '../../../../shared/listings/fees.js';
import { askingPrice, type Guidance } from '../../../../shared/listings/selling.js';
import { Select } from '../../../ui/select.js';
import { TextField } from '../../../ui/text-field.js';
import { useGuidance } from '../api/get-guidance.js';
import { categoryOf, centsOf, draftOf, DURATIONS, usd, type SellForm } from '../draft-form.js';
import { Group, named } from './fields.js';
import type { StepProps } from './piece-step.js';

/** Step 4: guidance from the piece's own sales, a fixed price or an auction, and the fee and payout as they type. */
export function PriceStep({ form, update, error }: StepProps) {
  const productId = form.pieceKind === 'catalogue' ? (form.product?.id ?? null) : null;
  const guidance = useGuidance(productId);
  const category = categoryOf(form);
  const asked = askingPrice(draftOf(form).draft.price ?? null);
  const typed = form.priceType === 'fixed' ? centsOf(form.price) : centsOf(form.startPrice);
  const amount = asked ?? (Number.isSafeInteger(typed) && typed > 0 ? typed : null);
  const quote = amount !== null && category ? sellerFee(amount, category) : null;

  const money = (label: string, key: keyof SellForm, path: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      adornment="$"
      maxLength={16}
      value={form[key] as string}
      onChange={(e) => update({ [key]: e.target.value } as Partial<SellForm>)}
      error={named(label, error(path))}
    />
  );

  return (
    <div className="grid gap-8">
      {productId !== null ? <GuidancePanel guidance={guidance.data ?? null} loading={guidance.isPending} failed={guidance.isError} /> : null}

      <Group legend="How would you like to sell?" error={named('Price', error('price'))}>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          {(['fixed', 'auction'] as const).map((t) => (
            <label key={t} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <input type="radio" name="price-type" value={t} className="size-4 accent-bronze" checked={form.priceType === t} onChange={() => update({ priceType: t })} />
              {t === 'fixed' ? 'Fixed price' : 'Auction'}
            </label>
          ))}
        </div>
      </Group>

      {form.priceType === 'fixed' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {money('Price', 'price', 'price.price')}
          <label className="flex items-center gap-3 self-end pb-3 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-bronze" checked={form.acceptOffers} onChange={(e) => update({ acceptOffers: e.target.checked })} />
            Accept offers
          </label>
          {form.acceptOffers ? money('Decline offers below', 'floor', 'price.floor') : null}
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {money('Start price', 'startPrice', 'price.start_price')}
          {money('Reserve', 'reserve', 'price.reserve')}
          {money('Buy-now price', 'buyNow', 'price.buy_now')}
          <Select label="Duration" value={form.duration} onChange={(e) => update({ duration: e.target.value })}>
            {DURATIONS.map((d) => (
              <option key={d} value={String(d)}>
                {d} days
              </option>
            ))}
          </Select>
          <TextField
            label="Start time"
            type="datetime-local"
            value={form.startsAt}
            onChange={(e) => update({ startsAt: e.target.value })}
            error={named('Start time', error('price.starts_at'))}
          />
          <p className="self-end pb-3 text-xs text-muted">Leave the start time empty to open bidding as soon as the piece is approved.</p>
        </div>
      )}

      <div aria-live="polite" className="grid gap-2 border-t border-line pt-6" data-testid="fee-quote">
        {quote ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-1 text-sm">
            <dt className="text-ink-soft">{form.priceType === 'fixed' ? 'Price' : 'At the start price'}</dt>
            <dd className="text-right">{usd(quote.price)}</dd>
            <dt className="text-ink-soft">Patina’s fee ({quote.effective_percent}%)</dt>
            <dd className="text-right">{usd(quote.fee)}</dd>
            <dt className="font-medium text-ink">Your payout</dt>
            <dd className="text-right font-medium">{usd(quote.payout)}</dd>
          </dl>
        ) : (
          <p className="text-sm text-ink-soft">{category ? 'Enter a price to see the fee and your payout.' : 'Choose the piece first: the fee depends on its category.'}</p>
        )}
      </div>
    </div>
  );
}

function GuidancePanel({ guidance, loading, failed }: { guidance: Guidance | null; loading: boolean; failed: boolean }) {
  if (failed) return <p className="text-sm text-ink-soft">Price guidance is not available right now.</p>;
  if (loading || !guidance) return <p className="text-sm text-ink-soft" aria-busy="true">Reading this piece’s sales…</p>;
  const Trend = guidance.trend === 'up' ? TrendingUp : guidance.trend === 'down' ? TrendingDown : Minus;
  const rows: [string, string][] = [
    ['Last sale', usd(guidance.last_sale)],
    ['Trend', guidance.trend ? `${guidance.trend === 'up' ? 'Up' : guidance.trend === 'down' ? 'Down' : 'Stable'}${guidance.trend_percent != null ? ` (${guidance.trend_percent > 0 ? '+' : ''}${guidance.trend_percent.toFixed(1)}%)` : ''}` : '--'],
    ['Volatility', guidance.volatility != null ? `${(guidance.volatility * 100).toFixed(1)}%` : '--'],
    ['Lowest ask', usd(guidance.lowest_ask)],
    ['Recommended price', usd(guidance.recommended_price)],
    ['Suggested range', guidance.suggested_range ? `${usd(guidance.suggested_range.low)} – ${usd(guidance.suggested_range.high)}` : '--'],
  ];
  return (
    <section aria-labelledby="guidance-heading" className="border border-line bg-ivory-deep/40 p-5">
      <h3 id="guidance-heading" className="flex items-center gap-2 font-display text-xl">
        Price guidance <Trend aria-hidden="true" className="size-4 text-bronze" />
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3" data-testid="guidance">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="label-caps text-muted">{k}</dt>
            <dd className="mt-0.5 text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {guidance.recent_sales.length > 0 ? (
        <>
          <h4 className="label-caps mt-5 text-muted">Recent sales</h4>
          <ul className="mt-2 grid gap-1 text-sm" aria-label="Recent sales">
            {guidance.recent_sales.slice(0, 5).map((s, i) => (
              <li key={`${s.sale_date}-${i}`} className="flex justify-between gap-4">
                <span className="text-ink-soft">{new Date(s.sale_date).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}</span>
                <span>{usd(s.sell_price)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">No recorded sales of this piece yet.</p>
      )}
    </section>
  );
}
