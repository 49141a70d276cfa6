import pg from 'pg';
import type { Listener, Unlisten } from './types';

const RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When the
 * connection is lost — a restart, a network cut — it says so, reconnects every second until it
 * is back, then reports the connection, since notifications sent meanwhile are gone.
 */
export async function listenPostgres(url: string, channel: string, listener: Listener): Promise<Unlisten> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RETRY_MS);
    timer.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: 'crewline-listen', keepAlive: true });
    c.on('error', () => undefined); // followed by 'end', which reconnects
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) listener.onMessage(n.payload);
    });
    c.on('end', () => {
      if (client === c) {
        client = undefined;
        listener.onLost?.();
      }
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      listener.onConnected();
    } catch {
      await c.end().catch(() => undefined);
      retry();
    }
  };

  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
