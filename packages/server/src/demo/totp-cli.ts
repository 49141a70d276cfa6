// `npm run totp [-- --pass-id P] [-- --seed N]`: the current second-factor code of a demo sign-in
// (100002 unless told), by the server's clock (AS_OF, when the server runs as of another instant).
import { generate } from 'otplib';
import { cliConfig, failWithUsage, parseCliArgs } from '../lib/cli-args';
import { DEMO_SECOND_FACTOR_PASS_IDS, demoTotpSecret } from './demo-sign-ins';
import { DEFAULT_SEED } from './seed';

const USAGE = `Usage:
  npm run totp [-- --pass-id P] [--seed N]
      prints the current second-factor code of demo sign-in P (${DEMO_SECOND_FACTOR_PASS_IDS.join(', ')};
      100002 by default) of the demo agency of seed N; with AS_OF set, the code of that clock
      (the server prints the AS_OF to give)`;

const STEP_S = 30;

const { values } = parseCliArgs({ seed: { type: 'string' }, 'pass-id': { type: 'string' } }, USAGE);
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isInteger(seed)) failWithUsage('--seed must be a whole number', USAGE);
const passId = values['pass-id'] ?? '100002';
if (!DEMO_SECOND_FACTOR_PASS_IDS.includes(passId)) {
  failWithUsage(`--pass-id must be one of ${DEMO_SECOND_FACTOR_PASS_IDS.join(', ')}`, USAGE);
}
const seconds = Math.floor(cliConfig().clock().getTime() / 1000);
const code = await generate({ secret: demoTotpSecret(seed, passId), epoch: seconds });
console.log(`${code}   (${passId}; valid for ${STEP_S - (seconds % STEP_S)} more seconds)`);
