/**
 * SPEC §8: data helpers answer null, an empty list or false on error. The failure is logged
 * (as a warning: it is an expected outcome the screen explains, and the browser tests fail
 * on console errors) and the fallback returned; a cancelled request stays cancelled.
 */
export async function orFallback<T, F>(load: () => Promise<T>, fallback: F, what: string): Promise<T | F> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn(`${what} could not be loaded`, error);
    return fallback;
  }
}
