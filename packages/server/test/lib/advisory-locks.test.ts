import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '../../src/lib/advisory-locks';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The lines of `text` that take or release an advisory lock with a key not from ADVISORY_LOCKS. */
function keysNotFromTheTable(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /pg_(try_)?advisory_(xact_)?(un)?lock/.test(line) && !line.includes('ADVISORY_LOCKS.'))
    .map((line) => line.trim());
}

describe('advisory-lock keys', () => {
  it('are each used for one thing only', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice).toEqual([]);
  });

  it('are taken only from the table, in every file of the server', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      keysNotFromTheTable(readFileSync(file, 'utf8')).map((line) => `${file.slice(SRC.length + 1)}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('a key written in place is found', () => {
    expect(
      keysNotFromTheTable("await tx.query('select pg_advisory_xact_lock(7313, hashtext($1))', [passId]);"),
    ).toHaveLength(1);
    expect(
      keysNotFromTheTable("await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migration]);"),
    ).toEqual([]);
  });
});
