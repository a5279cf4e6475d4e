import type { FastifyInstance } from 'fastify';
import { gateTypeRecordSchema, paymentMethodRecordSchema, referenceFilterSchema } from '../../domain/schemas/reference';
import { gateTypes, paymentMethods } from '../db/schema';
import type { ResourceDefinition, Table } from '../services/crud';
import { registerCrudRoutes } from './crud';

/** A read-only list seeded on every start (db/seed/reference.ts): no write verbs are registered. */
function referenceList(name: 'gate-types' | 'payment-methods', table: Table, record: ResourceDefinition['record']): ResourceDefinition {
  return {
    name,
    table,
    record,
    sortColumns: { id: table.id, code: table.code, name_en: table.name_en, name_ar: table.name_ar },
    filterSchema: referenceFilterSchema,
    filterColumns: {},
  };
}

export const gateTypesResource = referenceList('gate-types', gateTypes, gateTypeRecordSchema);
export const paymentMethodsResource = referenceList('payment-methods', paymentMethods, paymentMethodRecordSchema);

export async function referenceListRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, gateTypesResource);
  registerCrudRoutes(app, paymentMethodsResource);
}
