import type { Feature } from '../../core/feature';
import { vehiclesResource } from './vehicles.resource';
import { parkingCardsResource } from './parking-carts.resource';
import { feeAdjustmentsResource } from './fee-adjustments.resource';
import { gateOperationRoutes } from './gate-operations.routes';
import { gateConsoleRoutes } from './gate-console.routes';
import { vehicleRoutes } from './vehicles.routes';
import { feeAdjustmentRoutes } from './fee-adjustments.routes';
import { parkingCardRoutes } from './parking-carts.routes';

/** Vehicles entering and leaving: gate events, stays and their fees, the gate console, parking cards, fee adjustments and force exits. */
export const gateFeature = {
  resources: {
    vehicles: vehiclesResource,
    'parking-carts': parkingCardsResource,
    'fee-adjustments': feeAdjustmentsResource,
  },
  async routes(api, { config }) {
    await api.register(gateOperationRoutes(config));
    await api.register(gateConsoleRoutes);
    await api.register(vehicleRoutes);
    await api.register(feeAdjustmentRoutes);
    await api.register(parkingCardRoutes);
  },
} satisfies Feature;
