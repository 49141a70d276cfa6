import { useMutation } from '@tanstack/react-query';
import { callService } from '../../api/service-query';
import { appLog } from '../../lib/app-log';
import { platform } from '../../platform';
import { logBatch } from './log-batch';

/** 'Send logs': the in-memory log to support through mta_appLog (itself never logged). */
export function useSendLogs() {
  return useMutation({
    mutationFn: async () => {
      const version = await platform().appVersion();
      return callService('mta_appLog', logBatch(appLog.entries(), `${platform().kind} ${version}`, newBatchId()));
    },
  });
}

/** A v4 UUID; randomUUID needs a secure context, getRandomValues does not (the app served over plain http). */
function newBatchId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
