import type { DEVICE_SERVICES } from '@crewline/protocol';
import type { MockSample } from '../mock-sample';

const DEVICE_ID = '5f0c8e2a-4b7d-4c11-9a3e-2d6f1b8c7e90';

export const DEVICE_SAMPLES: { [S in keyof typeof DEVICE_SERVICES]: MockSample<S> } = {
  mta_subscribePushNotifications: {
    request: {
      deviceId: DEVICE_ID,
      platform: 'android',
      token:
        'fcm:dQw4w9WgXcQ:APA91bHPRgkF3JUikC4ENAHEeMrd41Zxv3hVZjC9KtT8OvPVGJ-hQMRKRrZuJAEcl7B338qju59zJMjw2DELjzEvxwYv7hH5Ynpc1ODQ0aT4U4OFEeBHWsnHvYVLKzuT3iXbOKrcA',
    },
  },
  mta_fingerprintSupportLog: {
    request: { deviceId: DEVICE_ID, platform: 'android', available: true, biometryType: 'fingerprint', enrolled: true },
  },
};
