import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from '../../src/db/data-dir-lock';
import { openPglite } from '../../src/db/pglite';

describe('the embedded database folder lock', () => {
  it('refuses a second opening of a folder while the first holds it, and frees it on close', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'crewline-lock-')), 'pglite');
    const first = await openPglite({ dataDir: dir });
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(DataDirInUse);
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(
      `The database in ${dir} is open in process ${process.pid}`,
    );
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openPglite({ dataDir: dir });
    await again.close();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'crewline-lock-')), 'pglite');
    // No process has this id (above Linux's pid_max).
    writeFileSync(`${dir}.lock`, '99999999');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    release();
  });
});
