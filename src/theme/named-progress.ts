import type { Components, Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';

/**
 * Every spinner and progress bar of the app named for screen readers, as each must be (axe's
 * aria-progressbar-name), on the public pages and in the signed-in app: react-admin's own (the app
 * bar's loading indicator, a slow list's bar) included, which take no label from us. One that says
 * what it measures passes its own.
 */
export function withNamedProgress(theme: Theme, loadingLabel: string): Theme {
  const named = { defaultProps: { 'aria-label': loadingLabel } };
  const components: Components<Omit<Theme, 'components'>> = {
    MuiCircularProgress: named,
    MuiLinearProgress: named,
  };
  return deepmerge(theme, { components });
}
