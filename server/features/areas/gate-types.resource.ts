import { gateTypeRecordSchema } from '../../../domain/schemas/reference';
import { gateTypes } from '../../db/schema';
import { referenceList } from '../../core/reference-list';

export const gateTypesResource = referenceList('gate-types', gateTypes, gateTypeRecordSchema);
