import { useParams } from 'react-router-dom';
import { HttpError, useGetOne } from 'react-admin';

/** The area named by the :areaId of /gates/area/:areaId and /sub-areas/area/:areaId. */
export function useAreaFromRoute() {
  const { areaId } = useParams();
  const id = Number(areaId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: area, isPending, error, refetch, isFetching } = useGetOne('areas', { id }, { enabled: valid });
  return {
    areaId: valid ? id : undefined,
    area,
    isPending: valid && isPending,
    error: valid ? error : new HttpError('ps.errors.not_found', 404),
    refetch,
    isFetching,
  };
}
