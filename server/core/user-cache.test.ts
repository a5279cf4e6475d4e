import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { users } from '../db/schema';
import { userChanged } from './user-cache';
import { demoAccount } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { expectError } from '../test/rest';
import { changeUsers } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const userOf = async (roleId: number) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(roleId).email))
  )[0]!;

describe('the signed-in user kept between requests', () => {
  it('shows a change made by the server at the next request, one that keeps the token too', async () => {
    const token = await t.bearer(ROLE.gateEmployee);
    const { id, name } = await userOf(ROLE.gateEmployee);
    expect((await me(token)).json().name).toBe(name);
    await changeUsers(t.database.db, eq(users.id, id), { name: 'Renamed Gate Employee' });
    expect((await me(token)).json().name).toBe('Renamed Gate Employee');
    await changeUsers(t.database.db, eq(users.id, id), { is_active: false });
    expectError(await me(token), 401, 'unauthorized');
    expectError(await t.request({ method: 'GET', url: '/api/areas', token }), 401, 'unauthorized');
    await changeUsers(t.database.db, eq(users.id, id), { is_active: true, name });
  });

  it('never refuses a token newer than its copy: one issued by another process after a change is checked with the database', async () => {
    const old = await t.bearer(ROLE.admin);
    expect((await me(old)).statusCode).toBe(200);
    const { id } = await userOf(ROLE.admin);
    // Another process changes the password (the trigger raises the session version) and signs the
    // user in; this process hears of neither.
    const [changed] = await t.database.db
      .update(users)
      .set({ password_hash: 'changed elsewhere' })
      .where(eq(users.id, id))
      .returning();
    const issuedElsewhere = await t.app.tokens.issue({
      userId: id,
      roleId: changed!.role_id,
      sessionVersion: changed!.session_version,
    });
    expect((await me(`Bearer ${issuedElsewhere}`)).statusCode).toBe(200);
    expectError(await me(old), 401, 'unauthorized');
  });

  it('is forgotten only once the write has committed, so userChanged refuses a transaction', async () => {
    const { id } = await userOf(ROLE.superAdmin);
    await expect(t.database.db.transaction(async (tx) => userChanged(tx, id))).rejects.toThrow(
      /once the transaction has committed/,
    );
  });
});
