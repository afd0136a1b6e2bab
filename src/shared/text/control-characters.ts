/**
 * Control characters have no business in anything a member types or a client sends: a NUL
 * byte is refused by PostgreSQL (a 500 if it gets that far) and the others hide text.
 * Tab, line feed and carriage return are allowed in bodies (a message has lines); nothing
 * below U+0020 (nor DEL) is allowed in a URL.
 */
// eslint-disable-next-line no-control-regex
const IN_URL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacterInUrl(value: string): boolean {
  return IN_URL.test(value);
}

export function hasControlCharacterInText(value: string): boolean {
  return IN_TEXT.test(value);
}

/**
 * The path (dot-separated) of the first string inside a parsed JSON value that holds a
 * control character, or null. Object keys count too.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacterInText(value) ? path || '(body)' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacterInText(key)) return at;
      const found = findControlCharacter(child, at);
      if (found !== null) return found;
    }
  }
  return null;
}
