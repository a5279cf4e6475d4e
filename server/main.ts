import { loadConfig } from './config';
import { publicUrlWarning } from './core/public-url';
import { buildApp } from './app';
import { writeBackup } from './db/backup';
import { openDatabase } from './db/client';
import { keepTablesVacuumed } from './db/embedded/autovacuum';
import { DEMO_ACCOUNTS } from './seed/demo-data';
import { refreshFoldedText } from './core/refresh-folded-text';
import { keepRevenueZone } from './db/revenue-rollup';
import { seedDatabase } from './seed';
import { describeFailure } from './db/startup-error';
import { closeWithin } from './shutdown';
import { startupStep } from './startup-steps';
import { onboardDemoUnits } from './features/einvoicing';
import { partitionByMonth } from './db/partitions/keep-month-partitions';

/** Starts the product: config, database, migrations, seed, then the server on one port. */
async function main() {
  // Whatever the process writes is its owner's only: the database holds the token secret,
  // password hashes and mail.
  process.umask(0o077);
  const config = loadConfig();
  const database = await startupStep(
    config.DATABASE_URL ? 'Connecting to PostgreSQL' : `Opening the embedded database in ${config.DATA_DIR}`,
    () =>
      openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        replica: config.READ_DATABASE_URL
          ? { connectionString: config.READ_DATABASE_URL, maxLagSeconds: config.READ_REPLICA_MAX_LAG_SECONDS }
          : undefined,
      }),
    () => 'Database open',
  );
  const seeded = await startupStep(
    'Applying the migrations, and seeding the demo operator into an empty database',
    () =>
      database.whileSettingUp(async () => {
        await database.migrate();
        await refreshFoldedText(database.db, (message) => console.warn(`Unique names: ${message}`));
        if (await keepRevenueZone(database.db, config.TIME_ZONE))
          console.warn(`Revenue: counted again in the days of ${config.TIME_ZONE}`);
        const seeded = await seedDatabase(database.db, {
          demo: config.SEED_DEMO,
          adminEmail: config.ADMIN_EMAIL,
          adminPassword: config.ADMIN_PASSWORD,
        });
        if ((await partitionByMonth(database, { timeZone: config.TIME_ZONE, split: config.MONTHLY_PARTITIONS }))?.split)
          console.warn('PostgreSQL: stays, payments and e-invoice documents split into monthly partitions');
        return seeded;
      }),
    (result) => (result === 'demo' ? 'Database ready, the demo operator seeded,' : 'Database ready'),
  );
  const app = await buildApp({ config, db: database.db });
  if (seeded === 'demo')
    await startupStep(
      'Onboarding the demo areas with the embedded e-invoicing simulator',
      () => onboardDemoUnits(database.db, app.einvoicing),
      (units) => `E-invoicing: ${units} demo areas onboarded`,
    );
  // `npm run backup` asks the process that holds the embedded database for a backup.
  database.lock?.serve('backup', (out) => writeBackup(database.db, out).then(() => {}));
  // PostgreSQL has its autovacuum; the embedded database has none.
  const autovacuum = database.kind === 'pglite' ? keepTablesVacuumed(database.db, console.warn) : undefined;

  // A second signal ends the process at once (the handlers are for one signal only).
  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: finishing the requests in flight (at most ${config.SHUTDOWN_GRACE_MS} ms)`);
    if (!(await closeWithin(app, config.SHUTDOWN_GRACE_MS))) {
      // What the cut requests had begun is rolled back with their transactions when the process ends.
      console.warn(`Requests still running after SHUTDOWN_GRACE_MS (${config.SHUTDOWN_GRACE_MS} ms) were cut off`);
      process.exit(1);
    }
    await autovacuum?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // The start-up message below is the one a person reads: the framework's own line ("Server
  // listening at …", JSON in the log's format) would land in its middle.
  const logLevel = app.log.level;
  app.log.level = 'warn';
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.level = logLevel;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nParking System is running at ${address.replace('127.0.0.1', 'localhost')}  (database: ${where})`);
  const linksWarning = publicUrlWarning(config);
  if (linksWarning) console.warn(linksWarning);
  if (seeded === 'empty')
    console.log('The database has no users: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first super admin.');
  if (config.SEED_DEMO) {
    console.log('Demo accounts:');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(20)} ${account.password}`);
  }
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
