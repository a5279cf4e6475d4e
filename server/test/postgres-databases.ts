import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date';
import { partitionByMonth } from '../db/partitions/keep-month-partitions';
import { seedDatabase } from '../seed';
import { TEMPLATE_STAY_DAYS } from './template-demo';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function administer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabase(url: string): Promise<string> {
  const template = `parking_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await administer(url, `create database ${template}`);
  const database = await openPostgres(withDatabase(url, template));
  await database.migrate();
  await seedDatabase(database.db, { demo: true, stayDays: TEMPLATE_STAY_DAYS });
  await partitionByMonth(database, { timeZone: DEFAULT_TIME_ZONE, split: true });
  await database.close();
  return template;
}

export async function dropTemplateDatabase(url: string, template: string): Promise<void> {
  await administer(url, `drop database if exists ${template} with (force)`);
}

/** A fresh database for one test file, copied from the migrated and seeded template. */
export async function createDatabaseFromTemplate(
  url: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `parking_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await administer(url, `create database ${name} template ${template}`);
  return { url: withDatabase(url, name), drop: () => administer(url, `drop database if exists ${name} with (force)`) };
}

/** A new, empty database (no migrations), for tests that fill one themselves. */
export async function createEmptyDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `parking_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await administer(url, `create database ${name}`);
  return { url: withDatabase(url, name), drop: () => administer(url, `drop database if exists ${name} with (force)`) };
}
