import { type Theme, useMediaQuery } from '@mui/material';

/**
 * Phones and portrait tablets (below MUI's md breakpoint, the width under which react-admin's
 * menu items close the menu after a tap): the navigation becomes a drawer and lists show one
 * line per record (react-admin's SimpleList) instead of a table. Read at the first render
 * (noSsr), so a phone never mounts the desktop form first.
 */
export function useSmallScreen(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
}
