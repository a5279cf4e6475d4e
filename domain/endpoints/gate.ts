import { gateConsoleQuerySchema, gateConsoleSchema } from '../schemas/gate-console';
import {
  gateEntryRequestSchema,
  gateEntrySchema,
  gateExitRequestSchema,
  gateExitSchema,
} from '../schemas/gate-operations';
import { endpoint } from './endpoint';

/**
 * The gate's endpoints: whoever works at a gate (`home_access`: gate employees at their area's
 * gates, admins and super admins at any) registers a vehicle coming in or going out, at a console
 * that shows what it needs around the events.
 */
export const GATE_ENDPOINTS = {
  console: endpoint({
    method: 'GET',
    path: '/gate/console',
    query: gateConsoleQuerySchema,
    answer: gateConsoleSchema,
    access: { permission: 'home_access' },
    tag: 'gate',
  }),
  entry: endpoint({
    method: 'POST',
    path: '/gate/entries',
    body: gateEntryRequestSchema,
    answer: gateEntrySchema,
    status: 201,
    access: { permission: 'home_access' },
    tag: 'gate',
    shedsWhenBusy: true,
  }),
  exit: endpoint({
    method: 'POST',
    path: '/gate/exits',
    body: gateExitRequestSchema,
    answer: gateExitSchema,
    access: { permission: 'home_access' },
    tag: 'gate',
    shedsWhenBusy: true,
  }),
};
