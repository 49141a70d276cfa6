import { Agent, request } from 'node:http';

/**
 * Load as people make it: requests arrive at `rate` a second, evenly spread, whatever the
 * server is doing, over at most `connections` kept-alive connections. Each latency counts from
 * the moment the request was due, not from when a connection was free to send it, so time spent
 * queued behind a slow server counts (a closed loop, or autocannon's rate limit, which releases
 * a second's requests together at each tick, measures something else).
 */
export interface OpenLoopOptions {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  /** The k-th request's headers and body. */
  next: (k: number) => { headers: Record<string, string>; body: string };
  /** Each answer, as it comes. */
  onAnswer?: (status: number, body: string) => void;
}

export interface OpenLoopFigures {
  sent: number;
  answered: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number);

export async function openLoop(o: OpenLoopOptions): Promise<OpenLoopFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  const target = new URL(o.url);
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(o.rate * o.seconds);
  const interval = 1000 / o.rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];

  const send = (k: number, dueAt: number) =>
    new Promise<void>((done) => {
      const { headers, body } = o.next(k);
      const req = request(
        { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            latencies.push(performance.now() - dueAt);
            o.onAnswer?.(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'));
            done();
          });
        },
      );
      req.on('error', () => {
        errors++;
        done();
      });
      req.end(body);
    });

  let k = 0;
  while (k < total) {
    const now = performance.now();
    // Everything due by now goes out, then a short sleep: timers cannot fire every 5 ms exactly.
    while (k < total && start + k * interval <= now) {
      pending.push(send(k, start + k * interval));
      k++;
    }
    await new Promise((r) => setTimeout(r, Math.max(1, Math.min(interval, start + k * interval - now))));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: total,
    answered: latencies.length,
    errors,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}
