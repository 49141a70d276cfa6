import { type AUTH_SERVICES, DESKTOP_VERSION, LOGIN_PLATFORM } from '@crewline/protocol';
import { DEMO_PASSWORD } from '../../demo/demo-sign-ins';
import { MOCK_PASS_ID, type MockSample } from '../mock-sample';

export const AUTH_SAMPLES: { [S in keyof typeof AUTH_SERVICES]: MockSample<S> } = {
  mta_login: {
    request: {
      LOGIN_BLOCK_TI_PASS_0: MOCK_PASS_ID,
      LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
      LOGIN_BLOCK_LISTDB_0: 0,
      Version: DESKTOP_VERSION,
      Platform: LOGIN_PLATFORM,
      DEVICE_PLATFORM: 'desktop',
    },
  },
  mta_loginTicket: { request: {} },
  mta_logout: { request: {}, endsSession: true },
  mta_sessions: { request: {} },
  // A session no longer signed in (a retry): the list is answered, nothing ends.
  mta_sessionEnd: { request: { session: 'ffffffffffffffff' } },
  mta_sessionsEndOthers: { request: {} },
  // The demo password is changed only in the mock generator's own database; the session stays.
  mta_changePassword: { request: { currentPassword: DEMO_PASSWORD, newPassword: 'seven brass lanterns at dawn' } },
};
