import { countdown, ENDED } from '../../../../shared/auctions/countdown.js';
import { useNow } from '../../../lib/use-now.js';

/** SPEC §4: days+hours, hours+minutes or minutes, ENDED once the (extended) end has passed; ticks every second. */
export function LiveCountdown({ endsAt, className }: { endsAt: string; className?: string }) {
  const now = useNow(1000);
  const text = countdown(endsAt, now);
  return (
    <span className={className} data-testid="countdown" data-ended={text === ENDED ? 'true' : undefined}>
      {text}
    </span>
  );
}
