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

/** A value met on the walk, with the key it sits under and the node above it (its path, kept without copying). */
interface Node {
  value: unknown;
  key: string;
  parent: Node | undefined;
  /** The key itself cannot be stored: reported as such, what it holds not looked at. */
  badKey?: true;
}

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let n: Node | undefined = node; n?.parent !== undefined; n = n.parent) keys.push(n.key);
  return keys.length > 0 ? keys.reverse().join('.') : 'Request body';
};

/**
 * The path of every string (and object key) in a parsed JSON value that cannot be stored, e.g.
 * "entries.3.message", in document order. Walked with a stack of its own, not by recursion: a
 * value nested however deep costs memory, never the call stack.
 */
export function unstorableTextPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Node[] = [{ value, key: '', parent: undefined }];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const item = node.value;
    if (node.badKey) {
      found.push(pathOf(node));
    } else if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(pathOf(node));
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: String(i), parent: node });
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (!isStorableText(key)) stack.push({ value: undefined, key: '(a field name)', parent: node, badKey: true });
        else stack.push({ value: child, key, parent: node });
      }
    }
  }
  return found;
}
