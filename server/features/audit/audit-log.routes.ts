import type { FastifyInstance } from 'fastify';
import { HOME_ENDPOINTS } from '../../../domain/endpoints/home';
import { serve } from '../../core/endpoint';
import { auditLogChoices } from './audit-log-choices';

/** The audit log's filter choices (domain/endpoints/home.ts). */
export async function auditLogRoutes(app: FastifyInstance) {
  serve(app, HOME_ENDPOINTS.auditLogChoices, () => auditLogChoices(app.db));
}
