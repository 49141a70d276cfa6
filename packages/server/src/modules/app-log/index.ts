export { APP_LOG_HANDLERS } from './app-log.handlers';
export { pruneAppLogs } from './app-log.service';
