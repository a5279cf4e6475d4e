import { useState } from 'react';
import { HttpError } from 'ra-core';

interface ErrorBody {
  errors?: Record<string, string>;
  retry_after_seconds?: number;
}

/**
 * Runs a form submission and keeps its failure: the message key to show, how long the server
 * asks to wait (a 429), and the field errors returned to react-admin's Form so that they show
 * under their inputs.
 */
export function useSubmitWithErrors<Values>(submit: (values: Values) => Promise<void>) {
  const [error, setError] = useState<string | undefined>();
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | undefined>();
  const onSubmit = async (values: Values) => {
    setError(undefined);
    setRetryAfterSeconds(undefined);
    try {
      await submit(values);
      return undefined;
    } catch (failure) {
      const body = failure instanceof HttpError ? (failure.body as ErrorBody | undefined) : undefined;
      setError(failure instanceof Error ? failure.message : 'ps.errors.server_error');
      setRetryAfterSeconds(body?.retry_after_seconds);
      return body?.errors;
    }
  };
  return { error, retryAfterSeconds, onSubmit };
}
