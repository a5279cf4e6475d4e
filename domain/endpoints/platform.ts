import { serverSettingsSchema } from '../schemas/settings';
import { endpoint, unchecked } from './endpoint';

/** What the server says of itself to anyone, signed in or not, before anything else is asked. */
export const PLATFORM_ENDPOINTS = {
  /** Whether the server answers and reaches its database (a load balancer's, a monitor's question). */
  health: endpoint({
    method: 'GET',
    path: '/health',
    answer: unchecked<{ status: string }>(),
    access: 'anyone',
    tag: 'health',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/settings',
    answer: serverSettingsSchema,
    access: 'anyone',
    tag: 'settings',
  }),
};
