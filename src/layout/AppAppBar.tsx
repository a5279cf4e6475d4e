import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { SettingsButton } from './SettingsButton';
import { ThemeModeButton } from './ThemeModeButton';
import { TopMenu } from './TopMenu';

function Brand() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, mr: 3 }}>
      <LocalParkingIcon />
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {translate('ps.app.title')}
      </Typography>
    </Box>
  );
}

const toolbar = (
  <>
    <LocalesMenuButton />
    <ThemeModeButton />
    <SettingsButton />
    <LoadingIndicator />
  </>
);

export function AppAppBar() {
  const { type } = useThemeSettings().settings.layout;
  const topBar = type === 'topBarClassic';
  return (
    <AppBar
      color="secondary"
      toolbar={toolbar}
      userMenu={<UserMenu><Logout /></UserMenu>}
      elevation={type === 'framelessSide' ? 0 : 1}
      sx={topBar ? { '& .RaAppBar-menuButton': { display: 'none' } } : undefined}
    >
      <Brand />
      {topBar ? <TopMenu /> : null}
      <TitlePortal variant="subtitle1" sx={{ opacity: 0.9 }} />
    </AppBar>
  );
}
