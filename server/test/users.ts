import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { userChanged } from '../core/user-cache';

/** Changes users in SQL as a service of the server does: the write, then `userChanged` for each. */
export async function changeUsers(db: Database, where: SQL, values: Partial<typeof users.$inferInsert>): Promise<void> {
  const changed = await db.update(users).set(values).where(where).returning({ id: users.id });
  for (const { id } of changed) userChanged(db, id);
}
