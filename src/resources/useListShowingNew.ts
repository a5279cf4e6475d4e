import { type ListParams, type RaRecord, type RedirectionSideEffect, useStoreContext } from 'react-admin';

interface ListOf {
  /** The list's address, when it is not the resource's own. */
  path?: (record: RaRecord) => string;
  /** The list's stored parameters, when it keeps them under a key of its own. */
  storeKey?: (record: RaRecord) => string;
}

/**
 * Back to the list after a create, with the new record in it: the search and filters it was left
 * with (which would hide the record) and its page are forgotten, its order and page size kept.
 * Every create page that returns to a list goes through here.
 */
export function useListShowingNew({ path, storeKey }: ListOf = {}): RedirectionSideEffect {
  const store = useStoreContext();
  return (resource, _id, data) => {
    const record = (data ?? {}) as RaRecord;
    const key = storeKey?.(record) ?? `${resource}.listParams`;
    const kept = store.getItem<ListParams>(key);
    if (kept) store.setItem(key, { ...kept, filter: {}, displayedFilters: {}, page: 1 });
    return path?.(record) ?? `/${resource}`;
  };
}
