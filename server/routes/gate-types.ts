import type { FastifyInstance } from 'fastify';
import { gateTypeFilterSchema } from '../../domain/schemas/gate-type';
import { gateTypes } from '../db/schema';
import type { ResourceDefinition } from '../services/crud';
import { registerCrudRoutes } from './crud';

export const gateTypesResource: ResourceDefinition<never> = {
  name: 'gate-types',
  table: gateTypes,
  sortColumns: { id: gateTypes.id, code: gateTypes.code, name_en: gateTypes.name_en, name_ar: gateTypes.name_ar },
  filterSchema: gateTypeFilterSchema,
  filterColumns: {},
};

export async function gateTypeRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, gateTypesResource);
}
