import { afterEach, describe, expect, it } from 'vitest';
import { firstRenderNow, readServerState, serializeServerState, setRenderClock, SERVER_STATE_ID, type ServerState } from './server-state.js';

/** A page as the server writes it: the state in its JSON script element. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SERVER_STATE_ID}">${text}</script>`;
  return doc;
}

const state: ServerState = {
  now: 1_795_000_000_000,
  queries: { mutations: [], queries: [{ dehydratedAt: 1_795_000_000_000, queryKey: ['product', 'x'], queryHash: '["product","x"]', state: { data: { name: 'Dial </script><script>alert(1)</script> \u2028 <!--' } } as never }] },
};

afterEach(() => setRenderClock(() => undefined));

describe('the state a server-drawn page carries', () => {
  it('survives the trip through the page, whatever members wrote in it', () => {
    const text = serializeServerState(state);
    // No text can close the element or open a comment: every '<' is escaped.
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    const doc = pageWith(text);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState(doc)).toEqual(state);
  });

  it('is absent on a page the browser draws alone, and ignored when garbled', () => {
    const plain = document.implementation.createHTMLDocument('page');
    expect(readServerState(plain)).toBeNull();
    expect(readServerState(pageWith('{"now":'))).toBeNull();
    expect(readServerState(pageWith('{"now":"soon","queries":{}}'))).toBeNull();
  });

  it("gives a first render the server's clock while one is set, and the browser's after", () => {
    setRenderClock(() => state.now);
    expect(firstRenderNow().getTime()).toBe(state.now);
    setRenderClock(() => undefined);
    expect(Math.abs(firstRenderNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});
