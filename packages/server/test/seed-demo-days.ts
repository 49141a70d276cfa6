// Vitest's global setup of the server tests: the demo agency seeded as of each demo day, once,
// before any test file starts. Left to the files, two worker processes would seed the same day
// at once, each within a hook's time limit.
import { progressBar } from '../src/lib/progress-bar';
import { DEMO_DAYS, prepareSeeded, testDbKind } from './helper';

// Two days at a time: on PostgreSQL a seed's inserts keep the server busy while node makes the
// next rows, so a second seed fills the other core. (PGlite runs in this thread: no slower.)
const AT_ONCE = 2;

export default async function seedDemoDays(): Promise<void> {
  const progress = progressBar(process.stdout, `Demo agency as of each demo day (${testDbKind()})`);
  const queue = [...DEMO_DAYS];
  let done = 0;
  progress(0, DEMO_DAYS.length);
  const worker = async () => {
    for (let today = queue.shift(); today !== undefined; today = queue.shift()) {
      await prepareSeeded(today);
      progress(++done, DEMO_DAYS.length);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}
