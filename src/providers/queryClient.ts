import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

const MAX_RETRIES = 3;

/**
 * A 4xx answer is the server's final word (not found, refused, invalid): asking again only
 * delays the page that says so. Network failures and 5xx are retried as react-query does.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The query client of the back office: react-admin's defaults with the retry policy above. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
