import type { PolicyDocument } from './document.js';

/** The Privacy Policy: the one text the /privacy page and the assistant both read (issue #16). */
export const PRIVACY: PolicyDocument = {
  "title": "Privacy Policy",
  "path": "/privacy",
  "intro": "Discretion is part of the service. We collect only what we need to authenticate, sell and deliver your pieces safely, we keep it no longer than necessary, and we never sell it.",
  "sections": [
    {
      "id": "who-we-are",
      "title": "Who we are",
      "blocks": [
        {
          "kind": "p",
          "text": "Patina (“we”, “us”) operates the Patina marketplace and is the controller of the personal data described here. This policy explains what we collect when you browse, join, buy, bid or sell, why we use it, how long we keep it and the rights you have. It applies together with our [Terms of Service](/terms)."
        }
      ]
    },
    {
      "id": "data-we-collect",
      "title": "The data we collect",
      "blocks": [
        {
          "kind": "h3",
          "text": "Data you give us"
        },
        {
          "kind": "ul",
          "items": [
            "**Account:** your name, email address and password (stored only as a salted hash), and, for age-restricted categories, your date of birth.",
            "**Membership:** the details and collecting interests you give in an application to the members’ club.",
            "**Orders, bids and listings:** what you buy, offer, bid on and sell, with prices, dates, shipping addresses and the photographs and descriptions of pieces you list.",
            "**Messages:** your conversations with other members and with our concierge.",
            "**Image search:** photographs or links you submit to find a piece.",
            "**Community:** portfolios, journals and follows you choose to create."
          ]
        },
        {
          "kind": "h3",
          "text": "Data created as you use Patina"
        },
        {
          "kind": "ul",
          "items": [
            "**Authentication records:** our experts’ findings and photographs for each piece, and the ownership history kept in its digital passport.",
            "**Payments:** payment status, amounts held in escrow and payouts. Card details are collected and held by our payment providers; we receive only a token and the last four digits.",
            "**Technical data:** IP address, browser type and the pages requested, recorded in server logs to keep the service secure and working."
          ]
        }
      ]
    },
    {
      "id": "purposes",
      "title": "Why we use it",
      "blocks": [
        {
          "kind": "ul",
          "items": [
            "to create and run your account and membership;",
            "to list pieces, run auctions, take payments into escrow, release payouts and arrange insured shipping;",
            "to authenticate pieces and keep their digital passports;",
            "to let members message each other and our concierge, and to send notifications about your orders and bids;",
            "to prevent fraud, counterfeits, shill bidding and abuse, and to keep the service secure;",
            "to meet our legal obligations, including tax, accounting and anti-money-laundering checks;",
            "to improve the marketplace using aggregated statistics that do not identify you;",
            "to send you news and invitations, only if you have asked us to."
          ]
        }
      ]
    },
    {
      "id": "legal-bases",
      "title": "Our legal bases",
      "blocks": [
        {
          "kind": "p",
          "text": "Where the law requires a legal basis for using personal data, ours are:"
        },
        {
          "kind": "ul",
          "items": [
            "**Contract:** to provide the account, marketplace, authentication, escrow and shipping you ask for.",
            "**Legal obligation:** to keep transaction and tax records, verify age for alcohol and tobacco, and answer lawful requests from authorities.",
            "**Legitimate interests:** to secure the service, prevent fraud and counterfeits, and improve Patina, balanced against your rights and expectations.",
            "**Consent:** for marketing emails and for optional features such as camera access in image search. You can withdraw consent at any time, without affecting what was done before."
          ]
        }
      ]
    },
    {
      "id": "sharing",
      "title": "Who we share it with",
      "blocks": [
        {
          "kind": "p",
          "text": "We never sell your personal data. We share it only as needed with:"
        },
        {
          "kind": "ul",
          "items": [
            "the other member in a transaction: a buyer’s shipping details are shared only when needed to complete a sale;",
            "authentication experts working for us under a duty of confidentiality;",
            "payment providers, who process payments and hold funds in escrow;",
            "shipping carriers and insurers, to deliver and insure pieces;",
            "service providers who host our systems and send our emails, under contracts that limit their use of the data;",
            "authorities, courts and professional advisers, where the law requires it or to establish or defend legal claims."
          ]
        },
        {
          "kind": "p",
          "text": "Where data travels to a country without equivalent protection, we use recognised safeguards such as standard contractual clauses."
        }
      ]
    },
    {
      "id": "retention",
      "title": "How long we keep it",
      "blocks": [
        {
          "kind": "ul",
          "items": [
            "Account and membership data: while your account is open, and for two years after it closes.",
            "Orders, payments and payouts: seven years after the transaction, as tax and accounting law requires.",
            "Messages: three years after the last message in a conversation.",
            "Authentication records and digital passports: for the life of the piece, because they are its provenance. Once you sell a piece, your name is no longer shown on its passport.",
            "Image-search photographs: deleted within 24 hours, unless you add them to a listing.",
            "Server logs: twelve months."
          ]
        }
      ]
    },
    {
      "id": "rights",
      "title": "Your rights",
      "blocks": [
        {
          "kind": "p",
          "text": "Depending on where you live, you have the right to:"
        },
        {
          "kind": "ul",
          "items": [
            "access the personal data we hold about you and receive a copy;",
            "have inaccurate data corrected;",
            "have data erased when we no longer need it, subject to the records the law requires us to keep;",
            "restrict or object to our use of your data, including use based on legitimate interests;",
            "receive the data you gave us in a portable format;",
            "withdraw consent at any time;",
            "complain to the data protection authority where you live or work."
          ]
        },
        {
          "kind": "p",
          "text": "We answer requests within one month and do not charge for them. We may ask you to confirm your identity first."
        }
      ]
    },
    {
      "id": "cookies",
      "title": "Cookies and local storage",
      "blocks": [
        {
          "kind": "p",
          "text": "Patina uses only what is essential for the service to work. We set a session cookie to keep you signed in and a security cookie that protects forms against forgery. Your browser also stores a few settings on your device, such as your confirmation of age for Fine Living, which lasts 24 hours."
        },
        {
          "kind": "p",
          "text": "We do not use advertising or analytics cookies, and we do not let third parties track you on Patina. Because every cookie we use is strictly necessary, we do not ask for cookie consent."
        }
      ]
    },
    {
      "id": "security",
      "title": "How we protect it",
      "blocks": [
        {
          "kind": "p",
          "text": "Data travels encrypted over HTTPS. Passwords are stored only as salted hashes. Access to personal data within Patina is limited to the people who need it for their work, and is logged. If a breach puts your data at risk, we will tell you and the relevant authority as the law requires."
        }
      ]
    },
    {
      "id": "children",
      "title": "Children",
      "blocks": [
        {
          "kind": "p",
          "text": "Patina is for adults. We do not knowingly collect data from anyone under 18, and we close accounts we find to belong to a minor."
        }
      ]
    },
    {
      "id": "changes",
      "title": "Changes to this policy",
      "blocks": [
        {
          "kind": "p",
          "text": "When we change this policy, we update the date at the top. If a change materially affects how we use your data, we will tell you by email before it takes effect."
        }
      ]
    },
    {
      "id": "contact",
      "title": "Contact",
      "blocks": [
        {
          "kind": "p",
          "text": "To exercise your rights or ask about this policy, write to our privacy team: once signed in, from your Messages; or by replying to any email you have received from Patina, marking it “Privacy”. It will reach our data protection lead."
        }
      ]
    }
  ]
};
