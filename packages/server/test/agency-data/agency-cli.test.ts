// `npm run agency` as IT staff run it, on a PGlite folder of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock';
import { folderOf, VALID, validWith } from './files';

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function agency(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/commands/agency.ts', ...args], {
    cwd: SERVER,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, AS_OF: '2026-12-01T12:00:00Z' },
  });
}

describe('npm run agency -- import', () => {
  it('--check migrates an empty folder and writes nothing; import writes; problems are listed with exit 1', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'crewline-agency-cli-')), 'db');
    const dir = folderOf(VALID);
    const checked = agency(dataDir, 'import', '--dir', dir, '--check');
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain('Checked, nothing written:');
    expect(checked.stdout).toContain('employees.csv: 3 rows, 3 added, 0 changed, 0 removed');
    const imported = agency(dataDir, 'import', '--dir', dir);
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('Imported:');
    expect(imported.stdout).toContain('employees.csv: 3 rows, 3 added');
    const again = agency(dataDir, 'import', '--dir', dir, '--check');
    expect(again.stdout).toContain('employees.csv: 3 rows, 0 added, 0 changed, 0 removed');
    const bad = agency(
      dataDir,
      'import',
      '--dir',
      folderOf(validWith({ 'depots.csv': 'code,name,department,borough\nJG,Jackie Gleason,BUS,Brooklyn' })),
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('depots.csv:2: department: must be one of DOB, RTO: BUS');
    expect(bad.stderr).toContain('nothing was written');
  }, 240_000);

  it('refuses to run while another process holds the data folder, and says so', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'crewline-agency-cli-')), 'db');
    const release = lockDataDir(dataDir);
    try {
      const refused = agency(dataDir, 'import', '--dir', folderOf(VALID), '--check');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`The database in ${dataDir} is open in process ${process.pid}`);
    } finally {
      release();
    }
  }, 120_000);
});
