import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { standInCertificate } from './tls';

/**
 * A push service of the test's own on 127.0.0.1 over HTTPS, with the run's stand-in
 * certificate (support/tls.ts, trusted through NODE_EXTRA_CA_CERTS): it receives the real
 * requests web-push makes (encrypted, signed) and answers with the statuses the test queues
 * (201 when none).
 */
export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  /** host:port, as PUSH_SERVICE_HOSTS names it. */
  host: string;
  endpoint(path: string): string;
  requests: PushRequest[];
  /** The next answers' statuses, first first. */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const { key, cert } = standInCertificate();
  const requests: PushRequest[] = [];
  const queued: number[] = [];
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(queued.shift() ?? 201);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    endpoint: (path) => `https://127.0.0.1:${port}/${path}`,
    requests,
    answer: (...statuses) => queued.push(...statuses),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

/**
 * Opens an aes128gcm push message (RFC 8291 §3.4, RFC 8188) with the browser's keys, as a
 * browser would: the header (salt, record size, the server's key), ECDH with that key, the two
 * HKDFs, then AES-128-GCM; the padding delimiter 0x02 ends the one record.
 */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(browser.auth, secret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record: no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
