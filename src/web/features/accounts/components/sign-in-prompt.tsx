import { useEffect, useRef } from 'react';
import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { PRODUCT_DETAILS_REASON, useSignInGate } from '../../../lib/sign-in-gate.js';
import { Button } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from '../../../ui/eyebrow.js';

/**
 * What a guest sees on a page that needs an account (SPEC §6), instead of its content: the
 * reason and a button that opens the sign-in modal; after signing in the page opens.
 */
export function SignInPrompt({ next, productDetails = false }: { next: string; productDetails?: boolean }) {
  const { requireSignIn } = useSignInGate();
  useDocumentTitle('Sign in to continue');
  // SPEC §2, §6: a guest opening a product gets the sign-in modal at once; the page behind
  // it says why, and stays when the modal is closed.
  const opened = useRef(false);
  useEffect(() => {
    if (!productDetails || opened.current) return;
    opened.current = true;
    requireSignIn({ mode: 'sign-in', next, reason: PRODUCT_DETAILS_REASON });
  }, [productDetails, next, requireSignIn]);
  return (
    <Container size="text" className="py-20 md:py-28">
      <div data-testid="sign-in-prompt" className="border-l border-bronze pl-6 md:pl-10">
        <Eyebrow>Members’ area</Eyebrow>
        <h1 className="mt-4 flex items-center gap-4 font-display text-5xl font-medium leading-[1.05]">
          <LockKeyhole aria-hidden="true" className="size-8 shrink-0 text-bronze" strokeWidth={1.25} />
          Sign in to continue
        </h1>
        <p className="mt-6 max-w-xl text-[1.0625rem] leading-8 text-ink-soft">
          {productDetails
            ? 'Product details are for Patina members: photographs up close, price history and statistics, every listing with its seller, and the sales record. Sign in, or create an account, to see this piece.'
            : 'This page is for Patina members. Sign in, or create an account, to see product details, save pieces, sell, bid and message other collectors.'}
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button variant="primary" onClick={() => requireSignIn({ mode: 'sign-in', next, ...(productDetails ? { reason: PRODUCT_DETAILS_REASON } : {}) })}>
            Sign in
          </Button>
          <Button variant="secondary" onClick={() => requireSignIn({ mode: 'join', next, ...(productDetails ? { reason: PRODUCT_DETAILS_REASON } : {}) })}>
            Create an account
          </Button>
        </div>
      </div>
    </Container>
  );
}

/** A signed-in member on a staff page they may not open. */
export function StaffOnly() {
  useDocumentTitle('Staff only');
  return (
    <Container size="text" className="py-20 md:py-28">
      <div className="border-l border-bronze pl-6 md:pl-10">
        <Eyebrow>Staff only</Eyebrow>
        <h1 className="mt-4 font-display text-5xl font-medium leading-[1.05]">This page is for Patina’s staff</h1>
        <p className="mt-6 max-w-xl text-[1.0625rem] leading-8 text-ink-soft">
          Your account does not have access to it. If you think it should, contact Patina’s team.
        </p>
      </div>
    </Container>
  );
}

/** A suspended member on a page their membership gave them. */
export function Suspended() {
  useDocumentTitle('Membership suspended');
  return (
    <Container size="text" className="py-20 md:py-28">
      <div className="border-l border-bronze pl-6 md:pl-10">
        <Eyebrow>Membership suspended</Eyebrow>
        <h1 className="mt-4 font-display text-5xl font-medium leading-[1.05]">Your membership is suspended</h1>
        <p className="mt-6 max-w-xl text-[1.0625rem] leading-8 text-ink-soft">
          While it is, you can still see your orders, your wishlist and your account, and talk to the other side of an
          order in progress. Your membership page says why, and how to reach Patina’s team.
        </p>
        <p className="mt-6">
          <Link className="underline underline-offset-4" to="/membership">See your membership</Link>
        </p>
      </div>
    </Container>
  );
}
