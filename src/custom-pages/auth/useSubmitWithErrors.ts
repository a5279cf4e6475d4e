import { useState } from 'react';
import { HttpError } from 'ra-core';

/**
 * Runs a form submission and keeps its failure: the message key to show, and the field
 * errors returned to react-admin's Form so that they show under their inputs.
 */
export function useSubmitWithErrors<Values>(submit: (values: Values) => Promise<void>) {
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (values: Values) => {
    setError(undefined);
    try {
      await submit(values);
      return undefined;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'ps.errors.server_error');
      return failure instanceof HttpError ? (failure.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
    }
  };
  return { error, onSubmit };
}
