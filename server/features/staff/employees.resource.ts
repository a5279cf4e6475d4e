import { sql } from 'drizzle-orm';
import {
  type EmployeeCreate,
  employeeCreateSchema,
  employeeFilterSchema,
  employeeRecordSchema,
  type EmployeeUpdate,
  employeeUpdateSchema,
} from '../../../domain/schemas/employee';
import { personNameSorts } from '../../db/folded-names';
import { companies, merchants, users } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import { checkEmployeeCreate, checkEmployeeDelete, checkEmployeeUpdate, employeeRow } from './employees';
import { userChanged } from '../../core/user-cache';

/**
 * Staff accounts: the `users` table, answered without password hash, session version or search
 * text. Every account written through it is forgotten by the user cache once committed.
 */
export const employeesResource: ResourceDefinition<typeof users, EmployeeCreate, EmployeeUpdate> = {
  name: 'employees',
  table: users,
  record: employeeRecordSchema,
  sortColumns: {
    id: users.id,
    ...personNameSorts('name', users.name),
    username: users.username,
    email: users.email,
    role_id: users.role_id,
    is_active: users.is_active,
    // Never signed in counts as longest ago, so the latest sign-ins lead a descending sort.
    last_login_at: sql`coalesce(${users.last_login_at}, '-infinity'::timestamptz)`,
    created_at: users.created_at,
  },
  filterSchema: employeeFilterSchema,
  filterColumns: {
    role_id: users.role_id,
    area_id: users.area_id,
    merchant_id: users.merchant_id,
    is_active: users.is_active,
  },
  write: {
    createSchema: employeeCreateSchema,
    updateSchema: employeeUpdateSchema,
    toRow: employeeRow,
    checkCreate: checkEmployeeCreate,
    checkUpdate: checkEmployeeUpdate,
    checkDelete: checkEmployeeDelete,
    references: { company_id: companies, merchant_id: merchants },
  },
  onWritten: (db, employee) => userChanged(db, employee.id as number),
};
