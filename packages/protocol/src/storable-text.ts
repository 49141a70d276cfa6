/**
 * Text PostgreSQL cannot store: a NUL character (text columns refuse it, jsonb refuses
 * \u0000) or a lone UTF-16 surrogate (not valid UTF-8). Every request is checked for it at the
 * boundary, so such text gets a clear refusal instead of a failed statement.
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_PROBLEM =
  'must not contain a NUL character or an unpaired surrogate (text that cannot be stored)';

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** The path of every string (and object key) in a parsed JSON value that cannot be stored, e.g. "entries.3.message". */
export function unstorableTextPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push(path.length > 0 ? path.join('.') : 'Request body');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      unstorableTextPaths(item, [...path, String(i)], found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) found.push([...path, '(a field name)'].join('.'));
      else unstorableTextPaths(item, [...path, key], found);
    }
  }
  return found;
}
