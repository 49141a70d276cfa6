import {
  type Environment,
  FALLBACK_LOGIN_VERSION,
  LOGIN_PLATFORM,
  type LoginElements,
  userMessageFor,
} from '@crewline/protocol';
import type { ServiceClient } from '../../api/service-client';
import { ServiceError } from '../../lib/service-error';
import type { PlatformAdapter } from '../../platform';
import { buildProfile } from '../../session/profile';
import type { Session } from '../../session/session.store';

export interface Credentials {
  passId: string;
  password: string;
}

export interface SignInDeps {
  client: ServiceClient;
  platform: Pick<PlatformAdapter, 'openSecondFactor' | 'devicePlatform'>;
  environment: () => Promise<{ environment: Environment; version: string }>;
  /** Wraps the service call (the loading indicator); the second factor runs outside it. */
  busy?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The second factor (docs/product.md#second-factor): the page's service response, or its error as a ServiceError. */
async function passSecondFactor(url: string, deps: SignInDeps): Promise<LoginElements> {
  let message: Awaited<ReturnType<SignInDeps['platform']['openSecondFactor']>>;
  try {
    message = await deps.platform.openSecondFactor(url);
  } catch (err) {
    throw ServiceError.from(err);
  }
  if ('error' in message) {
    const mapped = userMessageFor({ Error: message.error, PopupMessages: [], StatusBarMessages: [] });
    throw new ServiceError(mapped ?? { message: message.error, sessionExpired: false }, 'mta_login');
  }
  return deps.client.accept('mta_login', { success: true, Response: message.serviceResponse.Response });
}

/** Signs in (docs/product.md#sign-in): the new session, or a ServiceError. */
export async function signIn({ passId, password }: Credentials, deps: SignInDeps): Promise<Session> {
  const busy = deps.busy ?? ((work) => work());
  const { environment, version } = await busy(deps.environment);
  let elements = await busy(() =>
    deps.client.call('mta_login', {
      LOGIN_BLOCK_TI_PASS_0: passId,
      LOGIN_BLOCK_TI_SOCSEC_0: password,
      LOGIN_BLOCK_LISTDB_0: environment.index,
      Version: version.trim() === '' ? FALLBACK_LOGIN_VERSION : version,
      Platform: LOGIN_PLATFORM,
      // Shown with the session in About → Signed-in devices.
      DEVICE_PLATFORM: deps.platform.devicePlatform,
    }),
  );
  if (elements.DUO_AUTH_URL.trim() !== '') elements = await passSecondFactor(elements.DUO_AUTH_URL.trim(), deps);
  const profile = buildProfile(elements, { userName: passId, password, environment });
  return { profile, ticket: elements.AP_TICKET };
}
