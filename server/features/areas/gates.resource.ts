import { foldedNames, nameSortColumns } from '../../db/folded-names';
import { gateFilterSchema, gateRecordSchema, gateSchema } from '../../../domain/schemas/gate';
import type { z } from 'zod';
import { gates } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

export function gateRow(gate: z.output<typeof gateSchema>): typeof gates.$inferInsert {
  return { ...gate, ...foldedNames(gate, gate.description) };
}

export const gatesResource: ResourceDefinition<typeof gates, z.output<typeof gateSchema>> = {
  name: 'gates',
  table: gates,
  record: gateRecordSchema,
  sortColumns: {
    id: gates.id,
    ...nameSortColumns(gates),
    gate_type_id: gates.gate_type_id,
    area_id: gates.area_id,
    status: gates.status,
    created_at: gates.created_at,
  },
  filterSchema: gateFilterSchema,
  filterColumns: { area_id: gates.area_id, gate_type_id: gates.gate_type_id, status: gates.status },
  write: {
    createSchema: gateSchema,
    toRow: gateRow,
    inUse: 'gate_in_use',
  },
};
