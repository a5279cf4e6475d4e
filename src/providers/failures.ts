import { HttpError } from 'react-admin';

/** No answer, or the server's own failure: nothing the user can act on but to try again. */
function isUnexplained(error: unknown): error is HttpError {
  return error instanceof HttpError && (error.status === 0 || error.status >= 500);
}

/** Rethrows an unexplained failure as `message` (a catalog key); one the server explained stays as it is. */
export function rethrowAs(message: string) {
  return (error: unknown): never => {
    throw isUnexplained(error) ? new HttpError(message, error.status, error.body) : error;
  };
}
