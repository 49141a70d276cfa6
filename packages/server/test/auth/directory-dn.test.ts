import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bindDnOf, checkDirectoryPassword, escapeDnValue } from '../../src/modules/auth/directory';

describe('a pass id in the bind DN (RFC 4514)', () => {
  it.each([
    ['100001', '100001'],
    ['100001,ou=x', '100001\\2cou\\3dx'],
    ['a+b', 'a\\2bb'],
    ['a"b<c>d;e', 'a\\22b\\3cc\\3ed\\3be'],
    ['back\\slash', 'back\\5cslash'],
    ['nul\0', 'nul\\00'],
    [' lead', '\\20lead'],
    ['#lead', '\\23lead'],
    ['trail ', 'trail\\20'],
    ['*)(uid=*', '*)(uid\\3d*'],
  ])('escapes %j as %j', (value, escaped) => {
    expect(escapeDnValue(value)).toBe(escaped);
  });

  it('puts the escaped pass id wherever the template says {passId}', () => {
    expect(bindDnOf('uid={passId},ou=people,dc=agency,dc=example', '1,ou=x')).toBe(
      'uid=1\\2cou\\3dx,ou=people,dc=agency,dc=example',
    );
    expect(bindDnOf('cn={passId}+employeeNumber={passId},dc=x', '7')).toBe('cn=7+employeeNumber=7,dc=x');
  });
});

describe('a directory that does not answer', () => {
  it('is unavailable once the timeout is over, not a wrong password nor a hang', async () => {
    const held: Socket[] = [];
    // Takes the connection and never says a word.
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      const answer = await checkDirectoryPassword(
        { url: `ldap://127.0.0.1:${port}`, bindDn: 'uid={passId},dc=x', ca: undefined, timeoutMs: 300 },
        '100001',
        'some password',
      );
      expect(answer.kind).toBe('unavailable');
      expect(JSON.stringify(answer)).not.toContain('some password');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
