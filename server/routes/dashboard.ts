import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import { localDate } from '../../domain/local-date';
import { ROLE } from '../../domain/roles';
import { QUOTA_HOLDING_STATUSES, quotaFigures } from '../../domain/quota';
import type { Config } from '../config';
import { areas, companies, companySubscriptions, gates, subAreas } from '../db/schema';
import { ApiError } from '../errors';
import { areaRecord } from './areas';

export function dashboardRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    const tags = ['dashboard'];

    /** Home figures; a gate employee tied to an area sees that area's. */
    app.get('/dashboard', { preHandler: app.requirePermission('home_access'), schema: { tags } }, async (request) => {
      const areaId = request.user.role_id === ROLE.gateEmployee ? request.user.area_id : null;
      const [areaFigures] = await app.db
        .select({ areas: count(), total_capacity: sum(areas.max_capacity).mapWith(Number) })
        .from(areas)
        .where(areaId ? eq(areas.id, areaId) : undefined);
      const [gateFigures] = await app.db.select({ total: count() }).from(gates).where(areaId ? eq(gates.area_id, areaId) : undefined);
      const [subAreaFigures] = await app.db.select({ total: count() }).from(subAreas).where(areaId ? eq(subAreas.area_id, areaId) : undefined);
      return {
        scope_area_id: areaId,
        areas: areaFigures?.areas ?? 0,
        gates: gateFigures?.total ?? 0,
        sub_areas: subAreaFigures?.total ?? 0,
        total_capacity: areaFigures?.total_capacity ?? 0,
      };
    });

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
      const [held] = await app.db
        .select({ total: count() })
        .from(companySubscriptions)
        .where(and(eq(companySubscriptions.company_id, companyId), inArray(companySubscriptions.status, [...QUOTA_HOLDING_STATUSES])));
      const { company } = row;
      return {
        company: {
          id: company.id,
          name: company.name,
          contact_phone: company.contact_phone,
          is_active: company.is_active,
          area: row.area ? areaRecord(row.area) : null,
        },
        quota: quotaFigures({
          initialQuota: company.initial_quota,
          used: held?.total ?? 0,
          validFrom: company.quota_valid_from,
          validTo: company.quota_valid_to,
          companyActive: company.is_active,
          today: localDate(new Date(), config.TIME_ZONE),
        }),
      };
    });
  };
}
