import { appLog } from '../lib/app-log';
import { isUnattended } from '../lib/user-activity';
import { platform } from '../platform';
import { readyEnvironment } from '../session/environment.store';
import { isSigningOut, sessionCredentials } from '../session/session.store';
import { createServiceClient } from './service-client';
import { sessionTransactionIds } from './transaction-id.store';

/** The app's one service client, wired to the start-up environment and the session. */
export const serviceClient = createServiceClient({
  fetch: (input, init) => fetch(input, init),
  environment: async () => (await readyEnvironment()).environment,
  credentials: sessionCredentials,
  signingOut: isSigningOut,
  unattended: () => isUnattended(),
  transactionIds: sessionTransactionIds(),
  log: appLog,
  transport: platform().serviceTransport,
  mockBaseUrl: import.meta.env.BASE_URL,
});
