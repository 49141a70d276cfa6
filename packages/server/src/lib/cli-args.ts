import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A command-line tool's refusal: what is wrong, then how to call it; ends with exit code 2. */
export function failWithUsage(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

type WithHelp<O> = O & { help: { type: 'boolean'; short: 'h' } };

/**
 * The arguments of a command-line tool (`npm run seed`, `pick`, `totp`): `--help` or `-h`
 * prints the usage and ends; an unknown option, a missing value or an argument the tool does
 * not take is refused with the usage, never a stack trace.
 */
export function parseCliArgs<const O extends Options>(
  options: O,
  usage: string,
  { positionals = false }: { positionals?: boolean } = {},
) {
  const config = {
    allowPositionals: true,
    options: { ...options, help: { type: 'boolean', short: 'h' } } as WithHelp<O>,
  } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (err) {
    // Node's message for an unknown option goes on about positionals; its first sentence says it.
    failWithUsage((err as Error).message.split('. ')[0] ?? 'bad arguments', usage);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  if (!positionals && parsed.positionals.length > 0)
    failWithUsage(`unexpected argument: ${parsed.positionals[0]}`, usage);
  return parsed;
}

/** The server's configuration for a command-line tool: a bad setting is said in words, as the server says it. */
export function cliConfig(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}
