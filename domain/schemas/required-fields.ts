import type { z } from 'zod';

/**
 * Which fields of an object schema a form must mark as required: those the schema refuses when
 * they are left out. Read from the schema itself, so the mark and the rule cannot disagree.
 */
export function requiredFields<Shape extends Record<string, z.ZodType>>(
  schema: z.ZodObject<Shape>,
): Record<keyof Shape & string, boolean> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, !field.safeParse(undefined).success]),
  ) as Record<keyof Shape & string, boolean>;
}
