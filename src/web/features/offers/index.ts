export { MakeOfferButton, offerAmountProblem, type OfferableListing } from './components/make-offer-dialog.js';
export { OfferList, OfferRow } from './components/offer-list.js';
export { useOffers, offersQueryOptions } from './api/get-offers.js';
export { offerKeys } from './api/offer-keys.js';
export { formatOfferAmount, offerStatusText } from './format.js';
