import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, open, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Holds every thread of libuv's pool, where argon2 runs (@node-rs/argon2 is an async napi task),
 * until `release`: each thread is blocked opening a named pipe nobody writes to yet. Whatever
 * needs the pool meanwhile waits in its queue, so a test can look at what happens while a
 * password is being checked, without timing anything.
 */
export function holdThreadPool(): { release: () => Promise<void> } {
  const size = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const dir = mkdtempSync(join(tmpdir(), 'crewline-pool-'));
  const pipes = Array.from({ length: size }, (_, i) => join(dir, `pipe-${i}`));
  for (const pipe of pipes) execFileSync('mkfifo', [pipe]);
  const held = pipes.map(
    (pipe) => new Promise<number>((resolve, reject) => open(pipe, 'r', (err, fd) => (err ? reject(err) : resolve(fd)))),
  );
  return {
    release: async () => {
      // A writer's open meets each waiting reader's: the threads are free again.
      for (const pipe of pipes) closeSync(openSync(pipe, 'w'));
      for (const fd of await Promise.all(held)) closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
