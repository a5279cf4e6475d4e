import { Button, Stack } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useNavigationEntries } from './useNavigationEntries';

/** The navigation as a row of links in the app bar (top bar layout). */
export function TopMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" direction="row" spacing={0.5} sx={{ mx: 2, flexWrap: 'wrap' }} aria-label={translate('ps.layout.navigation')}>
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
            sx={{ opacity: current ? 1 : 0.8, borderBottom: 2, borderColor: current ? 'currentColor' : 'transparent', borderRadius: 0 }}
          >
            {translate(label)}
          </Button>
        );
      })}
    </Stack>
  );
}
