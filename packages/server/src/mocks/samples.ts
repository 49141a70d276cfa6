import type { ServiceName } from '@crewline/protocol';
import type { MockSample } from './mock-sample';
import { APP_LOG_SAMPLES } from './samples/app-log.samples';
import { AUTH_SAMPLES, ENROL_SAMPLES } from './samples/auth.samples';
import { CALENDAR_FEED_SAMPLES } from './samples/calendar-feed.samples';
import { DEVICE_SAMPLES } from './samples/devices.samples';

import { LEAVE_SAMPLES } from './samples/leave.samples';
import { DAY_OFF_SAMPLES } from './samples/my-time/day-off.samples';
import { HOLIDAY_CHOICE_SAMPLES } from './samples/my-time/holiday-choices.samples';
import { MEDICAL_SAMPLES } from './samples/my-time/medical.samples';
import { MISCELLANEOUS_SAMPLES } from './samples/my-time/miscellaneous.samples';
import { SICK_NOTIFY_SAMPLES } from './samples/my-time/sick-notify.samples';
import { VACATION_DAYS_SAMPLES } from './samples/my-time/vacation-days.samples';
import { NOTIFICATION_SAMPLES } from './samples/notifications.samples';
import { OT_AVAILABILITY_SAMPLES } from './samples/ot-availability.samples';
import { PICK_BOARD_SAMPLES } from './samples/pick-board/dob.samples';
import { RTO_PICK_BOARD_SAMPLES } from './samples/pick-board/rto.samples';
import { PICK_OFFICE_SAMPLES } from './samples/pick-office.samples';
import { PICK_PREFERENCE_SAMPLES } from './samples/pick-preferences.samples';
import { PICK_RESULT_SAMPLES } from './samples/pick-results.samples';
import { PICKED_JOB_SAMPLES } from './samples/picked-jobs.samples';
import { SCHEDULED_ASSIGNMENT_SAMPLES } from './samples/scheduled-assignments.samples';
import { TIMECARD_SAMPLES } from './samples/timecard.samples';
import { TRAINING_SAMPLES } from './samples/training.samples';
import { VACATION_RELIEF_SAMPLES } from './samples/vacation-relief.samples';

/**
 * One sample per service of the protocol registry; `npm run mocks` fails for a service
 * without one, so a new service is not forgotten. Add it to samples/<area>.samples.ts with a
 * realistic payload for a demo sign-in who may call it (an RTO service: `as: '200001'`),
 * then run `npm run mocks`.
 */
export const MOCK_SAMPLES: { [S in ServiceName]: MockSample<S> } = {
  ...AUTH_SAMPLES,
  ...ENROL_SAMPLES,
  ...APP_LOG_SAMPLES,
  ...TIMECARD_SAMPLES,
  ...SCHEDULED_ASSIGNMENT_SAMPLES,
  ...CALENDAR_FEED_SAMPLES,
  ...LEAVE_SAMPLES,
  ...PICKED_JOB_SAMPLES,
  ...PICK_BOARD_SAMPLES,
  ...RTO_PICK_BOARD_SAMPLES,
  ...PICK_PREFERENCE_SAMPLES,
  ...PICK_RESULT_SAMPLES,
  ...PICK_OFFICE_SAMPLES,
  ...VACATION_RELIEF_SAMPLES,
  ...TRAINING_SAMPLES,
  ...MEDICAL_SAMPLES,
  ...DAY_OFF_SAMPLES,
  ...MISCELLANEOUS_SAMPLES,
  ...SICK_NOTIFY_SAMPLES,
  ...VACATION_DAYS_SAMPLES,
  ...HOLIDAY_CHOICE_SAMPLES,
  ...OT_AVAILABILITY_SAMPLES,
  ...DEVICE_SAMPLES,
  ...NOTIFICATION_SAMPLES,
};
