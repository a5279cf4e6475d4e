import { verbPermissions } from '../routes';
import { idParams } from '../schemas/fields';
import {
  forceExitAnswerSchema,
  forceExitSchema,
  plateHistoryQuerySchema,
  plateHistorySchema,
  vehicleChoicesSchema,
} from '../schemas/vehicle';
import { endpoint } from './endpoint';

/** The stays beside their list: its filters' choices, a plate's history, and closing a stay without a gate. */
export const VEHICLE_ENDPOINTS = {
  choices: endpoint({
    method: 'GET',
    path: '/vehicles/choices',
    answer: vehicleChoicesSchema,
    access: { permission: verbPermissions('vehicles', 'list') },
    tag: 'vehicles',
  }),
  plateHistory: endpoint({
    method: 'GET',
    path: '/vehicles/plate-history',
    query: plateHistoryQuerySchema,
    answer: plateHistorySchema,
    access: { permission: verbPermissions('vehicles', 'read') },
    tag: 'vehicles',
  }),
  forceExit: endpoint({
    method: 'POST',
    path: '/vehicles/:id/force-exit',
    params: idParams,
    body: forceExitSchema,
    answer: forceExitAnswerSchema,
    access: { permission: verbPermissions('vehicles', 'update') },
    tag: 'vehicles',
    failure: 'ps.failures.force_exit',
  }),
};
