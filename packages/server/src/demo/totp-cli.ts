// `npm run totp [-- --seed N]`: the current second-factor code of demo sign-in 100002, by the
// server's clock (AS_OF, when the server runs as of another instant).
import { generate } from 'otplib';
import { cliConfig, failWithUsage, parseCliArgs } from '../lib/cli-args';
import { demoTotpSecret } from './demo-sign-ins';
import { DEFAULT_SEED } from './seed';

const USAGE = `Usage:
  npm run totp [-- --seed N]
      prints the current second-factor code of demo sign-in 100002 (of the demo agency of seed N);
      with AS_OF set, the code of that clock (the server prints the AS_OF to give)`;

const STEP_S = 30;

const { values } = parseCliArgs({ seed: { type: 'string' } }, USAGE);
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isInteger(seed)) failWithUsage('--seed must be a whole number', USAGE);
const seconds = Math.floor(cliConfig().clock().getTime() / 1000);
const code = await generate({ secret: demoTotpSecret(seed), epoch: seconds });
console.log(`${code}   (100002; valid for ${STEP_S - (seconds % STEP_S)} more seconds)`);
