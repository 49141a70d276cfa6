// Vitest's global setup of the server tests: the demo agency seeded as of each demo day, once,
// before any test file starts. Left to the files, two worker processes would seed the same day
// at once, each within a hook's time limit.
import { progressBar } from '../src/lib/progress-bar';
import { DEMO_DAYS, prepareSeeded, testDbKind } from './helper';

export default async function seedDemoDays(): Promise<void> {
  const progress = progressBar(process.stdout, `Demo agency as of each demo day (${testDbKind()})`);
  progress(0, DEMO_DAYS.length);
  for (const [i, today] of DEMO_DAYS.entries()) {
    await prepareSeeded(today);
    progress(i + 1, DEMO_DAYS.length);
  }
}
