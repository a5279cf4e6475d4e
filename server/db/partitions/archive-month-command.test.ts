import { describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/postgres-databases';
import { runServerScript } from '../../test/processes';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** `npm run archive-month -- <args>` with `env`: its exit code and what it said. */
async function archiveMonthCommand(args: string[], env: Record<string, string>) {
  const command = runServerScript('server/cli/archive-month.ts', args, env);
  const { code } = await command.exited;
  return { code, said: command.output() };
}

describe('npm run archive-month', () => {
  it('asks for a month as YYYY-MM, and for PostgreSQL', async () => {
    expect(await archiveMonthCommand(['2026-13'], {})).toEqual({
      code: 1,
      said: expect.stringContaining('Archive failed: Name the month to archive: YYYY-MM.'),
    });
    expect(await archiveMonthCommand(['2026-01'], { DATA_DIR: '/nonexistent' })).toEqual({
      code: 1,
      said: expect.stringContaining('Only PostgreSQL (DATABASE_URL) has monthly partitions to archive.'),
    });
  });

  it.skipIf(!testDatabaseUrl)('says why a month stays when the tables are not split into months', async () => {
    const empty = await createEmptyDatabase(testDatabaseUrl!);
    try {
      expect(await archiveMonthCommand(['2025-01'], { DATABASE_URL: empty.url })).toEqual({
        code: 1,
        said: expect.stringContaining(
          '2025-01 is not archived: the tables are not partitioned: start the server once with MONTHLY_PARTITIONS=true.',
        ),
      });
    } finally {
      await empty.drop();
    }
  });
});
