import { z } from 'zod';

/** Environment config, environment list payload and welcome message (docs/product.md#environment-start-up, docs/product.md#welcome-message). */
export const welcomeMessageSchema = z.object({
  title: z.string().describe('Heading of the message; may be empty.'),
  message: z.string().describe('The text. The app shows the message only when this has text.'),
  dismissible: z.boolean().describe('Whether the employee may dismiss it (and choose "Don\'t show again").'),
  color: z.string().optional().describe('CSS colour; the app defaults to a translucent yellow.'),
  fromVersion: z.string().optional().describe('Hidden for app versions below this one.'),
  toVersion: z.string().optional().describe('Hidden for app versions above this one.'),
});

export type WelcomeMessage = z.infer<typeof welcomeMessageSchema>;

export const environmentSchema = z.object({
  type: z.string().min(1).describe('Environment type, e.g. "production" or "training".'),
  host: z.string().describe('Scheme and host of the service server, e.g. "https://crewline.example".'),
  port: z.string().describe('Port of the service server; empty for the scheme default.'),
  user: z.string().describe('Service account shown to support staff; never a credential.'),
  pwd: z.string().describe('Always empty: credentials never travel to the app.'),
  supportEmail: z.string().describe('Support e-mail addresses, separated by semicolons.'),
  androidVersion: z.string().describe('Latest Android app version.'),
  androidUrl: z.string().describe('Where to get the latest Android app.'),
  iosVersion: z.string().describe('Latest iOS app version.'),
  iosUrl: z.string().describe('Where to get the latest iOS app.'),
  index: z.number().int().describe('Sent back at sign-in as LOGIN_BLOCK_LISTDB_0.'),
  deptSuffix: z.string().describe('Appended to businessUnit for this environment; may be empty.'),
});

export type Environment = z.infer<typeof environmentSchema>;

export const environmentListSchema = z.object({
  servers: z.array(environmentSchema).describe('The environments; a response without it is invalid.'),
  defaultEnvType: z.string().describe('The type to use, or "deprecated" when the app version is too old.'),
  welcomeMessage: welcomeMessageSchema,
  welcomeMessage_desktop: welcomeMessageSchema,
  passwordResetLink: z.string(),
});

export type EnvironmentList = z.infer<typeof environmentListSchema>;

/** Base URL of the services of one environment (docs/product.md#service-calls). */
export function serviceBaseUrl(env: Pick<Environment, 'host' | 'port'>, execPath: string): string {
  const host = env.host.replace(/\/+$/, '');
  return env.port.trim() === '' ? `${host}${execPath}` : `${host}:${env.port}${execPath}`;
}
