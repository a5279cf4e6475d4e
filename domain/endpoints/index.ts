import type { Endpoint } from './endpoint';
import { GATE_ENDPOINTS } from './gate';
import { LANE_HEALTH_ENDPOINTS } from './lanes';

/** Every declared endpoint, by feature: the server serves each, and a test checks it does as declared. */
export const DECLARED_ENDPOINTS: Record<string, Record<string, Endpoint>> = {
  gate: GATE_ENDPOINTS,
  'lane health': LANE_HEALTH_ENDPOINTS,
};
