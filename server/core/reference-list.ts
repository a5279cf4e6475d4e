import { referenceFilterSchema } from '../../domain/schemas/reference';
import type { gateTypes, paymentMethods } from '../db/schema';
import type { ResourceDefinition } from './crud';

/** A read-only list seeded on every start (server/seed/reference.ts): no write verbs are registered. */
export function referenceList<Table extends typeof gateTypes | typeof paymentMethods>(
  name: 'gate-types' | 'payment-methods',
  table: Table,
  record: ResourceDefinition['record'],
): ResourceDefinition<Table> {
  return {
    name,
    table,
    record,
    sortColumns: { id: table.id, code: table.code, name_en: table.name_en, name_ar: table.name_ar },
    filterSchema: referenceFilterSchema,
    filterColumns: {},
  };
}
