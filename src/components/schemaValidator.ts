import type { Validator } from 'react-admin';
import type { z } from 'zod';

/** A react-admin input's validator from a domain schema: the first issue's message key, or none. */
export const validatorOf =
  (schema: z.ZodType): Validator =>
  (value) =>
    schema.safeParse(value).error?.issues[0]?.message;
