import type { z } from 'zod';

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

const typeWords = (expected: string) => TYPE_WORDS[expected] ?? expected;

function problem(issue: z.core.$ZodIssue, input: unknown): string {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && valueAt(input, issue.path) === undefined) {
    return 'is required';
  }
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${typeWords(issue.expected)}`;
    case 'invalid_union': {
      const expected = [
        ...new Set(
          issue.errors.flatMap((branch) => branch.flatMap((i) => (i.code === 'invalid_type' ? [i.expected] : []))),
        ),
      ];
      return expected.length > 0 ? `must be ${expected.map(typeWords).join(' or ')}` : 'is not valid';
    }
    case 'too_big':
      if (!issue.message.startsWith('Too big')) return issue.message;
      return issue.origin === 'string'
        ? `must be at most ${issue.maximum} characters`
        : `must be at most ${issue.maximum}`;
    case 'too_small':
      if (!issue.message.startsWith('Too small')) return issue.message;
      return issue.origin === 'string'
        ? `must be at least ${issue.minimum} characters`
        : `must be at least ${issue.minimum}`;
    case 'unrecognized_keys':
      return `unknown fields ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** Each zod issue in plain words, prefixed with its field: "LOGIN_BLOCK_TI_PASS_0: Pass id must be digits only". */
export function describeIssues(error: z.ZodError, input: unknown): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'Request body';
    return `${field}: ${problem(issue, input)}`;
  });
}
