import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATE_RANGE_PROBLEM, SERVICES, withinDateRange } from '../src';

/**
 * Every field of every request in the registry, walked down to its leaves, must refuse a bad
 * value in words of ours. The server words some zod issues itself (exec/validation.ts: a wrong
 * kind, too short, too long, too small, too big, unknown fields, none of a union's kinds); every
 * other issue passes its message through, so the schema or check that raises it must carry one
 * of ours. And every date and instant is held to the agreed years (DATE_YEAR_MIN…MAX).
 */

type Node = z.core.$ZodType;
interface Def {
  type: string;
  error?: unknown;
  format?: string;
  check?: string;
  checks?: { _zod: { def: { check: string; format?: string; error?: unknown } } }[];
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  innerType?: Node;
  in?: Node;
  out?: Node;
  options?: Node[];
  keyType?: Node;
  valueType?: Node;
  items?: Node[];
  transform?: (...args: unknown[]) => unknown;
}

/** Types whose own issue (a value of the wrong kind) the server words. */
const WORDED_TYPES = new Set([
  'string',
  'number',
  'boolean',
  'object',
  'array',
  'union',
  'optional',
  'nullable',
  'default',
  'prefault',
  'pipe',
  'unknown',
  'any',
]);
/** Checks whose issue the server words when the schema gives it none (too_small, too_big, a whole number). */
const WORDED_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'number_format',
  'overwrite',
]);
const DATE_FORMATS = new Set(['date', 'datetime']);

const defOf = (node: Node) => node._zod.def as unknown as Def;

/** Each problem of one request: "path: what lacks a message". */
function problemsOf(root: Node): string[] {
  const problems: string[] = [];
  const stack: [Node, string][] = [[root, '']];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, path] = item;
    const def = defOf(node);
    const at = path === '' ? '(the body)' : path;
    const child = (n: Node | undefined, key?: string) => {
      if (n) stack.push([n, key === undefined ? path : path === '' ? key : `${path}.${key}`]);
    };
    const ownCheck = def.check !== undefined ? [{ _zod: { def: def as never } }] : [];
    if (!WORDED_TYPES.has(def.type) && def.type !== 'transform' && def.error === undefined) {
      problems.push(`${at}: a ${def.type} without a message`);
    }
    for (const check of [...ownCheck, ...(def.checks ?? [])]) {
      const c = check._zod.def;
      if (!WORDED_CHECKS.has(c.check) && c.error === undefined) {
        problems.push(`${at}: a ${c.check}${c.format ? ` (${c.format})` : ''} check without a message`);
      }
    }
    if (def.type === 'string' && def.format !== undefined && DATE_FORMATS.has(def.format)) {
      if (!(def.checks ?? []).includes(withinDateRange as never))
        problems.push(`${at}: a ${def.format} without the agreed years`);
    }
    // A transform only reshapes a value: one that refused it would word it itself, out of sight of this walk.
    if (def.type === 'transform' && String(def.transform).includes('addIssue')) {
      problems.push(`${at}: a transform that refuses values (use a check with a message)`);
    }
    for (const [key, value] of Object.entries(def.shape ?? {})) child(value, key);
    child(def.catchall, '*');
    child(def.element, '0');
    child(def.innerType);
    child(def.in);
    child(def.out);
    for (const option of def.options ?? []) child(option);
    child(def.keyType, '(key)');
    child(def.valueType, '*');
    for (const [i, value] of (def.items ?? []).entries()) child(value, String(i));
  }
  return problems;
}

describe('every request field of the registry', () => {
  it('refuses a bad value in words of ours, nested fields included', () => {
    const problems = Object.entries(SERVICES).flatMap(([service, def]) =>
      problemsOf(def.request as Node).map((p) => `${service} ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('finds what lacks a message (the walk itself is checked)', async () => {
    const { z } = await import('zod');
    const bad = z.object({
      kind: z.enum(['A', 'B']),
      nested: z.array(z.object({ code: z.string().regex(/^x$/) })),
      day: z.iso.date({ error: 'a day' }),
      fine: z.string().max(3),
    });
    expect(problemsOf(bad as never).sort()).toEqual([
      'day: a date without the agreed years',
      'kind: a enum without a message',
      'nested.0.code: a string_format (regex) check without a message',
    ]);
  });

  it('holds every date to the agreed years, with the field named', () => {
    const day = SERVICES.mta_trainingDetailsByDate.request.safeParse({ meta: { app: 'Crewline' }, date: '0000-01-01' });
    expect(day.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['date', DATE_RANGE_PROBLEM]]);
    const later = SERVICES.mta_notifyInOutAddAndGet.request.safeParse({
      meta: { app: 'Crewline' },
      direction: 'OUT',
      at: '2201-01-01T08:00:00Z',
    });
    expect(later.error?.issues.map((i) => i.message)).toContain(DATE_RANGE_PROBLEM);
  });
});
