import type { FastifyInstance } from 'fastify';
import { HOME_ENDPOINTS } from '../../../domain/endpoints/home';
import { serve } from '../../core/endpoint';
import { companyDashboardOf, companyOf } from '../companies';
import { dashboardFor } from './dashboard';

/** The home pages (domain/endpoints/home.ts). */
export async function dashboardRoutes(app: FastifyInstance) {
  serve(app, HOME_ENDPOINTS.dashboard, (request, _reply, reads) => dashboardFor(reads, request.user, app.clock));
  serve(app, HOME_ENDPOINTS.companyDashboard, (request) =>
    companyDashboardOf(app.db, companyOf(request.user), app.clock.today()),
  );
}
