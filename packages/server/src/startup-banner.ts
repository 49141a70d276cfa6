import { DEMO_GATEWAY_API_KEY, formatAsOf, isoDateIn, twoDigits, wallClockIn } from '@crewline/protocol';
import type { Config } from './config';
import { ALL_DEMO_SIGN_INS, DEMO_PASSWORD, demoTotpSecret } from './demo/demo-sign-ins';
import { DEFAULT_SEED } from './demo/seed';
import { DEMO_SECRET_KEY } from './lib/secret-box';
import { DEMO_LEDGER_SIGNING_KEY } from './lib/signing-key';

/**
 * What `npm start` prints once the server listens: where it is and, in the demo, how to sign in.
 * Production prints no credentials.
 */
export function startupBanner(config: Config, seed: number | undefined, databaseKind: string): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${host}:${config.port}`;
  const running = `Crewline is running at ${url}  (${config.mode} mode; database: ${databaseKind}; API reference: ${url}/docs)`;
  if (config.mode === 'production') return ['', running, ''].join('\n');
  const seedArgs = seed === undefined || seed === DEFAULT_SEED ? [] : ['--seed', String(seed)];
  // Under AS_OF the codes follow the server's clock: the command is given the very same one.
  const totp = (args: string[]) => {
    const run = args.length === 0 ? 'npm run totp' : `npm run totp -- ${args.join(' ')}`;
    return config.asOf ? `AS_OF=${formatAsOf(config.asOf)} ${run}` : run;
  };
  const totpCommand = totp(seedArgs);
  const lines = [
    '',
    running,
    ...(config.asOf ? ['', asOfLine(config)] : []),
    '',
    ...demoKeysLine(config),
    '',
    `Demo sign-ins, password "${DEMO_PASSWORD}":`,
    ...ALL_DEMO_SIGN_INS.map((d) => `  ${d.passId}  ${d.description}`),
    '',
    `Second factor for 100002: \`${totpCommand}\` prints the current 6-digit code`,
    `Second factor for the pick office: \`${totp(['--pass-id', '900001', ...seedArgs])}\` (or 900002)`,
    config.asOf
      ? '  (an authenticator app reads the real time, not AS_OF: its codes are refused).'
      : `  (or add the secret ${demoTotpSecret(seed ?? DEFAULT_SEED)} to an authenticator app).`,
    '',
  ];
  return lines.join('\n');
}

/** The settings left at their demo values, which are public: second-factor secrets sealed with the demo key hide nothing. */
function demoKeysLine(config: Config): string[] {
  const demo = [
    config.gatewayApiKey === DEMO_GATEWAY_API_KEY && 'GATEWAY_API_KEY',
    config.secretKey === DEMO_SECRET_KEY && 'SECRET_KEY',
    config.ledgerSigningKey === DEMO_LEDGER_SIGNING_KEY && 'LEDGER_SIGNING_KEY',
  ].filter(Boolean);
  return demo.length === 0
    ? []
    : ['', `Demo keys in use (public, they protect nothing): ${demo.join(', ')}. Production: docs/deploying.md.`];
}

function asOfLine(config: Config): string {
  const now = config.clock();
  const wall = wallClockIn(now, config.timeZone);
  const time = `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
  return `The clock runs as of ${isoDateIn(now, config.timeZone)} ${time} ${config.timeZone} (AS_OF), not the real time.`;
}
