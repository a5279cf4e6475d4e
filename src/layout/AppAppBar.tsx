import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, UserMenu } from 'react-admin';
import { Brand } from './Brand';
import { SettingsButton } from './SettingsButton';
import { ThemeModeButton } from './ThemeModeButton';
import { TopMenu } from './TopMenu';
import { useNavigationMode } from './useNavigationMode';

/**
 * On a phone every control keeps its place and the title gives way (cut with an ellipsis): the
 * language button shows its icon only (the language's name stays its accessible name).
 */
const iconOnlyOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { minWidth: 0, fontSize: 0, p: 1, borderRadius: '50%' },
    '& .MuiButton-startIcon': { m: 0 },
    '& .MuiButton-endIcon': { display: 'none' },
  },
});

const toolbar = (
  <>
    <Box sx={iconOnlyOnPhone}>
      <LocalesMenuButton />
    </Box>
    <ThemeModeButton />
    <SettingsButton />
    <LoadingIndicator />
  </>
);

export function AppAppBar() {
  const { type, mode } = useNavigationMode();
  return (
    <AppBar
      color="secondary"
      toolbar={toolbar}
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
      elevation={type === 'framelessSide' ? 0 : 1}
      sx={mode === 'bar' ? { '& .RaAppBar-menuButton': { display: 'none' } } : undefined}
    >
      <Box sx={{ display: { xs: 'none', md: 'flex' }, mx: 1.5 }}>
        <Brand />
      </Box>
      {mode === 'bar' ? <TopMenu /> : null}
      {/* Beside the navigation row the title takes only the room it needs, the row the rest. A
          record's Latin name in the Arabic layout runs left to right and is cut at its end, not
          at its start ('left' is the start side once the Arabic styles are mirrored). */}
      <TitlePortal
        variant="subtitle1"
        sx={{
          opacity: 0.9,
          minWidth: 0,
          mx: 1,
          unicodeBidi: 'plaintext',
          textAlign: 'left',
          ...(mode === 'bar'
            ? { flex: '0 1 auto', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }
            : {}),
        }}
      />
    </AppBar>
  );
}
