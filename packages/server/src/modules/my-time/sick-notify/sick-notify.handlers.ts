import type { SICK_NOTIFY_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../../exec/handlers';
import { notifyInOutAddAndGet, notifyInOutGetAll } from './sick-notify.service';

export const SICK_NOTIFY_HANDLERS: HandlersOf<typeof SICK_NOTIFY_SERVICES> = {
  mta_notifyInOutGetAll: notifyInOutGetAll,
  mta_notifyInOutAddAndGet: notifyInOutAddAndGet,
};
