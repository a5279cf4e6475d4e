import { z } from 'zod';
import { listFilterBase } from './fields';

/** Gate types are a short fixed list: no search, only getMany by id. */
export const gateTypeFilterSchema = z.strictObject({ id: listFilterBase.id });

/** A gate type as the API answers it. */
export const gateTypeRecordSchema = z.object({ id: z.number(), code: z.string(), name_en: z.string(), name_ar: z.string() });
