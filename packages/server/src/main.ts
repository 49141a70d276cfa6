import { isoDateIn } from '@crewline/protocol';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { analyzeChangedTables } from './db/analyze-changed';
import { openDatabase } from './db/client';
import { startJobQueue } from './db/job-queue';
import { ensureSeeded } from './demo/seed';
import { startPeriodic } from './lib/periodic';
import { progressBar } from './lib/progress-bar';
import { resealTotpSecrets } from './modules/auth';
import { chargeOpenSpells } from './modules/my-time';
import {
  apnsSender,
  type DeliveryRun,
  emailFooter,
  fcmSender,
  quietHoursOf,
  smtpMailSender,
  startJobQueueDelivery,
  startNotificationDelivery,
  useJobQueue,
  webPushSender,
} from './modules/notifications';
import { ledgerSigner, ledgerTree, startTurnScheduler } from './modules/pick';
import { runRetention } from './modules/retention';
import { productionDatabaseProblems } from './production';
import { startupBanner } from './startup-banner';

/** How often the embedded database's tables are looked at for an analyze: PostgreSQL's autovacuum naps a minute. */
const ANALYZE_INTERVAL_MS = 60_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    poolWaitMs: config.dbPoolWaitMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    onPoolError: (err) => console.warn(`database connection lost: ${err.message}`),
  });
  const signer = ledgerSigner(config.ledgerSigningKey);
  if (config.mode === 'production') {
    const problems = await productionDatabaseProblems(database.db);
    if (problems.length > 0) {
      await database.close();
      throw new ConfigError(`Refused to start in production:\n  ${problems.join('\n  ')}`);
    }
  }
  // Second-factor secrets stored plain, or under the key before SECRET_KEY, are sealed under it now.
  const resealed = await resealTotpSecrets(database.db, config.secrets);
  if (resealed.unopenable.length > 0) {
    await database.close();
    throw new ConfigError(
      `Refused to start:\n  SECRET_KEY: second-factor secrets of ${resealed.unopenable.join(', ')} are sealed under a key that is neither SECRET_KEY nor SECRET_KEY_PREVIOUS`,
    );
  }
  // On PostgreSQL every process sends the jobs of what it writes to pg-boss (ADR 28), whether or
  // not it works them; its schema is the migrations' (db/job-queue.ts).
  const jobs =
    database.kind === 'postgres' && config.databaseUrl
      ? await startJobQueue({
          url: config.databaseUrl,
          onError: (err) => console.warn(`job queue: ${err.message}`),
        })
      : undefined;
  useJobQueue(jobs);
  // In the demo, an empty database is seeded with the demo agency on the first start (some 15 s
  // on PGlite); production never seeds.
  const seeded =
    config.mode === 'demo'
      ? await ensureSeeded(database.db, {
          today: isoDateIn(config.clock(), config.timeZone),
          timeZone: config.timeZone,
          signer,
          secrets: config.secrets,
          onProgress: progressBar(process.stderr, 'Seeding the demo agency'),
        })
      : undefined;
  const app = await buildApp({ config, database });
  // The ledger's tree read once at start, not by the first checkpoint or receipt.
  ledgerTree(database.db).catch((err) => app.log.error({ err }, 'pick ledger: its tree could not be read'));
  const stopTurns =
    config.pickTurnsIntervalMs > 0
      ? startTurnScheduler({
          db: database.db,
          intervalMs: config.pickTurnsIntervalMs,
          signer,
          now: config.clock,
          turnEvents: { timeZone: config.timeZone, quietHoursOf },
          onProcessed: (rounds) =>
            app.log.info(
              { rounds: rounds.map((r) => ({ round: r.roundId, turns: r.processed.length })) },
              'pick turns processed',
            ),
          onError: (err) => app.log.error({ err }, 'pick turns: run failed; the next run tries again'),
        })
      : undefined;
  const stopUpkeep =
    config.upkeepIntervalMs > 0
      ? startPeriodic({
          intervalMs: config.upkeepIntervalMs,
          run: async () => {
            await chargeOpenSpells(database.db, config.clock(), config.timeZone);
          },
          onError: (err) => app.log.error({ err }, 'My Time upkeep: run failed; the next run tries again'),
        })
      : undefined;
  // Push and e-mail: any number of processes may deliver; each delivery is sent by one.
  const { notify } = config;
  const delivery = {
    db: database.db,
    now: config.clock,
    timeZone: config.timeZone,
    maxAttempts: notify.maxAttempts,
    channels: {
      push: webPushSender({ vapid: notify.vapid }),
      // Native devices of a platform without the agency's credentials get the in-app list only.
      fcm: notify.fcm && fcmSender({ credentials: notify.fcm, now: config.clock }),
      apns: notify.apns && apnsSender({ credentials: notify.apns, now: config.clock }),
      email:
        notify.smtpUrl === undefined
          ? undefined
          : smtpMailSender({
              smtpUrl: notify.smtpUrl,
              from: notify.mailFrom,
              agencyName: notify.agencyName,
              footer: emailFooter,
            }),
    },
    // Counts only: what a notification says never goes into the log.
    onRun: (run: DeliveryRun) => app.log.info({ delivered: run }, 'notifications delivered'),
  };
  const stopDelivery =
    notify.intervalMs <= 0
      ? undefined
      : jobs
        ? await startJobQueueDelivery({ ...delivery, boss: jobs, pollSeconds: notify.intervalMs / 1000 })
        : startNotificationDelivery({
            ...delivery,
            intervalMs: notify.intervalMs,
            onError: (err) =>
              app.log.error(
                { err: { message: (err as Error).message } },
                'notification delivery: run failed; the next run tries again',
              ),
          });
  // Every process checks in; the database's daily run goes to the first that finds it due.
  const stopRetention =
    config.retentionCheckIntervalMs > 0
      ? startPeriodic({
          intervalMs: config.retentionCheckIntervalMs,
          run: async () => {
            const pruned = await runRetention(database.db, config.clock(), config.retentionDays);
            if (pruned) app.log.info({ pruned, retentionDays: config.retentionDays }, 'retention: old records pruned');
          },
          onError: (err) => app.log.error({ err }, 'retention: run failed; the next check tries again'),
        })
      : undefined;
  // PGlite runs no autovacuum: what it would analyze (a table grown past its last row counts), analyzed here.
  const stopAnalyze =
    database.kind === 'pglite'
      ? startPeriodic({
          intervalMs: ANALYZE_INTERVAL_MS,
          run: async () => {
            const tables = await analyzeChangedTables(database.db);
            if (tables.length > 0) app.log.info({ tables }, 'embedded database: tables analyzed');
          },
          onError: (err) => app.log.error({ err }, 'embedded database: analyze failed; the next run tries again'),
        })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // A second signal, or a close that hangs, ends the process anyway.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await stopTurns?.();
      await stopUpkeep?.();
      await stopDelivery?.();
      await jobs?.stop({ graceful: true });
      await stopRetention?.();
      await stopAnalyze?.();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
    throw new ConfigError(
      `PORT ${config.port} is already in use on ${config.host}: stop what holds it, or start on another port (PORT=${config.port + 1} npm start).`,
    );
  }
  console.log(startupBanner(config, seeded?.info?.seed, database.kind));
}

main().catch((err) => {
  // A bad setting is said in words; anything else with its stack, for whoever looks into it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
