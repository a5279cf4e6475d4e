import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { employeePasswordSchema, type EmployeeRecord, employeeRecordSchema } from '../../../domain/schemas/employee';
import { unlockAccount } from '../../core/auth';
import { changeEmployeePassword } from './employees';
import { callOf, idParams } from '../../core/crud.routes';
import { employeesResource } from './employees.resource';

export async function employeeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];

  app.post(
    '/employees/:id/password',
    {
      onRequest: app.requirePermission('employees_crud'),
      schema: { tags, params: idParams, body: employeePasswordSchema, response: { 200: employeeRecordSchema } },
    },
    // The generic record is cut to the employee's fields by the response schema.
    async (request) =>
      (await changeEmployeePassword(
        callOf(app, request),
        employeesResource,
        request.params.id,
        request.body.password,
      )) as EmployeeRecord,
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
