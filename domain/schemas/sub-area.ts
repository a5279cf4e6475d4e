import { z } from 'zod';
import { idParam, listFilterBase, optionalName, optionalWholeNumber, reference, requiredName } from './fields';
import { recordBase } from './record';

export const subAreaSchema = z.object({
  name: requiredName(100, 2),
  name_ar: optionalName(100),
  area_id: reference(),
  max_capacity: optionalWholeNumber({ min: 1 }),
});

export type SubAreaInput = z.input<typeof subAreaSchema>;

export const subAreaFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
});

/** A sub-area as the API answers it. */
export const subAreaRecordSchema = z.object({
  ...recordBase,
  name: z.string(),
  name_ar: z.string().nullable(),
  area_id: z.number(),
  max_capacity: z.number().nullable(),
});
