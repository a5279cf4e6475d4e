import type { Feature } from '../../core/feature';
import { laneDevicesResource } from './lane-devices.resource';
import { laneDeviceRoutes } from './lane-devices.routes';
import { laneRoutes } from './lanes.routes';
import { laneHealthRoutes } from './lane-health.routes';
import { raiseSilenceAlarms, SILENCE_CHECK_EVERY_MS } from './lane-alarms';

/** Self-driving lanes: lane devices and their keys, camera reads, their events, barriers, confirmations and alarms. */
export const lanesFeature = {
  resources: {
    'lane-devices': laneDevicesResource,
  },
  async routes(api, { config }) {
    await api.register(laneDeviceRoutes);
    await api.register(laneRoutes(config));
    await api.register(laneHealthRoutes(config));
  },
  jobs: [
    {
      name: 'raise silent lanes’ alarms',
      everyMs: SILENCE_CHECK_EVERY_MS,
      run: (_app, { db, clock }) => raiseSilenceAlarms(db, clock.now()),
    },
  ],
} satisfies Feature;
