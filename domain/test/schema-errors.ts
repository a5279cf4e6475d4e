import { z } from 'zod';

/** The first message key per field, as the API answers it in `errors: {field: key}`. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return errors;
}
