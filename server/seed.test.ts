import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, type DatabaseHandle } from './db/client';
import { areas, gateTypes, users } from './db/schema';
import { seedDatabase } from './db/seed';

let database: DatabaseHandle | undefined;
afterEach(() => database?.close());

async function emptyDatabase() {
  database = await openPglite();
  await database.migrate();
  return database.db;
}

describe('seeding an empty database', () => {
  it('with SEED_DEMO=false creates only the first super admin, who can sign in', async () => {
    const db = await emptyDatabase();
    const outcome = await seedDatabase(db, { demo: false, adminEmail: 'Owner@Parking.sa', adminPassword: 'Owner#2026x' });
    expect(outcome).toBe('first-admin');
    expect((await db.select({ total: count() }).from(areas))[0]!.total).toBe(0);
    expect((await db.select({ total: count() }).from(gateTypes))[0]!.total).toBe(3);

    const app = await buildApp({ config: loadConfig({ STATIC_DIR: '/nonexistent' }), db, logger: false });
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@parking.sa', password: 'Owner#2026x' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toEqual({ role_id: 1, name: 'super_admin' });
    await app.close();
  });

  it('without demo data or an admin leaves the database empty but for reference data', async () => {
    const db = await emptyDatabase();
    expect(await seedDatabase(db, { demo: false })).toBe('empty');
    expect((await db.select({ total: count() }).from(users))[0]!.total).toBe(0);
  });

  it('never seeds a database that already has users', async () => {
    const db = await emptyDatabase();
    await seedDatabase(db, { demo: true });
    const areasBefore = (await db.select({ total: count() }).from(areas))[0]!.total;
    expect(await seedDatabase(db, { demo: true })).toBe('existing');
    expect((await db.select({ total: count() }).from(areas))[0]!.total).toBe(areasBefore);
  });
});
