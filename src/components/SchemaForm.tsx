import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldValues, type Resolver } from 'react-hook-form';
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { z } from 'zod';
import { fieldErrorOf } from '../../domain/validation-messages';
import { formErrorMessage } from './formError';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * zod's resolver, with the errors that name what the user typed (an unknown plate letter) given
 * their arguments: the resolver keeps only an issue's message, so the issues of a failed parse are
 * read again for their `params`.
 */
export function schemaResolver(schema: Schema): Resolver {
  const resolve = zodResolver(schema as Parameters<typeof zodResolver>[0]) as Resolver;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    for (const issue of parsed.error?.issues ?? []) {
      const error = fieldErrorOf(issue);
      const shown = get(result.errors, issue.path.join('.')) as { message?: string } | undefined;
      if (typeof error !== 'string' && shown?.message === error.message) shown.message = formErrorMessage(error);
    }
    return result;
  };
}

/**
 * The form of every resource: checked by the entity's domain schema (the one the server checks
 * with), and asking before the user leaves it with unsaved changes.
 */
export function SchemaForm({ schema, ...props }: SimpleFormProps & { schema: Schema }) {
  return <SimpleForm noValidate resolver={schemaResolver(schema)} warnWhenUnsavedChanges {...props} />;
}
