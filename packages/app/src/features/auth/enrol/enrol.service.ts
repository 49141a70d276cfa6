import type { Environment, ServiceElements } from '@crewline/protocol';
import type { ServiceClient } from '../../../api/service-client';
import type { PlatformAdapter } from '../../../platform';
import { buildProfile } from '../../../session/profile';
import type { Session } from '../../../session/session.store';

export interface EnrolDeps {
  client: ServiceClient;
  platform: Pick<PlatformAdapter, 'devicePlatform'>;
  environment: () => Promise<{ environment: Environment }>;
}

export type EnrolStart = ServiceElements<'mta_enrolStart'>;

/** The code checked; what the second factor step shows (docs/product.md#enrolment). */
export function startEnrolment(passId: string, code: string, deps: Pick<EnrolDeps, 'client'>): Promise<EnrolStart> {
  return deps.client.call('mta_enrolStart', { passId, code });
}

/** Whether the enrolment sets a password: not when the agency's directory keeps passwords (absent: it does). */
export const hasPasswordStep = (start: EnrolStart) => start.passwordStep !== false;

export interface Enrolment {
  passId: string;
  code: string;
  /** Absent when the directory keeps the password (the start said passwordStep false). */
  newPassword?: string;
  /** The authenticator app's first code; absent to skip an optional second factor. */
  totpCode?: string;
}

/** How an enrolment ends: signed in, or (directory mode) told to sign in with the directory's password. */
export type Enrolled = { kind: 'signedIn'; session: Session } | { kind: 'signInWithDirectory' };

/**
 * Sets the password (and second factor) and answers the session the enrolment opened, as a
 * sign-in does; in directory mode it sets only the second factor and opens no session.
 */
export async function finishEnrolment(e: Enrolment, deps: EnrolDeps): Promise<Enrolled> {
  const { environment } = await deps.environment();
  const elements = await deps.client.call('mta_enrolFinish', {
    passId: e.passId,
    code: e.code,
    ...(e.newPassword === undefined ? {} : { newPassword: e.newPassword }),
    ...(e.totpCode === undefined ? {} : { totpCode: e.totpCode }),
    DEVICE_PLATFORM: deps.platform.devicePlatform,
  });
  if ('SIGN_IN_WITH_DIRECTORY' in elements) return { kind: 'signInWithDirectory' };
  const profile = buildProfile(elements, { userName: e.passId, password: e.newPassword ?? '', environment });
  return { kind: 'signedIn', session: { profile, ticket: elements.AP_TICKET } };
}

/** Pass id and code from the office's link (its fragment), if it was opened from one. */
export function linkFields(hash: string, params: { passId: string; code: string }) {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  return { passId: fields.get(params.passId) ?? '', code: fields.get(params.code) ?? '' };
}
