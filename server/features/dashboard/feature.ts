import type { Feature } from '../../core/feature';
import { dashboardRoutes } from './dashboard.routes';

/** The home page's figures: traffic today, revenue of the last days, pending requests and recent changes. */
export const dashboardFeature = {
  async routes(api, _context) {
    await api.register(dashboardRoutes);
  },
} satisfies Feature;
