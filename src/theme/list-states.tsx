import type { Components, Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';
import type { ReactNode } from 'react';
import { Pagination, useListContext } from 'react-admin';
import { ListLoadError } from '../components/ListLoadError';

/**
 * A list that could not be read says so on the page (the designed error state with its retry)
 * rather than in react-admin's toast, which vanishes and leaves an empty list behind. A list that
 * sets its own query options spreads these first.
 */
export const QUIET_LIST_LOAD = { onError: () => undefined };

/** Page buttons and a total only over rows that were read: under the error state they would count rows that are not there. */
function UnlessFailed({ children }: { children: ReactNode }) {
  return useListContext().error ? null : children;
}

/** Every <List> of the app with the error state above, over the pagination the theme already gives lists. */
export function withListStates(theme: Theme): Theme {
  const pagination = (theme.components?.RaList?.defaultProps as { pagination?: ReactNode } | undefined)?.pagination ?? (
    <Pagination />
  );
  const components: Components<Omit<Theme, 'components'>> = {
    RaList: {
      defaultProps: {
        error: <ListLoadError />,
        queryOptions: QUIET_LIST_LOAD,
        pagination: <UnlessFailed>{pagination}</UnlessFailed>,
      },
    },
  };
  return deepmerge(theme, { components });
}
