import type { z } from 'zod';
import { ROLE } from '../../domain/roles';
import type { signUpSchema } from '../../domain/schemas/auth';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

/**
 * Creates an inactive gate-employee account: it cannot sign in until an administrator
 * activates it and assigns its area and gate. A taken email or username is a 409.
 */
export async function signUp(db: Database, form: z.output<typeof signUpSchema>): Promise<void> {
  await db.insert(users).values({
    name: form.name,
    username: form.username.toLowerCase(),
    email: form.email,
    phone: form.phone,
    password_hash: await hashPassword(form.password),
    role_id: ROLE.gateEmployee,
    is_active: false,
  });
}
