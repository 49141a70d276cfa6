// Vitest's global setup of the server tests: a certificate authority of the run's own and a
// certificate for 127.0.0.1 it signed, for the stand-ins of push services (support/tls.ts).
// Node reads NODE_EXTRA_CA_CERTS only when a process starts, so the config hands the CA's
// file to the workers in their environment (TEST_TLS_ENV) and this makes it before they start;
// the server's senders then trust the stand-ins as they trust Google and Apple, with no option
// of their own for it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One directory a run (the main process's id), so runs side by side keep their own. */
const dir = process.env.CREWLINE_TEST_TLS_DIR ?? join(tmpdir(), `crewline-test-tls-${process.pid}`);

export const TEST_TLS_ENV = { CREWLINE_TEST_TLS_DIR: dir, NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem') };

const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export default function makeTestCertificates(): () => void {
  const at = (name: string) => join(dir, name);
  mkdirSync(dir, { recursive: true });
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    at('ca-key.pem'),
    '-out',
    at('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Crewline test CA',
  );
  openssl('req', ...ecKey, '-keyout', at('key.pem'), '-out', at('cert.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(
    at('cert.ext'),
    'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    at('cert.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca-key.pem'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    at('cert.ext'),
    '-out',
    at('cert.pem'),
  );
  // Nothing is signed with the CA again: its key need not outlive the setup.
  rmSync(at('ca-key.pem'));
  return () => rmSync(dir, { recursive: true, force: true });
}
