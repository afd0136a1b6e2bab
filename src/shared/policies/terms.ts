import type { PolicyDocument } from './document.js';

/** The Terms of Service: the one text the /terms page and the assistant both read (issue #16). */
export const TERMS: PolicyDocument = {
  "title": "Terms of Service",
  "path": "/terms",
  "intro": "Patina exists so that members can buy and sell extraordinary things with confidence. These terms set out how that works: who sells to whom, how every piece is authenticated, how your money is protected in escrow, and how auctions are run.",
  "sections": [
    {
      "id": "about",
      "title": "About these terms",
      "blocks": [
        {
          "kind": "p",
          "text": "These terms govern your use of Patina, a members’ marketplace where authenticated luxury goods are bought and sold, at a fixed price or at auction. They form a contract between you and Patina (“Patina”, “we”, “us”). By creating an account, placing an order, bidding or listing a piece, you accept them. Please read them together with our [Privacy Policy](/privacy), which explains how we handle your personal data."
        },
        {
          "kind": "p",
          "text": "Nothing in these terms removes rights that you have as a consumer under the law of the country where you live and that cannot be excluded by contract."
        }
      ]
    },
    {
      "id": "membership",
      "title": "Membership and your account",
      "blocks": [
        {
          "kind": "p",
          "text": "Anyone may browse the marketplace. To buy, bid, sell, message other members or keep a wishlist and portfolio, you need an account. You must be at least 18 years old and able to enter into a binding contract."
        },
        {
          "kind": "ul",
          "items": [
            "The information you give us must be accurate and kept up to date, including your name and email address.",
            "You may hold one personal account. Accounts may not be sold, shared or transferred.",
            "You are responsible for keeping your password secret and for activity on your account. Tell us at once if you believe someone else has used it.",
            "Some features are reserved for verified members of the Patina club. We review applications for membership and may decline one without giving reasons, acting fairly and without discrimination."
          ]
        }
      ]
    },
    {
      "id": "marketplace",
      "title": "How the marketplace works",
      "blocks": [
        {
          "kind": "p",
          "text": "Patina is a marketplace: unless a listing says otherwise, the seller of a piece is the member who listed it, and the contract of sale is between that seller and the buyer. We provide the platform, authenticate each piece, hold payment in escrow and arrange insured shipping."
        },
        {
          "kind": "p",
          "text": "Prices are set in US dollars. Where we show another currency, the amount is converted for your convenience at our current rate and is indicative; you are charged the amount confirmed at checkout. Market information we display, such as last sale prices, price history and trends, comes from recorded sales on Patina and is not an appraisal or investment advice."
        }
      ]
    },
    {
      "id": "authentication",
      "title": "Authentication",
      "blocks": [
        {
          "kind": "p",
          "text": "Every piece sold on Patina is examined by an expert in its field before it is released to the buyer. The expert inspects materials, construction, markings, serial or reference numbers and documentation, and records the findings in an authentication report."
        },
        {
          "kind": "ul",
          "items": [
            "If a piece does not pass authentication, or differs materially from its listing, the sale is cancelled, the buyer is refunded in full from escrow and the piece is returned to the seller at the seller’s cost.",
            "If a piece we authenticated is later shown, on credible evidence such as a written opinion from the brand, not to be genuine, we will refund the price you paid on its return to us. This guarantee belongs to the buyer of record.",
            "Authentication is an expert opinion on whether a piece is genuine and matches its description. It is not a valuation, and it does not certify provenance beyond what the report states."
          ]
        }
      ]
    },
    {
      "id": "buying",
      "title": "Buying at a fixed price",
      "blocks": [
        {
          "kind": "p",
          "text": "When you buy a piece or a seller accepts your offer, you commit to pay the price, shipping and any fees and taxes shown before you confirm. Offers remain binding until they expire or are declined."
        },
        {
          "kind": "p",
          "text": "Your payment is taken when the order is confirmed and held in escrow. It is released to the seller only after the piece has passed authentication and been delivered to you, and the inspection period shown on your order has ended without a claim."
        }
      ]
    },
    {
      "id": "auctions",
      "title": "Auctions",
      "blocks": [
        {
          "kind": "p",
          "text": "Bidding is open to signed-in members. A bid is an offer to buy at that amount and cannot be withdrawn, except where you entered an obvious error and tell us before the auction closes, or where the law allows it."
        },
        {
          "kind": "ul",
          "items": [
            "An auction ends at the time shown on the lot. The highest valid bid at the close wins, provided it meets the reserve price where the seller has set one. If the reserve is not met, no sale takes place.",
            "Where a lot offers a buy-now price, the first member to accept it buys the piece and the auction ends.",
            "The winning bidder must complete payment within the time shown on the lot. Payment is held in escrow exactly as for a fixed-price purchase.",
            "Sellers, and anyone acting for them, may not bid on their own lots. We cancel bids and sales we find to be shill bidding and may close the accounts involved."
          ]
        }
      ]
    },
    {
      "id": "selling",
      "title": "Selling",
      "blocks": [
        {
          "kind": "p",
          "text": "When you list a piece, you promise that:"
        },
        {
          "kind": "ul",
          "items": [
            "you own it, or are authorised to sell it, and it is free of any claim by someone else;",
            "it is genuine, and your description, photographs and stated condition are accurate and complete;",
            "selling it is lawful where you are and where it will be delivered."
          ]
        },
        {
          "kind": "p",
          "text": "Once a piece sells, you must send it to our authentication centre, in the packaging we provide or describe, within the time shown on the order. Our fees are shown before you list and deducted from the proceeds. Proceeds are paid to you when they are released from escrow."
        }
      ]
    },
    {
      "id": "escrow",
      "title": "Payments and escrow",
      "blocks": [
        {
          "kind": "p",
          "text": "Payments are processed by regulated payment providers. Funds for an order are held in escrow and are not available to the seller until the conditions in “Buying at a fixed price” are met. We do not store full card numbers."
        },
        {
          "kind": "p",
          "text": "If a sale is cancelled because a piece fails authentication, is not delivered, or is materially not as described, the buyer is refunded from escrow to the original payment method."
        }
      ]
    },
    {
      "id": "shipping",
      "title": "Shipping, risk and returns",
      "blocks": [
        {
          "kind": "p",
          "text": "Pieces travel insured and tracked, first from the seller to our authentication centre and then to the buyer. Risk in a piece passes to the buyer on delivery."
        },
        {
          "kind": "p",
          "text": "Because every piece is authenticated and described in detail before it reaches you, sales are final except where a piece is not as described, fails authentication, or where the law of your country gives you a right to cancel. Tell us within the inspection period shown on your order if something is wrong."
        }
      ]
    },
    {
      "id": "fine-living",
      "title": "Age-restricted goods",
      "blocks": [
        {
          "kind": "p",
          "text": "Wine, champagne and cigars in our Fine Living category are sold only to members aged 18 or over, or the higher legal age where they live. We may ask you to confirm your age, and we may refuse or cancel an order where delivery would be unlawful at the destination."
        }
      ]
    },
    {
      "id": "conduct",
      "title": "What you may not do",
      "blocks": [
        {
          "kind": "ul",
          "items": [
            "list counterfeit, stolen or prohibited goods, or goods you do not have;",
            "arrange to complete a sale found on Patina outside Patina, to avoid authentication, escrow or fees;",
            "manipulate prices, bids or reviews, or use more than one account to do so;",
            "harass other members, or use their details for anything other than the transaction between you;",
            "copy, scrape or index the marketplace by automated means without our written permission;",
            "interfere with the security or working of the service."
          ]
        }
      ]
    },
    {
      "id": "content",
      "title": "Content, passports and intellectual property",
      "blocks": [
        {
          "kind": "p",
          "text": "You keep the rights in the photographs and text you upload, and grant us a worldwide, royalty-free licence to use them to operate and promote the marketplace for as long as the related listing, portfolio or journal is on Patina."
        },
        {
          "kind": "p",
          "text": "A digital passport records the authentication findings and ownership history of a piece and is transferred to the buyer when the piece is sold on Patina. It is a record, not a document of title."
        },
        {
          "kind": "p",
          "text": "Brand names and marks shown on Patina belong to their owners. Their appearance does not mean that a brand endorses or is affiliated with Patina."
        }
      ]
    },
    {
      "id": "liability",
      "title": "Our responsibility to you",
      "blocks": [
        {
          "kind": "p",
          "text": "We provide the service with reasonable care and skill. We are responsible for loss that is a foreseeable result of our breach of these terms or our negligence. We are not responsible for loss that was not foreseeable, for business losses, or for delays caused by events beyond our reasonable control."
        },
        {
          "kind": "p",
          "text": "Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot lawfully be limited."
        }
      ]
    },
    {
      "id": "suspension",
      "title": "Suspension and closing your account",
      "blocks": [
        {
          "kind": "p",
          "text": "You may close your account at any time once your open orders, bids and payouts are complete. We may suspend or close an account that breaches these terms, with notice and reasons where the law requires, and we will complete or refund any order already paid into escrow."
        }
      ]
    },
    {
      "id": "disputes",
      "title": "Disputes and governing law",
      "blocks": [
        {
          "kind": "p",
          "text": "If something goes wrong, please contact our concierge first: most problems are settled quickly. Disputes between members about an order are handled through our resolution process, with the escrowed funds held until it ends. These terms are governed by the law of the country where Patina is established, without depriving consumers of the mandatory protection of the law of the country where they live, whose courts they may also use."
        }
      ]
    },
    {
      "id": "changes",
      "title": "Changes to these terms",
      "blocks": [
        {
          "kind": "p",
          "text": "We may update these terms to reflect changes in the service or the law. We will tell members of material changes by email at least 30 days before they take effect. Orders, bids and listings made before a change remain under the terms in force when they were made."
        }
      ]
    },
    {
      "id": "contact",
      "title": "Contact",
      "blocks": [
        {
          "kind": "p",
          "text": "Questions about these terms are welcome. Once signed in, write to our concierge from your Messages; otherwise reply to any email you have received from Patina and it will reach the same team."
        }
      ]
    }
  ]
};
