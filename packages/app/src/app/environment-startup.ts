import { startEnvironment } from '../api/environment.service';
import { gatewayApiKey, gatewayUrls } from '../api/gateway.config';
import type { FetchFn } from '../api/http-call';
import { appLog } from '../lib/app-log';
import type { PlatformAdapter } from '../platform';
import { environmentStore } from '../session/environment.store';

/** Runs environment start-up once (spec §4) and keeps its outcome in the environment store. */
export async function bootEnvironment(platform: PlatformAdapter, fetchFn: FetchFn): Promise<void> {
  const version = await platform.appVersion();
  const outcome = await startEnvironment({
    urls: gatewayUrls(),
    apiKey: gatewayApiKey(),
    version,
    fetch: fetchFn,
    log: appLog,
  });
  if (outcome.kind === 'ready') {
    appLog.write('INFO', `Environment ${outcome.environment.type} selected`);
    environmentStore.set({ status: 'ready', environment: outcome.environment, list: outcome.list, version });
  } else {
    appLog.write('ERROR', outcome.message);
    environmentStore.set({ status: 'failed', message: outcome.message });
  }
}
