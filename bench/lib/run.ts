import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuMicros } from './cpu';

export const root = new URL('../../', import.meta.url).pathname;

export interface Figures {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Answers whose envelope said success: false (refusals count against the figures). */
  refused: number;
  /** CPU µs per answered call of each measured process group (e.g. server, database). */
  cpuPerCall: Record<string, number>;
}

/** Starts a TypeScript entry in its own process and waits until `url` answers. */
export async function startProcess(entry: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const r = await fetch(url, { method: 'GET' });
      if (r.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${entry} did not answer at ${url}`);
}

/** The server under load: quiet, no sign-in limit, no turn processor; `env` adds its database and the rest. */
export function startLoadServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  return startProcess(
    'packages/server/src/main.ts',
    {
      HOST: '127.0.0.1',
      LOGIN_RATE_LIMIT: '100000000',
      MAX_IN_FLIGHT: '100000',
      LOG_LEVEL: 'warn',
      PICK_TURNS_SECONDS: '0',
      ...env,
      PORT: String(port),
    },
    `http://127.0.0.1:${port}/gateway/east/mta_getEnvironments?version=2.5.1`,
  );
}

export async function load(
  name: string,
  opts: {
    url: string;
    connections: number;
    seconds: number;
    /** One body, or several used in turn (e.g. several employees signing in). */
    body: string | string[];
    headers: Record<string, string>;
    /** Process groups whose CPU time per call is measured, read from /proc before and after. */
    cpu?: Record<string, () => number[]>;
  },
): Promise<Figures> {
  const bodies = Array.isArray(opts.body) ? opts.body : [opts.body];
  let next = 0;
  let refused = 0;
  const cpuGroups = Object.entries(opts.cpu ?? {});
  const cpuBefore = cpuGroups.map(([, pids]) => cpuMicros(pids));
  const result = await autocannon({
    url: opts.url,
    method: 'POST',
    connections: opts.connections,
    duration: opts.seconds,
    headers: { 'content-type': 'application/json', ...opts.headers },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        onResponse: (_status, body) => {
          if (!body.includes('"success":true')) refused++;
        },
      },
    ],
  });
  const answered = Math.max(1, result.requests.total);
  // A process that exits meanwhile (an idle backend closed) takes its time with it: never below 0.
  const cpuPerCall = Object.fromEntries(
    cpuGroups.map(([group, pids], i) => [
      group,
      Math.max(0, Math.round((cpuMicros(pids) - (cpuBefore[i] as number)) / answered)),
    ]),
  );
  return {
    name,
    connections: opts.connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refused,
    cpuPerCall,
  };
}

export function printTable(rows: Figures[], yardstick: (r: Figures) => Figures | undefined): void {
  const head = ['call', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'refused', 'ratio to bare'];
  const lines = rows.map((r) => {
    const bare = yardstick(r);
    const ratio = bare && bare !== r ? (r.rps / bare.rps).toFixed(2) : '—';
    return [r.name, r.connections, r.rps, r.p50, r.p99, r.errors, r.non2xx, r.refused, ratio].map(String);
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join('  ');
  console.log(fmt(head));
  for (const l of lines) console.log(fmt(l));
}
