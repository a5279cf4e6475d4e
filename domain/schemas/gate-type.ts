import { z } from 'zod';
import { listFilterBase } from './fields';

/** Gate types are a short fixed list: no search, only getMany by id. */
export const gateTypeFilterSchema = z.strictObject({ id: listFilterBase.id });
