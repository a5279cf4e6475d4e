import type { FastifyInstance } from 'fastify';
import { companyDashboardSchema } from '../../../domain/schemas/company-subscription';
import { dashboardSchema } from '../../../domain/schemas/dashboard';
import { companyDashboardOf, companyOf } from '../companies';
import { dashboardFor } from './dashboard';

export async function dashboardRoutes(app: FastifyInstance) {
  const tags = ['dashboard'];

  /** Home figures in sections; a gate employee tied to an area sees that area's. */
  app.get(
    '/dashboard',
    { preHandler: app.requirePermission('home_access'), schema: { tags, response: { 200: dashboardSchema } } },
    (request) => dashboardFor(app.db, request.user, app.clock),
  );

  /** The signed-in manager's company: its quota, subscriptions and vehicles. */
  app.get(
    '/company-dashboard',
    {
      preHandler: app.requirePermission('company_dashboard_access'),
      schema: { tags, response: { 200: companyDashboardSchema } },
    },
    (request) => companyDashboardOf(app.db, companyOf(request.user), app.clock.today()),
  );
}
