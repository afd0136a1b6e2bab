/**
 * A value made on first use, then kept: for Intl formatters, whose construction costs a phone
 * milliseconds each and which most pages never use (issue #10 item 17: a module's top level
 * runs before the page responds).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
