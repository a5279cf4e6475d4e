import type { Feature } from '../../core/feature';
import { reportRoutes } from './reports.routes';

/** The revenue report, by area, type, method and cashier, and its CSV. */
export const reportsFeature = {
  async routes(api, _context) {
    await api.register(reportRoutes);
  },
} satisfies Feature;
