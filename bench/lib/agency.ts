import { spawnSync } from 'node:child_process';
import { EXEC_BASE_PATH, metaApp } from '@crewline/protocol';
import { DEMO_PASSWORD } from '../../packages/server/src/demo/demo-sign-ins';
import { root } from './run';

/**
 * Seeds the demo agency of `size` (a preset name or a number of employees) unless the database
 * already holds it; a database holding another size is an error (the figures would mislead).
 */
export function ensureAgency(
  size: string,
  expectedEmployees: number | undefined,
  database: Record<string, string>,
): void {
  const started = Date.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/demo/cli.ts', '--size', size], {
    cwd: root,
    env: { ...process.env, ...database },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (seeded.status === 0) {
    console.log(`seeded the ${size} agency in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  const held = /already holds the demo agency \(seed \d+, (\d+) employees/.exec(seeded.stderr);
  if (held && (expectedEmployees === undefined || Number(held[1]) === expectedEmployees)) return;
  throw new Error(`could not seed the ${size} agency:\n${seeded.stderr}`);
}

/** Calls a service as the app does; throws on a refusal. */
export async function callService(
  base: string,
  service: string,
  body: Record<string, unknown>,
  authorization?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${EXEC_BASE_PATH}${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-no-challenge': '1', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ meta: { app: metaApp() }, ...body }),
  });
  const json = (await res.json()) as { success: boolean; Response: { Elements: Record<string, unknown> } };
  if (!json.success) throw new Error(`${service} refused: ${JSON.stringify(json.Response)}`);
  return json.Response.Elements;
}

/** Signs in a demo employee (no second factor) and answers the headers of their calls. */
export async function signedInHeaders(base: string, passId: string): Promise<Record<string, string>> {
  const login = await callService(base, 'mta_login', {
    LOGIN_BLOCK_TI_PASS_0: passId,
    LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
    LOGIN_BLOCK_LISTDB_0: 0,
  });
  return {
    authorization: `Basic ${Buffer.from(`${passId}:${login.AP_TICKET}`).toString('base64')}`,
    'x-no-challenge': '1',
  };
}
