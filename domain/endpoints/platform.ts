import { databaseHealthSchema } from '../database-health';
import { serverSettingsSchema } from '../schemas/settings';
import { endpoint, unchecked } from './endpoint';

/**
 * What the server says of itself: to anyone, signed in or not, whether it serves and its settings;
 * to the operator's administrators, how its database stands.
 */
export const PLATFORM_ENDPOINTS = {
  /** Whether the server answers and reaches its database (a load balancer's, a monitor's question). */
  health: endpoint({
    method: 'GET',
    path: '/health',
    answer: unchecked<{ status: string }>(),
    access: 'anyone',
    tag: 'health',
  }),
  /** Which PostgreSQL server the instance writes to, its standbys, the read replica's lag, and their alarms. */
  databaseHealth: endpoint({
    method: 'GET',
    path: '/health/database',
    answer: databaseHealthSchema,
    access: { permission: 'employees_crud' },
    tag: 'health',
    failure: 'ps.failures.load.database_health',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/settings',
    answer: serverSettingsSchema,
    access: 'anyone',
    tag: 'settings',
  }),
};
