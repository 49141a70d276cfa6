import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';

/**
 * A JSON file named on the command line, checked against its schema at the boundary: a file
 * that is missing, not JSON or not of the shape said in words. Undefined when not named.
 */
export function readJsonFile<S extends z.ZodType>(
  flag: string,
  path: string | undefined,
  schema: S,
  fail: (message: string) => never,
): z.infer<S> | undefined {
  if (path === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path), 'utf8');
  } catch {
    return fail(`${flag}: cannot read ${path}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(`${flag}: ${path} is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(the file)'}: ${i.message}`).join('; ');
    return fail(`${flag}: ${path} is not what it should be: ${problems}`);
  }
  return parsed.data;
}
