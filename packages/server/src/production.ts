import type { Db } from './db/types';
import { demoAccountsWithDemoPassword } from './demo/demo-accounts';

/**
 * What production refuses in the database itself, one line each (docs/deploying.md#production-mode);
 * the settings are refused before, by loadConfig.
 */
export async function productionDatabaseProblems(db: Db): Promise<string[]> {
  const demo = await demoAccountsWithDemoPassword(db);
  return demo.length === 0
    ? []
    : [
        `DATABASE_URL: the database holds demo sign-ins that open with the demo password (${demo.join(', ')}): production never runs on the demo agency`,
      ];
}
