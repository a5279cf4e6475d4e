import { z } from 'zod';
import { idParam, listFilterBase, optionalName, optionalWholeNumber, reference, requiredName } from './fields';

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
