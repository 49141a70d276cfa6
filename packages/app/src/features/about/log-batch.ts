import { LOG_CAPACITY, LOG_MESSAGE_MAX, type LogEntry, type ServiceRequest } from '@crewline/protocol';

type AppLogPayload = Omit<ServiceRequest<'mta_appLog'>, 'meta'>;

/** The newest LOG_CAPACITY entries, each message cut to what the app-log service takes. */
export function logBatch(entries: readonly LogEntry[], device: string, batchId: string): AppLogPayload {
  return {
    entries: entries.slice(-LOG_CAPACITY).map((e) => ({
      timestamp: e.timestamp,
      level: e.level,
      message: e.message.length > LOG_MESSAGE_MAX ? `${e.message.slice(0, LOG_MESSAGE_MAX - 1)}…` : e.message,
    })),
    batchId,
    device: device.slice(0, 200),
  };
}
