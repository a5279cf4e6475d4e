import { and, count, eq, ne } from 'drizzle-orm';
import { SECRET_VALUE } from '../../../domain/audit';
import { managesRole } from '../../../domain/employees';
import { ROLE } from '../../../domain/roles';
import type { EmployeeCreate, EmployeeUpdate } from '../../../domain/schemas/employee';
import { VALIDATION, type ValidationMessageKey } from '../../../domain/validation-messages';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { Transaction } from '../../db/client';
import { gates, users } from '../../db/schema';
import { userSearchText } from '../../db/user-search-text';
import { ApiError, badInput } from '../../errors';
import type { Caller, UserRow } from '../../core/auth';
import { type CallContext, changeRecord, type ResourceDefinition, type WriteCheck } from '../../core/crud';
import { hashPassword } from '../../core/passwords';

type EmployeeFields = 'role_id' | 'is_active';

/** 403 unless the caller manages accounts of this role (domain/employees.ts). */
function assertManages(caller: Caller, roleId: number) {
  if (!managesRole(caller.role_id, roleId)) throw new ApiError(403, 'forbidden');
}

function fieldErrors(fields: EmployeeFields[], key: ValidationMessageKey) {
  return fields.length > 0 ? Object.fromEntries(fields.map((field) => [field, key])) : undefined;
}

/** The gate must lie in the chosen area (read under a share lock, so it cannot move meanwhile). */
async function assertGateInArea(tx: Transaction, employee: EmployeeUpdate) {
  if (employee.gate_id === null) return;
  const [gate] = await tx
    .select({ area_id: gates.area_id })
    .from(gates)
    .where(eq(gates.id, employee.gate_id))
    .for('share');
  if (gate && gate.area_id !== employee.area_id) throw badInput({ gate_id: VALIDATION.gateNotInArea });
}

/**
 * Changes that would leave no active super admin are refused. Every such change first takes one
 * transaction-wide advisory lock, then counts the other active super admins with a plain read:
 * two super admins demoting each other at once are served one after the other, and the second
 * sees the first's commit. Locking the super admin rows themselves (FOR UPDATE) would deadlock
 * there, since each transaction already holds the row it changes.
 */
async function assertAnotherActiveSuperAdmin(tx: Transaction, existing: UserRow, fields: EmployeeFields[]) {
  if (existing.role_id !== ROLE.superAdmin || !existing.is_active) return;
  await lockUntilCommit(tx, 'active super admins');
  const [others] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role_id, ROLE.superAdmin), eq(users.is_active, true), ne(users.id, existing.id)));
  if (!others?.total) throw new ApiError(409, 'last_super_admin', fieldErrors(fields, VALIDATION.lastSuperAdmin));
}

export async function checkEmployeeCreate({ tx, caller, body }: WriteCheck<EmployeeCreate>) {
  assertManages(caller, body!.role_id);
  await assertGateInArea(tx, body!);
}

/** Nobody changes their own role or deactivates themself; the last active super admin stays one. */
export async function checkEmployeeUpdate({ tx, caller, body, existing }: WriteCheck<EmployeeUpdate, UserRow>) {
  const stored = existing!;
  const employee = body!;
  assertManages(caller, stored.role_id);
  assertManages(caller, employee.role_id);
  const reduced: EmployeeFields[] = [];
  if (employee.role_id !== stored.role_id) reduced.push('role_id');
  if (stored.is_active && !employee.is_active) reduced.push('is_active');
  if (stored.id === caller.id && reduced.length > 0)
    throw new ApiError(422, 'own_account', fieldErrors(reduced, VALIDATION.ownAccount));
  if (reduced.length > 0) await assertAnotherActiveSuperAdmin(tx, stored, reduced);
  await assertGateInArea(tx, employee);
}

/** Nobody deletes themself; the last active super admin stays. */
export async function checkEmployeeDelete({ tx, caller, existing }: WriteCheck<never, UserRow>) {
  const stored = existing!;
  assertManages(caller, stored.role_id);
  if (stored.id === caller.id) throw new ApiError(422, 'own_account');
  await assertAnotherActiveSuperAdmin(tx, stored, []);
}

/** The row of an employee as the form describes it, with its search text and, at create, the password's hash. */
export async function employeeRow(body: EmployeeCreate | EmployeeUpdate) {
  const {
    password,
    password_confirmation: _confirmation,
    ...employee
  } = body as Partial<EmployeeCreate> & EmployeeUpdate;
  return {
    ...employee,
    // A company belongs to company managers only; a form switching role away leaves none behind.
    company_id: employee.role_id === ROLE.companyManager ? employee.company_id : null,
    merchant_id: employee.role_id === ROLE.validator ? employee.merchant_id : null,
    search_text: userSearchText(employee),
    ...(password === undefined ? {} : { password_hash: await hashPassword(password) }),
  };
}

/**
 * Sets a new password. The database then raises the account's session version (trigger
 * users_end_sessions), which ends every token issued before; the audit row says only that the
 * password changed.
 */
export function changeEmployeePassword(
  context: CallContext,
  definition: ResourceDefinition<typeof users, EmployeeCreate, EmployeeUpdate>,
  id: number,
  password: string,
) {
  return changeRecord(context, definition, id, 'password', async (tx, existing) => {
    assertManages(context.caller, existing.role_id);
    const [row] = await tx
      .update(users)
      .set({ password_hash: await hashPassword(password), updated_at: context.clock.now() })
      .where(eq(users.id, id))
      .returning();
    return { row: row!, changes: { password: [SECRET_VALUE, SECRET_VALUE] } };
  });
}
