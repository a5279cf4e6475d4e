import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type EmployeeCreate,
  employeeCreateSchema,
  employeeFilterSchema,
  employeePasswordSchema,
  type EmployeeRecord,
  employeeRecordSchema,
  type EmployeeUpdate,
  employeeUpdateSchema,
} from '../../domain/schemas/employee';
import { companies, users } from '../db/schema';
import { personNameSorts } from '../db/folded-names';
import { unlockAccount } from '../services/auth';
import type { ResourceDefinition } from '../services/crud';
import { changeEmployeePassword, checkEmployeeCreate, checkEmployeeDelete, checkEmployeeUpdate, employeeRow } from '../services/employees';
import { userChanged } from '../services/user-cache';
import { callOf, idParams, registerCrudRoutes } from './crud';

/**
 * Staff accounts: the `users` table, answered without password hash, session version or search
 * text. Every account written through it is forgotten by the user cache once committed.
 */
export const employeesResource: ResourceDefinition<EmployeeCreate, EmployeeUpdate> = {
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
  filterColumns: { role_id: users.role_id, area_id: users.area_id, is_active: users.is_active },
  write: {
    createSchema: employeeCreateSchema,
    updateSchema: employeeUpdateSchema,
    toRow: employeeRow,
    checkCreate: checkEmployeeCreate,
    checkUpdate: checkEmployeeUpdate,
    checkDelete: checkEmployeeDelete,
    references: { company_id: companies },
  },
  onWritten: (db, employee) => userChanged(db, employee.id as number),
};

export async function employeeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerCrudRoutes(app, employeesResource);
  const tags = ['employees'];

  app.post(
    '/employees/:id/password',
    { onRequest: app.requirePermission('employees_crud'), schema: { tags, params: idParams, body: employeePasswordSchema, response: { 200: employeeRecordSchema } } },
    // The generic record is cut to the employee's fields by the response schema.
    async (request) => (await changeEmployeePassword(callOf(app, request), employeesResource, request.params.id, request.body.password)) as EmployeeRecord,
  );

  // Lifts the sign-in lock-outs of an account (every address): no change to the account itself.
  app.post(
    '/employees/:id/unlock',
    { onRequest: app.requirePermission('employees_crud'), schema: { tags, params: idParams } },
    async (request) => {
      await unlockAccount(app.db, request.params.id);
      return { unlocked: true };
    },
  );
}
