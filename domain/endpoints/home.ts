import { z } from 'zod';
import { verbPermissions } from '../routes';
import { auditLogChoicesSchema } from '../schemas/audit-log';
import { companyDashboardSchema } from '../schemas/company-subscription';
import { dashboardSchema } from '../schemas/dashboard';
import { employeePasswordSchema, employeeRecordSchema } from '../schemas/employee';
import { idParams } from '../schemas/fields';
import { endpoint } from './endpoint';

/** The home pages, the audit log's filter choices, and an employee's password and lock-outs. */
export const HOME_ENDPOINTS = {
  /** Home figures in sections; a gate employee tied to an area sees that area's. */
  dashboard: endpoint({
    method: 'GET',
    path: '/dashboard',
    readsReplica: true,
    answer: dashboardSchema,
    access: { permission: 'home_access' },
    tag: 'dashboard',
  }),
  /** The signed-in manager's company: its quota, subscriptions and vehicles. */
  companyDashboard: endpoint({
    method: 'GET',
    path: '/company-dashboard',
    answer: companyDashboardSchema,
    access: { permission: 'company_dashboard_access' },
    tag: 'dashboard',
  }),
  auditLogChoices: endpoint({
    method: 'GET',
    path: '/audit-log/choices',
    answer: auditLogChoicesSchema,
    access: { permission: verbPermissions('audit-log', 'list') },
    tag: 'audit-log',
  }),
  /** Sets an employee's password; every session of the account ends with it. */
  employeePassword: endpoint({
    method: 'POST',
    path: '/employees/:id/password',
    params: idParams,
    body: employeePasswordSchema,
    answer: employeeRecordSchema,
    access: { permission: 'employees_crud' },
    tag: 'employees',
    failure: 'ps.failures.password_change',
  }),
  /** Lifts the sign-in lock-outs of an account (every address): no change to the account itself. */
  unlockEmployee: endpoint({
    method: 'POST',
    path: '/employees/:id/unlock',
    params: idParams,
    answer: z.object({ unlocked: z.literal(true) }),
    access: { permission: 'employees_crud' },
    tag: 'employees',
  }),
};
