import type { APP_LOG_SERVICES } from '@crewline/protocol';
import { MOCK_TODAY } from '../mock-clock';
import type { MockSample } from '../mock-sample';

export const APP_LOG_SAMPLES: { [S in keyof typeof APP_LOG_SERVICES]: MockSample<S> } = {
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
};
