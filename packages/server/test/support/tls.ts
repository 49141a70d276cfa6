import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key and certificate for 127.0.0.1 the server tests' global setup made
 * (test/test-certificates.ts), signed by the CA every worker trusts through NODE_EXTRA_CA_CERTS:
 * a stand-in serving with them is trusted as a real push service is.
 */
export function standInCertificate(): { key: Buffer; cert: Buffer } {
  const dir = process.env.CREWLINE_TEST_TLS_DIR;
  if (dir === undefined || process.env.NODE_EXTRA_CA_CERTS === undefined)
    throw new Error('no test certificate: run the server tests through vitest.config.ts (test/test-certificates.ts)');
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}
