// `npm run totp [-- --seed N]`: the current second-factor code of demo sign-in 100002.
import { generate } from 'otplib';
import { failWithUsage, parseCliArgs } from '../lib/cli-args';
import { demoTotpSecret } from './demo-sign-ins';
import { DEFAULT_SEED } from './seed';

const USAGE = `Usage:
  npm run totp [-- --seed N]
      prints the current second-factor code of demo sign-in 100002 (of the demo agency of seed N)`;

const { values } = parseCliArgs({ seed: { type: 'string' } }, USAGE);
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isInteger(seed)) failWithUsage('--seed must be a whole number', USAGE);
const code = await generate({ secret: demoTotpSecret(seed) });
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${code}   (100002; valid for ${secondsLeft} more seconds)`);
