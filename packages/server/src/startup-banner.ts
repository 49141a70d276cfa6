import type { Config } from './config';
import { DEMO_PASSWORD, DEMO_SIGN_INS, demoTotpSecret } from './seed/demo-sign-ins';
import { DEFAULT_SEED } from './seed/seed';

/** What `npm start` prints once the server listens: where it is and how to sign in. */
export function startupBanner(config: Config, seed: number | undefined, databaseKind: string): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${host}:${config.port}`;
  const totpCommand = seed === undefined || seed === DEFAULT_SEED ? 'npm run totp' : `npm run totp -- --seed ${seed}`;
  const lines = [
    '',
    `Crewline is running at ${url}  (database: ${databaseKind}; API reference: ${url}/docs)`,
    '',
    `Demo sign-ins, password "${DEMO_PASSWORD}":`,
    ...DEMO_SIGN_INS.map((d) => `  ${d.passId}  ${d.description}`),
    '',
    `Second factor for 100002: \`${totpCommand}\` prints the current 6-digit code`,
    `  (or add the secret ${demoTotpSecret(seed ?? DEFAULT_SEED)} to an authenticator app).`,
    '',
  ];
  return lines.join('\n');
}
