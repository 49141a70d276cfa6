import { platform } from '../../platform';
import { useEnvironment } from '../../session/environment.store';
import { availableUpdate, type Release } from './update-availability';

/** The newer release of this platform, once start-up knows the environment. */
export function useAvailableUpdate(): Release | undefined {
  const environment = useEnvironment();
  if (environment.status !== 'ready') return undefined;
  return availableUpdate(environment.version, platform().latestRelease(environment.environment));
}
