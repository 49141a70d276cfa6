// `npm run secrets`: the second-factor secrets' key, as USAGE says.
import { openCliDatabase } from '../../db/cli-database';
import { cliConfig, failWithUsage, parseCliArgs } from '../../lib/cli-args';
import { resealTotpSecrets } from './totp-secrets';

const USAGE = `Usage:
  npm run secrets -- rotate
      seals every second-factor secret under SECRET_KEY: those sealed under SECRET_KEY_PREVIOUS
      are opened and sealed again, plain ones (stored before they were sealed) sealed; the
      server does the same at every start (docs/deploying.md#rotating-secret_key)
  npm run secrets -- key-id
      prints the id of SECRET_KEY, which the values it seals name`;

const { positionals } = parseCliArgs({}, USAGE, { positionals: true });
const [command, ...rest] = positionals;
if (rest.length > 0) failWithUsage(`unexpected argument: ${rest[0]}`, USAGE);
const config = cliConfig();

if (command === 'key-id') {
  console.log(`SECRET_KEY: ${config.secrets.keyId}`);
} else if (command === 'rotate') {
  const { database } = await openCliDatabase();
  try {
    const done = await resealTotpSecrets(database.db, config.secrets);
    console.log(
      `Sealed under key ${config.secrets.keyId}: ${done.wasPrevious} from the previous key, ${done.wasPlain} that were plain.`,
    );
    if (done.unopenable.length > 0) {
      console.error(
        `Sealed under a key that is neither SECRET_KEY nor SECRET_KEY_PREVIOUS, left as they are: ${done.unopenable.join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
} else {
  failWithUsage(command === undefined ? 'a command is needed' : `unknown command: ${command}`, USAGE);
}
