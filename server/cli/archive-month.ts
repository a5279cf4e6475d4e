// npm run archive-month -- <YYYY-MM>: detaches that month's partitions of the stays, payments and
// e-invoice documents of DATABASE_URL's PostgreSQL and moves them to its `archive` schema, in one
// transaction (docs/operations.md, "Monthly partitions"). The embedded database has no partitions.
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { ArchiveRefused, archiveMonth, MONTHS_KEPT } from '../db/partitions/archive-month';
import { describeFailure, StartupError } from '../db/startup-error';

const REFUSALS: Record<ArchiveRefused['reason'], (count: number) => string> = {
  not_partitioned: () => 'the tables are not partitioned: start the server once with MONTHLY_PARTITIONS=true',
  month_too_recent: () => `the last ${MONTHS_KEPT} months, this one included, stay in place`,
  no_such_month: () => 'no partition holds that month (archived already, or before the first)',
  open_stays: (count) => `${count} stays of that month are still open: close them first`,
  documents_not_issued: (count) => `${count} payments of that month are waiting for their e-invoice`,
  documents_not_reported: (count) => `${count} e-invoices of that month are waiting for the Authority`,
};

async function main() {
  const config = loadConfig();
  const month = process.argv[2] ?? '';
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new StartupError('Name the month to archive: YYYY-MM.');
  if (!config.DATABASE_URL) throw new StartupError('Only PostgreSQL (DATABASE_URL) has monthly partitions to archive.');
  const database = await openPostgres(config.DATABASE_URL);
  const started = performance.now();
  try {
    const tables = await archiveMonth(database.db, month, { now: new Date(), timeZone: config.TIME_ZONE });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const table of tables) console.log(`${table.table}: ${table.rows} rows now in ${table.archivedAs}`);
    console.log(
      `Archived ${month} in ${seconds} s. To take it off this server: pg_dump the tables above, then drop them.`,
    );
  } catch (error) {
    if (error instanceof ArchiveRefused)
      throw new StartupError(`${month} is not archived: ${REFUSALS[error.reason](error.count)}.`);
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Archive failed: ${describeFailure(error)}`);
    process.exit(1);
  },
);
