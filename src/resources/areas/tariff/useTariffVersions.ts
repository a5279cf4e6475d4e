import { useGetList } from 'react-admin';
import type { TariffVersionJson } from '../../../providers/dataProvider';

// An area publishes a handful of versions a year: one page holds them all.
const ALL_VERSIONS = { page: 1, perPage: 100 };
const NEWEST_FIRST = { field: 'effective_from', order: 'DESC' } as const;

/** The versions of an area's tariff, newest first, and the one in force now. */
export function useTariffVersions(areaId: number | undefined) {
  const query = useGetList<TariffVersionJson>(
    'tariff-versions',
    { filter: { area_id: areaId }, sort: NEWEST_FIRST, pagination: ALL_VERSIONS },
    { enabled: areaId !== undefined },
  );
  return { ...query, inForce: query.data?.find((version) => version.in_force) };
}
