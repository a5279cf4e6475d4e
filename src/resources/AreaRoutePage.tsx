import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { loadFailureOf } from '../components/ListLoadError';
import { useLocalizedName } from '../components/LocalizedName';
import { ErrorState, LoadingState } from '../components/PageStates';
import { isNotFound, NotFoundState } from '../components/RecordNotFound';
import { AreaBreadcrumb } from './AreaBreadcrumb';
import { useAreaFromRoute } from './useAreaFromRoute';

/**
 * A page of the area named by the route (/gates/area/:areaId): its loading, not-found and error
 * states, its breadcrumb, then what `children` shows for the area, under a title that names it.
 */
export function AreaRoutePage({
  page,
  titleForArea,
  children,
}: {
  /** The page's name in the breadcrumb. */
  page: string;
  /** The page's title, given the area's name as `area`. */
  titleForArea: string;
  children: (areaId: number, title: string) => ReactNode;
}) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const { areaId, area, isPending, error, refetch, isFetching } = useAreaFromRoute();
  if (isPending) return <LoadingState />;
  if (isNotFound(error)) return <NotFoundState backTo="/areas" />;
  if (error || !areaId || !area)
    return (
      <ErrorState message={loadFailureOf('areas')} cause={error} onRetry={() => void refetch()} retrying={isFetching} />
    );
  return (
    <>
      <AreaBreadcrumb area={area} page={page} />
      {children(areaId, translate(titleForArea, { area: nameOf(area) }))}
    </>
  );
}
