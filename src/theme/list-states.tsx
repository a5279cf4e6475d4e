import type { Components, Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { ListLoadError } from '../components/ListLoadError';

/**
 * A list that could not be read says so on the page (the designed error state with its retry)
 * rather than in react-admin's toast, which vanishes and leaves an empty list behind. A list that
 * sets its own query options spreads these first.
 */
export const QUIET_LIST_LOAD = { onError: () => undefined };

/** Every <List> of the app with the error state above. */
export function withListStates(theme: Theme): Theme {
  const components: Components<Omit<Theme, 'components'>> = {
    RaList: { defaultProps: { error: <ListLoadError />, queryOptions: QUIET_LIST_LOAD } },
  };
  return deepmerge(theme, { components });
}
