import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companyDashboardSchema } from '../../domain/schemas/company-subscription';
import { dashboardSchema } from '../../domain/schemas/dashboard';
import { areas, companies } from '../db/schema';
import { ApiError } from '../errors';
import { companyDashboardOf, companyOf } from '../services/company-subscriptions';
import { dashboardFor } from '../services/dashboard';

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
    { preHandler: app.requirePermission('company_dashboard_access'), schema: { tags, response: { 200: companyDashboardSchema } } },
    async (request) => {
      const companyId = companyOf(request.user);
      const [row] = await app.db
        .select({ company: companies, area: { id: areas.id, name: areas.name, name_ar: areas.name_ar } })
        .from(companies)
        .leftJoin(areas, eq(areas.id, companies.area_id))
        .where(eq(companies.id, companyId));
      if (!row) throw new ApiError(404, 'not_found');
      const { company, area } = row;
      return {
        company: { id: company.id, name: company.name, name_ar: company.name_ar, contact_phone: company.contact_phone, is_active: company.is_active, area },
        ...(await companyDashboardOf(app.db, company, app.clock.today())),
      };
    },
  );
}
