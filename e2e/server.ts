import { inject } from 'vitest';
import type { JourneyServer } from './global-setup';

/** The product this worker's journeys drive: the global setup started one for each worker (VITEST_POOL_ID counts from 1). */
export function journeyServer(): JourneyServer {
  const servers = inject('journeyServers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length]!;
}
