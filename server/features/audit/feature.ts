import type { Feature } from '../../core/feature';
import { auditLogResource } from './audit-log.resource';
import { accessLogResource } from './access-log.resource';
import { auditLogRoutes } from './audit-log.routes';

/** The audit log and the access log, as their readers list them. */
export const auditFeature = {
  resources: {
    'audit-log': auditLogResource,
    'access-log': accessLogResource,
  },
  async routes(api, _context) {
    await api.register(auditLogRoutes);
  },
} satisfies Feature;
