import type { FastifyInstance } from 'fastify';
import { gateTypeFilterSchema, gateTypeRecordSchema } from '../../domain/schemas/gate-type';
import { gateTypes } from '../db/schema';
import type { ResourceDefinition } from '../services/crud';
import { registerCrudRoutes } from './crud';

export const gateTypesResource: ResourceDefinition = {
  name: 'gate-types',
  table: gateTypes,
  record: gateTypeRecordSchema,
  sortColumns: { id: gateTypes.id, code: gateTypes.code, name_en: gateTypes.name_en, name_ar: gateTypes.name_ar },
  filterSchema: gateTypeFilterSchema,
  filterColumns: {},
};

export async function gateTypeRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, gateTypesResource);
}
