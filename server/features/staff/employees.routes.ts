import type { FastifyInstance } from 'fastify';
import { HOME_ENDPOINTS } from '../../../domain/endpoints/home';
import type { EmployeeRecord } from '../../../domain/schemas/employee';
import { unlockAccount } from '../../core/auth';
import { callOf } from '../../core/crud.routes';
import { serve } from '../../core/endpoint';
import { changeEmployeePassword } from './employees';
import { employeesResource } from './employees.resource';

/** An employee's password and sign-in lock-outs (domain/endpoints/home.ts). */
export async function employeeRoutes(app: FastifyInstance) {
  // The generic record is cut to the employee's fields by the answer's schema.
  serve(
    app,
    HOME_ENDPOINTS.employeePassword,
    async (request) =>
      (await changeEmployeePassword(
        callOf(app, request),
        employeesResource,
        request.params.id,
        request.body.password,
      )) as EmployeeRecord,
  );
  serve(app, HOME_ENDPOINTS.unlockEmployee, async (request) => {
    await unlockAccount(app.db, request.params.id);
    return { unlocked: true as const };
  });
}
