import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEMO_GATEWAY_API_KEY, GATEWAY_PATH } from './crewline-protocol.js';

export const ENV_GATEWAY_URLS = 'CREWLINE_GATEWAY_URLS';
export const ENV_GATEWAY_API_KEY = 'CREWLINE_GATEWAY_API_KEY';
/** Read from Electron's user-data folder. */
export const CONFIG_FILE_NAME = 'crewline.config.json';

/** The demo server of `npm start` (PORT 8080) when nothing is configured. */
const DEFAULT_AGENCY_ORIGIN = 'http://localhost:8080';

export interface DesktopConfig {
  /** The east and west gateways, tried in this order. */
  gatewayUrls: string[];
  apiKey: string;
}

export type ConfigResult = { ok: true; config: DesktopConfig } | { ok: false; problems: string[] };

type Env = Record<string, string | undefined>;

export function defaultConfig(): DesktopConfig {
  return {
    gatewayUrls: [`${DEFAULT_AGENCY_ORIGIN}${GATEWAY_PATH('east')}`, `${DEFAULT_AGENCY_ORIGIN}${GATEWAY_PATH('west')}`],
    apiKey: DEMO_GATEWAY_API_KEY,
  };
}

const fileSchema = z.strictObject({
  gatewayUrls: z.union([z.string(), z.array(z.string())]).optional(),
  apiKey: z.string().optional(),
});

const gatewayUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = gatewayUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `"${value}" ${problem}` });
});

const configSchema = z.object({
  gatewayUrls: z.array(gatewayUrlSchema).length(2, 'exactly two gateway URLs are needed (east, then west)'),
  apiKey: z.string().regex(/^[\x21-\x7e]+$/, 'the API key must be printable ASCII without spaces'),
});

function gatewayUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (url.search !== '' || url.hash !== '') return 'must not have a query or fragment';
  return undefined;
}

/** Blank values count as absent (docs/product.md#validation), so an empty variable falls back to the file or default. */
function present(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function splitUrls(value: string | string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The configuration from, per field, the environment variable, else the config file, else the
 * default. `fileText` is the config file's content, undefined when there is no file.
 */
export function resolveDesktopConfig(env: Env, fileText: string | undefined, filePath: string): ConfigResult {
  const parsedFile = fileText === undefined ? { ok: true as const, file: {} } : parseConfigFile(fileText, filePath);
  if (!parsedFile.ok) return parsedFile;
  const { file } = parsedFile;

  const defaults = defaultConfig();
  const envUrls = present(env[ENV_GATEWAY_URLS]);
  const fileUrls = file.gatewayUrls === undefined ? [] : splitUrls(file.gatewayUrls);
  const urls = firstGiven(
    [
      [ENV_GATEWAY_URLS, envUrls === undefined ? undefined : splitUrls(envUrls)],
      [`${filePath} gatewayUrls`, fileUrls.length > 0 ? fileUrls : undefined],
    ],
    defaults.gatewayUrls,
  );
  const apiKey = firstGiven(
    [
      [ENV_GATEWAY_API_KEY, present(env[ENV_GATEWAY_API_KEY])],
      [`${filePath} apiKey`, present(file.apiKey)],
    ],
    defaults.apiKey,
  );
  const sources = { gatewayUrls: urls.source, apiKey: apiKey.source };
  const candidate = { gatewayUrls: urls.value, apiKey: apiKey.value };

  const checked = configSchema.safeParse(candidate);
  if (checked.success) return { ok: true, config: checked.data };
  return {
    ok: false,
    problems: checked.error.issues.map((issue) => {
      const field = issue.path[0] === 'apiKey' ? 'apiKey' : 'gatewayUrls';
      return `${sources[field]}: ${issue.message}`;
    }),
  };
}

type ConfigFile = z.infer<typeof fileSchema>;

function parseConfigFile(
  text: string,
  filePath: string,
): { ok: true; file: ConfigFile } | { ok: false; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`${filePath} is not valid JSON (${(error as Error).message})`] };
  }
  const parsed = fileSchema.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${filePath}: ${describeIssue(issue)}`) };
}

/** The first candidate with a value, else the default, and where it came from (for error messages). */
function firstGiven<T>(candidates: [source: string, value: T | undefined][], fallback: T) {
  for (const [source, value] of candidates) {
    if (value !== undefined) return { source, value };
  }
  return { source: 'default', value: fallback };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** Reads the config file (a missing file is no error) and resolves the configuration. */
export function loadDesktopConfig(env: Env, filePath: string): ConfigResult {
  let text: string | undefined;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      return { ok: false, problems: [`${filePath} cannot be read (${(error as Error).message})`] };
    }
  }
  return resolveDesktopConfig(env, text, filePath);
}

/** The text of the error dialog shown when the configuration is invalid. */
export function describeConfigProblems(problems: string[], filePath: string): string {
  return [
    'Crewline cannot start because its configuration is invalid:',
    '',
    ...problems.map((problem) => `• ${problem}`),
    '',
    `Set ${ENV_GATEWAY_URLS} (two comma-separated http(s) URLs, east then west) and ${ENV_GATEWAY_API_KEY},`,
    `or write them as "gatewayUrls" and "apiKey" in ${filePath}.`,
  ].join('\n');
}
