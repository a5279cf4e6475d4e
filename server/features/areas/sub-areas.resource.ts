import type { z } from 'zod';
import { foldedNames, nameSortColumns } from '../../db/folded-names';
import { subAreaFilterSchema, subAreaRecordSchema, subAreaSchema } from '../../../domain/schemas/sub-area';
import { subAreas } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

export function subAreaRow(subArea: z.output<typeof subAreaSchema>): typeof subAreas.$inferInsert {
  return { ...subArea, ...foldedNames(subArea) };
}

export const subAreasResource: ResourceDefinition<typeof subAreas, z.output<typeof subAreaSchema>> = {
  name: 'sub-areas',
  table: subAreas,
  record: subAreaRecordSchema,
  sortColumns: {
    id: subAreas.id,
    ...nameSortColumns(subAreas),
    area_id: subAreas.area_id,
    max_capacity: subAreas.max_capacity,
    created_at: subAreas.created_at,
    updated_at: subAreas.updated_at,
  },
  filterSchema: subAreaFilterSchema,
  filterColumns: { area_id: subAreas.area_id },
  write: {
    createSchema: subAreaSchema,
    toRow: subAreaRow,
    inUse: 'sub_area_in_use',
  },
};
