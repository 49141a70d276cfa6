import { startEnvironment } from '../api/environment.service';
import type { FetchFn } from '../api/http-call';
import { appLog } from '../lib/app-log';
import type { PlatformAdapter } from '../platform';
import { MOCK_ENVIRONMENT, MOCK_ENVIRONMENT_LIST } from '../platform/mock-environment';
import { environmentStore } from '../session/environment.store';

/** Runs environment start-up once (docs/product.md#environment-start-up) and keeps its outcome in the environment store. */
export async function bootEnvironment(platform: PlatformAdapter, fetchFn: FetchFn): Promise<void> {
  const version = await platform.appVersion();
  if (!platform.fetchesEnvironments) {
    // docs/product.md#environment-start-up, step 2: browser-dev fetches nothing and uses the mock environment.
    appLog.write('INFO', `Environment ${MOCK_ENVIRONMENT.type} selected (not fetched)`);
    environmentStore.set({ status: 'ready', environment: MOCK_ENVIRONMENT, list: MOCK_ENVIRONMENT_LIST, version });
    return;
  }
  const { urls, apiKey } = platform.gateway();
  const outcome = await startEnvironment({ urls, apiKey, version, fetch: fetchFn, log: appLog });
  if (outcome.kind === 'ready') {
    appLog.write('INFO', `Environment ${outcome.environment.type} selected`);
    environmentStore.set({ status: 'ready', environment: outcome.environment, list: outcome.list, version });
  } else {
    appLog.write('ERROR', outcome.message);
    environmentStore.set({ status: 'failed', message: outcome.message });
  }
}
