export { hasUpcomingMedical } from './medical/medical.repository';
export { MY_TIME_HANDLERS } from './my-time.handlers';
export { chargeOpenSpells } from './sick-notify/sick-upkeep';
