import { Button, Stack } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useNavigationEntries } from './useNavigationEntries';

/**
 * The navigation as a row of links in the app bar (top bar layout, wide screens). A row longer
 * than the bar scrolls sideways inside it rather than wrapping the bar to a second line.
 */
export function TopMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" direction="row" spacing={0.5} sx={{ mx: 1, minWidth: 0, flexShrink: 1, overflowX: 'auto', scrollbarWidth: 'thin' }} aria-label={translate('ps.layout.navigation')}>
      {useNavigationEntries().map(({ to, label, icon: Icon }) => {
        const current = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            color="inherit"
            startIcon={<Icon />}
            aria-current={current ? 'page' : undefined}
            sx={{
              flexShrink: 0,
              whiteSpace: 'nowrap',
              opacity: current ? 1 : 0.8,
              borderBottom: 2,
              borderColor: current ? 'var(--app-bar-accent, currentColor)' : 'transparent',
              borderRadius: 0,
            }}
          >
            {translate(label)}
          </Button>
        );
      })}
    </Stack>
  );
}
