import HomeIcon from '@mui/icons-material/Home';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { TitlePortal, useTranslate } from 'react-admin';
import { useHomePath } from '../providers/useIdentity';
import { SettingsButton } from './SettingsButton';
import { SignOutButton } from './SignOutButton';

/**
 * The blank layout has no app bar and no navigation: this slim row keeps the ways out of it, to
 * the user's home, to the settings (where another layout is chosen) and to sign out. The page
 * writes its title here, as it does into the app bar, so the browser tab names the page too.
 */
export function BlankFrameBar() {
  const translate = useTranslate();
  const home = translate('ps.access_denied.go_home');
  const homePath = useHomePath();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', px: { xs: 1, sm: 2 }, pt: 1 }}>
      <TitlePortal variant="subtitle1" sx={{ color: 'text.secondary', px: 1 }} />
      {homePath ? (
        <Tooltip title={home}>
          <IconButton component={Link} to={homePath} color="primary" aria-label={home}>
            <HomeIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      <SettingsButton color="primary" />
      <SignOutButton />
    </Stack>
  );
}
