import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document.js';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Patina (“we”, “us”) operates the Patina marketplace and is the controller of the personal data described here. This
        policy explains what we collect when you browse, join, buy, bid or sell, why we use it, how long we keep it and the
        rights you have. It applies together with our <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The data we collect',
    body: (
      <>
        <h3>Data you give us</h3>
        <ul>
          <li>
            <strong>Account:</strong> your name, email address and password (stored only as a salted hash), and, for
            age-restricted categories, your date of birth.
          </li>
          <li>
            <strong>Membership:</strong> the details and collecting interests you give in an application to the members’ club.
          </li>
          <li>
            <strong>Orders, bids and listings:</strong> what you buy, offer, bid on and sell, with prices, dates, shipping
            addresses and the photographs and descriptions of pieces you list.
          </li>
          <li>
            <strong>Messages:</strong> your conversations with other members and with our concierge.
          </li>
          <li>
            <strong>Image search:</strong> photographs or links you submit to find a piece.
          </li>
          <li>
            <strong>Community:</strong> portfolios, journals and follows you choose to create.
          </li>
        </ul>
        <h3>Data created as you use Patina</h3>
        <ul>
          <li>
            <strong>Authentication records:</strong> our experts’ findings and photographs for each piece, and the ownership
            history kept in its digital passport.
          </li>
          <li>
            <strong>Payments:</strong> payment status, amounts held in escrow and payouts. Card details are collected and held
            by our payment providers; we receive only a token and the last four digits.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and the pages requested, recorded in server logs to keep
            the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it',
    body: (
      <ul>
        <li>to create and run your account and membership;</li>
        <li>to list pieces, run auctions, take payments into escrow, release payouts and arrange insured shipping;</li>
        <li>to authenticate pieces and keep their digital passports;</li>
        <li>to let members message each other and our concierge, and to send notifications about your orders and bids;</li>
        <li>to prevent fraud, counterfeits, shill bidding and abuse, and to keep the service secure;</li>
        <li>to meet our legal obligations, including tax, accounting and anti-money-laundering checks;</li>
        <li>to improve the marketplace using aggregated statistics that do not identify you;</li>
        <li>to send you news and invitations, only if you have asked us to.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Our legal bases',
    body: (
      <>
        <p>Where the law requires a legal basis for using personal data, ours are:</p>
        <ul>
          <li>
            <strong>Contract:</strong> to provide the account, marketplace, authentication, escrow and shipping you ask for.
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep transaction and tax records, verify age for alcohol and tobacco, and
            answer lawful requests from authorities.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to secure the service, prevent fraud and counterfeits, and improve Patina,
            balanced against your rights and expectations.
          </li>
          <li>
            <strong>Consent:</strong> for marketing emails and for optional features such as camera access in image search.
            You can withdraw consent at any time, without affecting what was done before.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal data. We share it only as needed with:</p>
        <ul>
          <li>the other member in a transaction: a buyer’s shipping details are shared only when needed to complete a sale;</li>
          <li>authentication experts working for us under a duty of confidentiality;</li>
          <li>payment providers, who process payments and hold funds in escrow;</li>
          <li>shipping carriers and insurers, to deliver and insure pieces;</li>
          <li>service providers who host our systems and send our emails, under contracts that limit their use of the data;</li>
          <li>authorities, courts and professional advisers, where the law requires it or to establish or defend legal claims.</li>
        </ul>
        <p>
          Where data travels to a country without equivalent protection, we use recognised safeguards such as standard
          contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account and membership data: while your account is open, and for two years after it closes.</li>
        <li>Orders, payments and payouts: seven years after the transaction, as tax and accounting law requires.</li>
        <li>Messages: three years after the last message in a conversation.</li>
        <li>
          Authentication records and digital passports: for the life of the piece, because they are its provenance. Once you
          sell a piece, your name is no longer shown on its passport.
        </li>
        <li>Image-search photographs: deleted within 24 hours, unless you add them to a listing.</li>
        <li>Server logs: twelve months.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>have inaccurate data corrected;</li>
          <li>have data erased when we no longer need it, subject to the records the law requires us to keep;</li>
          <li>restrict or object to our use of your data, including use based on legitimate interests;</li>
          <li>receive the data you gave us in a portable format;</li>
          <li>withdraw consent at any time;</li>
          <li>complain to the data protection authority where you live or work.</li>
        </ul>
        <p>We answer requests within one month and do not charge for them. We may ask you to confirm your identity first.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          Patina uses only what is essential for the service to work. We set a session cookie to keep you signed in and a
          security cookie that protects forms against forgery. Your browser also stores a few settings on your device, such as
          your confirmation of age for Fine Living, which lasts 24 hours.
        </p>
        <p>
          We do not use advertising or analytics cookies, and we do not let third parties track you on Patina. Because every
          cookie we use is strictly necessary, we do not ask for cookie consent.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data travels encrypted over HTTPS. Passwords are stored only as salted hashes. Access to personal data within Patina is
        limited to the people who need it for their work, and is logged. If a breach puts your data at risk, we will tell you
        and the relevant authority as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Patina is for adults. We do not knowingly collect data from anyone under 18, and we close accounts we find to belong to a minor.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy, we update the date at the top. If a change materially affects how we use your data, we
        will tell you by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        To exercise your rights or ask about this policy, write to our privacy team: once signed in, from your Messages; or by
        replying to any email you have received from Patina, marking it “Privacy”. It will reach our data protection lead.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="Discretion is part of the service. We collect only what we need to authenticate, sell and deliver your pieces safely, we keep it no longer than necessary, and we never sell it."
      sections={SECTIONS}
    />
  );
}

export const Component = PrivacyPage;
