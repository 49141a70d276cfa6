// `npm run totp [-- --seed N]`: the current second-factor code of demo sign-in 100002.
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { demoTotpSecret } from './demo-sign-ins';
import { DEFAULT_SEED } from './seed';

const { values } = parseArgs({ options: { seed: { type: 'string' } } });
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(2);
}
const code = await generate({ secret: demoTotpSecret(seed) });
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${code}   (100002; valid for ${secondsLeft} more seconds)`);
