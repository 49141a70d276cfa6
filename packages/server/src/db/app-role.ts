import { JOB_QUEUE_SCHEMA } from './job-queue';

/**
 * The grants of the role the server connects as in production, which does not own the tables
 * (docs/deploying.md#database-roles): rows read and written, sequences drawn, nothing else. It
 * cannot drop, alter or truncate a table, nor disable a trigger (the pick ledger's append-only
 * triggers among them): those take the owner, who alone migrates. The default privileges give
 * it the tables later migrations make. The job queue's schema (pg-boss, whose tables the
 * migrations make) is made here when missing, so its grants can be given before its tables
 * exist. Role names are SQL identifiers, quoted here.
 */
export function appRoleGrants(database: string, appRole: string, ownerRole: string): string[] {
  const [db, app, owner] = [database, appRole, ownerRole].map(quoteIdent);
  return [
    `GRANT CONNECT ON DATABASE ${db} TO ${app}`,
    `CREATE SCHEMA IF NOT EXISTS ${JOB_QUEUE_SCHEMA}`,
    ...['public', JOB_QUEUE_SCHEMA].flatMap((schema) => [
      `GRANT USAGE ON SCHEMA ${schema} TO ${app}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${app}`,
      `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${app}`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app}`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA ${schema} GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${app}`,
    ]),
  ];
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
