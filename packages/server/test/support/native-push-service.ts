import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { standInCertificate } from './tls';

/**
 * Google's token endpoint, FCM HTTP v1 and APNs, stood in for by one server of the test's own
 * on 127.0.0.1 with the run's stand-in certificate (support/tls.ts, trusted through
 * NODE_EXTRA_CA_CERTS): HTTP/2, and HTTP/1.1 for the clients that speak only that. It records
 * each request as it came (HTTP version, path, headers, body) and answers what the test queues
 * for each route, or the service's plain success.
 */
export type Route = 'token' | 'fcm' | 'apns';

export interface NativeRequest {
  route: Route;
  httpVersion: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface NativeAnswer {
  status: number;
  body?: unknown;
}

export interface TestNativePushService {
  origin: string;
  requests: NativeRequest[];
  of(route: Route): NativeRequest[];
  /** The next answers on one route, first first. */
  answer(route: Route, ...answers: NativeAnswer[]): void;
  close(): Promise<void>;
}

const routeOf = (path: string): Route | undefined =>
  path === '/token'
    ? 'token'
    : /^\/v1\/projects\/[^/]+\/messages:send$/.test(path)
      ? 'fcm'
      : path.startsWith('/3/device/')
        ? 'apns'
        : undefined;

export async function startNativePushService(): Promise<TestNativePushService> {
  const requests: NativeRequest[] = [];
  const queued: Record<Route, NativeAnswer[]> = { token: [], fcm: [], apns: [] };
  let issued = 0;
  const success = (route: Route): NativeAnswer =>
    route === 'token'
      ? { status: 200, body: { access_token: `ya29.stand-in-${++issued}`, expires_in: 3599, token_type: 'Bearer' } }
      : route === 'fcm'
        ? { status: 200, body: { name: 'projects/stand-in/messages/1' } }
        : { status: 200 };
  const server: Http2SecureServer = createSecureServer({ ...standInCertificate(), allowHTTP1: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const route = routeOf(req.url);
      if (req.method !== 'POST' || route === undefined) {
        res.writeHead(404);
        res.end();
        return;
      }
      requests.push({
        route,
        httpVersion: req.httpVersion,
        path: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = queued[route].shift() ?? success(route);
      if (answer.body === undefined) {
        res.writeHead(answer.status);
        res.end();
      } else {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }
    });
  });
  const sessions = new Set<ServerHttp2Session>();
  const sockets = new Set<Socket>();
  server.on('session', (s: ServerHttp2Session) => {
    sessions.add(s);
    s.on('close', () => sessions.delete(s));
  });
  server.on('secureConnection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    requests,
    of: (route) => requests.filter((r) => r.route === route),
    answer: (route, ...answers) => queued[route].push(...answers),
    close: async () => {
      for (const s of sessions) s.destroy();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
