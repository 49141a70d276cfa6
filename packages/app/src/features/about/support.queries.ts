import { useMutation } from '@tanstack/react-query';
import { callService } from '../../api/service-query';
import { appLog } from '../../lib/app-log';
import { newUuid } from '../../lib/uuid';
import { platform } from '../../platform';
import { logBatch } from './log-batch';

/** 'Send logs': the in-memory log to support through mta_appLog (itself never logged). */
export function useSendLogs() {
  return useMutation({
    mutationFn: async () => {
      const version = await platform().appVersion();
      return callService('mta_appLog', logBatch(appLog.entries(), `${platform().kind} ${version}`, newUuid()));
    },
  });
}
