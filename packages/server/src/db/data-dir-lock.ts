import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** A process holds the folder of an embedded database: PGlite keeps no lock of its own, and two processes on one folder corrupt it. */
export class DataDirInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` (the process id in it) for as long as this process has the database
 * open; a lock whose process is gone is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {}
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new DataDirInUse(
          `The database in ${dataDir} is open in process ${holder} (a Crewline server or tool): stop it first (${path}).`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirInUse(`Could not take ${path}.`);
}
