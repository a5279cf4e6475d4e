import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { localDate } from '../../domain/local-date';
import { quotaFigures } from '../../domain/quota';
import type { Config } from '../config';
import { dashboardSchema } from '../../domain/schemas/dashboard';
import { areas, companies } from '../db/schema';
import { usedQuotaOf } from '../services/company-quota';
import { ApiError } from '../errors';
import { dashboardFor } from '../services/dashboard';
import { areaRecord } from './areas';

export function dashboardRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    const tags = ['dashboard'];

    /** Home figures in sections; a gate employee tied to an area sees that area's. */
    app.get(
      '/dashboard',
      { preHandler: app.requirePermission('home_access'), schema: { tags, response: { 200: dashboardSchema } } },
      (request) => dashboardFor(app.db, request.user),
    );

    /** The signed-in manager's company and its quota. */
    app.get('/company-dashboard', { preHandler: app.requirePermission('company_dashboard_access'), schema: { tags } }, async (request) => {
      const companyId = request.user.company_id;
      if (!companyId) throw new ApiError(403, 'forbidden');
      const [row] = await app.db
        .select({ company: companies, area: areas })
        .from(companies)
        .leftJoin(areas, eq(areas.id, companies.area_id))
        .where(eq(companies.id, companyId));
      if (!row) throw new ApiError(404, 'not_found');
      const { company } = row;
      return {
        company: {
          id: company.id,
          name: company.name,
          name_ar: company.name_ar,
          contact_phone: company.contact_phone,
          is_active: company.is_active,
          area: row.area ? areaRecord(row.area) : null,
        },
        quota: quotaFigures({
          initialQuota: company.initial_quota,
          used: await usedQuotaOf(app.db, companyId),
          validFrom: company.quota_valid_from,
          validTo: company.quota_valid_to,
          companyActive: company.is_active,
          today: localDate(new Date(), config.TIME_ZONE),
        }),
      };
    });
  };
}
