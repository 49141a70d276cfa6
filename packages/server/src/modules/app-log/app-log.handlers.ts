import type { APP_LOG_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { receiveAppLog } from './app-log.service';

export const APP_LOG_HANDLERS: HandlersOf<typeof APP_LOG_SERVICES> = {
  mta_appLog: receiveAppLog,
};
