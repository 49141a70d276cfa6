import type { ScheduleDayKind } from '@crewline/protocol';
import {
  bedOutline,
  briefcaseOutline,
  giftOutline,
  heartOutline,
  helpCircleOutline,
  hourglassOutline,
  medkitOutline,
  personOutline,
  schoolOutline,
  sunnyOutline,
} from 'ionicons/icons';

/** How a kind of day looks: its icon, and its CSS modifier (colours in scheduled-assignments.css). */
export const DAY_KIND_LOOK: Record<ScheduleDayKind, { icon: string; modifier: string }> = {
  WORK: { icon: briefcaseOutline, modifier: 'work' },
  DAY_OFF: { icon: bedOutline, modifier: 'off' },
  VACATION: { icon: sunnyOutline, modifier: 'vacation' },
  HOLIDAY: { icon: giftOutline, modifier: 'holiday' },
  TRAINING: { icon: schoolOutline, modifier: 'training' },
  SICK: { icon: medkitOutline, modifier: 'leave' },
  PERSONAL: { icon: personOutline, modifier: 'leave' },
  COMP: { icon: hourglassOutline, modifier: 'leave' },
  FMLA: { icon: heartOutline, modifier: 'leave' },
  NOT_PICKED: { icon: helpCircleOutline, modifier: 'unpicked' },
};
