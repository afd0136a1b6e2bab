import type { StartInput } from '../api/start-conversation.js';
import { WriteButton } from './write-button.js';

/**
 * "Ask the seller" on a product page: the first message, written in a dialog, starts (or
 * continues) the conversation about this listing, and the thread opens. Shown to members only
 * (the product page decides).
 */
export function AskSellerButton({ about, sellerName, productName }: { about: StartInput['about']; sellerName: string; productName: string }) {
  return (
    <WriteButton
      about={about}
      label="Ask the seller"
      title={`Ask ${sellerName}`}
      description={`About ${productName}. Your conversation stays on Patina, where every sale is protected by escrow.`}
      emptyMessage="Please write your question for the seller."
    />
  );
}
