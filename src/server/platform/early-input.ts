import { createHash } from 'node:crypto';

/**
 * Taps before the scripts (issue #39 §1, decision 068). A page the server drew is on screen
 * before the app's code has arrived and run (decision 043): links and forms work, but a button
 * that only the app answers (the mobile menu, a mega-menu's hover, the search box's overlay)
 * would do nothing. This script, inline at the top of the drawn page's head so it runs before
 * anything can be tapped, keeps the last such tap and where the pointer rests; the app replays
 * them once it has adopted the page (`src/web/lib/early-input.ts`), on the very elements that
 * were tapped (hydration keeps the server's DOM nodes). A tapped control shows it is working
 * (`data-early-pending`, styled in styles.css) until then.
 *
 * What counts as such a control: a `button[type=button]` (a submit button submits its form,
 * which works without the app) or anything marked `data-early` (the search box). A link is
 * left to the browser: it goes to a real page.
 *
 * Plain ES5, no dependencies: it runs before anything else. Allowed by the page's
 * Content-Security-Policy by its hash (`EARLY_INPUT_CSP_SOURCE`), never by 'unsafe-inline'.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var e=window.__patinaEarly={click:null,hover:null,done:false};function c(t){return t&&t.closest?t.closest('button[type=button],[data-early]'):null}document.addEventListener('click',function(v){if(e.done)return;var t=c(v.target);if(!t)return;if(e.click&&e.click!==t)e.click.removeAttribute('data-early-pending');e.click=t;t.setAttribute('data-early-pending','')},true);document.addEventListener('pointermove',function(v){if(!e.done&&v.pointerType!=='touch')e.hover=v.target},true)})();`;

/** The CSP source that lets exactly this script run. */
export const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/** The tag, for the head of a drawn page. */
export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`;
