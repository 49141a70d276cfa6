import { LOG_CAPACITY, type LogEntry, type LogLevel } from '@crewline/protocol';
import { maskSecrets } from './mask';

/** Entry and levels are the protocol's (docs/product.md#logging), the same the app-log service takes. */
export { LOG_LEVELS, type LogEntry, type LogLevel } from '@crewline/protocol';

export interface AppLog {
  write(level: LogLevel, message: string, data?: unknown): void;
  entries(): readonly LogEntry[];
  clear(): void;
}

/** The in-memory log (docs/product.md#logging): the newest `capacity` entries, secrets masked before they are kept. */
export function createAppLog(capacity = LOG_CAPACITY, now: () => Date = () => new Date()): AppLog {
  let entries: LogEntry[] = [];
  return {
    write(level, message, data) {
      const text = data === undefined ? message : `${message} ${JSON.stringify(maskSecrets(data))}`;
      entries.push({ timestamp: now().toISOString(), level, message: text });
      if (entries.length > capacity) entries = entries.slice(entries.length - capacity);
    },
    entries: () => entries,
    clear() {
      entries = [];
    },
  };
}

/** The app's one log. */
export const appLog = createAppLog();
