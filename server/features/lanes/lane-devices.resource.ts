import { sql } from 'drizzle-orm';
import { laneDeviceFilterSchema, laneDeviceRecordSchema } from '../../../domain/schemas/lane-device';
import { laneDevices } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

/**
 * The gates' lane devices, read here; made, edited, re-keyed and revoked by their own routes
 * (server/features/lanes/lane-devices.routes.ts), which answer a key once. The record schema keeps the key's hash in the server.
 */
export const laneDevicesResource: ResourceDefinition<typeof laneDevices> = {
  name: 'lane-devices',
  table: laneDevices,
  record: laneDeviceRecordSchema,
  sortColumns: {
    id: laneDevices.id,
    name: sql`${laneDevices.name} collate "english"`,
    gate_id: laneDevices.gate_id,
    kind: laneDevices.kind,
    status: laneDevices.status,
    last_seen_at: laneDevices.last_seen_at,
  },
  filterSchema: laneDeviceFilterSchema,
  filterColumns: { gate_id: laneDevices.gate_id, kind: laneDevices.kind, status: laneDevices.status },
};
