import { pidsNamed } from './cpu';
import { printMedianTable } from './median-table';
import { type Figures, load } from './run';

export interface Read {
  name: string;
  url: string;
  /** One body, or several used in turn. */
  body: string | string[];
  /** Its own sign-in's headers (another employee's call); the options' headers otherwise. */
  headers?: Record<string, string>;
}

export interface RoundsOptions {
  rounds: number;
  connections: number;
  seconds: number;
  bareUrl: string;
  reads: Read[];
  headers: Record<string, string>;
  /** The server's process; with `postgres`, every PostgreSQL backend's CPU is measured too. */
  serverPid: number;
  postgres: boolean;
  /** More calls measured in each round after the reads (another server, other settings). */
  more?: (cpu: Record<string, () => number[]>) => Promise<Figures[]>;
}

/**
 * Measures, in each round, the bare route and then each read at the same load (a read's ratio
 * is to its round's bare figure, so a noisy machine moves both), and prints the median table.
 */
export async function measureRounds(o: RoundsOptions): Promise<void> {
  const run = { connections: o.connections, seconds: o.seconds };
  // CPU per call of the server process and, on PostgreSQL, of every backend on this machine.
  const cpu: Record<string, () => number[]> = { server: () => [o.serverPid] };
  if (o.postgres) cpu.PostgreSQL = () => pidsNamed('postgres');
  const rounds: { bare: Figures; calls: Figures[] }[] = [];
  for (let round = 1; round <= o.rounds; round++) {
    const bare = await load('bare route', { ...run, url: o.bareUrl, body: '{}', headers: {} });
    const calls: Figures[] = [];
    for (const read of o.reads) {
      calls.push(
        await load(read.name, { ...run, url: read.url, body: read.body, headers: read.headers ?? o.headers, cpu }),
      );
    }
    if (o.more) calls.push(...(await o.more(cpu)));
    rounds.push({ bare, calls });
    console.log(`round ${round} of ${o.rounds} done`);
  }
  printMedianTable(rounds);
}
