import { useListContext } from 'react-admin';
import { ErrorState } from './PageStates';

/** The catalog's words for a resource that could not be read: "Failed to load areas". */
export const loadFailureOf = (resource: string) => `ps.failures.load.${resource}`;

/**
 * What every list shows in place of its rows when they could not be read (the theme gives it to
 * each <List> as its `error`): the resource's message, the cause, and a retry.
 */
export function ListLoadError() {
  const { resource, error, refetch, isFetching } = useListContext();
  return (
    <ErrorState message={loadFailureOf(resource)} cause={error} onRetry={() => void refetch()} retrying={isFetching} />
  );
}
