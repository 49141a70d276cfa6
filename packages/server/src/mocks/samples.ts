import { DESKTOP_VERSION, LOGIN_PLATFORM, type ServiceName } from '@crewline/protocol';
import { DEMO_PASSWORD } from '../seed/demo-sign-ins';
import { MOCK_TODAY } from './mock-clock';
import type { MockSample } from './mock-sample';
import { ASSIGNMENT_SAMPLES } from './samples/assignments.samples';
import { AVAILABILITY_SAMPLES } from './samples/availability.samples';
import { CALENDAR_FEED_SAMPLES } from './samples/calendar-feed.samples';
import { DEVICE_SAMPLES } from './samples/devices.samples';
import { LEAVE_SAMPLES } from './samples/leave.samples';
import { PICKED_JOB_SAMPLES } from './samples/picked-jobs.samples';
import { TIMECARD_SAMPLES } from './samples/timecards.samples';

export type { MockSample };

/** The demo sign-in the mock environment is: the mta_login mock is this employee's profile. */
export const MOCK_PASS_ID = '100001';

/**
 * One sample per service of the protocol registry; `npm run mocks` fails for a service
 * without one, so a new service is not forgotten. Add it here with a realistic payload for
 * a demo sign-in who may call it (an RTO service: `as: '200001'`), then run `npm run mocks`.
 */
export const MOCK_SAMPLES: { [S in ServiceName]: MockSample<S> } = {
  mta_login: {
    request: {
      LOGIN_BLOCK_TI_PASS_0: MOCK_PASS_ID,
      LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
      LOGIN_BLOCK_LISTDB_0: 0,
      Version: DESKTOP_VERSION,
      Platform: LOGIN_PLATFORM,
    },
  },
  mta_loginTicket: { request: {} },
  mta_logout: { request: {}, endsSession: true },
  mta_appLog: {
    request: {
      batchId: '00000000-0000-4000-8000-000000000001',
      device: 'browser-dev',
      entries: [
        { timestamp: `${MOCK_TODAY}T14:29:58.000Z`, level: 'INFO', message: 'Environment: mock' },
        {
          timestamp: `${MOCK_TODAY}T14:29:59.000Z`,
          level: 'DEBUG',
          message: 'mta_login {"LOGIN_BLOCK_TI_SOCSEC_0":"t**********o"}',
        },
      ],
    },
    volatile: ['reference'],
  },
  ...TIMECARD_SAMPLES,
  ...ASSIGNMENT_SAMPLES,
  ...CALENDAR_FEED_SAMPLES,
  ...LEAVE_SAMPLES,
  ...PICKED_JOB_SAMPLES,
  ...AVAILABILITY_SAMPLES,
  ...DEVICE_SAMPLES,
};
