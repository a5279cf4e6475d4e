import type { FieldError } from '../../domain/validation-messages';

/** The prefix under which react-admin's `ValidationError` reads a `{message, args}` error carried as a string. */
const WITH_ARGS = '@@react-admin@@';

/**
 * A field error as a react-hook-form error message: a plain key as it is, a key with arguments in
 * react-admin's string form, which its inputs translate with the arguments filled in.
 */
export function formErrorMessage(error: FieldError): string {
  return typeof error === 'string' ? error : `${WITH_ARGS}${JSON.stringify(error)}`;
}

const isFieldErrorWithArgs = (value: unknown): value is Exclude<FieldError, string> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string' &&
  'args' in value;

/** The `errors` of an API answer as react-admin's form sets them, or the value as it is when it is not one. */
export function formErrorsOf(errors: unknown): unknown {
  if (typeof errors !== 'object' || errors === null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      isFieldErrorWithArgs(error) ? formErrorMessage(error) : error,
    ]),
  );
}
