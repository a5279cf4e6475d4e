import type { Feature } from '../../core/feature';
import { areasResource } from './areas.resource';
import { gatesResource } from './gates.resource';
import { subAreasResource } from './sub-areas.resource';
import { gateTypesResource } from './gate-types.resource';
import { tariffVersionsResource } from './tariff-versions.resource';
import { areaRoutes } from './areas.routes';

/** Parking areas, their sub-areas, gates and gate types, and their tariffs and tariff versions. */
export const areasFeature = {
  resources: {
    areas: areasResource,
    gates: gatesResource,
    'sub-areas': subAreasResource,
    'gate-types': gateTypesResource,
    'tariff-versions': tariffVersionsResource,
  },
  async routes(api, _context) {
    await api.register(areaRoutes);
  },
} satisfies Feature;
