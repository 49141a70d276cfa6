import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's OpenLDAP server (`apt-get install slapd ldap-utils`; .ci/run installs it). */
export const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SLAPPASSWD = '/usr/sbin/slappasswd';
/** Makes the CA and certificate of a slapd started with `tls`. */
const OPENSSL = '/usr/bin/openssl';

/** Why the directory tests cannot run here, or undefined when they can. */
export const slapdMissing = (): string | undefined => {
  const missing = [SLAPD, SLAPADD, SLAPPASSWD, OPENSSL].filter((f) => !existsSync(f));
  return missing.length === 0
    ? undefined
    : `${missing.join(', ')} not installed (apt-get install slapd ldap-utils openssl; .ci/run installs them)`;
};

export const DIRECTORY_SUFFIX = 'dc=agency,dc=example';
/** LDAP_BIND_DN of the directory this starts. */
export const DIRECTORY_BIND_DN = `uid={passId},ou=people,${DIRECTORY_SUFFIX}`;

export interface DirectoryPerson {
  uid: string;
  password: string;
}

export interface RunningSlapd {
  url: string;
  /** With `tls`: the same directory over ldaps://, and the PEM of the CA that signed its certificate. */
  ldapsUrl?: string;
  caPem?: string;
  /** The binds slapd has logged so far, by DN. */
  binds: () => string[];
  stop: () => Promise<void>;
}

/** A CA of the test's own and a certificate it signs for 127.0.0.1 (openssl, P-256): slapd's TLS settings. */
async function makeCertificates(dir: string): Promise<string[]> {
  const file = (name: string) => join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const openssl = (args: string[]) => execFileSync(OPENSSL, args, { stdio: 'pipe' });
  openssl([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Crewline test CA',
  ]);
  openssl(['req', ...ec, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=127.0.0.1']);
  await writeFile(file('server.ext'), 'subjectAltName=IP:127.0.0.1\n');
  openssl([
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.pem'),
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
  ]);
  return [
    `TLSCACertificateFile ${file('ca.pem')}`,
    `TLSCertificateFile ${file('server.pem')}`,
    `TLSCertificateKeyFile ${file('server.key')}`,
  ];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A real OpenLDAP in a folder of its own: a generated slapd.conf, an mdb database under the
 * suffix dc=agency,dc=example loaded with slapadd (each person an inetOrgPerson under ou=people,
 * the password hashed by slappasswd), listening on a free port of 127.0.0.1, its stats log (each
 * BIND with its DN) kept for the test. Anonymous readers may only bind against userPassword.
 */
export async function startSlapd(
  people: readonly DirectoryPerson[],
  { tls = false }: { tls?: boolean } = {},
): Promise<RunningSlapd> {
  const dir = await mkdtemp(join(tmpdir(), 'crewline-slapd-'));
  const data = join(dir, 'data');
  await mkdir(data);
  const conf = join(dir, 'slapd.conf');
  const tlsLines = tls ? await makeCertificates(dir) : [];
  await writeFile(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${join(dir, 'slapd.pid')}`,
      ...tlsLines,
      'database mdb',
      `suffix "${DIRECTORY_SUFFIX}"`,
      `rootdn "cn=admin,${DIRECTORY_SUFFIX}"`,
      `directory ${data}`,
      'maxsize 10485760',
      'access to attrs=userPassword by anonymous auth by self read by * none',
      'access to * by * read',
      '',
    ].join('\n'),
  );
  const entries = [
    `dn: ${DIRECTORY_SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\ndc: agency\no: Demo agency\n`,
    `dn: ou=people,${DIRECTORY_SUFFIX}\nobjectClass: organizationalUnit\nou: people\n`,
    ...people.map(
      (p) =>
        `dn: uid=${p.uid},ou=people,${DIRECTORY_SUFFIX}\nobjectClass: inetOrgPerson\nuid: ${p.uid}\ncn: Employee ${p.uid}\nsn: ${p.uid}\n` +
        `userPassword: ${execFileSync(SLAPPASSWD, ['-s', p.password, '-h', '{SSHA}'], { encoding: 'utf8' }).trim()}\n`,
    ),
  ];
  const ldif = join(dir, 'people.ldif');
  await writeFile(ldif, entries.join('\n'));
  execFileSync(SLAPADD, ['-q', '-f', conf, '-l', ldif], { stdio: 'pipe' });

  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsUrl = tls ? `ldaps://127.0.0.1:${await freePort()}` : undefined;
  let log = '';
  // -d stats: in the foreground, each operation logged to stderr.
  const child: ChildProcess = spawn(
    SLAPD,
    [
      '-f',
      conf,
      '-h',
      [url, ldapsUrl]
        .filter(Boolean)
        .map((u) => `${u}/`)
        .join(' '),
      '-d',
      'stats',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; !(await accepts(port)); i++) {
    if (child.exitCode !== null || i > 100) {
      await stop();
      throw new Error(`slapd did not start on ${url}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    ...(ldapsUrl ? { ldapsUrl, caPem: await readFile(join(dir, 'ca.pem'), 'utf8') } : {}),
    binds: () => [...log.matchAll(/ BIND dn="([^"]*)" method=/g)].map((m) => m[1] as string),
    stop,
  };
}
