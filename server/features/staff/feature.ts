import type { Feature } from '../../core/feature';
import { employeesResource } from './employees.resource';
import { employeeRoutes } from './employees.routes';

/** The staff's accounts: employees, their roles and their workplaces. */
export const staffFeature = {
  resources: {
    employees: employeesResource,
  },
  async routes(api, _context) {
    await api.register(employeeRoutes);
  },
} satisfies Feature;
