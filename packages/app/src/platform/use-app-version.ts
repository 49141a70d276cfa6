import { useEffect, useState } from 'react';
import { platform } from './index';

/** The app version of this platform, once known. */
export function useAppVersion(): string | undefined {
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    let live = true;
    void platform()
      .appVersion()
      .then((v) => live && setVersion(v));
    return () => {
      live = false;
    };
  }, []);
  return version;
}
