import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/server: where the real server's entry points are run from. */
export const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on at 127.0.0.1 just now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed, stdout and stderr as they came. */
  out: string[];
  exited: Promise<number | null>;
}

/** The real server (src/main.ts, or another entry) with exactly these settings and nothing of the test run's own. */
export function startServer(env: Record<string, string>, entry = 'src/main.ts'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  child.stdout?.on('data', (b: Buffer) => out.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => out.push(b.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, out, exited };
}

/** Waits until `base`'s GET /health answers 200; throws with what the server printed if it does not in time. */
export async function waitForHealth(base: string, server: ServerProcess, timeoutMs: number): Promise<void> {
  for (const at = Date.now(); ; ) {
    if ((await fetch(`${base}/health`).catch(() => undefined))?.ok) return;
    if (server.child.exitCode !== null || Date.now() - at > timeoutMs) {
      throw new Error(`the server at ${base} did not start: ${server.out.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
