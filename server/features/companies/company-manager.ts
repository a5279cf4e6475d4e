import { and, asc, eq, inArray } from 'drizzle-orm';
import { userSearchText } from '../../db/user-search-text';
import { ROLE } from '../../../domain/roles';
import type { CompanyCreate } from '../../../domain/schemas/company';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Database, Transaction } from '../../db/client';
import { POSTGRES_UNIQUE_VIOLATION, postgresErrorOf } from '../../db/postgres-errors';
import { UNIQUE_FIELD_OF_INDEX, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword } from '../../core/passwords';

const managerColumns = {
  id: users.id,
  company_id: users.company_id,
  name: users.name,
  username: users.username,
  email: users.email,
  phone: users.phone,
  is_active: users.is_active,
  last_login_at: users.last_login_at,
};

/**
 * Makes a company's manager account from the `admin_*` fields of its create form, in the
 * company's own transaction: a taken email or username fails both, named as the form names it.
 */
export async function createCompanyManager(tx: Transaction, companyId: number, form: CompanyCreate): Promise<void> {
  const username = form.admin_username.toLowerCase();
  // Hashed inside the transaction: the generic create has no step before it, and a company is
  // created seldom enough that holding its transaction for one hash costs nothing that matters.
  const passwordHash = await hashPassword(form.admin_password);
  try {
    await tx.insert(users).values({
      name: form.admin_full_name,
      username,
      email: form.admin_email,
      phone: form.admin_phone,
      password_hash: passwordHash,
      role_id: ROLE.companyManager,
      company_id: companyId,
      search_text: userSearchText({
        name: form.admin_full_name,
        username,
        email: form.admin_email,
        phone: form.admin_phone,
      }),
    });
  } catch (error) {
    const clash = postgresErrorOf(error);
    const field =
      clash?.code === POSTGRES_UNIQUE_VIOLATION && clash.constraint
        ? UNIQUE_FIELD_OF_INDEX[clash.constraint]
        : undefined;
    if (field === 'email' || field === 'username')
      throw new ApiError(409, 'duplicate', { [`admin_${field}`]: VALIDATION.unique });
    throw error;
  }
}

/** The manager account of each company (the first made, should it have several), by company id. */
export async function managersOf(db: Database | Transaction, companyIds: number[]) {
  const rows = await db
    .select(managerColumns)
    .from(users)
    .where(and(inArray(users.company_id, companyIds), eq(users.role_id, ROLE.companyManager)))
    .orderBy(asc(users.id));
  const managers = new Map<number, Omit<(typeof rows)[number], 'company_id'>>();
  for (const { company_id, ...manager } of rows)
    if (company_id !== null && !managers.has(company_id)) managers.set(company_id, manager);
  return managers;
}

/**
 * A company's manager accounts go with it: they exist only to manage that company. Inside the
 * company's delete, so a company that cannot be deleted (it has subscriptions) keeps them.
 */
export async function deleteCompanyManagers(tx: Transaction, companyId: number): Promise<void> {
  await tx.delete(users).where(and(eq(users.company_id, companyId), eq(users.role_id, ROLE.companyManager)));
}
